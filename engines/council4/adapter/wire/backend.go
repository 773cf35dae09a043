// Package wire is the council4 adapter's protocol layer (docs/PROTOCOL.md, "The wire
// protocol"): one JSON request a line on stdin, one reply a line on stdout. It knows nothing
// of council4; a Backend plays the game. FakeBackend is a toy game that tests this layer
// without the engine (engines/council4/test-protocol, run by CI).
package wire

// Backend plays one game at a time behind the Server. Every method may return a
// *ProtocolError; any other error (or a panic) becomes an engine-error reply.
type Backend interface {
	// Info describes the engine: name, version, capabilities, cr_version, players (1.3).
	Info() Obj
	// Ready loads what games need; called once, after the handshake.
	Ready() error
	Start(position Obj) error
	Perform(action Obj) error
	// Pending is the decision the game waits for, or nil.
	Pending() (Obj, error)
	Decide(answer []string) error
	Observe() (Obj, error)
	Close()
}
