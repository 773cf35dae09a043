//go:build council4

package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/natefinch/council4/mtg/cards/cardset"
	"github.com/natefinch/council4/mtg/game"
	"github.com/natefinch/council4/mtg/game/action"
	"github.com/natefinch/council4/mtg/game/id"
	"github.com/natefinch/council4/mtg/game/mana"
	"github.com/natefinch/council4/mtg/rules"

	"rulings.local/council4/cards"
	"rulings.local/council4/wire"
)

// What the adapter declares (docs/engines/council4.md says why each is or is not).
var capabilities = []string{"multiplayer", "leave-game", "position-setup", "direct-effects",
	"stack-inspection"}

func engineBackend() (wire.Backend, error) {
	defs := map[string]func() *game.CardDef{}
	for _, set := range cards.Entries {
		for _, entry := range set {
			defs[entry.Name] = entry.New
		}
	}
	return &council4{defs: defs}, nil
}

var _ = cardset.Entry{}

// stop is where the game goroutine waits for the wire side: a player would receive priority
// (legal actions), a choice, or the end of the game (or a crash).
type stop struct {
	kind   string // "priority", "choice", "over", "crash"
	player game.PlayerID
	legal  []action.Action
	choice game.ChoiceRequest
	err    string
}

// command is the wire side's answer to a stop.
type command struct {
	act    *action.Action
	answer []int
	run    func() // a direct effect, run on the game goroutine at that priority
}

type council4 struct {
	defs      map[string]func() *game.CardDef
	engine    *rules.Engine
	g         *game.Game
	agents    [game.NumPlayers]rules.PlayerAgent
	names     [game.NumPlayers]string
	stops     chan stop
	commands  chan command
	at        stop
	completed [game.NumPlayers][]string
	intent    func() error // what a perform left to do after a decision (resolve-stack, advance)
	pending   wire.Obj
	labels    map[id.ID]string
	top       *game.StackObject // the top of the stack at the last priority
}

func (c *council4) Info() wire.Obj {
	version := os.Getenv("COUNCIL4_VERSION")
	if version == "" {
		version = "unknown"
	}
	return wire.Obj{"name": "council4", "version": version, "cr_version": "2026-09-25",
		"capabilities": capabilities, "players": []int{game.NumPlayers}}
}

func (c *council4) Ready() error { return nil }
func (c *council4) Close()       {}

var stepNames = map[string][2]int{ // the protocol's step -> council4's phase and step
	"precombat main":  {int(game.PhasePrecombatMain), int(game.StepNone)},
	"postcombat main": {int(game.PhasePostcombatMain), int(game.StepNone)},
	"end":             {int(game.PhaseEnding), int(game.StepEnd)},
}

func stepName(g *game.Game) string {
	switch g.Turn.Phase {
	case game.PhasePrecombatMain:
		return "precombat main"
	case game.PhasePostcombatMain:
		return "postcombat main"
	}
	switch g.Turn.Step {
	case game.StepUntap:
		return "untap"
	case game.StepUpkeep:
		return "upkeep"
	case game.StepDraw:
		return "draw"
	case game.StepBeginningOfCombat:
		return "beginning of combat"
	case game.StepDeclareAttackers:
		return "declare attackers"
	case game.StepDeclareBlockers:
		return "declare blockers"
	case game.StepFirstStrikeDamage, game.StepCombatDamage:
		return "combat damage"
	case game.StepEndOfCombat:
		return "end of combat"
	case game.StepEnd:
		return "end"
	case game.StepCleanup:
		return "cleanup"
	}
	return "precombat main"
}

func (c *council4) seat(name, where string) (game.PlayerID, error) {
	for i, n := range c.names {
		if n == name && name != "" {
			return game.PlayerID(i), nil
		}
	}
	return 0, wire.InvalidPosition("%s: unknown player %q", where, name)
}

func (c *council4) newCard(name string, owner game.PlayerID, where string) (*game.CardInstance, error) {
	make, ok := c.defs[name]
	if !ok {
		return nil, wire.UnknownCard("%s: council4 has no card %q (its card compiler did not "+
			"generate it from the suite's card data)", where, name)
	}
	card := &game.CardInstance{ID: c.g.IDGen.Next(), Def: make(), Owner: owner}
	c.g.CardInstances[card.ID] = card
	return card, nil
}

