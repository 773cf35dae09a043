//go:build !council4

package main

import (
	"errors"

	"rulings.local/council4/wire"
)

func engineBackend() (wire.Backend, error) {
	return nil, errors.New("built without council4: build it with engines/council4/build " +
		"COUNCIL4_CHECKOUT (docs/engines/council4.md), or run --fake for the toy game")
}
