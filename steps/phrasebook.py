"""The phrase book: each action and each scripted decision of the step vocabulary, declared once.

A declaration holds everything the project needs to know about its phrase: the Gherkin pattern
and how its words become a protocol object (``build``/``answer``), how such an object is written
back as that phrase (``write``: the fuzzer's reproductions), how it is said in plain words (its
describer: an id and the English template, ``says``; other languages are data, keyed by the id,
docs/STEPS.md "Describing in other languages"), the CR rule the protocol call cites (per action
kind here, per decision kind in adapters/decisions.py: one place, one number), and its line in
docs/STEPS.md (``example``, ``meaning``; the tables there are generated from this module:
``python -m rulings.judging.stepsdoc``).

The Then-steps' facts are declared in steps/facts.py, the same way. Adding a When-phrase for an
existing action is one ``ActionPhrase`` in ACTION_PHRASES below (and docs/STEPS.md regenerated);
a phrase for a new scripted answer is one ``DecisionPhrase``.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, Attack, Block, CastSpell, Concede, DeclareAttackers,
    DeclareBlockers, Destroy, LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop,
    TakeInitiative, Venture, Zone,
)
from rulings.adapters.session import ANY_KIND

from .phrases import PLAYER, PhraseError, Table, parse_list, parse_step, quoted, step_phrase, table_rows

Players = Sequence[str]
Written = tuple[str, "Table | None"]
A = TypeVar("A", bound=Action)  # the protocol action a phrase builds and writes


class Groups(Protocol):
    """A phrase's named groups: its regex's match, or the words pytest-bdd parsed from a step."""

    def __getitem__(self, name: str, /) -> Any: ...


# --- actions --------------------------------------------------------------------------------

@dataclass(frozen=True)
class ActionKind:
    """One protocol action (adapters/actions.py): the rule it cites and how it is said."""

    kind: str  # the action's KIND
    rule: str  # CR 2026-09-25: the rule that lets the player (or the game) do it
    says: str  # the describer's English template (placeholders: the action's fields, below)


# The rule of each action, written once: the fuzzer's @cr tags and explain read it from here.
ACTION_KINDS: dict[str, ActionKind] = {a.kind: a for a in (
    ActionKind("cast", "601.2", "{player} casts {card}{from_zone}{targeting}{free}"),
    ActionKind("play-land", "305.1", "{player} plays {card}"),
    ActionKind("activate", "602.2", "{player} activates the {ability} of {source}{targeting}"),
    ActionKind("declare-attackers", "508.1", "{player} declares attackers: {attacks}"),
    ActionKind("declare-blockers", "509.1", "{player} declares blockers: {blocks}"),
    ActionKind("pass-priority", "117.3d", "{player} passes priority"),
    ActionKind("resolve-top", "608.2", "every player passes: the top of the stack resolves"),
    ActionKind("resolve-stack", "608.2", "the players pass until the stack is empty"),
    ActionKind("advance", "500.1", "the game moves on to {player}'s {step}"),
    ActionKind("concede", "104.3a", "{player} concedes"),
    ActionKind("take-initiative", "726.3", "{player} takes the initiative (as an effect instructs)"),
    ActionKind("venture", "701.49", "{player} ventures into {into}"),
    ActionKind("lose-life", "119.3", "{player} loses {amount} life (as an effect instructs)"),
    ActionKind("destroy", "701.8a", "{label} is destroyed (as an effect instructs)"),
)}

# Pieces the action templates fill in (English; each an id of its own for a translator).
ACTION_PARTS: dict[str, str] = {
    "from-zone": " from {zone}",
    "targeting": " targeting {targets}",
    "free": " without paying its mana cost",
    "ability.activated": "ability",
    "ability.equip": "equip ability",
    "ability.mana": "mana ability",
    "attack": "{attacker} attacks {defender}",
    "no-attackers": "no attackers",
    "block": "{blocker} blocks {attacker}",
    "no-blockers": "no blockers",
    "into.undercity": "Undercity",
    "into.dungeon": "the dungeon",
}


@dataclass(frozen=True)
class ActionPhrase(Generic[A]):
    """A When-phrase performing an action.

    ``by_player``: ``pattern`` is the infinitive after "<player> tries to" ("cast ..."); the
    When-steps "<player> casts ..." (third person, the first word by VERBS) and "<player> tries
    to cast ..." both read it. Otherwise ``pattern`` is the whole When-step.
    ``write`` gives the phrase (and table) for an action this phrase says, or None.
    """

    id: str
    kind: str
    pattern: str
    build: Callable[[str, Groups, "Table | None"], A]
    write: Callable[[A, Players], "Written | None"] | None
    example: str
    meaning: str = ""
    by_player: bool = True
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", re.compile(self.pattern))


# Third-person verbs ("Alice casts") and the infinitive the "tries to" form uses ("to cast").
VERBS: dict[str, str] = {
    "casts": "cast", "plays": "play", "activates": "activate", "equips": "equip", "taps": "tap",
    "attacks": "attack", "blocks": "block", "declares": "declare", "passes": "pass",
    "concedes": "concede", "takes": "take", "ventures": "venture", "loses": "lose",
}
THIRD_PERSON = {infinitive: third for third, infinitive in VERBS.items()}

_ZONE = r"(?: from (?P<zone>hand|exile|graveyard|library))?"
_TARGETS = r"(?: targeting (?P<targets>.+))?"


def _zone(m: Groups) -> Zone:
    """The zone a phrase names (_ZONE's group matches only the four zones), else the hand."""
    return m["zone"] or "hand"


def _targets(text: str | None) -> tuple[str, ...]:
    return parse_list(text, players=True) if text else ()


def _from(zone: str) -> str:
    return "" if zone == "hand" else f" from {zone}"


def _targeting(targets: tuple[str, ...], players: Players) -> str:
    return f" targeting {quoted(targets, players)}" if targets else ""


def _write_cast(a: CastSpell, players: Players) -> Written:
    free = " without paying its mana cost" if a.without_paying else ""
    return f'cast "{a.card}"{_from(a.from_zone)}{free}{_targeting(a.targets, players)}', None


def _write_activate(a: ActivateAbility, players: Players) -> Written | None:
    if a.ability != "activated" and not (a.ability == "equip" and len(a.targets) != 1):
        return None
    return f'activate "{a.source}"{_targeting(a.targets, players)}', None


def _attack_table(player: str, _m: Groups, table: Table | None) -> DeclareAttackers:
    rows = table_rows(table, {"attacker", "defender"}, {"attacker", "defender"})
    return DeclareAttackers(player, tuple(Attack(r["attacker"], r["defender"]) for r in rows))


def _block_table(player: str, _m: Groups, table: Table | None) -> DeclareBlockers:
    rows = table_rows(table, {"blocker", "attacker"}, {"blocker", "attacker"})
    return DeclareBlockers(player, tuple(Block(r["blocker"], r["attacker"]) for r in rows))


def _one_defender(a: DeclareAttackers, _players: Players) -> Written | None:
    defenders = {x.defender for x in a.attacks}
    if len(defenders) != 1:
        return None
    return f"attack {defenders.pop()} with {quoted([x.attacker for x in a.attacks], ())}", None


def _one_attacker(a: DeclareBlockers, _players: Players) -> Written | None:
    attackers = {b.attacker for b in a.blocks}
    if len(attackers) != 1:
        return None
    return f'block "{attackers.pop()}" with {quoted([b.blocker for b in a.blocks], ())}', None


def _fixed(words: str, when: Callable[[A], bool] = lambda a: True
           ) -> Callable[[A, Players], Written | None]:
    return lambda a, players: (words, None) if when(a) else None


# In the order the writer tries them: the first phrase that says an action is written.
ACTION_PHRASES: tuple[ActionPhrase[Any], ...] = (
    ActionPhrase("cast", "cast",
                 rf'cast "(?P<card>[^"]+)"{_ZONE}(?P<free> without paying its mana cost)?{_TARGETS}',
                 lambda p, m, t: CastSpell(p, m["card"], _zone(m), _targets(m["targets"]),
                                           without_paying=bool(m["free"])),
                 _write_cast, 'Alice casts "Avenging Hunter"',
                 'cast from hand, paying from the mana pool; `from exile` (any zone), `without '
                 'paying its mana cost`, `targeting "Y"` / `targeting Bob` (labels quoted, players '
                 'bare)'),
    ActionPhrase("play", "play-land", rf'play "(?P<card>[^"]+)"{_ZONE}',
                 lambda p, m, t: PlayLand(p, m["card"], _zone(m)),
                 lambda a, players: (f'play "{a.card}"{_from(a.from_zone)}', None),
                 'Alice plays "Forest"', "play a land; `from exile` likewise"),
    ActionPhrase("activate", "activate", rf'activate "(?P<source>[^"]+)"{_TARGETS}',
                 lambda p, m, t: ActivateAbility(p, m["source"], "activated", _targets(m["targets"])),
                 _write_activate, 'Alice activates "Dungeoneer\'s Pack"',
                 "the card's non-mana, non-equip activated ability (`targeting ...` as for casting)"),
    ActionPhrase("equip", "activate", r'equip "(?P<source>[^"]+)" to "(?P<target>[^"]+)"',
                 lambda p, m, t: ActivateAbility(p, m["source"], "equip", (m["target"],)),
                 lambda a, players: (f'equip "{a.source}" to "{a.targets[0]}"', None)
                 if a.ability == "equip" and len(a.targets) == 1 else None,
                 'Alice equips "Trailblazer\'s Torch" to "Grizzly Bears"', "equip"),
    ActionPhrase("tap", "activate", r'tap "(?P<source>[^"]+)" for (?:mana|"(?P<color>[WUBRGC])")',
                 lambda p, m, t: ActivateAbility(p, m["source"], "mana", color=m["color"]),
                 lambda a, players: (f'tap "{a.source}" for '
                                     + (f'"{a.color}"' if a.color else "mana"), None)
                 if a.ability == "mana" else None,
                 'Alice taps "Forest" for mana', 'mana ability; `for "G"`: the color of an '
                 'any-color ability'),
    ActionPhrase("attack", "declare-attackers", rf"attack (?P<defender>{PLAYER}) with (?P<attackers>.+)",
                 lambda p, m, t: DeclareAttackers(p, tuple(Attack(a, m["defender"])
                                                           for a in parse_list(m["attackers"]))),
                 _one_defender, 'Alice attacks Bob with "Grizzly Bears"',
                 'declare attackers (from the beginning of combat or an earlier main phase); '
                 '`with "A", "B"`'),
    ActionPhrase("no-attackers", "declare-attackers", r"declare no attackers",
                 lambda p, m, t: DeclareAttackers(p, ()),
                 _fixed("declare no attackers", lambda a: not a.attacks),
                 "Alice declares no attackers", "declare attackers with none (from the beginning of combat "
                 "or an earlier main phase); `Alice tries to declare no attackers` when a "
                 "requirement such as goad makes a creature attack"),
    ActionPhrase("attack-table", "declare-attackers", r"attack with:", _attack_table,
                 lambda a, players: ("attack with:", [["attacker", "defender"]]
                                     + [[x.attacker, x.defender] for x in a.attacks]),
                 "Alice attacks with:", "+ table `attacker`, `defender`: several defenders"),
    ActionPhrase("no-blockers", "declare-blockers", r"declare no blockers",
                 lambda p, m, t: DeclareBlockers(p, ()),
                 _fixed("declare no blockers", lambda a: not a.blocks),
                 "Bob declares no blockers", "declare blockers: none"),
    ActionPhrase("block", "declare-blockers", r'block "(?P<attacker>[^"]+)" with (?P<blockers>.+)',
                 lambda p, m, t: DeclareBlockers(p, tuple(Block(b, m["attacker"])
                                                          for b in parse_list(m["blockers"]))),
                 _one_attacker, 'Bob blocks "Grizzly Bears" with "Hill Giant"',
                 'declare blockers; `with "A", "B"`: several blockers on one attacker'),
    ActionPhrase("block-table", "declare-blockers", r"block with:", _block_table,
                 lambda a, players: ("block with:", [["blocker", "attacker"]]
                                     + [[b.blocker, b.attacker] for b in a.blocks]),
                 "Bob blocks with:", "+ table `blocker`, `attacker`"),
    ActionPhrase("pass", "pass-priority", r"pass priority", lambda p, m, t: PassPriority(p),
                 _fixed("pass priority"), "Alice passes priority", "pass priority once"),
    ActionPhrase("concede", "concede", r"concede", lambda p, m, t: Concede(p), _fixed("concede"),
                 "Alice concedes", "the player concedes"),
    ActionPhrase("take-initiative", "take-initiative", r"take the initiative",
                 lambda p, m, t: TakeInitiative(p), _fixed("take the initiative"),
                 "Alice takes the initiative", "direct effect, as an effect instructs (requires `direct-effects`)"),
    ActionPhrase("venture-undercity", "venture", r"venture into Undercity",
                 lambda p, m, t: Venture(p, "undercity"),
                 _fixed("venture into Undercity", lambda a: a.into == "undercity"),
                 "Alice ventures into Undercity", "direct effect"),
    ActionPhrase("venture", "venture", r"venture into the dungeon",
                 lambda p, m, t: Venture(p, "dungeon"),
                 _fixed("venture into the dungeon", lambda a: a.into != "undercity"),
                 "Alice ventures into the dungeon", "direct effect"),
    ActionPhrase("lose-life", "lose-life", r"lose (?P<amount>\d+) life",
                 lambda p, m, t: LoseLife(p, int(m["amount"])),
                 lambda a, players: (f"lose {a.amount} life", None),
                 "Alice loses 3 life", "direct effect"),
    ActionPhrase("resolve-top", "resolve-top", r"the top of the stack resolves",
                 lambda p, m, t: ResolveTop(), _fixed("the top of the stack resolves"),
                 "the top of the stack resolves",
                 "every player passes in turn order until the top object resolves", by_player=False),
    ActionPhrase("resolve-stack", "resolve-stack", r"the stack resolves",
                 lambda p, m, t: ResolveStack(), _fixed("the stack resolves"),
                 "the stack resolves", "players pass until the stack is empty (triggers "
                 "included)", by_player=False),
    ActionPhrase("advance", "advance", rf"the game advances to (?P<player>{PLAYER})'s (?P<step_name>.+)",
                 lambda p, m, t: AdvanceTo(parse_step(m["step_name"]), m["player"]),
                 lambda a, players: (f"the game advances to {a.player}'s {step_phrase(a.step)}", None),
                 "the game advances to Bob's upkeep", "AdvanceTo: the game moves on until that "
                 "step of that player's turn begins; `to Alice's combat damage step`", by_player=False),
    ActionPhrase("destroy", "destroy", r'"(?P<label>[^"]+)" is destroyed',
                 lambda p, m, t: Destroy(m["label"]), None,
                 '"Grizzly Bears" is destroyed', "direct effect: the permanent is destroyed as if by a spell; "
                 "requires `direct-destroy`",
                 by_player=False),
)


def infinitive(phrase: str) -> str:
    """'casts "X"' -> 'cast "X"' (the first word only)."""
    verb, _, rest = phrase.partition(" ")
    if verb not in VERBS:
        raise PhraseError(f"unknown action verb {verb!r}; verbs: {', '.join(VERBS)}")
    return f"{VERBS[verb]} {rest}".strip()


def parse_action(player: str, phrase: str, table: Table | None = None) -> Action:
    """An infinitive action phrase ('cast "Shock" targeting Bob') -> the Action ``player`` takes."""
    for entry in ACTION_PHRASES:
        m = entry.regex.fullmatch(phrase.strip()) if entry.by_player else None
        if m:
            return entry.build(player, m, table)
    raise PhraseError(f"not an action of docs/STEPS.md: {phrase!r}")


def write_action(action: Action, players: Players, *, rejected: bool = False
                 ) -> tuple[str, Table | None]:
    """The When-step (without keyword) performing ``action``, read back by the suite's own
    parser; a rejected action is written "<player> tries to ...". PhraseError if no phrase
    says it, or if what is written reads back as another action."""
    for entry in ACTION_PHRASES:
        if entry.kind != action.KIND or entry.write is None:
            continue
        written = entry.write(action, players)
        if written is None:
            continue
        phrase, table = written
        if not entry.by_player:
            match = entry.regex.fullmatch(phrase)
            if match is None:
                raise PhraseError(f"'{phrase}' does not read back as the phrase {entry.id}")
            parsed = entry.build("", match, table)
            if parsed != action:
                raise PhraseError(f"'{phrase}' reads back as {parsed}, not {action}")
            return phrase, table
        # a phrase said by a player writes an action of one (ResolveTop, ResolveStack, Destroy
        # have none, and their phrases are not by_player): mypy sees only the whole union
        player = action.player  # type: ignore[union-attr]
        parsed = parse_action(player, phrase, table)
        if parsed != action:
            raise PhraseError(f"'{phrase}' reads back as {parsed}, not {action}")
        if rejected:
            return f"{player} tries to {phrase}", table
        verb, _, rest = phrase.partition(" ")
        return f"{player} {THIRD_PERSON[verb]} {rest}".rstrip(), table
    raise PhraseError(f"no step performs {action}")


def action_rule(kind: str) -> str:
    return ACTION_KINDS[kind].rule


# --- scripted answers -------------------------------------------------------------------------

@dataclass(frozen=True)
class DecisionPhrase:
    """What follows "<player> will": the answer to a decision of ``kind`` (its rule and its
    description for engine authors: adapters/decisions.py)."""

    id: str
    kind: str
    pattern: str
    answer: Callable[[re.Match], tuple[str, ...]]
    write: Callable[[tuple[str, ...], Players], str | None] | None
    example: str
    meaning: str = ""
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", re.compile(self.pattern))


def _one(template: str) -> Callable[[tuple[str, ...], Players], str | None]:
    return lambda answer, players: template.format(f'"{answer[0]}"') if len(answer) == 1 else None


def _listed(template: str) -> Callable[[tuple[str, ...], Players], str | None]:
    return lambda answer, players: template.format(quoted(answer, ())) if answer else None


def _empty(words: str) -> Callable[[tuple[str, ...], Players], str | None]:
    return lambda answer, players: None if answer else words


def _write_targets(answer: tuple[str, ...], players: Players) -> str | None:
    if not answer:
        return None
    return f"choose target{'s' if len(answer) > 1 else ''} {quoted(answer, players)}"


DECISION_PHRASES: tuple[DecisionPhrase, ...] = (
    DecisionPhrase("room", "choose-room", r'choose room "(?P<x>[^"]+)"', lambda m: (m["x"],),
                   _one("choose room {}"), 'Alice will choose room "Forge"', "`[\"Forge\"]`"),
    DecisionPhrase("dungeon", "choose-dungeon", r'choose dungeon "(?P<x>[^"]+)"',
                   lambda m: (m["x"],), _one("choose dungeon {}"),
                   'Alice will choose dungeon "Lost Mine of Phandelver"'),
    DecisionPhrase("targets", "choose-targets", r"choose targets? (?P<xs>.+)",
                   lambda m: parse_list(m["xs"], players=True), _write_targets,
                   'Alice will choose target "Grizzly Bears"',
                   '`targets "A", "B"` / `target Bob`: labels (quoted) or player names (bare)'),
    DecisionPhrase("find", "search-library", r'find "(?P<x>[^"]+)"', lambda m: (m["x"],),
                   _one("find {}"), 'Alice will find "Forest"'),
    DecisionPhrase("find-nothing", "search-library", r"find nothing", lambda m: (),
                   _empty("find nothing"), "Alice will find nothing", "`[]`"),
    DecisionPhrase("scry", "scry", r"scry (?P<xs>.+) to the bottom", lambda m: parse_list(m["xs"]),
                   _listed("scry {} to the bottom"), 'Alice will scry "Island" to the bottom',
                   'the cards to the bottom; `"A", "B" to the bottom`'),
    DecisionPhrase("scry-top", "scry", r"keep the scried cards on top", lambda m: (),
                   _empty("keep the scried cards on top"),
                   "Alice will keep the scried cards on top", "`[]`"),
    DecisionPhrase("revealed", "choose-from-reveal", r'choose "(?P<x>[^"]+)" from the revealed cards',
                   lambda m: (m["x"],), _one("choose {} from the revealed cards"),
                   'Alice will choose "Craw Wurm" from the revealed cards'),
    DecisionPhrase("untap", "choose-untap", r'untap "(?P<x>[^"]+)"', lambda m: (m["x"],),
                   _one("untap {}"), 'Alice will untap "Grizzly Bears"'),
    DecisionPhrase("order", "order-triggers", r"order the triggers to resolve (?P<xs>.+)",
                   lambda m: parse_list(m["xs"]), _listed("order the triggers to resolve {}"),
                   'Alice will order the triggers to resolve "Carol takes the initiative", '
                   '"Bob takes the initiative"', "stack labels, the first listed resolves first"),
    DecisionPhrase("discard", "choose-discard", r"discard (?P<xs>.+)", lambda m: parse_list(m["xs"]),
                   _listed("discard {}"), 'Alice will discard "Forest"'),
    DecisionPhrase("sacrifice", "choose-sacrifice", r"sacrifice (?P<xs>.+)",
                   lambda m: parse_list(m["xs"]), _listed("sacrifice {}"),
                   'Alice will sacrifice "Forest"'),
    DecisionPhrase("option", "choose-option", r'choose "(?P<x>[^"]+)"', lambda m: (m["x"],),
                   _one("choose {}"), 'Alice will choose "lose 2 life"'),
    DecisionPhrase("cast", "choose-cast", r'cast "(?P<x>[^"]+)" for free', lambda m: (m["x"],),
                   _one("cast {} for free"), 'Alice will cast "Hill Giant" for free'),
    DecisionPhrase("cast-nothing", "choose-cast", r"cast nothing for free", lambda m: (),
                   _empty("cast nothing for free"), "Alice will cast nothing for free", "`[]`"),
    DecisionPhrase("no-targets", "choose-targets", r"choose no targets?", lambda m: (), None,
                   "Alice will choose no targets", "`[]`"),
    DecisionPhrase("nothing", ANY_KIND, r"choose nothing", lambda m: (), None,
                   "Alice will choose nothing",
                   "`[]`: declines Alice's next decision that is not forced and has no answer of "
                   "its own kind scripted; fails the scenario if that decision is required "
                   "(min ≥ 1)"),
)


def parse_decision(phrase: str) -> tuple[str, tuple[str, ...]]:
    """What follows 'Alice will' -> (decision kind, answer)."""
    for entry in DECISION_PHRASES:
        m = entry.regex.fullmatch(phrase.strip())
        if m:
            return entry.kind, entry.answer(m)
    raise PhraseError(f"not a scripted decision of docs/STEPS.md: 'will {phrase}'")


def write_decision(kind: str, answer: Sequence[str], players: Players) -> str:
    """What follows "<player> will" to script ``answer`` to a ``kind`` decision, read back by
    the suite's own parser; PhraseError if no phrase says it."""
    answer = tuple(answer)
    for entry in DECISION_PHRASES:
        if entry.kind != kind or entry.write is None:
            continue
        phrase = entry.write(answer, players)
        if phrase is None:
            continue
        parsed = parse_decision(phrase)
        if parsed != (kind, answer):
            raise PhraseError(f"'{phrase}' reads back as {parsed}, not {kind} {list(answer)}")
        return phrase
    what = "an empty " if not answer else "a "
    raise PhraseError(f"no step scripts {what}{kind} {'answer' if not answer else 'decision'}"
                      + (f" {list(answer)}" if answer else ""))