func (c *council4) Start(position wire.Obj) error {
	c.abandon()
	if err := wire.Only(position, "position", "players", "format", "active_player", "turn",
		"step", "initiative", "seed"); err != nil {
		return err
	}
	setups, err := wire.Objects(position, "players", "position")
	if err != nil {
		return err
	}
	format, _ := wire.Str(position, "format", "position")
	if len(setups) < 2 || (format == "" || format == "two-player") && len(setups) != 2 {
		return wire.InvalidPosition("position.players: %d players in a %q game", len(setups), format)
	}
	if len(setups) != game.NumPlayers || format != "free-for-all" {
		return wire.Unsupported("council4 seats a free-for-all of exactly %d players", game.NumPlayers)
	}
	seed, err := wire.Int(position, "seed", "position", 0)
	if err != nil {
		return err
	}
	c.engine = rules.NewEngine(rand.New(rand.NewPCG(uint64(seed), 0x5eed)))
	c.g = c.engine.NewGame([game.NumPlayers]game.PlayerConfig{})
	c.labels = map[id.ID]string{}
	c.completed = [game.NumPlayers][]string{}
	seen := map[string]bool{}
	for i, setup := range setups {
		where := fmt.Sprintf("position.players[%d]", i)
		name, _ := wire.Str(setup, "name", where)
		if name == "" || seen[name] {
			return wire.InvalidPosition("%s.name: missing or a duplicate: %q", where, name)
		}
		seen[name] = true
		c.names[i] = name
		c.g.Players[i].Name = name
	}
	for i, setup := range setups {
		if err := c.setUpPlayer(game.PlayerID(i), setup, fmt.Sprintf("position.players[%d]", i)); err != nil {
			return err
		}
	}
	if err := c.setUpTurn(position); err != nil {
		return err
	}
	c.g.Events = nil // the position is where the game starts: nothing has happened yet
	c.stops, c.commands = make(chan stop), make(chan command)
	for i := range c.agents {
		c.agents[i] = &driver{c: c, seat: game.PlayerID(i)}
	}
	g, engine, agents, stops := c.g, c.engine, c.agents, c.stops
	go func() {
		defer func() {
			if r := recover(); r != nil {
				stops <- stop{kind: "crash", err: fmt.Sprint(r)}
			}
		}()
		engine.RulingsPlay(g, agents)
		stops <- stop{kind: "over"}
	}()
	return c.wait()
}

// abandon ends the previous game's goroutine (it blocks on a channel nobody reads).
func (c *council4) abandon() {
	c.g, c.intent, c.pending = nil, nil, nil
}

func (c *council4) setUpPlayer(seat game.PlayerID, setup wire.Obj, where string) error {
	if err := wire.Only(setup, where, "name", "life", "team", "library", "hand", "graveyard",
		"exile", "battlefield", "dungeon", "completed_dungeons", "mana_pool", "lands_played"); err != nil {
		return err
	}
	p := c.g.Players[seat]
	life, err := wire.Int(setup, "life", where, 40)
	if err != nil {
		return err
	}
	if _, given := setup["life"]; !given || setup["life"] == nil {
		life = 20 // the position's default is the format's starting life: 20 (CR 103.4)
	}
	p.Life, p.StartingLife = life, 20
	for _, zoneName := range []string{"library", "hand", "graveyard"} {
		names, err := wire.Strings(setup, zoneName, where)
		if err != nil {
			return err
		}
		for k, name := range names {
			card, err := c.newCard(name, seat, fmt.Sprintf("%s.%s[%d]", where, zoneName, k))
			if err != nil {
				return err
			}
			switch zoneName {
			case "library":
				p.Library.AddToBottom(card.ID) // top first
			case "hand":
				p.Hand.AddToBottom(card.ID)
			case "graveyard":
				p.Graveyard.AddToBottom(card.ID)
			}
		}
	}
	if l, _ := wire.List(setup, "exile", where); len(l) > 0 {
		return wire.Unsupported("%s.exile: the adapter does not set up exiled cards", where)
	}
	if pool, _ := wire.Str(setup, "mana_pool", where); pool != "" {
		if err := c.fillPool(seat, pool, where+".mana_pool"); err != nil {
			return err
		}
	}
	permanents, err := wire.Objects(setup, "battlefield", where)
	if err != nil {
		return err
	}
	for k, perm := range permanents {
		if err := c.setUpPermanent(seat, perm, fmt.Sprintf("%s.battlefield[%d]", where, k)); err != nil {
			return err
		}
	}
	if dungeon, _ := wire.Object(setup, "dungeon", where); dungeon != nil {
		name, _ := wire.Str(dungeon, "dungeon", where+".dungeon")
		room, _ := wire.Str(dungeon, "room", where+".dungeon")
		def, ok := dungeonNamed(name)
		if !ok {
			return wire.InvalidPosition("%s.dungeon.dungeon: no dungeon %q", where, name)
		}
		index := -1
		for r, rd := range def.Rooms {
			if rd.Name == room {
				index = r
			}
		}
		if index < 0 {
			return wire.InvalidPosition("%s.dungeon.room: %s has no room %q", where, name, room)
		}
		p.Dungeon.Exists = true
		p.Dungeon.Val = game.DungeonState{ObjectID: c.g.IDGen.Next(), Dungeon: def.ID, Room: index,
			Visited: 1 << uint(index)}
	}
	done, err := wire.Strings(setup, "completed_dungeons", where)
	if err != nil {
		return err
	}
	for k, name := range done {
		if _, ok := dungeonNamed(name); !ok {
			return wire.InvalidPosition("%s.completed_dungeons[%d]: no dungeon %q", where, k, name)
		}
	}
	c.completed[seat] = done
	p.DungeonsCompleted = len(done)
	return nil
}

