"""The phrases issue 10 section 3 added: declaring no attackers, "choose nothing", optional and
required decisions, stack targets, zone counts, lands played, the mana pool, shuffles, goad, the
destroy harness action and scripted combat damage assignment (docs/STEPS.md)."""
from __future__ import annotations

import pytest
from tests.support.recording_engine import RecordingEngine

from rulings.adapters.actions import DeclareAttackers, Destroy
from rulings.adapters.decisions import Decision
from rulings.adapters.observation import (
    Event, ExiledCard, Observation, PermanentView, PlayerView, StackItem,
)
from rulings.adapters.session import ANY_KIND, ScenarioFailure
from rulings.steps import given, then, when
from rulings.steps.phrasebook import parse_action, parse_decision
from rulings.steps.phrases import PhraseError, parse_damage_assignment
from rulings.steps.scenario_state import ScenarioState
from rulings.steps.vocabulary import lookup


class ObservedEngine(RecordingEngine):
    """The recording fake, observed as a test sets it up."""

    observation: Observation | None = None

    def observe(self) -> Observation:
        return self.observation or super().observe()


@pytest.fixture
def engine() -> ObservedEngine:
    return ObservedEngine()


@pytest.fixture
def state(engine: ObservedEngine) -> ScenarioState:
    state = ScenarioState(engine)
    given.two_player_game(state, "Alice", "Bob")
    return state


def _observe(engine: ObservedEngine, **fields: object) -> None:
    alice = PlayerView("Alice", 20, graveyard=("Shock", "Forest"),
                       exile=(ExiledCard("Island"),), mana_pool="{1}{G}", lands_played=1)
    bob = PlayerView("Bob", 20)
    base: dict = {"turn": 3, "step": "precombat main", "active_player": "Alice",
                  "players": (alice, bob)}
    engine.observation = Observation(**{**base, **fields})


def test_declare_no_attackers_and_choose_nothing_phrases() -> None:
    assert parse_action("Alice", "declare no attackers") == DeclareAttackers("Alice", ())
    assert parse_decision("choose nothing") == (ANY_KIND, ())


def test_damage_assignment_phrase() -> None:
    assert parse_damage_assignment('2 to "Grizzly Bears", 1 to "Savannah Lions" and 2 to Bob') == (
        "Grizzly Bears", "Grizzly Bears", "Savannah Lions", "Bob", "Bob")
    with pytest.raises(PhraseError, match="N to"):
        parse_damage_assignment('"Grizzly Bears" gets 2')


def test_the_new_phrases_each_match_one_step_definition() -> None:
    for kind, words in [
        ("when", "Alice declares no attackers"), ("when", "Alice tries to declare no attackers"),
        ("when", '"Grizzly Bears" is destroyed'), ("given", "Alice will choose nothing"),
        ("given", 'Alice will assign "Hill Giant"\'s damage: 3 to "Savannah Lions"'),
        ("then", '"Grizzly Bears" is not goaded'), ("then", '"Shock" on the stack targets Bob'),
        ("then", '"Shock" on the stack has no targets'), ("then", "Alice's exile has 1 card"),
        ("then", "Alice's graveyard has no cards"), ("then", "Alice has played 1 land this turn"),
        ("then", "Alice's mana pool is empty"), ("then", 'Alice\'s mana pool is "{G}"'),
        ("then", "Alice's library was shuffled 2 times"), ("then", "Bob's library was not shuffled"),
        ("then", "Alice's last search-library decision was optional, up to 1"),
    ]:
        lookup(kind, words)  # raises unless exactly one definition matches


def test_destroy_and_no_attackers_send_their_actions(state: ScenarioState,
                                                      engine: ObservedEngine) -> None:
    lookup("when", '"Grizzly Bears" is destroyed').run(state, '"Grizzly Bears" is destroyed')
    when.acts(state, "Alice", "declares no attackers")
    assert engine.actions() == [Destroy("Grizzly Bears"), DeclareAttackers("Alice", ())]


def test_a_scripted_assignment_answers_only_its_creature(state: ScenarioState,
                                                         engine: ObservedEngine) -> None:
    when.will(state, "Alice", 'assign "Hill Giant"\'s damage: 3 to "Savannah Lions"')
    state.start()
    hunter = Decision("assign-combat-damage", "Alice", ("Bears",) * 5 + ("Bob",) * 5, min=5,
                      max=5, source="Avenging Hunter", default=("Bears",) * 2 + ("Bob",) * 3)
    giant = Decision("assign-combat-damage", "Alice", ("Grizzly Bears",) * 3
                     + ("Savannah Lions",) * 3, min=3, max=3, source="Hill Giant",
                     default=("Grizzly Bears",) * 2 + ("Savannah Lions",))
    engine.decisions += [hunter, giant]
    when.acts(state, "Alice", "takes the initiative")
    # the Hunter's unscripted division takes its default; the Giant's is the scripted one
    assert engine.calls[-2:] == [("decide", hunter, hunter.default),
                                 ("decide", giant, ("Savannah Lions",) * 3)]
    state.session.finish()


