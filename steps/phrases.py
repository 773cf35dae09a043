"""Gherkin phrases (docs/STEPS.md) turned into protocol objects: actions and scripted answers.

Every function here is pure: it takes the words of a step and returns an adapters object or
raises PhraseError saying what it could not read. The steps only glue these to a ScenarioState.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from rulings.adapters.actions import (
    Action, ActivateAbility, Attack, Block, CastSpell, Concede, DeclareAttackers, DeclareBlockers,
    LoseLife, PassPriority, PlayLand, TakeInitiative, Venture,
)
from rulings.adapters.position import STEPS
from rulings.adapters.session import ANY_KIND

PLAYER = r"[A-Z][A-Za-z]*"
QUOTED = r'"[^"]*"'
_ITEM = rf"(?:{QUOTED}|{PLAYER})"
_LIST = re.compile(rf"{_ITEM}(?:(?:, and |, | and ){_ITEM})*")

Table = list[list[str]]


class PhraseError(ValueError):
    """A step's words do not follow docs/STEPS.md."""


def parse_list(text: str, *, players: bool = False) -> tuple[str, ...]:
    """'"A", "B" and "C"' -> ('A', 'B', 'C'); with players=True bare names are items too."""
    text = text.strip()
    if not _LIST.fullmatch(text):
        raise PhraseError(f"expected a list of quoted items like '\"A\", \"B\" and \"C\"', got {text!r}")
    items = re.findall(_ITEM, text)
    if not players and any(not item.startswith('"') for item in items):
        raise PhraseError(f"list items must be in double quotes: {text!r}")
    return tuple(item.strip('"') for item in items)


def parse_names(text: str) -> tuple[str, ...]:
    """'Alice, Bob and Carol' -> player names."""
    names = parse_list(text, players=True)
    if any(f'"{name}"' in text for name in names):
        raise PhraseError(f"player names are written without quotes: {text!r}")
    return names


def parse_step(text: str) -> str:
    """'the precombat main phase' / 'upkeep' / 'combat damage step' -> a name from STEPS."""
    name = re.sub(r"^the ", "", text.strip())
    name = re.sub(r" (step|phase)$", "", name)
    if name not in STEPS:
        raise PhraseError(f"unknown step {text!r}; steps are: {', '.join(STEPS)}")
    return name


def table_rows(table: Table | None, columns: set[str], required: set[str]) -> list[dict[str, str]]:
    """A data table as dicts keyed by lower-case header; unknown or missing columns are errors."""
    if not table or len(table) < 2:
        raise PhraseError("this step needs a data table with a header row and at least one row")
    header = [cell.strip().lower() for cell in table[0]]
    unknown = [h for h in header if h not in columns]
    if unknown:
        raise PhraseError(f"unknown table column {unknown[0]!r}; columns: {', '.join(sorted(columns))}")
    missing = sorted(required - set(header))
    if missing:
        raise PhraseError(f"the table needs a {missing[0]!r} column")
    return [{h: cell.strip() for h, cell in zip(header, row, strict=True)} for row in table[1:]]


# --- actions -------------------------------------------------------------------------------

# Third-person verbs ("Alice casts") and the infinitive the "tries to" form uses ("to cast").
VERBS: dict[str, str] = {
    "casts": "cast", "plays": "play", "activates": "activate", "equips": "equip", "taps": "tap",
    "attacks": "attack", "blocks": "block", "declares": "declare", "passes": "pass",
    "concedes": "concede", "takes": "take", "ventures": "venture", "loses": "lose",
}


def infinitive(phrase: str) -> str:
    """'casts "X"' -> 'cast "X"' (the first word only)."""
    verb, _, rest = phrase.partition(" ")
    if verb not in VERBS:
        raise PhraseError(f"unknown action verb {verb!r}; verbs: {', '.join(VERBS)}")
    return f"{VERBS[verb]} {rest}".strip()


_ZONE = r"(?: from (?P<zone>hand|exile|graveyard|library))?"
_TARGETS = r"(?: targeting (?P<targets>.+))?"


def _cast(player: str, m: re.Match, _table: Table | None) -> Action:
    return CastSpell(player, m["card"], m["zone"] or "hand", _targets(m["targets"]),
                     without_paying=bool(m["free"]))


def _play(player: str, m: re.Match, _table: Table | None) -> Action:
    return PlayLand(player, m["card"], m["zone"] or "hand")


def _activate(player: str, m: re.Match, _table: Table | None) -> Action:
    return ActivateAbility(player, m["source"], "activated", _targets(m["targets"]))


def _equip(player: str, m: re.Match, _table: Table | None) -> Action:
    return ActivateAbility(player, m["source"], "equip", (m["target"],))


def _tap(player: str, m: re.Match, _table: Table | None) -> Action:
    return ActivateAbility(player, m["source"], "mana", color=m["color"])


def _attack(player: str, m: re.Match, _table: Table | None) -> Action:
    return DeclareAttackers(player, tuple(Attack(a, m["defender"]) for a in parse_list(m["attackers"])))


def _attack_table(player: str, _m: re.Match, table: Table | None) -> Action:
    rows = table_rows(table, {"attacker", "defender"}, {"attacker", "defender"})
    return DeclareAttackers(player, tuple(Attack(r["attacker"], r["defender"]) for r in rows))


def _block(player: str, m: re.Match, _table: Table | None) -> Action:
    return DeclareBlockers(player, tuple(Block(b, m["attacker"]) for b in parse_list(m["blockers"])))


