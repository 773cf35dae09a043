"""Gherkin phrases become the right actions and scripted answers (steps/phrases.py, steps/when.py)."""
from __future__ import annotations

import pytest
from tests.support.recording_engine import RecordingEngine

from rulings.adapters.actions import (
    ActivateAbility, AdvanceTo, Attack, Block, CastSpell, Concede, DeclareAttackers, DeclareBlockers,
    LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative, Venture,
)
from rulings.adapters.decisions import Decision
from rulings.adapters.session import ScenarioFailure
from rulings.steps import given, then, when
from rulings.steps.vocabulary import lookup
from rulings.steps.phrasebook import infinitive, parse_action, parse_decision
from rulings.steps.phrases import PhraseError, parse_list, parse_step
from rulings.steps.scenario_state import ScenarioState

ACTIONS = [
    ('cast "Avenging Hunter"', CastSpell("Alice", "Avenging Hunter")),
    ('cast "Hill Giant" from exile', CastSpell("Alice", "Hill Giant", "exile")),
    ('cast "Hill Giant" from exile without paying its mana cost',
     CastSpell("Alice", "Hill Giant", "exile", without_paying=True)),
    ('cast "Shock" targeting Bob', CastSpell("Alice", "Shock", targets=("Bob",))),
    ('cast "Shock" targeting "Bear 2"', CastSpell("Alice", "Shock", targets=("Bear 2",))),
    ('play "Forest"', PlayLand("Alice", "Forest")),
    ('play "Forest" from exile', PlayLand("Alice", "Forest", "exile")),
    ('activate "Dungeoneer\'s Pack"', ActivateAbility("Alice", "Dungeoneer's Pack")),
    ('equip "Trailblazer\'s Torch" to "Grizzly Bears"',
     ActivateAbility("Alice", "Trailblazer's Torch", "equip", ("Grizzly Bears",))),
    ('tap "Forest" for mana', ActivateAbility("Alice", "Forest", "mana")),
    ('tap "Treasure" for "G"', ActivateAbility("Alice", "Treasure", "mana", color="G")),
    ('attack Bob with "Grizzly Bears"',
     DeclareAttackers("Alice", (Attack("Grizzly Bears", "Bob"),))),
    ('attack Bob with "A", "B" and "C"',
     DeclareAttackers("Alice", tuple(Attack(x, "Bob") for x in "ABC"))),
    ('block "Grizzly Bears" with "Hill Giant", "Gray Ogre"',
     DeclareBlockers("Alice", (Block("Hill Giant", "Grizzly Bears"), Block("Gray Ogre", "Grizzly Bears")))),
    ("declare no blockers", DeclareBlockers("Alice", ())),
    ("pass priority", PassPriority("Alice")),
    ("concede", Concede("Alice")),
    ("take the initiative", TakeInitiative("Alice")),
    ("venture into Undercity", Venture("Alice", "undercity")),
    ("venture into the dungeon", Venture("Alice", "dungeon")),
    ("lose 5 life", LoseLife("Alice", 5)),
]


