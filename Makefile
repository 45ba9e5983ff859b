# The two commands a newcomer needs: `make app` and `make test` (README.md).
# Both create .venv on first use and install the kit into it; nothing else is needed first.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
TEST_STAMP := $(VENV)/.test-tools-stamp
APP_VENV := .venv-app
APP_STAMP := $(APP_VENV)/.installed-stamp
PORT   ?= 8866
LAB_PORT ?= 8888
IP     ?= 127.0.0.1
# JupyterLab refuses to run as root (containers, some VMs) unless told it may.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: app lab student-copy test test-fast editions exercises precomputed bench install clean

# Two steps: the kit with Jupyter and Voila (what `make app` and `make lab` need), then the test
# tools (pytest, Playwright, nbval, scipy, Dask…: about a gigabyte more) for `make test` (and for
# `make sheets-pdf`, which prints the sheets with Playwright's Chromium driver).
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "kit needs Python 3.11 or newer; this is " + sys.version.split()[0]' \
		|| { echo "Install Python 3.11+ (or run: make PYTHON=python3.11 ...)"; exit 1; }
	@echo "Installing the kit, Jupyter and Voila into $(VENV): the first time takes a few minutes (later, nothing)."
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --progress-bar on -e '.[notebook]'
	@touch $(STAMP)

# The test tools include a school's JupyterHub (the `hub` extra) and its proxy from the npm registry
# (deploy/package.json, into deploy/node_modules) for tests/test_hub.py; without npm that test skips
# (and fails under CI=true).
$(TEST_STAMP): $(STAMP) deploy/package-lock.json
	@echo "Installing the test tools into $(VENV) (pytest, Playwright, nbval, scipy, Dask, JupyterHub): a few minutes the first time."
	$(BIN)/python -m pip install --progress-bar on -e '.[notebook,test,hub]'
	@if command -v npm >/dev/null 2>&1; then npm ci --prefix deploy --no-audit --no-fund --loglevel=error; \
		else echo "npm not found: the JupyterHub test (tests/test_hub.py) will be skipped"; fi
	@touch $(TEST_STAMP)

# make app's environment alone, beside .venv: the kit with '.[notebook]' and nothing of the test
# tools (no Dask, no scipy, no pytest), in which tests/test_pages_as_served.py serves every page
# as make app does (issue 33: a page that worked only where the test tools were installed).
# About 25 s with pip's cache warm; its pages run the kit of this folder (an editable install).
$(APP_STAMP): pyproject.toml
	@echo "Installing make app's own environment into $(APP_VENV) (the kit, Jupyter and Voila only) for the page tests."
	$(PYTHON) -m venv $(APP_VENV)
	$(APP_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(APP_VENV)/bin/python -m pip install --quiet -e '.[notebook]'
	@touch $(APP_STAMP)

install: $(TEST_STAMP) $(APP_STAMP)

# A class opening one app at once: make app IP=0.0.0.0 CLASS=30 PREPARE="it/un_due_tre_app.ipynb" [CODE=…] (README.md)
app: $(STAMP)
	$(BIN)/python -m kit.tools.app --port=$(PORT) --ip=$(IP) $(if $(CLASS),--class-size=$(CLASS)) $(if $(PREPARE),--prepare $(PREPARE)) $(if $(CODE),--class-code=$(CODE)) $(if $(TEACHER),--teacher)

# JupyterLab in the class's language (LANG_EDITION=en for English), Python's errors told in words (kit/tools/lab.py)
# A student's view: no solutions, no teacher's guide (make lab TEACHER=1 shows everything).
lab: $(STAMP)
	$(BIN)/python -m kit.tools.lab --lang $(or $(LANG_EDITION),it) --port $(LAB_PORT) $(ALLOW_ROOT) $(if $(TEACHER),--teacher)

# A student's copy to hand out, without the answer key (kit/tools/student_copy.py): a folder, or a
# zip if OUT ends in .zip: make student-copy [OUT=student_copy | OUT=../kit-studente.zip]
student-copy: $(STAMP)
	$(BIN)/python -m kit.tools.student_copy --out "$(or $(OUT),student_copy)"

test: $(TEST_STAMP) $(APP_STAMP)
	$(BIN)/python -m pytest

# The quick tier while working (README.md): no browser, no Voila server, no notebooks (only tests/
# is collected, so nbval has nothing to run), none of the long seeded runs (marked slow).
test-fast: $(TEST_STAMP)
	$(BIN)/python -m pytest tests -m "not browser and not server and not slow"

# Every notebook and sheet in Italian and English from its one source in source/ (run, with outputs),
# the exercise sheets and the answer keys; `make editions NAMES="deal_hands"` for some only.
editions: $(STAMP)
	$(BIN)/python -m kit.tools.editions $(NAMES)

exercises: editions

# The lessons' big simulations, saved in kit/lessons/data/ for the pages to load (kit/lessons/precomputed.py);
# `make precomputed PAGES="misconceptions"` for some only. Then `make editions` to refresh the pages.
precomputed: $(TEST_STAMP)
	$(BIN)/python -m kit.lessons.precomputed $(PAGES)

# Per-student sheets (kit/tools/sheets.py): make sheets CLASS=roster.csv SEED=2024 [SHEET=1..6] [OUT=sheets_out] [SHEET_LANG=en]
# The key CSV in OUT holds the students' names: sheets_out/ is git-ignored.
.PHONY: sheets
sheets: $(STAMP)
	@test -n "$(CLASS)" -a -n "$(SEED)" || { echo "usage: make sheets CLASS=roster.csv SEED=<whole number> [SHEET=1..6] [OUT=sheets_out] [SHEET_LANG=it|en]"; exit 2; }
	$(BIN)/python -m kit.tools.sheets --class "$(CLASS)" --seed "$(SEED)" --sheet "$(or $(SHEET),1)" --out "$(or $(OUT),sheets_out)" --lang "$(or $(SHEET_LANG),it)"

# A PDF of every exercise sheet, both languages, to hand out on paper (kit/tools/sheets_pdf.py):
# sheets_pdf/it/01_dealing_probability.pdf … sheets_pdf/en/06_tre_cinque_otto.pdf (git-ignored), A4, the
# formulas typeset offline by the kit's Voila server, printed by headless Chromium through Playwright
# (a test tool: hence $(TEST_STAMP); Chromium itself is the system's). Each answer cell is an empty box
# to write in. Some only: make sheets-pdf NAMES="1 5" [SHEET_LANG=en] [OUT=sheets_pdf]
.PHONY: sheets-pdf
sheets-pdf: $(TEST_STAMP)
	$(BIN)/python -m kit.tools.sheets_pdf --out "$(or $(OUT),sheets_pdf)" $(if $(SHEET_LANG),--lang $(SHEET_LANG)) $(NAMES)

bench: $(TEST_STAMP)
	$(BIN)/python bench/dealing.py
	$(BIN)/python bench/un_due_tre.py
	$(BIN)/python bench/uno.py
	$(BIN)/python bench/slap.py
	$(BIN)/python bench/scale.py

clean:
	rm -rf $(VENV) $(APP_VENV) test-results .pytest_cache
