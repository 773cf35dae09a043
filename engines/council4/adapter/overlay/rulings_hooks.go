//go:build council4

// This file is the rulings adapter's, not council4's: engines/council4/build adds it to the
// checkout's mtg/rules package at build time with `go build -overlay` (the checkout is never
// modified), so that the adapter can drive council4's own turn structure and rules functions
// from a position. Each function only calls council4's code; none re-implements a rule.
package rules

import (
	"github.com/natefinch/council4/mtg/game"
	"github.com/natefinch/council4/mtg/game/action"
	"github.com/natefinch/council4/mtg/game/zone"
)

// RulingsPlay plays the game from its current phase (a main phase or the ending phase, set by
// the position), then turn after turn, until it is over; every decision goes to agents.
func (e *Engine) RulingsPlay(g *game.Game, agents [game.NumPlayers]PlayerAgent) {
	log := TurnLog{TurnNumber: g.Turn.TurnNumber, ActivePlayer: g.Turn.ActivePlayer}
	e.setReplacementChoiceContext(g, agents, &log)
	e.runTurnFromPhase(g, agents, &log, g.Turn.Phase)
	g.ClearChoiceContext()
	for !g.IsGameOver() {
		e.runTurn(g, agents)
	}
}

// RulingsSettle is what happens before a player receives priority after a direct effect:
// state-based actions, then waiting triggered abilities on the stack (CR 117.5), repeated
// while either did something, as council4's priority loop does.
func (e *Engine) RulingsSettle(g *game.Game, agents [game.NumPlayers]PlayerAgent) {
	log := &TurnLog{}
	for {
		e.applyStateBasedActionsWithLog(g, log)
		if g.IsGameOver() || !e.putTriggeredAbilitiesOnStackWithChoices(g, agents, log) {
			return
		}
	}
}

// RulingsLegal is the legal actions council4 offers playerID now.
func (e *Engine) RulingsLegal(g *game.Game, playerID game.PlayerID) []action.Action {
	return e.legalActions(g, playerID)
}

// RulingsTakeInitiative: playerID takes the initiative, as an effect says (CR 726.3).
func RulingsTakeInitiative(g *game.Game, playerID game.PlayerID) bool {
	return setInitiative(g, playerID)
}

// RulingsVenture: playerID ventures into Undercity or into the dungeon (CR 701.49).
func (e *Engine) RulingsVenture(g *game.Game, playerID game.PlayerID, undercity bool,
	agents [game.NumPlayers]PlayerAgent) bool {
	if undercity {
		return e.ventureIntoUndercity(g, playerID, agents, &TurnLog{})
	}
	return e.ventureIntoDungeon(g, playerID, agents, &TurnLog{})
}

// RulingsLoseLife: playerID loses amount life, as an effect says (CR 119.3).
func RulingsLoseLife(g *game.Game, playerID game.PlayerID, amount int) int {
	return loseLife(g, playerID, amount)
}

// RulingsConcede: playerID leaves the game (CR 800.4a), as council4 eliminates a player.
func (e *Engine) RulingsConcede(g *game.Game, playerID game.PlayerID) bool {
	return e.eliminatePlayer(g, playerID)
}

// RulingsPutOntoBattlefield puts a card instance onto the battlefield under controller.
func RulingsPutOntoBattlefield(g *game.Game, card *game.CardInstance,
	controller game.PlayerID) (*game.Permanent, bool) {
	return createCardPermanent(g, card, controller, zone.Library)
}
