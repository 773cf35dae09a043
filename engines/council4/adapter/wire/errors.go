package wire

import "fmt"

// ProtocolError is an error reply (docs/PROTOCOL.md, "Errors"): a code of the protocol's
// vocabulary, a one-line message and, for an illegal action, the rule it breaks.
type ProtocolError struct {
	Code    string
	Message string
	Rule    string
}

func (e *ProtocolError) Error() string { return e.Code + ": " + e.Message }

func newError(code, rule, format string, args ...any) *ProtocolError {
	return &ProtocolError{Code: code, Message: fmt.Sprintf(format, args...), Rule: rule}
}

// Illegal is an illegal-action error citing rule (may be "").
func Illegal(rule, format string, args ...any) *ProtocolError {
	return newError("illegal-action", rule, format, args...)
}

// InvalidPosition names the position's field that is malformed or inconsistent.
func InvalidPosition(format string, args ...any) *ProtocolError {
	return newError("invalid-position", "", format, args...)
}

// UnknownCard is a card the engine does not know.
func UnknownCard(format string, args ...any) *ProtocolError {
	return newError("unknown-card", "", format, args...)
}

// Unsupported is a request the engine cannot serve (the scenario is an ERROR unless no
// capability promised it).
func Unsupported(format string, args ...any) *ProtocolError {
	return newError("unsupported", "", format, args...)
}

// EngineFailure is the engine's own failure (engine-error).
func EngineFailure(format string, args ...any) *ProtocolError {
	return newError("engine-error", "", format, args...)
}

func badRequest(format string, args ...any) *ProtocolError {
	return newError("bad-request", "", format, args...)
}