func dungeonNamed(name string) (*game.DungeonDef, bool) {
	for _, dID := range append(game.OrdinaryDungeons(), game.DungeonUndercity) {
		if def, ok := game.DungeonByID(dID); ok && def.Name == name {
			return def, true
		}
	}
	return nil, false
}

func (c *council4) setUpPermanent(seat game.PlayerID, perm wire.Obj, where string) error {
	if err := wire.Only(perm, where, "card", "label", "tapped", "counters", "attached_to",
		"summoning_sick", "token", "owner"); err != nil {
		return err
	}
	name, _ := wire.Str(perm, "card", where)
	for _, unsupported := range []string{"counters", "attached_to", "token"} {
		if v, ok := perm[unsupported]; ok && v != nil && v != false && fmt.Sprint(v) != "map[]" {
			return wire.Unsupported("%s.%s: the adapter does not set up that", where, unsupported)
		}
	}
	owner := seat
	if o, _ := wire.Str(perm, "owner", where); o != "" {
		var err error
		if owner, err = c.seat(o, where+".owner"); err != nil {
			return err
		}
	}
	card, err := c.newCard(name, owner, where+".card")
	if err != nil {
		return err
	}
	permanent, ok := rules.RulingsPutOntoBattlefield(c.g, card, seat)
	if !ok {
		return wire.EngineFailure("%s: council4 did not put %q onto the battlefield", where, name)
	}
	label, _ := wire.Str(perm, "label", where)
	if label == "" {
		label = name
	}
	for _, l := range c.labels {
		if l == label {
			return wire.InvalidPosition("%s.label: duplicate label %q", where, label)
		}
	}
	c.labels[permanent.ObjectID] = label
	permanent.Tapped, _ = wire.Bool(perm, "tapped", where)
	permanent.SummoningSick, _ = wire.Bool(perm, "summoning_sick", where)
	return nil
}

// fillPool: mana symbols into the pool; generic mana stands for colorless (PROTOCOL.md).
func (c *council4) fillPool(seat game.PlayerID, pool, where string) error {
	colors := map[string]mana.Color{"W": mana.W, "U": mana.U, "B": mana.B, "R": mana.R,
		"G": mana.G, "C": mana.C}
	rest := pool
	for rest != "" {
		end := strings.IndexByte(rest, '}')
		if rest[0] != '{' || end < 2 {
			return wire.InvalidPosition("%s: not mana symbols: %q", where, pool)
		}
		symbol := rest[1:end]
		rest = rest[end+1:]
		if color, ok := colors[symbol]; ok {
			c.g.Players[seat].ManaPool.Add(color, 1)
			continue
		}
		n, err := strconv.Atoi(symbol)
		if err != nil || n < 0 {
			return wire.InvalidPosition("%s: not mana symbols: %q", where, pool)
		}
		c.g.Players[seat].ManaPool.Add(mana.C, n)
	}
	return nil
}

