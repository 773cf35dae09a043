"""The docs/STEPS.md vocabulary (given.py, when.py, then.py, registered in vocabulary.py), its
bridge to pytest-bdd (bridge.py), and the suite's pytest plugin (conftest.py)."""
