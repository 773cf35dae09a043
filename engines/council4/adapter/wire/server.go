package wire

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
)

// Version is the protocol version this layer speaks.
const Version = "1.3"

// MaxLine is the longest request line read (the client refuses longer replies the same way).
const MaxLine = 8 << 20

// addedIn is the minor version that added each capability after 1.0 (the suite's
// adapters/capabilities.py ADDED_IN): an older client is never told about them.
var addedIn = map[string]int{
	"direct-destroy": 1, "combat-damage-assignment": 1, "shuffle-events": 1,
	"action-events": 1, "effect-durations": 1, "card-events": 1, "removal-events": 1,
}

const (
	stateSince   = 2 // "state": true on start, perform, decide (1.2)
	playersSince = 3 // EngineInfo.players (1.3)
)

// Server answers requests for one Backend.
type Server struct {
	backend  Backend
	minor    int // the minor version agreed in the handshake
	shaken   bool
	quitting bool
}

// NewServer serves backend.
func NewServer(backend Backend) *Server { return &Server{backend: backend, minor: -1} }

// Serve answers requests from in until quit or the end of input.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	reader := bufio.NewReaderSize(in, 64<<10)
	writer := bufio.NewWriter(out)
	defer s.backend.Close()
	for !s.quitting {
		line, err := readLine(reader)
		if len(line) > 0 || (err == nil) {
			if _, werr := writer.Write(s.HandleLine(line)); werr != nil {
				return werr
			}
			if ferr := writer.Flush(); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil && !errors.Is(err, errTooLong) {
			return err
		}
	}
	return nil
}

var errTooLong = errors.New("line too long")

func readLine(r *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > MaxLine {
			for err == bufio.ErrBufferFull { // drop the rest of the line
				_, err = r.ReadSlice('\n')
			}
			return []byte("\x00too long"), errTooLong
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimRight(buf, "\r\n"), err
	}
}

// HandleLine answers one request line with one reply line (newline included).
func (s *Server) HandleLine(line []byte) []byte {
	if bytes.Equal(line, []byte("\x00too long")) {
		return encode(nil, nil, badRequest("line longer than %d bytes", MaxLine))
	}
	var raw any
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil || dec.More() {
		return encode(nil, nil, badRequest("line is not JSON: %s", quote(line)))
	}
	req, ok := raw.(Obj)
	if !ok {
		return encode(nil, nil, badRequest("request is not a JSON object"))
	}
	id, perr := requestID(req)
	if perr != nil {
		return encode(nil, nil, perr)
	}
	result, perr := s.dispatch(req)
	return encode(id, result, perr)
}

func requestID(req Obj) (*int64, *ProtocolError) {
	n, ok := req["id"].(json.Number)
	if !ok {
		return nil, badRequest("id: missing or not an integer")
	}
	i, err := n.Int64()
	if err != nil || i < 0 {
		return nil, badRequest("id: not a non-negative integer: %s", n)
	}
	return &i, nil
}

func (s *Server) dispatch(req Obj) (result any, perr *ProtocolError) {
	for key := range req {
		if key != "id" && key != "op" && key != "params" {
			return nil, badRequest("unknown field %q", key)
		}
	}
	op, _ := req["op"].(string)
	params := Obj{}
	if p, present := req["params"]; present && p != nil {
		m, ok := p.(Obj)
		if !ok {
			return nil, badRequest("params: not an object")
		}
		params = m
	}
	if op != "handshake" && !s.shaken {
		return nil, badRequest("%s before the handshake", strconv.Quote(op))
	}
	defer func() {
		if r := recover(); r != nil {
			result, perr = nil, EngineFailure("panic: %s (%s)", oneLine(r), lastFrame(debug.Stack()))
		}
	}()
	switch op {
	case "handshake":
		return s.handshake(params)
	case "ready":
		return nil, asProtocol(s.backend.Ready())
	case "start":
		position, ok := params["position"].(Obj)
		if !ok {
			return nil, badRequest("params.position: missing or not an object")
		}
		return s.change(params, func() error { return s.backend.Start(position) })
	case "perform":
		action, ok := params["action"].(Obj)
		if !ok {
			return nil, badRequest("params.action: missing or not an object")
		}
		return s.change(params, func() error { return s.backend.Perform(action) })
	case "decide":
		answer, err := Strings(params, "answer", "params")
		if err != nil || params["answer"] == nil {
			return nil, badRequest("params.answer: missing or not a list of strings")
		}
		return s.change(params, func() error { return s.backend.Decide(answer) })
	case "pending":
		pending, err := s.backend.Pending()
		return nilIfEmpty(pending), asProtocol(err)
	case "observe":
		observation, err := s.backend.Observe()
		return observation, asProtocol(err)
	case "quit":
		s.quitting = true
		return nil, nil
	}
	return nil, badRequest("unknown op %s", strconv.Quote(op))
}