def _block_table(player: str, _m: re.Match, table: Table | None) -> Action:
    rows = table_rows(table, {"blocker", "attacker"}, {"blocker", "attacker"})
    return DeclareBlockers(player, tuple(Block(r["blocker"], r["attacker"]) for r in rows))


def _targets(text: str | None) -> tuple[str, ...]:
    return parse_list(text, players=True) if text else ()


ACTION_PHRASES: tuple[tuple[re.Pattern, Callable[[str, re.Match, Table | None], Action]], ...] = tuple(
    (re.compile(pattern), build) for pattern, build in (
        (rf'cast "(?P<card>[^"]+)"{_ZONE}(?P<free> without paying its mana cost)?{_TARGETS}', _cast),
        (rf'play "(?P<card>[^"]+)"{_ZONE}', _play),
        (rf'activate "(?P<source>[^"]+)"{_TARGETS}', _activate),
        (r'equip "(?P<source>[^"]+)" to "(?P<target>[^"]+)"', _equip),
        (r'tap "(?P<source>[^"]+)" for (?:mana|"(?P<color>[WUBRGC])")', _tap),
        (r"attack with:", _attack_table),
        (rf"attack (?P<defender>{PLAYER}) with (?P<attackers>.+)", _attack),
        (r"block with:", _block_table),
        (r'block "(?P<attacker>[^"]+)" with (?P<blockers>.+)', _block),
        (r"declare no blockers", lambda p, m, t: DeclareBlockers(p, ())),
        (r"declare no attackers", lambda p, m, t: DeclareAttackers(p, ())),
        (r"pass priority", lambda p, m, t: PassPriority(p)),
        (r"concede", lambda p, m, t: Concede(p)),
        (r"take the initiative", lambda p, m, t: TakeInitiative(p)),
        (r"venture into Undercity", lambda p, m, t: Venture(p, "undercity")),
        (r"venture into the dungeon", lambda p, m, t: Venture(p, "dungeon")),
        (r"lose (?P<amount>\d+) life", lambda p, m, t: LoseLife(p, int(m["amount"]))),
    )
)


def parse_action(player: str, phrase: str, table: Table | None = None) -> Action:
    """An infinitive action phrase ('cast "Shock" targeting Bob') -> the Action ``player`` takes."""
    for pattern, build in ACTION_PHRASES:
        m = pattern.fullmatch(phrase.strip())
        if m:
            return build(player, m, table)
    raise PhraseError(f"not an action of docs/STEPS.md: {phrase!r}")


# --- scripted answers ----------------------------------------------------------------------

DECISION_PHRASES: tuple[tuple[re.Pattern, str, Callable[[re.Match], tuple[str, ...]]], ...] = tuple(
    (re.compile(pattern), kind, answer) for pattern, kind, answer in (
        (r'choose room "(?P<x>[^"]+)"', "choose-room", lambda m: (m["x"],)),
        (r'choose dungeon "(?P<x>[^"]+)"', "choose-dungeon", lambda m: (m["x"],)),
        (r"choose targets? (?P<xs>.+)", "choose-targets", lambda m: parse_list(m["xs"], players=True)),
        (r'find "(?P<x>[^"]+)"', "search-library", lambda m: (m["x"],)),
        (r"find nothing", "search-library", lambda m: ()),
        (r"scry (?P<xs>.+) to the bottom", "scry", lambda m: parse_list(m["xs"])),
        (r"keep the scried cards on top", "scry", lambda m: ()),
        (r'choose "(?P<x>[^"]+)" from the revealed cards', "choose-from-reveal", lambda m: (m["x"],)),
        (r'untap "(?P<x>[^"]+)"', "choose-untap", lambda m: (m["x"],)),
        (r"order the triggers to resolve (?P<xs>.+)", "order-triggers", lambda m: parse_list(m["xs"])),
        (r"discard (?P<xs>.+)", "choose-discard", lambda m: parse_list(m["xs"])),
        (r"sacrifice (?P<xs>.+)", "choose-sacrifice", lambda m: parse_list(m["xs"])),
        (r'choose "(?P<x>[^"]+)"', "choose-option", lambda m: (m["x"],)),
        (r'cast "(?P<x>[^"]+)" for free', "choose-cast", lambda m: (m["x"],)),
        (r"cast nothing for free", "choose-cast", lambda m: ()),
        (r"choose no targets?", "choose-targets", lambda m: ()),
        (r"choose nothing", ANY_KIND, lambda m: ()),
    )
)

_SHARE = re.compile(rf"(?P<amount>\d+) to (?P<to>{QUOTED}|{PLAYER})")


def parse_damage_assignment(text: str) -> tuple[str, ...]:
    """'3 to "Grizzly Bears", 2 to Bob' -> one recipient per point of damage, in the order
    written (the answer of an assign-combat-damage decision, docs/PROTOCOL.md)."""
    parts = [p.strip() for p in re.split(r",(?: and)? | and ", text.strip())]
    answer: list[str] = []
    for part in parts:
        m = _SHARE.fullmatch(part)
        if not m:
            raise PhraseError(f"a damage share is written 'N to \"Label\"' or 'N to Player', "
                              f"got {part!r}")
        answer += [m["to"].strip('"')] * int(m["amount"])
    return tuple(answer)


def parse_decision(phrase: str) -> tuple[str, tuple[str, ...]]:
    """What follows 'Alice will' -> (decision kind, answer)."""
    for pattern, kind, answer in DECISION_PHRASES:
        m = pattern.fullmatch(phrase.strip())
        if m:
            return kind, answer(m)
    raise PhraseError(f"not a scripted decision of docs/STEPS.md: 'will {phrase}'")
