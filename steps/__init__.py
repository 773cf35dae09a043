"""pytest-bdd step definitions for the docs/STEPS.md vocabulary, and the suite's pytest plugin."""
