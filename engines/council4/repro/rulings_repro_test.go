//go:build council4

// Repros of what the rulings suite found on council4 (docs/engines/council4.md, "Findings"),
// written by the rulings project in council4's own test style: engines/council4/build --repro
// adds this file to the checkout's mtg/rules package with `go test -overlay` (the checkout is
// never modified) and runs TestRulings*. Each test asserts the rule; it fails on council4
// 15ee00ce, which is the finding.
package rules

import (
	"testing"

	"github.com/natefinch/council4/mtg/game"
	"github.com/natefinch/council4/mtg/game/action"
)

// firstPriority records the game as a player first receives priority, and passes.
type firstPriority struct {
	g       *game.Game
	asked   int
	inEnd   int
	stack   int
	dungeon bool
}

func (a *firstPriority) ChooseAction(obs PlayerObservation, legal []action.Action) action.Action {
	if a.asked == 0 {
		a.stack = a.g.Stack.Size()
		a.dungeon = a.g.Players[game.Player1].Dungeon.Exists
	}
	a.asked++
	if a.g.Turn.Step == game.StepEnd {
		a.inEnd++
	}
	return action.Action{Kind: action.ActionPass}
}

// Finding 1 (CR 726.2, 603.3): "When a player takes the initiative, that player ventures into
// Undercity" is a triggered ability: it goes on the stack the next time a player would receive
// priority, and the player ventures only as it resolves. council4 ventures at once
// (drainPendingInitiativeVentures, called by putTriggeredAbilitiesOnStackWithChoices).
func TestRulingsTakingTheInitiativeVenturesOnlyAsTheTriggerResolves(t *testing.T) {
	g := mainPhaseGame(game.Player1)
	engine := NewEngine(nil)
	stockLibrary(g, game.Player1, 5)
	setInitiative(g, game.Player1)
	engine.putTriggeredAbilitiesOnStackWithChoices(g, [game.NumPlayers]PlayerAgent{}, &TurnLog{})
	if g.Players[game.Player1].Dungeon.Exists {
		t.Errorf("the player is already in %v before the venture trigger resolved (CR 726.2, 603.3)",
			g.Players[game.Player1].Dungeon.Val.Dungeon)
	}
	dungeon := g.Players[game.Player1].Dungeon
	if top, ok := g.Stack.Peek(); ok && dungeon.Exists && top.SourceID == dungeon.Val.ObjectID {
		t.Error("the top of the stack is the room ability of the room already entered, not the " +
			"initiative's venture trigger")
	}
}

// Finding 1 (CR 726.2, 603.3): "At the beginning of the upkeep of the player who has the
// initiative, that player ventures into Undercity" triggers; when the holder first receives
// priority in that upkeep the trigger is on the stack and they have not ventured yet.
func TestRulingsTheUpkeepVentureIsOnTheStackWhenTheHolderGetsPriority(t *testing.T) {
	g := mainPhaseGame(game.Player1)
	engine := NewEngine(nil)
	stockLibrary(g, game.Player1, 5)
	g.Players[game.Player1].HasInitiative = true
	g.Turn.Phase = game.PhaseBeginning
	agent := &firstPriority{g: g}
	agents := [game.NumPlayers]PlayerAgent{agent, agent, agent, agent}
	engine.runUpkeepStep(g, agents, &TurnLog{})
	if agent.dungeon || agent.stack == 0 {
		t.Errorf("at the holder's first priority in the upkeep: in a dungeon %v, stack size %d; "+
			"want the venture trigger on the stack, not yet resolved (CR 726.2, 603.3)", agent.dungeon, agent.stack)
	}
}

// Finding 1 (CR 726.2, 603.3): "Whenever one or more creatures a player controls deal combat
// damage to you, that player takes the initiative" triggers; the attacker's controller takes
// the initiative as it resolves. council4 moves it as the damage is dealt (combat.go calls
// takeInitiativeByCombatDamage from the damage step itself).
func TestRulingsCombatDamageTakesTheInitiativeOnlyAsTheTriggerResolves(t *testing.T) {
	g := mainPhaseGame(game.Player1)
	stockLibrary(g, game.Player2, 5)
	g.Players[game.Player1].HasInitiative = true
	takeInitiativeByCombatDamage(g, game.Player2, game.Player1) // as combat damage is dealt
	if g.Players[game.Player2].HasInitiative {
		t.Error("the attacker's controller has the initiative as the damage is dealt, before " +
			"any trigger went on the stack (CR 726.2, 603.3)")
	}
}

// Finding 2 (CR 513.1): "The end step has no turn-based actions. Once it begins, the active
// player gets priority." council4 gives priority in the end step only when something
// triggered or the stack is not empty (runEndingPhaseWithLog).
func TestRulingsTheActivePlayerGetsPriorityInAnEmptyEndStep(t *testing.T) {
	g := mainPhaseGame(game.Player1)
	engine := NewEngine(nil)
	agent := &firstPriority{g: g}
	agents := [game.NumPlayers]PlayerAgent{agent, agent, agent, agent}
	engine.runEndingPhaseWithLog(g, agents, &TurnLog{})
	if agent.inEnd == 0 {
		t.Error("nobody received priority in the end step (CR 513.1)")
	}
}