func (s *Server) handshake(params Obj) (any, *ProtocolError) {
	version, _ := params["protocol_version"].(string)
	major, minor, ok := parseVersion(version)
	if !ok {
		return nil, badRequest("params.protocol_version: missing or not MAJOR.MINOR: %q", version)
	}
	_, ours, _ := parseVersion(Version)
	if major != 1 {
		return nil, badRequest("protocol %s is not supported (this engine speaks %s)", version, Version)
	}
	s.minor, s.shaken = min(minor, ours), true
	info := Obj{}
	for k, v := range s.backend.Info() {
		info[k] = v
	}
	info["protocol_version"] = fmt.Sprintf("1.%d", s.minor)
	if caps, ok := info["capabilities"].([]string); ok {
		kept := []string{}
		for _, c := range caps {
			if addedIn[c] <= s.minor {
				kept = append(kept, c)
			}
		}
		info["capabilities"] = kept
	}
	if s.minor < playersSince {
		delete(info, "players")
	}
	return info, nil
}

// change runs a start, perform or decide; with "state": true (1.2) it answers the state after.
func (s *Server) change(params Obj, run func() error) (any, *ProtocolError) {
	state, present := params["state"]
	wantState := false
	if present {
		b, ok := state.(bool)
		if !ok {
			return nil, badRequest("params.state: not a boolean")
		}
		if s.minor < stateSince {
			return nil, badRequest("params.state is protocol 1.2, the handshake agreed 1.%d", s.minor)
		}
		wantState = b
	}
	if err := run(); err != nil {
		return nil, asProtocol(err)
	}
	if !wantState {
		return nil, nil
	}
	pending, err := s.backend.Pending()
	if err != nil {
		return nil, asProtocol(err)
	}
	var observation any
	if len(pending) == 0 {
		obs, err := s.backend.Observe()
		if err != nil {
			return nil, asProtocol(err)
		}
		observation = obs
	}
	return Obj{"pending": nilIfEmpty(pending), "observation": observation}, nil
}

func nilIfEmpty(o Obj) any {
	if len(o) == 0 {
		return nil
	}
	return o
}

func asProtocol(err error) *ProtocolError {
	if err == nil {
		return nil
	}
	var perr *ProtocolError
	if errors.As(err, &perr) {
		return perr
	}
	return EngineFailure("%s", oneLine(err))
}

func parseVersion(v string) (int, int, bool) {
	major, minor, found := strings.Cut(v, ".")
	a, err1 := strconv.Atoi(major)
	b, err2 := strconv.Atoi(minor)
	return a, b, found && err1 == nil && err2 == nil && a >= 0 && b >= 0
}

func encode(id *int64, result any, perr *ProtocolError) []byte {
	var reply Obj
	var idValue any
	if id != nil {
		idValue = *id
	}
	if perr != nil {
		e := Obj{"code": perr.Code, "message": oneLine(perr.Message)}
		if perr.Rule != "" {
			e["rule"] = perr.Rule
		}
		reply = Obj{"id": idValue, "ok": false, "error": e}
	} else {
		reply = Obj{"id": idValue, "ok": true, "result": result}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(reply); err != nil {
		buf.Reset()
		_ = json.NewEncoder(&buf).Encode(Obj{"id": idValue, "ok": false, "error": Obj{
			"code": "engine-error", "message": "reply does not encode: " + oneLine(err)}})
	}
	return buf.Bytes() // Encode ends the line
}

func quote(line []byte) string {
	if len(line) > 80 {
		line = append(line[:77:77], "..."...)
	}
	return strconv.Quote(string(line))
}

func lastFrame(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	for i, l := range lines {
		if strings.Contains(l, "panic(") && i+3 < len(lines) {
			return strings.TrimSpace(lines[i+3])
		}
	}
	return "no frame"
}
