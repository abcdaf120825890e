# napdesk: `make run` plays, `make test` checks everything. Both set up .venv on first use.

PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip

# Install stamps: reinstall only when the project metadata changes.
INSTALLED_RUN  := $(VENV)/.installed-run
INSTALLED_TEST := $(VENV)/.installed-test
INSTALL_INPUTS := pyproject.toml napdesk/__init__.py

# Translations: sources and compiled files (see `translations` below).
TS_FILES     := napdesk/i18n/napdesk_nl.ts napdesk/i18n/napdesk_es.ts
QM_FILES     := $(TS_FILES:.ts=.qm)
I18N_SOURCES  = $(sort $(wildcard napdesk/ui/*.py napdesk/ui/table/*.py napdesk/ui/dialogs/*.py))

# mypy over napdesk, tests and bench; bench only once it holds Python files (mypy refuses an empty folder).
MYPY_PATHS = napdesk tests $(if $(wildcard bench/*.py),bench)

.PHONY: all run test lint bench venv clean screenshots dist dist-check translations

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

run: $(INSTALLED_RUN) $(QM_FILES)
	$(BIN)/napdesk

# Translations (napdesk/i18n, napdesk/ui/i18n.py). The .ts files are the sources: pyside6-lupdate collects every
# tr()/translate()/QT_TRANSLATE_NOOP text of the UI into them, a person translates them (Qt Linguist or an editor).
# The .qm files napdesk loads are compiled from them by pyside6-lrelease (both tools come with PySide6-Essentials).
# The .qm are in the repository, so `make test` needs no tool; tests/ui/test_i18n.py checks they match the .ts.
# `make translations`: collect new texts (they arrive unfinished, to be translated), then compile. The house-rule
# declarations of the Qt-free engine reach lupdate through napdesk/ui/rule_texts.py, written by tools/rule_texts.py.

translations: $(INSTALLED_RUN)
	$(BIN)/python tools/rule_texts.py
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete $(I18N_SOURCES) -ts $(TS_FILES)
	$(MAKE) $(QM_FILES)
	@grep -c 'type="unfinished"' $(TS_FILES) || true

napdesk/i18n/%.qm: napdesk/i18n/%.ts | $(INSTALLED_RUN)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

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

# The real app on Xvfb (xvfb-run: Debian's xvfb and xauth), PNGs of the table in each phase under screenshots/.
screenshots: $(INSTALLED_RUN)
	xvfb-run -a -s "-screen 0 1920x1200x24" $(BIN)/python tools/screenshots.py screenshots

# One-folder program with PyInstaller (packaging/napdesk.spec, packaging/README.md): dist/napdesk/napdesk.
# The `dist` extra (PyInstaller) is installed only here, never by `make test`.
INSTALLED_DIST := $(VENV)/.installed-dist
DIST_EXE       := dist/napdesk/napdesk
DIST_INPUTS     = packaging/napdesk.spec packaging/launcher.py $(wildcard packaging/fonts/*) pyproject.toml \
                  $(shell find napdesk assets -type f -not -path '*/__pycache__/*' 2>/dev/null)

$(INSTALLED_DIST): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet --editable '.[dist]'
	@touch $@ $(INSTALLED_RUN)

dist: $(INSTALLED_DIST) $(QM_FILES)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/napdesk.spec
	@du -sh dist/napdesk

# Rebuilt only when a source, an asset or the spec is newer than the program.
$(DIST_EXE): $(DIST_INPUTS) | $(INSTALLED_DIST)
	$(MAKE) dist

# Start the built program offscreen (NAPDESK_SMOKE_TEST, see packaging/launcher.py): it must open the main window,
# print its title and exit 0. tests/test_dist.py does the same under pytest when NAPDESK_DIST_TEST=1.
dist-check: $(DIST_EXE)
	$(BIN)/python packaging/dist_check.py $(DIST_EXE)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
