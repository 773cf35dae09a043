"""Lookup quality: a committed query set (queries.json, built by ``python -m bench.lookup.build``
from the project's seed data and the hand-written questions.toml) and ``python -m bench.lookup``,
which prints hit@1 and hit@3 per language and per query type."""
