"""Choosing scenarios by their tags (@id:, @cr:, @card:, or any whole tag).

Within one kind the choices are alternatives (any may match); across kinds all must match.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


def tag_values(tags: Iterable[str], prefix: str) -> list[str]:
    """The values of ``prefix:`` tags: 'cr:726.2:2026-09-25' -> '726.2' for prefix 'cr'."""
    return [tag.split(":")[1] for tag in tags if tag.startswith(prefix + ":")]


def rule_matches(query: str, rule: str) -> bool:
    """A rule matches itself and its sub-rules: 725 -> 726.2 -> 726.2a, but 701.4 !-> 701.49."""
    if not rule.startswith(query):
        return False
    rest = rule[len(query):]
    return rest == "" or rest[0] == "." or (rest[0].isalpha() and "." in query)


@dataclass(frozen=True)
class Selection:
    ids: tuple[str, ...] = ()
    cr: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()

    def matches(self, tags: Iterable[str], scenario_id: str = "") -> bool:
        """``scenario_id`` is the result id, e.g. 'INIT-010[2]' for one row of an outline."""
        tags = set(tags)
        wanted_tags = {t.lstrip("@") for t in self.tags}
        wanted_ids = {i.lstrip("@").removeprefix("id:").upper() for i in self.ids}
        ids = {i.upper() for i in [*tag_values(tags, "id"), scenario_id]}
        rules = tag_values(tags, "cr")
        return all((
            not wanted_ids or bool(wanted_ids & ids),
            not self.cr or any(rule_matches(q, r) for q in self.cr for r in rules),
            not self.cards or bool(set(self.cards) & set(tag_values(tags, "card"))),
            not wanted_tags or bool(wanted_tags & tags),
        ))
