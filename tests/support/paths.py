"""Where the checkout is: the tests read its files (features, docs, expectations)."""
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
# the scripted wire engine of the client, runner and CLI tests (its docstring lists its modes)
FAKE_ENGINE = REPO_ROOT / "tests" / "support" / "engines" / "fake_engine.py"
