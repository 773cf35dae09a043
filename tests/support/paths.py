"""Where the checkout is: the tests read its files (features, docs, expectations)."""
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
