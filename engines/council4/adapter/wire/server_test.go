package wire

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// ask sends one request line and decodes the reply.
func ask(t *testing.T, s *Server, line string) Obj {
	t.Helper()
	out := s.HandleLine([]byte(line))
	if !bytes.HasSuffix(out, []byte("\n")) || bytes.Count(out, []byte("\n")) != 1 {
		t.Fatalf("reply is not one line: %q", out)
	}
	var reply Obj
	if err := json.Unmarshal(out, &reply); err != nil {
		t.Fatalf("reply is not JSON: %q", out)
	}
	return reply
}

func code(reply Obj) string {
	if e, ok := reply["error"].(map[string]any); ok {
		return e["code"].(string)
	}
	return ""
}

func shaken(t *testing.T, version string) *Server {
	s := NewServer(&FakeBackend{})
	if r := ask(t, s, `{"id":1,"op":"handshake","params":{"protocol_version":"`+version+`"}}`); r["ok"] != true {
		t.Fatalf("handshake failed: %v", r)
	}
	return s
}

const four = `{"players":[{"name":"Alice"},{"name":"Bob"},{"name":"Carol"},{"name":"Dave"}],` +
	`"format":"free-for-all","initiative":"Carol"}`

func TestHandshakeSpeaksTheClientsMinorVersion(t *testing.T) {
	for version, players := range map[string]bool{"1.3": true, "1.2": false, "1.0": false} {
		r := ask(t, NewServer(&FakeBackend{}), `{"id":1,"op":"handshake","params":{"protocol_version":"`+version+`"}}`)
		info := r["result"].(map[string]any)
		if info["protocol_version"] != version {
			t.Errorf("client %s: engine answered %v", version, info["protocol_version"])
		}
		if _, has := info["players"]; has != players {
			t.Errorf("client %s: players sent = %v, want %v", version, has, players)
		}
	}
	if r := ask(t, NewServer(&FakeBackend{}), `{"id":1,"op":"handshake","params":{"protocol_version":"2.0"}}`); code(r) != "bad-request" {
		t.Errorf("another major version: %v", r)
	}
	r := ask(t, NewServer(&FakeBackend{}), `{"id":1,"op":"handshake","params":{"protocol_version":"1.9"}}`)
	if r["result"].(map[string]any)["protocol_version"] != Version {
		t.Errorf("a newer client is answered with %v, want %s", r["result"], Version)
	}
}

func TestBadLinesAreBadRequestsWithTheirIdWhenReadable(t *testing.T) {
	s := shaken(t, "1.3")
	for line, wantID := range map[string]any{
		`hello`: nil, `[1]`: nil, `{"op":"observe"}`: nil, `{"id":-1,"op":"observe"}`: nil,
		`{"id":4,"op":"dance"}`: 4.0, `{"id":5,"op":"observe","extra":1}`: 5.0,
		`{"id":6,"op":"start","params":{}}`: 6.0, `{"id":7,"op":"decide","params":{"answer":[1]}}`: 7.0,
	} {
		r := ask(t, s, line)
		if code(r) != "bad-request" || r["id"] != wantID {
			t.Errorf("%s: got %v, want bad-request with id %v", line, r, wantID)
		}
	}
	if r := ask(t, NewServer(&FakeBackend{}), `{"id":1,"op":"observe"}`); code(r) != "bad-request" {
		t.Errorf("a request before the handshake: %v", r)
	}
}