func (c *council4) setUpTurn(position wire.Obj) error {
	turn, err := wire.Int(position, "turn", "position", 1)
	if err != nil {
		return err
	}
	step, _ := wire.Str(position, "step", "position")
	if step == "" {
		step = "precombat main"
	}
	ps, ok := stepNames[step]
	if !ok {
		known := map[string]bool{"untap": true, "upkeep": true, "draw": true,
			"beginning of combat": true, "declare attackers": true, "declare blockers": true,
			"combat damage": true, "end of combat": true, "cleanup": true}
		if known[step] {
			return wire.Unsupported("position.step: the adapter starts games only in a main phase "+
				"or the end step, not %q", step)
		}
		return wire.InvalidPosition("position.step: no step %q", step)
	}
	active := game.PlayerID(0)
	if name, _ := wire.Str(position, "active_player", "position"); name != "" {
		if active, err = c.seat(name, "position.active_player"); err != nil {
			return err
		}
	}
	if name, _ := wire.Str(position, "initiative", "position"); name != "" {
		holder, err := c.seat(name, "position.initiative")
		if err != nil {
			return err
		}
		c.g.Players[holder].HasInitiative = true
	}
	c.g.Turn.TurnNumber = turn
	c.g.Turn.ActivePlayer, c.g.Turn.PriorityPlayer = active, active
	c.g.Turn.Phase, c.g.Turn.Step = game.Phase(ps[0]), game.Step(ps[1])
	c.g.Turn.LandsAllowedThisTurn = 1
	return nil
}

// wait takes the game goroutine's next stop; with an intent, runs it on.
func (c *council4) wait() error {
	c.at = <-c.stops
	c.pending = nil
	if c.at.kind == "priority" {
		c.top, _ = c.g.Stack.Peek()
	}
	switch c.at.kind {
	case "crash":
		return wire.EngineFailure("council4 panicked: %s", c.at.err)
	case "choice":
		if path := os.Getenv("COUNCIL4_ADAPTER_DEBUG"); path != "" { // a file to log choices to
			if f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
				fmt.Fprintf(f, "choice: %+v\n", c.at.choice)
				f.Close()
			}
		}
		decision, auto := c.decision(c.at.choice)
		if decision == nil {
			return c.answer(auto)
		}
		c.pending = decision
	}
	return nil
}

func (c *council4) answer(selected []int) error {
	c.commands <- command{answer: selected}
	return c.wait()
}

// pass: a pass at priority; at a declaration, nobody attacks or blocks.
func (c *council4) pass() error {
	if c.at.kind == "attackers" || c.at.kind == "blockers" {
		for _, legal := range c.at.legal {
			if c.declared(legal) == 0 {
				return c.send(legal)
			}
		}
		return wire.EngineFailure("council4 offers %s no empty declaration", c.names[c.at.player])
	}
	return c.send(action.Action{Kind: action.ActionPass})
}

func (c *council4) declared(a action.Action) int {
	if p, ok := a.DeclareAttackersPayload(); ok {
		return len(p.Attackers)
	}
	if p, ok := a.DeclareBlockersPayload(); ok {
		return len(p.Blockers)
	}
	return -1
}

func (c *council4) send(a action.Action) error {
	c.commands <- command{act: &a}
	return c.wait()
}

// driver is a seat's agent: every question council4 asks it is a stop for the wire side.
type driver struct {
	c    *council4
	seat game.PlayerID
}

func (d *driver) ChooseAction(_ rules.PlayerObservation, legal []action.Action) action.Action {
	kind := "priority"
	if len(legal) > 0 && legal[0].Kind == action.ActionDeclareAttackers {
		kind = "attackers" // council4's declare attackers turn-based action (CR 508.1)
	} else if len(legal) > 0 && legal[0].Kind == action.ActionDeclareBlockers {
		kind = "blockers" // CR 509.1
	}
	if kind != "priority" {
		d.c.stops <- stop{kind: kind, player: d.seat, legal: legal}
		cmd := <-d.c.commands
		if cmd.act == nil {
			return legal[len(legal)-1]
		}
		return *cmd.act
	}
	d.c.stops <- stop{kind: "priority", player: d.seat, legal: legal}
	for {
		cmd := <-d.c.commands
		if cmd.run == nil {
			if cmd.act == nil {
				return action.Action{}
			}
			return *cmd.act
		}
		cmd.run()
		if d.c.g.Players[d.seat].Eliminated { // they left holding priority: it moves on
			return action.Action{Kind: action.ActionPass}
		}
		d.c.stops <- stop{kind: "priority", player: d.seat, legal: legal}
	}
}

