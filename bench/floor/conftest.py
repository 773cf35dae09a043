"""The floor run's only plugin hook: our metadata tags are not pytest markers (as in steps/)."""
from __future__ import annotations

OUR_TAG_PREFIXES = ("id:", "cr:", "card:", "requires:", "ruling:")


def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    return True if tag.startswith(OUR_TAG_PREFIXES) else None
