# sheetd: build, run and test. Each target installs what it is missing first
# (scripts/ensure-deps.sh), so `make run` and `make test` work on a fresh Debian 12 machine.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

SWIFT ?= swift
# Extra flags for `make run`, e.g. ARGS='--threads 2'. sheetd also reads PORT, HOST, … from
# the environment, which make passes through (`PORT=9000 make run`).
ARGS ?=

DEPS := scripts/ensure-deps.sh
VENV := .venv
OPENAPI_SWIFT := Sources/SheetService/OpenAPIDocument.swift
RELEASE_BIN := .build/release/sheetd
FORMAT_PATHS := Sources Tests

.PHONY: help build run test check bench lint fmt regen-goldens openapi-embed

help: ## List the targets
	@echo "Usage: make TARGET   (PORT=… HOST=… ARGS='…' make run)"
	@awk -F ':.*## ' '/^[a-z-]+:.*## / { printf "  %-15s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)

build: $(OPENAPI_SWIFT) ## Build the release sheetd (.build/release/sheetd)
	@$(DEPS) build
	$(SWIFT) build -c release --product sheetd

run: $(OPENAPI_SWIFT) ## Build and serve (port 8080 unless PORT=…; see `sheetd --help`)
	@$(DEPS) build fonts
	$(SWIFT) build -c release --product sheetd
	exec $(RELEASE_BIN) $(ARGS)

test: $(OPENAPI_SWIFT) ## Run every test: swift test, the OpenAPI validator, live tests
	@$(DEPS) test fonts
	@$(DEPS) browser
	$(SWIFT) test
	$(VENV)/bin/openapi-spec-validator openapi.yaml
	tests/animation/run.sh
	tests/live.sh

# The release tests build in their own scratch path: -enable-testing (for @testable import)
# would otherwise invalidate the release build of sheetd, and the other way round.
check: $(OPENAPI_SWIFT) ## Longer checks: swift test -c release, live tests on the release binary
	@$(DEPS) test fonts
	$(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build/check-release
	$(SWIFT) build -c release --product sheetd
	SHEETD_BIN=$(RELEASE_BIN) tests/live.sh

bench: $(OPENAPI_SWIFT) ## Load-test POST /layout for 5 s with wrk (release build)
	@$(DEPS) build bench fonts
	$(SWIFT) build -c release --product sheetd
	SHEETD_BIN=$(RELEASE_BIN) scripts/bench-smoke.sh

lint: ## Check formatting with swift format and .swift-format
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

fmt: ## Format Sources and Tests in place
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

regen-goldens: $(OPENAPI_SWIFT) ## Rewrite the golden layout fixtures (review the diff)
	@$(DEPS) build fonts
	REGENERATE_GOLDENS=1 $(SWIFT) test --filter GoldenLayoutTests

openapi-embed: $(OPENAPI_SWIFT) ## Regenerate the Swift source embedding openapi.yaml

# Rewritten only when its content changes (no needless rebuild); while openapi.yaml is newer
# than it, the script runs on each make, which costs a few milliseconds.
$(OPENAPI_SWIFT): openapi.yaml scripts/embed-openapi.sh
	@scripts/embed-openapi.sh