func (d *driver) ChooseChoice(_ rules.PlayerObservation, request game.ChoiceRequest) []int {
	d.c.stops <- stop{kind: "choice", player: request.Player, choice: request}
	return (<-d.c.commands).answer
}

// decision maps a council4 choice to a protocol decision; nil with an automatic answer when
// the choice has one legal answer or is not one the protocol asks.
func (c *council4) decision(req game.ChoiceRequest) (wire.Obj, []int) {
	options := []any{}
	for _, o := range req.Options {
		label := o.Label
		if o.Card.Exists {
			label = o.Card.Val.Name
		}
		if len(o.Targets) == 1 {
			label = c.targetName(o.Targets[0])
		}
		options = append(options, label)
	}
	kind := ""
	switch {
	case req.Kind == game.ChoiceResolution && c.resolvingUntaps():
		kind = "choose-untap" // the permanent an untap instruction untaps, chosen on resolution
		for i, o := range req.Options {
			if o.Card.Exists {
				options[i] = c.labelOfCard(o.Card.Val.CardID, options[i].(string))
			}
		}
	case strings.Contains(req.Prompt, "room"):
		kind = "choose-room"
	case req.Kind == game.ChoiceSearch:
		kind = "search-library"
	case req.Kind == game.ChoiceTarget:
		kind = "choose-targets"
	}
	if kind == "" || (len(req.Options) <= 1 && req.MinChoices >= len(req.Options)) {
		return nil, req.DefaultSelection
	}
	d := wire.Obj{"kind": kind, "player": c.names[req.Player], "options": options}
	if req.MinChoices != 1 || req.MaxChoices != 1 {
		d["min"], d["max"] = req.MinChoices, req.MaxChoices
	}
	return d, nil
}

// resolvingUntaps: the object last on top of the stack when a player had priority is a
// triggered ability whose instructions untap (council4's game.Untap primitive).
func (c *council4) resolvingUntaps() bool {
	obj := c.top
	if obj == nil || obj.Kind != game.StackTriggeredAbility {
		return false
	}
	var ability *game.TriggeredAbility
	if obj.InlineTrigger != nil {
		ability = obj.InlineTrigger
	} else if card, ok := c.g.CardInstances[obj.SourceCardID]; ok && card.Def != nil &&
		obj.AbilityIndex >= 0 && obj.AbilityIndex < len(card.Def.TriggeredAbilities) {
		ability = &card.Def.TriggeredAbilities[obj.AbilityIndex]
	}
	if ability == nil {
		return false
	}
	for _, mode := range ability.Content.Modes {
		for _, instruction := range mode.Sequence {
			if _, ok := instruction.Primitive.(game.Untap); ok {
				return true
			}
		}
	}
	return false
}

func (c *council4) labelOfCard(cardID id.ID, fallback string) string {
	for _, perm := range c.g.Battlefield {
		if perm.CardInstanceID == cardID {
			if label, ok := c.labels[perm.ObjectID]; ok {
				return label
			}
		}
	}
	return fallback
}

func (c *council4) Pending() (wire.Obj, error) { return c.pending, nil }

func (c *council4) Decide(answer []string) error {
	if c.pending == nil {
		return wire.Illegal("", "no decision is pending")
	}
	var selected []int
	used := map[int]bool{}
	for _, a := range answer {
		found := false
		for i, o := range c.pending["options"].([]any) {
			if o == a && !used[i] {
				selected, used[i], found = append(selected, i), true, true
				break
			}
		}
		if !found {
			return wire.Illegal("", "%q is not one of the options %v", a, c.pending["options"])
		}
	}
	if err := c.answer(selected); err != nil {
		return err
	}
	return c.runIntent()
}

func (c *council4) runIntent() error {
	if c.intent != nil && c.pending == nil {
		intent := c.intent
		c.intent = nil
		return intent()
	}
	return nil
}

func (c *council4) ready() error {
	if c.g == nil {
		return wire.Illegal("", "no game has started")
	}
	if c.pending != nil {
		return wire.Illegal("", "a decision is pending")
	}
	if c.at.kind == "over" {
		return wire.Illegal("104.1", "the game is over")
	}
	return nil
}

