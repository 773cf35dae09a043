package wire

import "fmt"

// FakeBackend is a toy four-player game behind the Server, so that the protocol layer is
// tested without council4 (in CI). It is not a rules engine: it keeps life totals, the
// initiative holder (which passes as CR 726.4 says when its holder concedes), a venture
// marker in Undercity that asks a choose-room decision after Secret Entrance, and conceding.
// Every other action is unsupported, and it declares no capability it lacks.
type FakeBackend struct {
	players    []*fakePlayer
	turn       int
	step       string
	active     string
	initiative string
	decision   Obj
	events     []any
	started    bool
}

type fakePlayer struct {
	name, dungeon, room string
	life                int
	left                bool
}

var fakeNextRooms = map[string][]string{"Secret Entrance": {"Forge", "Lost Well"}}

// Info declares four seats only (protocol 1.3), as council4 does.
func (f *FakeBackend) Info() Obj {
	return Obj{"name": "council4-fake", "version": "0.1", "cr_version": "2026-09-25",
		"capabilities": []string{"multiplayer", "direct-effects", "leave-game", "event-log"},
		"players":      []int{4}}
}

func (f *FakeBackend) Ready() error { return nil }
func (f *FakeBackend) Close()       {}

func (f *FakeBackend) Start(position Obj) error {
	if err := Only(position, "position", "players", "format", "active_player", "turn", "step",
		"initiative", "seed"); err != nil {
		return err
	}
	setups, err := Objects(position, "players", "position")
	if err != nil {
		return err
	}
	format, _ := Str(position, "format", "position")
	if len(setups) < 2 || (format == "two-player" || format == "") && len(setups) != 2 {
		return InvalidPosition("position.players: %d players in a %q game", len(setups), format)
	}
	if len(setups) != 4 || format != "free-for-all" {
		return Unsupported("the fake game seats a free-for-all of four (got %d players, format %q)",
			len(setups), format)
	}
	*f = FakeBackend{}
	seen := map[string]bool{}
	for i, setup := range setups {
		where := fmt.Sprintf("position.players[%d]", i)
		name, _ := Str(setup, "name", where)
		if name == "" || seen[name] {
			return InvalidPosition("%s.name: missing or a duplicate: %q", where, name)
		}
		seen[name] = true
		life, err := Int(setup, "life", where, 20)
		if err != nil {
			return err
		}
		p := &fakePlayer{name: name, life: life}
		dungeon, err := Object(setup, "dungeon", where)
		if err != nil {
			return err
		}
		if dungeon != nil {
			p.dungeon, _ = Str(dungeon, "dungeon", where+".dungeon")
			p.room, _ = Str(dungeon, "room", where+".dungeon")
			if p.dungeon != "Undercity" {
				return Unsupported("the fake game knows only Undercity")
			}
		}
		for _, field := range []string{"library", "hand", "battlefield", "graveyard", "exile"} {
			if l, _ := List(setup, field, where); len(l) > 0 {
				return Unsupported("%s.%s: the fake game has no cards", where, field)
			}
		}
		f.players = append(f.players, p)
	}
	f.turn, err = Int(position, "turn", "position", 1)
	if err != nil {
		return err
	}
	f.step, _ = Str(position, "step", "position")
	if f.step == "" {
		f.step = "precombat main"
	}
	f.active, _ = Str(position, "active_player", "position")
	if f.active == "" {
		f.active = f.players[0].name
	}
	if f.player(f.active) == nil {
		return InvalidPosition("position.active_player: unknown player %q", f.active)
	}
	f.initiative, _ = Str(position, "initiative", "position")
	if f.initiative != "" && f.player(f.initiative) == nil {
		return InvalidPosition("position.initiative: unknown player %q", f.initiative)
	}
	f.started = true
	return nil
}

func (f *FakeBackend) player(name string) *fakePlayer {
	for _, p := range f.players {
		if p.name == name {
			return p
		}
	}
	return nil
}

func (f *FakeBackend) actor(action Obj) (*fakePlayer, error) {
	name, _ := Str(action, "player", "action")
	p := f.player(name)
	if p == nil {
		return nil, InvalidPosition("action.player: unknown player %q", name)
	}
	if p.left {
		return nil, Illegal("800.4a", "%s has left the game", name)
	}
	return p, nil
}

