# napdesk: `make run` plays, `make test` checks everything. Both set up .venv on first use.

PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip

# The versions `make test` and CI install: pinned in constraints.txt (refreshed by `make constraints`, below).
# pyproject.toml keeps the ranges a user's pip may choose from.
CONSTRAINTS := constraints.txt
PIN         := --constraint $(CONSTRAINTS)

# Install stamps: reinstall only when the project metadata or the pins change.
INSTALLED_RUN  := $(VENV)/.installed-run
INSTALLED_TEST := $(VENV)/.installed-test
INSTALL_INPUTS := pyproject.toml napdesk/__init__.py $(CONSTRAINTS)

# Translations: sources and compiled files (see `translations` below).
TS_FILES     := napdesk/i18n/napdesk_nl.ts napdesk/i18n/napdesk_es.ts
TS_PLURALS   := napdesk/i18n/napdesk_en.ts
QM_FILES     := $(TS_FILES:.ts=.qm) $(TS_PLURALS:.ts=.qm)
I18N_SOURCES  = $(sort $(wildcard napdesk/ui/*.py napdesk/ui/table/*.py napdesk/ui/dialogs/*.py))

# mypy over napdesk, tests and bench; bench only once it holds Python files (mypy refuses an empty folder).
MYPY_PATHS = napdesk tests $(if $(wildcard bench/*.py),bench)

.PHONY: all run test lint bench native venv clean screenshots dist dist-check translations stress constraints install uninstall docs

all: test

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "make: no python3.11 or python3 on PATH" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip $(PIN)

venv: $(BIN)/python

$(INSTALLED_RUN): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet $(PIN) --editable '.[native]'
	@touch $@

# The test install includes everything the run install has, so it stamps both.
$(INSTALLED_TEST): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet $(PIN) --editable '.[test]'
	@touch $@ $(INSTALLED_RUN)

# The compiled copy of the solver's search (tools/native.py, napdesk/engine/compiled.py), rebuilt whenever the
# search changes. Without a C compiler it builds nothing, says so, and the solver runs the Python module (the same
# answers, about three times slower). The stamp lives in .venv, so it never reaches the repository or the sdist.
NATIVE := $(VENV)/.native-built
$(NATIVE): napdesk/engine/search.py napdesk/engine/bounds.py napdesk/engine/rests.py napdesk/engine/rankmajor.py \
        napdesk/engine/relative_tables.py \
        tools/native.py | $(INSTALLED_RUN)
	$(BIN)/python tools/native.py
	@touch $@

# Always builds: after installing a C compiler, `make native` compiles what the stamp says was tried.
native: | $(INSTALLED_RUN)
	$(BIN)/python tools/native.py
	@touch $(NATIVE)

run: $(INSTALLED_RUN) $(QM_FILES) $(NATIVE)
	$(BIN)/napdesk

# Translations (napdesk/i18n, napdesk/ui/i18n.py). The .ts files are the sources: pyside6-lupdate collects every
# tr()/translate()/QT_TRANSLATE_NOOP text of the UI into them, a person translates them (Qt Linguist or an editor).
# The .qm files napdesk loads are compiled from them by pyside6-lrelease (both tools come with PySide6-Essentials).
# napdesk_en.ts holds only the English plural forms ("%n card(s)" -> "1 card", "5 cards"): lupdate -pluralonly.
# The .qm are in the repository, so `make test` needs no tool; tests/ui/test_i18n.py checks they match the .ts.
# `make translations`: collect new texts (they arrive unfinished, to be translated), then compile. The house-rule
# declarations of the Qt-free engine reach lupdate through napdesk/ui/rule_texts.py, written by tools/rule_texts.py.

translations: $(INSTALLED_RUN)
	$(BIN)/python tools/rule_texts.py
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete $(I18N_SOURCES) -ts $(TS_FILES)
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete -pluralonly $(I18N_SOURCES) -ts $(TS_PLURALS)
	$(MAKE) $(QM_FILES)
	@grep -c 'type="unfinished"' $(TS_FILES) $(TS_PLURALS) || true

napdesk/i18n/%.qm: napdesk/i18n/%.ts | $(INSTALLED_RUN)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# docs/rules.md is written from the rule declarations (tests/test_docs.py fails when it is stale).
docs: $(INSTALLED_RUN)
	$(BIN)/python tools/rules_doc.py

# pytest twice: the default suite, then the tests marked slow (long but bounded work: fuzzing, exhaustive solver
# checks), each to its own summary; it fails if either did.
test: $(INSTALLED_TEST) $(NATIVE)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q; suite=$$?; \
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q -m slow; slow=$$?; \
	test $$suite -eq 0 && test $$slow -eq 0
	$(BIN)/ruff check .
	$(BIN)/mypy $(MYPY_PATHS)
	$(BIN)/lint-imports

# The load-sensitive tests (STRESS_SUITE: the UI, the AI's timed searches, the store's full disk, the child
# processes) STRESS_RUNS times back to back beside STRESS_HOGS busy processes (tests/stress/run.py): the crashes,
# races and timing assumptions a quiet machine hides. Stops at the first failing run and prints a summary.
# `make stress STRESS_SUITE=full` runs the whole suite, slow tests included, instead. Not part of `make test`.
STRESS_RUNS  ?= 3
STRESS_HOGS  ?= 2
STRESS_SUITE ?= load
stress: $(INSTALLED_TEST) $(NATIVE)
	$(BIN)/python tests/stress/run.py --runs $(STRESS_RUNS) --hogs $(STRESS_HOGS) --suite $(STRESS_SUITE)

# Mutation testing (tools/mutate.py): a sample of one-line changes of each module, each run against the tests
# mapped to that module; prints killed/survived per file and every survivor (file:line: the change). CPU-heavy:
# niced, and a sample of MUTATE_SAMPLE mutants per file (0: all) drawn with MUTATE_SEED, so a run fits a CI budget.
# Not part of `make test`. MUTATE_JOBS runs that many at once; MUTATE_FAIL_UNDER fails a package below it (percent).
# The solver's search is left out by default (MUTATE_SKIP=): its tests take minutes a mutant on the Python module.
MUTATE_TARGETS    ?= napdesk/engine napdesk/store napdesk/ai/hints.py napdesk/ui/controller.py
MUTATE_SKIP       ?= napdesk/engine/search.py napdesk/engine/bounds.py napdesk/engine/rests.py \
                     napdesk/engine/rankmajor.py napdesk/engine/solver.py
MUTATE_SAMPLE     ?= 2
MUTATE_SEED       ?= 1
MUTATE_JOBS       ?= 1
MUTATE_FAIL_UNDER ?= 0
.PHONY: mutate
mutate: $(INSTALLED_TEST) $(NATIVE)
	QT_QPA_PLATFORM=offscreen nice -n 10 $(BIN)/python tools/mutate.py $(MUTATE_TARGETS) --sample $(MUTATE_SAMPLE) \
		--seed $(MUTATE_SEED) --jobs $(MUTATE_JOBS) --fail-under $(MUTATE_FAIL_UNDER) \
		$(if $(strip $(MUTATE_SKIP)),--skip $(MUTATE_SKIP))

lint: $(INSTALLED_TEST)
	$(BIN)/ruff check .
	$(BIN)/mypy $(MYPY_PATHS)
	$(BIN)/lint-imports

bench: $(INSTALLED_RUN) $(NATIVE)
	$(BIN)/python bench/engine.py

# The real app on Xvfb (xvfb-run: Debian's xvfb and xauth), PNGs of the table in each phase under screenshots/.
screenshots: $(INSTALLED_RUN) $(NATIVE)
	xvfb-run -a -s "-screen 0 1920x1200x24" $(BIN)/python tools/screenshots.py screenshots

# One-folder program with PyInstaller (packaging/napdesk.spec, packaging/README.md): dist/napdesk/napdesk, with the
# compiled search when it could be built ($(NATIVE)). The `dist` extra (PyInstaller) is installed only here, never
# by `make test`.
INSTALLED_DIST := $(VENV)/.installed-dist
DIST_EXE       := dist/napdesk/napdesk
DIST_INPUTS     = packaging/napdesk.spec packaging/launcher.py $(wildcard packaging/fonts/*) pyproject.toml \
                  $(shell find napdesk assets -type f -not -path '*/__pycache__/*' 2>/dev/null)

$(INSTALLED_DIST): $(INSTALL_INPUTS) | $(BIN)/python
	$(PIP) install --quiet $(PIN) --editable '.[dist]'
	@touch $@ $(INSTALLED_RUN)

dist: $(INSTALLED_DIST) $(QM_FILES) $(NATIVE)
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

# Refresh the pins: the newest versions pyproject.toml's ranges allow today, installed into a throw-away venv from
# the same Python and written to constraints.txt. Then `make test`, and commit constraints.txt when it is green.
CONSTRAINTS_VENV := build/constraints-venv

constraints:
	@test -n "$(PYTHON)" || { echo "make: no python3.11 or python3 on PATH" >&2; exit 1; }
	rm -rf $(CONSTRAINTS_VENV)
	$(PYTHON) -m venv $(CONSTRAINTS_VENV)
	$(CONSTRAINTS_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(CONSTRAINTS_VENV)/bin/python -m pip install --quiet '.[test,dist]'
	{ echo "# The versions \`make test\` and CI install (pip --constraint): written by \`make constraints\` on"; \
	  echo "# $$($(CONSTRAINTS_VENV)/bin/python --version), $$(date -u +%Y-%m-%d). Edit pyproject.toml's ranges, not this file."; \
	  $(CONSTRAINTS_VENV)/bin/python -m pip freeze --all --exclude napdesk; } > $(CONSTRAINTS)
	rm -rf $(CONSTRAINTS_VENV)
	@echo "constraints.txt written; run make test, then commit it"

# Install for a desktop: `make install PREFIX=/usr/local` (or PREFIX=$$HOME/.local; DESTDIR=... stages it for a
# package). The program goes into its own folder $(PREFIX)/lib/napdesk (pip --target: napdesk and its dependencies;
# PIP_FLAGS=--no-deps where a distribution provides them), with the compiled search (tools/native.py --copy-to: the
# checkout's copy when built from today's sources, else one built there where a C compiler is) and every module
# compiled to .pyc (compileall -d: the paths in them are the installed ones, never DESTDIR's). $(PREFIX)/bin/napdesk
# starts it with LAUNCH_PYTHON: the interpreter .venv was made from (the compiled wheels pip put beside napdesk fit
# only it); with PIP_FLAGS=--no-deps, `python3` found on PATH where the program runs: the distribution's, which has
# the dependencies (a package is built with that very python3, so the .pyc and the compiled search fit it; another
# Python ignores both and runs the sources: slower, the same answers). Then the desktop entry, the AppStream
# metainfo and the icons in the hicolor theme. `make uninstall` (same PREFIX and DESTDIR) removes exactly these.
PREFIX        ?= /usr/local
DESTDIR       ?=
APP_ID        := io.github.napdesk.Napdesk
PIP_FLAGS      ?=
VENV_BASE      = $(shell $(BIN)/python -c 'import sys; print(sys._base_executable)' 2>/dev/null)
LAUNCH_PYTHON ?= $(if $(findstring --no-deps,$(PIP_FLAGS)),python3,$(VENV_BASE))
ICON_SIZES    := 16 32 48 64 128 256 512
ROOT          := $(DESTDIR)$(PREFIX)
INSTALLED_FILES = bin/napdesk share/applications/$(APP_ID).desktop share/metainfo/$(APP_ID).metainfo.xml \
                  share/icons/hicolor/scalable/apps/$(APP_ID).svg \
                  $(foreach n,$(ICON_SIZES),share/icons/hicolor/$(n)x$(n)/apps/$(APP_ID).png)

install: | $(BIN)/python
	@test -n "$(LAUNCH_PYTHON)" || { echo "make install: no interpreter for the launcher (LAUNCH_PYTHON)" >&2; exit 1; }
	rm -rf $(ROOT)/lib/napdesk build/lib  # build/lib: a stale copy there (a module since removed) would be shipped
	$(PIP) install --quiet --no-warn-script-location --no-compile $(PIN) $(PIP_FLAGS) --target $(ROOT)/lib/napdesk .
	rm -rf $(ROOT)/lib/napdesk/bin
	$(BIN)/python tools/native.py --copy-to $(ROOT)/lib/napdesk/napdesk/engine
	# .pyc for all (PySide6's .tmpl.py templates are no Python)
	$(BIN)/python -m compileall -q -j 0 -x '\.tmpl\.py$$' -d $(PREFIX)/lib/napdesk $(ROOT)/lib/napdesk
	install -d $(ROOT)/bin
	printf '#!/bin/sh\n# napdesk, installed by make install\nPYTHONPATH="%s$${PYTHONPATH:+:$$PYTHONPATH}" exec "%s" -P -m napdesk "$$@"\n' \
		'$(PREFIX)/lib/napdesk' '$(LAUNCH_PYTHON)' > $(ROOT)/bin/napdesk
	chmod 755 $(ROOT)/bin/napdesk
	install -Dm644 packaging/linux/$(APP_ID).desktop $(ROOT)/share/applications/$(APP_ID).desktop
	install -Dm644 packaging/linux/$(APP_ID).metainfo.xml $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 assets/icons/napdesk.svg $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	for n in $(ICON_SIZES); do \
		install -Dm644 assets/icons/napdesk-$$n.png $(ROOT)/share/icons/hicolor/$${n}x$$n/apps/$(APP_ID).png; \
	done

uninstall:
	rm -rf $(ROOT)/lib/napdesk
	rm -f $(addprefix $(ROOT)/,$(INSTALLED_FILES))

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache
	rm -f napdesk/engine/_search_native*
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