func (c *council4) Perform(a wire.Obj) error {
	if err := c.ready(); err != nil {
		return err
	}
	kind, _ := wire.Str(a, "type", "action")
	name, _ := wire.Str(a, "player", "action")
	var seat game.PlayerID
	if name != "" {
		var err error
		if seat, err = c.seat(name, "action.player"); err != nil {
			return err
		}
		if c.g.Players[seat].Eliminated && kind != "" {
			return wire.Illegal("800.4a", "%s has left the game", name)
		}
	}
	switch kind {
	case "pass-priority":
		if c.at.player != seat {
			return wire.Illegal("117.3", "%s does not have priority (%s has it)", name, c.names[c.at.player])
		}
		return c.send(action.Action{Kind: action.ActionPass})
	case "resolve-top":
		return c.resolveTop()
	case "resolve-stack":
		return c.resolveStack()
	case "advance":
		step, _ := wire.Str(a, "step", "action")
		return c.advance(step, seat)
	case "take-initiative":
		return c.direct(func() { rules.RulingsTakeInitiative(c.g, seat) })
	case "venture":
		into, _ := wire.Str(a, "into", "action")
		return c.direct(func() { c.engine.RulingsVenture(c.g, seat, into == "undercity", c.agents) })
	case "lose-life":
		amount, err := wire.Int(a, "amount", "action", 0)
		if err != nil {
			return err
		}
		if amount < 0 {
			return wire.Illegal("119.3", "a player can't lose a negative amount of life (%d)", amount)
		}
		return c.direct(func() { rules.RulingsLoseLife(c.g, seat, amount) })
	case "concede":
		return c.direct(func() { c.engine.RulingsConcede(c.g, seat) })
	case "cast":
		return c.cast(a, seat)
	case "declare-attackers":
		return c.declare(a, seat, "attackers")
	case "declare-blockers":
		return c.declare(a, seat, "blockers")
	}
	return wire.Unsupported("the adapter does not perform %q actions on council4", kind)
}

// direct runs an effect at the current priority, on the game goroutine, then what follows an
// effect before a player receives priority (SBAs, triggers: council4's own functions).
func (c *council4) direct(effect func()) error {
	if c.at.kind != "priority" {
		return wire.Illegal("", "no player has priority")
	}
	c.commands <- command{run: func() { effect(); c.engine.RulingsSettle(c.g, c.agents) }}
	return c.wait()
}

func (c *council4) cast(a wire.Obj, seat game.PlayerID) error {
	card, _ := wire.Str(a, "card", "action")
	targets, _ := wire.Strings(a, "targets", "action")
	if c.at.player != seat {
		return wire.Illegal("117.1", "%s does not have priority", c.names[seat])
	}
	for _, legal := range c.at.legal {
		payload, ok := legal.CastSpellPayload()
		if !ok || c.g.CardInstances[payload.CardID].Def.Name != card {
			continue
		}
		if !c.targetsMatch(payload.Targets, targets) {
			continue
		}
		return c.send(legal)
	}
	return wire.Illegal("601.2", "council4 offers %s no cast of %q with targets %v", c.names[seat], card, targets)
}

func (c *council4) waiting() bool {
	return c.at.kind == "priority" || c.at.kind == "attackers" || c.at.kind == "blockers"
}

// declare: pass until council4 asks seat for the declaration (from a main phase or the
// beginning of combat), then make the one among council4's legal declarations that is exactly
// the action's; none is an illegal declaration (CR 508.1, 509.1).
func (c *council4) declare(a wire.Obj, seat game.PlayerID, kind string) error {
	want := map[string]bool{}
	rows, err := wire.Objects(a, map[string]string{"attackers": "attacks", "blockers": "blocks"}[kind], "action")
	if err != nil {
		return err
	}
	for _, r := range rows {
		if kind == "attackers" {
			attacker, _ := wire.Str(r, "attacker", "action")
			defender, _ := wire.Str(r, "defender", "action")
			want[attacker+"\x00"+defender] = true
		} else {
			blocker, _ := wire.Str(r, "blocker", "action")
			attacker, _ := wire.Str(r, "attacker", "action")
			want[blocker+"\x00"+attacker] = true
		}
	}
	startTurn := c.g.Turn.TurnNumber
	for guard := 0; c.at.kind != kind || c.at.player != seat; guard++ {
		if guard > 50 || c.pending != nil || !c.waiting() || c.g.Turn.TurnNumber != startTurn ||
			(kind == "attackers" && c.g.Turn.Phase > game.PhaseCombat) {
			return wire.Illegal(map[string]string{"attackers": "508.1", "blockers": "509.1"}[kind],
				"council4 asks %s for no %s now", c.names[seat], kind)
		}
		if err := c.pass(); err != nil {
			return err
		}
	}
	for _, legal := range c.at.legal {
		got := map[string]bool{}
		if p, ok := legal.DeclareAttackersPayload(); ok {
			for _, d := range p.Attackers {
				got[c.labels[d.Attacker]+"\x00"+c.names[d.Target.Player]] = true
			}
		} else if p, ok := legal.DeclareBlockersPayload(); ok {
			for _, d := range p.Blockers {
				got[c.labels[d.Blocker]+"\x00"+c.labels[d.Blocking]] = true
			}
		}
		if len(got) == len(want) && func() bool {
			for k := range want {
				if !got[k] {
					return false
				}
			}
			return true
		}() {
			return c.send(legal)
		}
	}
	return wire.Illegal(map[string]string{"attackers": "508.1", "blockers": "509.1"}[kind],
		"council4 offers %s no such declaration of %s", c.names[seat], kind)
}

