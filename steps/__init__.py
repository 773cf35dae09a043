"""The docs/STEPS.md vocabulary (given.py, when.py, then.py, registered in vocabulary.py), the
state one scenario's steps share (scenario_state.py), its bridge to pytest-bdd (bridge.py), and
the suite's pytest plugin (plugin.py, loaded as rulings.steps.plugin). It reads the scenario model in scenarios/, never the
rulings library above it."""
