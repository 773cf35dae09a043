"""The suite's version: set from git tags when the package is built (setuptools-scm, configured
in pyproject.toml), read here from the installed package's metadata.

Releases are tagged ``vX.Y.Z`` on main (docs/RELEASING.md). The forms a version takes:

- ``0.4.0``: the release tagged v0.4.0;
- ``0.4.0.post1.dev3+gabc1234``: 3 commits after v0.4.0, at commit abc1234 (``.d20260925``
  appended: with uncommitted changes);
- ``0.0.0.post1.dev512+unknown.gabc1234``: no release tag in the history (an untagged or
  shallow clone): setuptools-scm counts from the fallback version (older setuptools-scm: from
  ``0.0``, ``0.0.post1.dev512+gabc1234``);
- ``0.0.0+unknown`` (FALLBACK): built without git metadata (a copy of the files), or not
  installed at all.

An editable install (``pip install -e .``, ``make setup``) keeps the version computed when it was
installed: install again after tagging. The feature files' own hash (``suite_hash``) is computed
at run time, so it always matches the scenarios that ran.
"""
from __future__ import annotations

import re
from importlib.metadata import PackageNotFoundError, version

FALLBACK = "0.0.0+unknown"  # pyproject.toml's [tool.setuptools_scm] fallback_version
UNTAGGED = ("0.0", "0.0.0")  # what setuptools-scm counts from when no tag is in the history
_FORM = re.compile(r"(?P<release>\d+(?:\.\d+)*)(?:\.post\d+)?(?:\.dev(?P<distance>\d+))?"
                   r"(?:\+(?P<local>[a-z0-9.]+))?$")


def suite_version() -> str:
    """The installed suite's version (FALLBACK when the package is not installed)."""
    try:
        return version("rulings")
    except PackageNotFoundError:
        return FALLBACK


def describe(text: str) -> str:
    """What a suite version says, in words: a release, commits after one, untagged, unknown."""
    if text == FALLBACK:
        return "unknown: built without git metadata (a copy of the files, not a clone or a release)"
    form = _FORM.match(text)
    if form is None:
        return "not a version this suite writes"
    release, distance, local = form["release"], form["distance"], form["local"] or ""
    commit = next((part[1:] for part in local.split(".") if re.fullmatch(r"g[0-9a-f]+", part)), "")
    dirty = " with uncommitted changes" if re.search(r"(^|\.)d\d{8}($|\.)", local) else ""
    at = f" (commit {commit}{dirty})" if commit else dirty
    if release in UNTAGGED:
        return f"untagged: no release tag in the history{at}; fetch the tags to name the release"
    if distance in (None, "0"):  # on the tag itself (with local changes, if any)
        return f"release v{release}{at}"
    return f"{distance} commit{'s' if distance != '1' else ''} after release v{release}{at}"