func (c *council4) targetsMatch(got []game.Target, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for i, t := range got {
		if c.targetName(t) != want[i] {
			return false
		}
	}
	return true
}

func (c *council4) targetName(t game.Target) string {
	if t.Kind == game.TargetPlayer {
		return c.names[t.PlayerID]
	}
	if label, ok := c.labels[t.PermanentID]; ok {
		return label
	}
	return fmt.Sprint(t)
}

func (c *council4) alive() int {
	return c.g.TurnOrder.ActivePlayerCount()
}

// resolveTop: every player passes once, so the top object resolves.
func (c *council4) resolveTop() error {
	if c.g.Stack.IsEmpty() {
		return wire.Illegal("", "the stack is empty")
	}
	size := c.g.Stack.Size()
	for range c.alive() + 1 {
		if c.pending != nil || !c.waiting() || c.g.Stack.Size() < size {
			return nil
		}
		if err := c.pass(); err != nil {
			return err
		}
	}
	return nil
}

// resolveStack: players pass until the stack is empty.
func (c *council4) resolveStack() error {
	for guard := 0; guard < 1000; guard++ {
		if c.pending != nil {
			c.intent = c.resolveStack
			return nil
		}
		if !c.waiting() || c.at.kind == "priority" && c.g.Stack.IsEmpty() {
			return nil
		}
		if err := c.pass(); err != nil {
			return err
		}
	}
	return wire.EngineFailure("the stack did not empty after 1000 passes")
}

// advance: pass priority until step of seat's turn begins and a player gets priority in it.
func (c *council4) advance(step string, seat game.PlayerID) error {
	startTurn := c.g.Turn.TurnNumber
	for guard := 0; guard < 2000; guard++ {
		if c.pending != nil {
			c.intent = func() error { return c.advance(step, seat) }
			return nil
		}
		if !c.waiting() {
			return nil
		}
		if c.at.kind == "priority" && c.g.Turn.ActivePlayer == seat && stepName(c.g) == step &&
			(guard > 0 || c.g.Turn.TurnNumber != startTurn) {
			return nil
		}
		if err := c.pass(); err != nil {
			return err
		}
	}
	return wire.EngineFailure("did not reach %s's %s after 2000 passes", c.names[seat], step)
}

func (c *council4) Observe() (wire.Obj, error) {
	if c.g == nil {
		return nil, wire.Illegal("", "no game has started")
	}
	g := c.g
	players := []any{}
	initiative := any(nil)
	for i, p := range g.Players {
		view := wire.Obj{"name": c.names[i], "life": p.Life}
		if p.Eliminated {
			view["left_game"] = true
		}
		for field, z := range map[string][]id.ID{"hand": p.Hand.All(), "library": p.Library.All(),
			"graveyard": p.Graveyard.All()} {
			if len(z) > 0 {
				names := []string{}
				for _, cardID := range z {
					names = append(names, c.cardName(cardID))
				}
				view[field] = names
			}
		}
		if p.Dungeon.Exists {
			if def, ok := game.DungeonByID(p.Dungeon.Val.Dungeon); ok {
				view["dungeon"] = def.Name
				if room, ok := def.Room(p.Dungeon.Val.Room); ok {
					view["room"] = room.Name
				}
			}
		}
		if len(c.completed[i]) > 0 {
			view["completed_dungeons"] = c.completed[i]
		}
		if p.HasInitiative && !p.Eliminated {
			initiative = c.names[i]
		}
		players = append(players, view)
	}
	battlefield := []any{}
	for _, perm := range g.Battlefield {
		battlefield = append(battlefield, c.permanentView(perm))
	}
	stack := []any{}
	objects := g.Stack.Objects()
	for k := len(objects) - 1; k >= 0; k-- { // top first
		stack = append(stack, c.stackView(objects[k]))
	}
	var active any = c.names[g.Turn.ActivePlayer]
	if g.Players[g.Turn.ActivePlayer].Eliminated {
		active = nil
	}
	obs := wire.Obj{"turn": g.Turn.TurnNumber, "step": stepName(g), "active_player": active,
		"players": players, "initiative": initiative, "battlefield": battlefield, "stack": stack}
	if c.at.kind == "priority" {
		obs["priority"] = c.names[c.at.player]
	}
	return obs, nil
}