@pytest.mark.parametrize(("phrase", "action"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_action_phrases(phrase: str, action: object) -> None:
    assert parse_action("Alice", phrase) == action


def test_attack_and_block_tables() -> None:
    attack = parse_action("Alice", "attack with:", [["attacker", "defender"], ["A", "Bob"], ["B", "Carol"]])
    assert attack == DeclareAttackers("Alice", (Attack("A", "Bob"), Attack("B", "Carol")))
    block = parse_action("Bob", "block with:", [["Blocker", "Attacker"], ["X", "A"]])
    assert block == DeclareBlockers("Bob", (Block("X", "A"),))
    with pytest.raises(PhraseError, match="unknown table column 'target'"):
        parse_action("Alice", "attack with:", [["attacker", "target"], ["A", "Bob"]])


@pytest.mark.parametrize("phrase", ['cast Shock', 'dance "Forest"', 'attack with "A"', "lose five life"])
def test_bad_action_phrases_are_errors(phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse_action("Alice", phrase)


DECISIONS = [
    ('choose room "Forge"', ("choose-room", ("Forge",))),
    ('choose dungeon "Lost Mine of Phandelver"', ("choose-dungeon", ("Lost Mine of Phandelver",))),
    ('choose target "Grizzly Bears"', ("choose-targets", ("Grizzly Bears",))),
    ("choose target Bob", ("choose-targets", ("Bob",))),
    ('choose targets "A", "B"', ("choose-targets", ("A", "B"))),
    ('find "Forest"', ("search-library", ("Forest",))),
    ("find nothing", ("search-library", ())),
    ('scry "Island" to the bottom', ("scry", ("Island",))),
    ('scry "A", "B" to the bottom', ("scry", ("A", "B"))),
    ("keep the scried cards on top", ("scry", ())),
    ('choose "Craw Wurm" from the revealed cards', ("choose-from-reveal", ("Craw Wurm",))),
    ('untap "Grizzly Bears"', ("choose-untap", ("Grizzly Bears",))),
    ('order the triggers to resolve "Carol takes the initiative", "Bob takes the initiative"',
     ("order-triggers", ("Carol takes the initiative", "Bob takes the initiative"))),
    ('discard "Forest"', ("choose-discard", ("Forest",))),
    ('sacrifice "Forest" and "Treasure"', ("choose-sacrifice", ("Forest", "Treasure"))),
    ('choose "lose 2 life"', ("choose-option", ("lose 2 life",))),
    ('cast "Hill Giant" for free', ("choose-cast", ("Hill Giant",))),
    ("cast nothing for free", ("choose-cast", ())),
]


@pytest.mark.parametrize(("phrase", "expected"), DECISIONS, ids=[d[0] for d in DECISIONS])
def test_decision_phrases(phrase: str, expected: tuple) -> None:
    assert parse_decision(phrase) == expected


def test_lists_steps_and_verbs() -> None:
    assert parse_list('"A", "B", and "C"') == ("A", "B", "C")
    assert parse_list('"Trailblazer\'s Torch"') == ("Trailblazer's Torch",)
    with pytest.raises(PhraseError):
        parse_list('"A" "B"')
    with pytest.raises(PhraseError, match="double quotes"):
        parse_list('"A" and Bob')
    assert parse_step("the precombat main phase") == "precombat main"
    assert parse_step("combat damage step") == "combat damage"
    with pytest.raises(PhraseError, match="unknown step 'lunch'"):
        parse_step("lunch")
    assert infinitive('casts "X"') == 'cast "X"'
    assert infinitive("declares no blockers") == "declare no blockers"


# --- the steps against a recording engine ----------------------------------------------------

@pytest.fixture
def engine() -> RecordingEngine:
    return RecordingEngine()


@pytest.fixture
def state(engine: RecordingEngine) -> ScenarioState:
    state = ScenarioState(engine)
    given.two_player_game(state, "Alice", "Bob")
    return state


_ADV = "the game advances to Bob's combat damage step"


def test_given_steps_build_the_position_sent_at_the_first_when(state: ScenarioState,
                                                               engine: RecordingEngine) -> None:
    given.turn_and_step(state, "Bob", "4", "upkeep")
    given.life(state, "Alice", "12")
    given.has_initiative(state, "Bob")
    given.in_dungeon(state, "Bob", "Undercity", "Forge")
    given.controls(state, "Alice", "a tapped ", "Grizzly Bears", "Bear 2")
    given.controls_table(state, "Bob",
                         [["card", "counters", "sick"], ["Hill Giant", "+1/+1:2", "yes"]])
    given.zone_contents(state, "Alice", "library", '"Forest", "Island"')
    given.mana_pool(state, "Alice", "{4}{G}")
    assert engine.calls == []  # Given-steps alone do not start the game
    lookup("when", "the stack resolves").run(state, "the stack resolves")
    (_, position), (_, action) = engine.calls
    alice, bob = position.players
    assert (position.active_player, position.turn, position.step) == ("Bob", 4, "upkeep")
    assert (position.initiative, alice.life, alice.library, alice.mana_pool) == (
        "Bob", 12, ("Forest", "Island"), "{4}{G}")
    assert alice.battlefield[0].label == "Bear 2" and alice.battlefield[0].tapped
    assert bob.battlefield[0].counters == {"+1/+1": 2} and bob.battlefield[0].summoning_sick
    assert (bob.dungeon.dungeon, bob.dungeon.room) == ("Undercity", "Forge")
    assert action == ResolveStack()


def test_when_steps_send_actions(state: ScenarioState, engine: RecordingEngine) -> None:
    when.acts(state, "Alice", 'casts "Shock" targeting Bob')
    lookup("when", "the top of the stack resolves").run(state, "the top of the stack resolves")
    lookup("when", _ADV).run(state, _ADV)
    assert engine.actions() == [CastSpell("Alice", "Shock", targets=("Bob",)), ResolveTop(),
                                AdvanceTo("combat damage", "Bob")]


def test_scripted_answers_reach_the_engine(state: ScenarioState, engine: RecordingEngine) -> None:
    asked = Decision("choose-room", "Alice", ("Forge", "Lost Well"))
    when.will(state, "Alice", 'choose room "Lost Well"')
    state.start()
    engine.decisions.append(asked)  # asked during the next action
    when.acts(state, "Alice", "ventures into Undercity")
    assert engine.calls[-1] == ("decide", asked, ("Lost Well",))
    then.offered(state, "Alice", "choose-room", '"Lost Well" and "Forge"')
    with pytest.raises(AssertionError, match="expected \\['Arena', 'Forge'\\]"):
        then.offered(state, "Alice", "choose-room", '"Forge", "Arena"')


def test_an_unscripted_decision_fails(state: ScenarioState, engine: RecordingEngine) -> None:
    state.start()
    engine.decisions.append(Decision("choose-room", "Alice", ("Forge", "Lost Well")))
    with pytest.raises(ScenarioFailure, match="unscripted decision"):
        when.acts(state, "Alice", "ventures into Undercity")


def test_tries_to_records_the_rejection(state: ScenarioState, engine: RecordingEngine) -> None:
    when.tries_to(state, "Alice", "pass priority")
    then.rejected(state)  # the fake rejects passing priority
    when.tries_to(state, "Alice", "take the initiative")
    with pytest.raises(AssertionError, match="but it performed it"):
        then.rejected(state)


def test_an_expected_action_rejected_is_a_failure(state: ScenarioState) -> None:
    with pytest.raises(ScenarioFailure, match=r"rejected .* as illegal \(CR 117.3\)"):
        when.acts(state, "Alice", "passes priority")


def test_last_events_are_only_those_the_action_added(state: ScenarioState) -> None:
    when.acts(state, "Alice", "takes the initiative")
    when.acts(state, "Bob", "takes the initiative")
    table = [["event", "player"], ["took-initiative", "Bob"]]
    then.last_events(state, table)
    with pytest.raises(AssertionError, match="lack"):
        then.last_events(state, [["event", "player"], ["took-initiative", "Alice"]])
    then.event_count(state, "Alice", "took the initiative", "1")
    then.has_initiative(state, "Bob")
    with pytest.raises(AssertionError, match="the initiative: expected 'Alice', got 'Bob'"):
        then.has_initiative(state, "Alice")


def test_unknown_player_is_a_phrase_error(state: ScenarioState) -> None:
    with pytest.raises(PhraseError, match="no player named Carol"):
        given.life(state, "Carol", "3")
