// Command council4-adapter serves council4 (github.com/natefinch/council4) over the rulings
// suite's wire protocol (docs/PROTOCOL.md) on stdin/stdout. With --fake it serves a toy game
// instead (no council4 needed): what CI tests. The council4 backend is compiled in only by
// engines/council4/build (build tag council4), against the user's own checkout.
package main

import (
	"fmt"
	"os"

	"rulings.local/council4/wire"
)

func main() {
	var backend wire.Backend
	switch {
	case len(os.Args) == 2 && os.Args[1] == "--fake":
		backend = &wire.FakeBackend{}
	case len(os.Args) == 1:
		b, err := engineBackend()
		if err != nil {
			fmt.Fprintln(os.Stderr, "council4-adapter:", err)
			os.Exit(2)
		}
		backend = b
	default:
		fmt.Fprintf(os.Stderr, "usage: council4-adapter [--fake] (got: %v)\n", os.Args[1:])
		os.Exit(2)
	}
	if err := wire.NewServer(backend).Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "council4-adapter:", err)
		os.Exit(1)
	}
}