func (c *council4) cardName(cardID id.ID) string {
	if card, ok := c.g.CardInstances[cardID]; ok && card.Def != nil {
		return card.Def.Name
	}
	return "?"
}

func (c *council4) permanentView(perm *game.Permanent) wire.Obj {
	name := c.cardName(perm.CardInstanceID)
	label, ok := c.labels[perm.ObjectID]
	if !ok {
		label = c.freeLabel(name)
		c.labels[perm.ObjectID] = label
	}
	view := wire.Obj{"label": label, "name": name, "controller": c.names[perm.Controller],
		"owner": c.names[perm.Owner]}
	if perm.Tapped {
		view["tapped"] = true
	}
	if card, ok := c.g.CardInstances[perm.CardInstanceID]; ok && card.Def != nil {
		types := []string{}
		for _, t := range card.Def.Types {
			types = append(types, strings.ToLower(string(t)))
		}
		view["types"] = types
		if card.Def.Power.Exists && card.Def.Toughness.Exists {
			view["power"], view["toughness"] = card.Def.Power.Val.Value, card.Def.Toughness.Val.Value
		}
	}
	return view
}

// freeLabel: the name if no permanent has it as its label, else "<name> #k" (PROTOCOL.md).
func (c *council4) freeLabel(name string) string {
	taken := map[string]bool{}
	for _, perm := range c.g.Battlefield {
		if l, ok := c.labels[perm.ObjectID]; ok {
			taken[l] = true
		}
	}
	if !taken[name] {
		return name
	}
	for k := 2; ; k++ {
		if l := fmt.Sprintf("%s #%d", name, k); !taken[l] {
			return l
		}
	}
}

func (c *council4) stackView(obj *game.StackObject) wire.Obj {
	view := wire.Obj{"controller": c.names[obj.Controller]}
	source := c.cardName(obj.SourceCardID)
	switch obj.Kind {
	case game.StackSpell:
		view["kind"], view["effect"], view["detail"], view["source"] = "spell", "spell", source, source
	case game.StackActivatedAbility:
		view["kind"], view["effect"], view["source"] = "activated", "card-ability", source
	default:
		view["kind"] = "triggered"
		if room, dungeon, ok := c.roomOf(obj); ok {
			view["effect"], view["detail"], view["source"], view["player"] = "room", room, dungeon, c.names[obj.Controller]
		} else {
			view["effect"], view["source"] = "card-ability", source
			if label, ok := c.labels[obj.SourceID]; ok {
				view["source"] = label
			}
		}
	}
	targets := []string{}
	for _, t := range obj.Targets {
		targets = append(targets, c.targetName(t))
	}
	if len(targets) > 0 {
		view["targets"] = targets
	}
	return view
}

// roomOf: a room ability's room and dungeon (its source is the dungeon's object, CR 309.4c).
func (c *council4) roomOf(obj *game.StackObject) (string, string, bool) {
	for _, p := range c.g.Players {
		if p.Dungeon.Exists && p.Dungeon.Val.ObjectID == obj.SourceID {
			def, _ := game.DungeonByID(p.Dungeon.Val.Dungeon)
			if obj.InlineTrigger != nil {
				return roomNamed(def, obj.InlineTrigger.Text), def.Name, true
			}
			room, _ := def.Room(p.Dungeon.Val.Room)
			return room.Name, def.Name, true
		}
	}
	return "", "", false
}

func roomNamed(def *game.DungeonDef, text string) string {
	for _, r := range def.Rooms {
		if strings.HasPrefix(text, r.Name) {
			return r.Name
		}
	}
	room, _ := def.Room(0)
	return room.Name
}