func TestAGameOverTheWireWithADecision(t *testing.T) {
	s := shaken(t, "1.3")
	if r := ask(t, s, `{"id":2,"op":"start","params":{"position":`+four+`}}`); r["ok"] != true || r["result"] != nil {
		t.Fatalf("start: %v", r)
	}
	r := ask(t, s, `{"id":3,"op":"perform","params":{"action":{"type":"concede","player":"Carol"},"state":true}}`)
	obs := r["result"].(map[string]any)["observation"].(map[string]any)
	if obs["initiative"] != "Alice" { // CR 726.4: the active player takes it
		t.Fatalf("after the holder conceded the initiative is %v", obs["initiative"])
	}
	ask(t, s, `{"id":4,"op":"perform","params":{"action":{"type":"take-initiative","player":"Alice"}}}`)
	pending := ask(t, s, `{"id":5,"op":"pending"}`)["result"].(map[string]any)
	if pending["kind"] != "choose-room" || pending["player"] != "Alice" {
		t.Fatalf("pending: %v", pending)
	}
	if r := ask(t, s, `{"id":6,"op":"perform","params":{"action":{"type":"lose-life","player":"Bob","amount":1}}}`); code(r) != "illegal-action" {
		t.Errorf("an action while a decision is pending: %v", r)
	}
	if r := ask(t, s, `{"id":7,"op":"decide","params":{"answer":["Nowhere"]}}`); code(r) != "illegal-action" {
		t.Errorf("an answer not among the options: %v", r)
	}
	r = ask(t, s, `{"id":8,"op":"decide","params":{"answer":["Lost Well"],"state":true}}`)
	if st := r["result"].(map[string]any); st["pending"] != nil {
		t.Fatalf("still pending after the answer: %v", st)
	}
	if r := ask(t, s, `{"id":9,"op":"decide","params":{"answer":["Forge"]}}`); code(r) != "illegal-action" {
		t.Errorf("decide with nothing pending: %v", r)
	}
	obs = ask(t, s, `{"id":10,"op":"observe"}`)["result"].(map[string]any)
	alice := obs["players"].([]any)[0].(map[string]any)
	if alice["room"] != "Lost Well" {
		t.Errorf("Alice's room: %v", alice)
	}
	if r := ask(t, s, `{"id":11,"op":"perform","params":{"action":{"type":"lose-life","player":"Bob","amount":-1}}}`); code(r) != "illegal-action" {
		t.Errorf("a negative life loss: %v", r)
	}
	if r := ask(t, s, `{"id":12,"op":"perform","params":{"action":{"type":"pass-priority","player":"Bob"}}}`); code(r) != "unsupported" {
		t.Errorf("an action the fake lacks: %v", r)
	}
}

func TestAnOlderClientMayNotAskForTheState(t *testing.T) {
	s := shaken(t, "1.1")
	r := ask(t, s, `{"id":2,"op":"start","params":{"position":`+four+`,"state":true}}`)
	if code(r) != "bad-request" || !strings.Contains(r["error"].(map[string]any)["message"].(string), "1.2") {
		t.Errorf("state from a 1.1 client: %v", r)
	}
}

type panicking struct{ FakeBackend }

func (panicking) Observe() (Obj, error) { panic("index out of range") }

func TestABackendPanicIsAnEngineErrorAndTheServerGoesOn(t *testing.T) {
	s := NewServer(&panicking{})
	ask(t, s, `{"id":1,"op":"handshake","params":{"protocol_version":"1.3"}}`)
	if r := ask(t, s, `{"id":2,"op":"observe"}`); code(r) != "engine-error" {
		t.Errorf("a panic: %v", r)
	}
	if r := ask(t, s, `{"id":3,"op":"quit"}`); r["ok"] != true {
		t.Errorf("quit after a panic: %v", r)
	}
}

func TestServeAnswersEveryLineAndStopsAtQuit(t *testing.T) {
	in := strings.NewReader(`{"id":1,"op":"handshake","params":{"protocol_version":"1.3"}}` + "\n" +
		`{"id":2,"op":"quit"}` + "\n" + `{"id":3,"op":"observe"}` + "\n")
	var out bytes.Buffer
	if err := NewServer(&FakeBackend{}).Serve(in, &out); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != 2 {
		t.Errorf("%d replies, want 2 (nothing after quit): %q", n, out.String())
	}
}