func (f *FakeBackend) Perform(action Obj) error {
	if !f.started {
		return Illegal("", "no game has started")
	}
	if f.decision != nil {
		return Illegal("", "a decision is pending")
	}
	kind, _ := Str(action, "type", "action")
	switch kind {
	case "take-initiative":
		p, err := f.actor(action)
		if err != nil {
			return err
		}
		f.take(p)
	case "venture":
		p, err := f.actor(action)
		if err != nil {
			return err
		}
		if into, _ := Str(action, "into", "action"); into != "undercity" {
			return Unsupported("the fake game ventures only into Undercity")
		}
		f.venture(p)
	case "lose-life":
		p, err := f.actor(action)
		if err != nil {
			return err
		}
		amount, err := Int(action, "amount", "action", 0)
		if err != nil {
			return err
		}
		if amount < 0 {
			return Illegal("119.3", "a player can't lose a negative amount of life (%d)", amount)
		}
		p.life -= amount
		f.events = append(f.events, Obj{"type": "life", "player": p.name, "amount": -amount,
			"rule": "119.3"})
	case "concede":
		p, err := f.actor(action)
		if err != nil {
			return err
		}
		p.left = true
		f.events = append(f.events, Obj{"type": "left-game", "player": p.name, "text": "conceded",
			"rule": "800.4a"})
		if f.initiative == p.name {
			f.initiative = ""
			if next := f.nextAfter(p.name); next != nil { // CR 726.4
				f.take(next)
			}
		}
	default:
		return Unsupported("the fake game has no %q action", kind)
	}
	return nil
}

// nextAfter is the active player, or when that is the leaver, the next in turn order.
func (f *FakeBackend) nextAfter(leaver string) *fakePlayer {
	start := 0
	for i, p := range f.players {
		if p.name == f.active {
			start = i
		}
	}
	for k := range f.players {
		p := f.players[(start+k)%len(f.players)]
		if p.name != leaver && !p.left {
			return p
		}
	}
	return nil
}

func (f *FakeBackend) take(p *fakePlayer) {
	f.initiative = p.name
	f.events = append(f.events, Obj{"type": "took-initiative", "player": p.name, "rule": "726.3"})
	f.venture(p)
}

func (f *FakeBackend) venture(p *fakePlayer) {
	f.events = append(f.events, Obj{"type": "ventured", "player": p.name, "text": "into Undercity",
		"rule": "701.49"})
	if p.dungeon == "" {
		p.dungeon, p.room = "Undercity", "Secret Entrance"
		f.events = append(f.events, Obj{"type": "entered-room", "player": p.name,
			"dungeon": "Undercity", "room": p.room, "rule": "701.49a"})
		return
	}
	if options, ok := fakeNextRooms[p.room]; ok {
		list := make([]any, len(options))
		for i, o := range options {
			list[i] = o
		}
		f.decision = Obj{"kind": "choose-room", "player": p.name, "options": list,
			"source": "Undercity"}
	}
}

func (f *FakeBackend) Pending() (Obj, error) { return f.decision, nil }

func (f *FakeBackend) Decide(answer []string) error {
	if f.decision == nil {
		return Illegal("", "no decision is pending")
	}
	name := f.decision["player"].(string)
	for _, o := range f.decision["options"].([]any) {
		if len(answer) == 1 && answer[0] == o {
			p := f.player(name)
			p.room = answer[0]
			f.decision = nil
			f.events = append(f.events, Obj{"type": "entered-room", "player": name,
				"dungeon": "Undercity", "room": p.room, "rule": "309.5a"})
			return nil
		}
	}
	return Illegal("309.5a", "%v is not one of the rooms %v", answer, f.decision["options"])
}

func (f *FakeBackend) Observe() (Obj, error) {
	if !f.started {
		return nil, Illegal("", "no game has started")
	}
	players := []any{}
	for _, p := range f.players {
		view := Obj{"name": p.name, "life": p.life}
		if p.left {
			view["left_game"] = true
		}
		if p.dungeon != "" {
			view["dungeon"], view["room"] = p.dungeon, p.room
		}
		players = append(players, view)
	}
	obs := Obj{"turn": f.turn, "step": f.step, "active_player": f.active, "players": players,
		"events": append([]any{}, f.events...)}
	if f.initiative != "" {
		obs["initiative"] = f.initiative
	}
	return obs, nil
}