def test_choose_nothing_declines_an_optional_decision(state: ScenarioState,
                                                      engine: ObservedEngine) -> None:
    when.will(state, "Alice", "choose nothing")
    state.start()
    forced = Decision("choose-room", "Alice", ("Forge",))
    search = Decision("search-library", "Alice", ("Forest", "Island"), min=0, max=1)
    engine.decisions += [forced, search]
    when.acts(state, "Alice", "takes the initiative")
    assert engine.calls[-2:] == [("decide", forced, ("Forge",)), ("decide", search, ())]
    then.decision_bounds(state, "Alice", "search-library", "optional", "up to", "1")
    with pytest.raises(AssertionError, match="expected it required; Alice's last search-library "
                       "decision asked for 0..1"):
        then.decision_bounds(state, "Alice", "search-library", "required", None, None)
    with pytest.raises(AssertionError, match="expected up to 2"):
        then.decision_bounds(state, "Alice", "search-library", "optional", "up to", "2")


def test_choose_nothing_fails_on_a_required_decision(state: ScenarioState,
                                                     engine: ObservedEngine) -> None:
    when.will(state, "Alice", "choose nothing")
    state.start()
    engine.decisions.append(Decision("choose-untap", "Alice", ("Grizzly Bears", "Hill Giant")))
    with pytest.raises(ScenarioFailure, match="wants 1..1 choice"):
        when.acts(state, "Alice", "takes the initiative")


def test_required_decision_bounds(state: ScenarioState, engine: ObservedEngine) -> None:
    when.will(state, "Alice", 'untap "Hill Giant"')
    state.start()
    engine.decisions.append(Decision("choose-untap", "Alice", ("Grizzly Bears", "Hill Giant")))
    when.acts(state, "Alice", "takes the initiative")
    then.decision_bounds(state, "Alice", "choose-untap", "required", "exactly", "1")
    with pytest.raises(AssertionError, match="expected it optional"):
        then.decision_bounds(state, "Alice", "choose-untap", "optional", None, None)
    with pytest.raises(AssertionError, match="never asked a scry"):
        then.decision_bounds(state, "Alice", "scry", "optional", None, None)


def test_zone_counts_lands_and_mana_pool(state: ScenarioState, engine: ObservedEngine) -> None:
    _observe(engine)
    then.zone_size(state, "Alice", "graveyard", "2")
    then.zone_size(state, "Alice", "exile", "1")
    then.zone_size(state, "Bob", "graveyard", "no")
    with pytest.raises(AssertionError, match="graveyard .*expected 1, got 2"):
        then.zone_size(state, "Alice", "graveyard", "1")
    then.lands_played(state, "Alice", "1")
    with pytest.raises(AssertionError, match="expected 0, got 1"):
        then.lands_played(state, "Alice", "no")
    then.mana_pool(state, "Alice", "{G}{1}")  # symbols in any order; {1} is colorless
    then.mana_pool(state, "Bob", None)  # "is empty"
    with pytest.raises(AssertionError, match="mana pool"):
        then.mana_pool(state, "Alice", None)
    with pytest.raises(PhraseError, match="mana symbols"):
        then.mana_pool(state, "Alice", "G")


def test_shuffles_goad_and_stack_targets(state: ScenarioState, engine: ObservedEngine) -> None:
    shock = StackItem("spell", "Alice", "spell", source="Shock", detail="Shock",
                      targets=("Grizzly Bears",))
    trigger = StackItem("triggered", "Bob", "venture-into-undercity", player="Bob")
    bears = PermanentView("Grizzly Bears", "Grizzly Bears", "Bob", "Bob", 2, 2)
    ogre = PermanentView("Gray Ogre", "Gray Ogre", "Bob", "Bob", 2, 2, goaded_by=("Alice",))
    _observe(engine, stack=(shock, trigger), battlefield=(bears, ogre),
             events=(Event("shuffled", player="Alice"), Event("drew", player="Bob")))
    then.shuffled(state, "Alice", None, None)
    then.shuffled(state, "Alice", None, "1")
    then.shuffled(state, "Bob", "not ", None)
    with pytest.raises(AssertionError, match="expected 2, got 1"):
        then.shuffled(state, "Alice", None, "2")
    with pytest.raises(AssertionError, match="no 'shuffled' event"):
        then.shuffled(state, "Bob", None, None)
    then.not_goaded(state, "Grizzly Bears")
    with pytest.raises(AssertionError, match="goading \"Gray Ogre\": expected \\[\\], got \\['Alice'\\]"):
        then.not_goaded(state, "Gray Ogre")
    then.stack_targets(state, "Shock", '"Grizzly Bears"')
    then.stack_targets(state, "Bob ventures into Undercity", None)
    with pytest.raises(AssertionError, match="targets of \"Shock\""):
        then.stack_targets(state, "Shock", "Bob")
    with pytest.raises(AssertionError, match="targets of \"Shock\""):
        then.stack_targets(state, "Shock", None)
