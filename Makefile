# napdesk: `make run` plays, `make test` checks everything. Both set up .venv on first use.

PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip

# Install stamps: reinstall only when the project metadata changes.
INSTALLED_RUN  := $(VENV)/.installed-run
INSTALLED_TEST := $(VENV)/.installed-test
INSTALL_INPUTS := pyproject.toml napdesk/__init__.py

# mypy over napdesk, tests and bench; bench only once it holds Python files (mypy refuses an empty folder).
MYPY_PATHS = napdesk tests $(if $(wildcard bench/*.py),bench)

.PHONY: all run test lint bench venv clean

all: test

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "make: no python3.11 or python3 on PATH" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

venv: $(BIN)/python

$(INSTALLED_RUN): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet --editable .
	@touch $@

# The test install includes everything the run install has, so it stamps both.
$(INSTALLED_TEST): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet --editable '.[test]'
	@touch $@ $(INSTALLED_RUN)

run: $(INSTALLED_RUN)
	$(BIN)/napdesk

test: $(INSTALLED_TEST)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q
	$(BIN)/ruff check .
	$(BIN)/mypy $(MYPY_PATHS)
	$(BIN)/lint-imports

lint: $(INSTALLED_TEST)
	$(BIN)/ruff check .
	$(BIN)/mypy $(MYPY_PATHS)
	$(BIN)/lint-imports

bench: $(INSTALLED_RUN)
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
