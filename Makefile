# Chronofact: two commands.
#   make serve  - install what is missing, start the local Neo4j and the API (Ctrl-C stops both)
#   make test   - install what is missing, run the whole test suite against a real Neo4j
#                 (the reliability suite in its bounded form included)
#   make reliability - the reliability suite in full (>= 10,000 schemathesis requests, kills of
#                 the API and of a throwaway Neo4j of its own; tens of minutes)
PYTHON ?= python3
PIP := $(PYTHON) -m pip
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export PIP_DISABLE_PIP_VERSION_CHECK := 1
export PIP_ROOT_USER_ACTION := ignore

.PHONY: install serve test reliability lint bench neo4j-install neo4j-start neo4j-stop

## install: Python packages (once per machine; pip's cache makes repeats quick) + Neo4j jars
install:
	$(PIP) install -q --upgrade "pip>=25"
	$(PIP) install -q -e ".[test]"
	$(PYTHON) -m chronofact.api.cli neo4j install

serve: install
	$(PYTHON) -m chronofact.api.cli serve

test: install
	$(PYTHON) -m pytest

reliability: install
	CHRONOFACT_RELIABILITY=full $(PYTHON) -m pytest -m reliability -rsxX tests/reliability

lint:
	ruff check chronofact tests bench
	mypy

bench: install
	$(PYTHON) -m bench.run_all

neo4j-install:
	$(PYTHON) -m chronofact.api.cli neo4j install
neo4j-start:
	$(PYTHON) -m chronofact.api.cli neo4j start
neo4j-stop:
	$(PYTHON) -m chronofact.api.cli neo4j stop
