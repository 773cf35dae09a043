"""Engines that report impossible observations, to prove the Session's always-on invariant checks
(rulings.adapters.invariants) fail a scenario whatever its Then-steps ask.

Each one plays like its base engine and distorts only what observe() reports, breaking one
invariant. Importable as ``tests.support.impossible_engines:<Class>`` by the runner.
"""
from __future__ import annotations

import dataclasses

from rulings.adapters.actions import Action, TakeInitiative
from rulings.adapters.observation import Observation, PermanentView
from rulings.reference_engine import ReferenceEngine

from .recording_engine import RecordingEngine


class LeaverHoldsInitiative(RecordingEngine):
    """Shows Bob as having left the game, yet lets him take and keep the initiative (CR 726.4)."""

    def observe(self) -> Observation:
        obs = super().observe()
        return dataclasses.replace(obs, players=tuple(
            dataclasses.replace(p, left_game=p.name == "Bob") for p in obs.players))


class TwinLabels(RecordingEngine):
    """Reports two permanents labelled "Bear" once anyone takes the initiative."""

    def observe(self) -> Observation:
        obs = super().observe()
        if obs.initiative is None:
            return obs
        bear = PermanentView("Bear", "Grizzly Bears", obs.initiative, obs.initiative, 2, 2,
                             types=("creature",))
        return dataclasses.replace(obs, battlefield=(bear, bear))


class ForgetfulLog(RecordingEngine):
    """Keeps only the newest event in its log: the log loses its past (docs/PROTOCOL.md)."""

    def perform(self, action: Action) -> None:
        super().perform(action)
        if isinstance(action, TakeInitiative):
            self.events[:] = self.events[-1:]


class LeaverKeepsCards(ReferenceEngine):
    """The reference engine, except that a player who left still shows a card in hand (CR 800.4a)."""

    def observe(self) -> Observation:
        obs = super().observe()
        return dataclasses.replace(obs, players=tuple(
            dataclasses.replace(p, hand=(*p.hand, "Forest")) if p.left_game else p
            for p in obs.players))
