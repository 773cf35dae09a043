"""The evaluation sets of ``python -m bench.lookup``, and their split into a development half and
a test half.

- regression: bench/lookup/queries.json (built by build.py from the seed data: card names,
  printed text, ruling texts and questions.toml), the set lookup was tuned on before issue 24;
- real: bench/lookup/real.toml, questions asked in public (each with its source);
- natural: bench/lookup/natural.toml, natural-language ruling questions in every seed language.

real.toml and natural.toml are read tolerantly: ``[[question]]`` tables (``[[q]]`` too) with
``id`` and ``query`` (or ``question``/``text``), ``lang`` (default "en"), and the answering
scenarios as ``scenarios`` (or ``answers``: scenario ids, an outline's base id standing for its
rows) and/or ``rulings`` (ruling ids: the scenarios tagged with them). ``type`` defaults to the
set's name (or ``kind``). ``answers = []`` marks a question the suite does not answer: kept
in the file, not scored. A question without answers otherwise, or naming an unknown scenario or ruling, is an error
naming the file and the question's id. A missing file is an empty set.

The split is fixed by each question's ``id``, never by hand: ``dev`` when the first byte of
sha256("rulings-lookup-eval-v1:" + id) is even, else ``test``. A regression query's id is its
type, language and text (``reg:name-exact:de:Fackel des Wegsuchers``), stable across rebuilds.
"""
from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
QUERIES = HERE / "queries.json"
REAL = HERE / "real.toml"
NATURAL = HERE / "natural.toml"
SETS = ("regression", "real", "natural")
SALT = "rulings-lookup-eval-v1:"


class SetError(Exception):
    """An evaluation file that cannot be read: the message names the file and the question."""


def half(question_id: str) -> str:
    """``dev`` or ``test``: the half a question belongs to, fixed by its id."""
    return "dev" if hashlib.sha256((SALT + question_id).encode()).digest()[0] % 2 == 0 else "test"


def regression(path: Path = QUERIES) -> list[dict]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for q in rows:
        qid = f"reg:{q['type']}:{q['lang']}:{q['query']}"
        out.append({**q, "id": qid, "set": "regression", "half": half(qid)})
    return out


def questions(path: Path, name: str, index) -> list[dict]:
    """The questions of real.toml or natural.toml, answers resolved to scenario ids on ``index``
    (rulings.scenarios.index.Index)."""
    if not path.exists():
        return []
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise SetError(f"{path.name}: not TOML: {exc}") from None
    tables = raw.get("question", raw.get("q", []))
    by_ruling: dict[str, list[str]] = {}
    for e in index.entries:
        for rid in e.tag_values("ruling"):
            by_ruling.setdefault(rid, []).append(e.id)
    out, seen = [], set()
    for n, q in enumerate(tables):
        qid = q.get("id")
        where = f"{path.name}: question {qid!r}" if qid else f"{path.name}: question {n + 1}"
        if not isinstance(qid, str) or not qid.strip():
            raise SetError(f"{where}: no id")
        if qid in seen:
            raise SetError(f"{where}: the id is used twice")
        seen.add(qid)
        text = q.get("query", q.get("question", q.get("text")))
        if not isinstance(text, str) or not text.strip():
            raise SetError(f"{where}: no query")
        answers: list[str] = []
        for sid in _strings(q.get("scenarios", q.get("answers", [])), where):
            family = index.family(sid)
            if not family:
                raise SetError(f"{where}: no scenario {sid}")
            answers += [e.id for e in family]
        for rid in _strings(q.get("rulings", []), where):
            if rid not in by_ruling:
                raise SetError(f"{where}: no scenario is tagged @ruling:{rid}")
            answers += by_ruling[rid]
        if not answers:
            if "answers" in q or "scenarios" in q:  # answers = []: a gap the suite keeps, unscored
                continue
            raise SetError(f"{where}: no answering scenario (scenarios or rulings)")
        out.append({"id": qid, "set": name, "half": half(qid), "type": str(q.get("type", q.get("kind", name))),
                    "lang": str(q.get("lang", "en")), "query": text,
                    "answers": sorted(set(answers)), "source": str(q.get("source", ""))})
    return out


def _strings(value, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SetError(f"{where}: expected a list of ids")
    return value


def load_all(index) -> list[dict]:
    """Every evaluation question of the three sets, each with its set and half."""
    return [*regression(), *questions(REAL, "real", index), *questions(NATURAL, "natural", index)]
