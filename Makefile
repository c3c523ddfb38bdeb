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
# How long `make fuzz` fuzzes and `make soak` soaks, in seconds.
FUZZ_SECONDS ?= 60
SOAK_SECONDS ?= 60

DEPS := scripts/ensure-deps.sh
VENV := .venv
RELEASE_BIN := $(CURDIR)/.build/release/sheetd
FORMAT_PATHS := Sources Tests
# Each step of `make test` and `make check` prints how long it took, under the target's name (.ci/run's log).
TIMED = TIMED_LABEL=$@ scripts/timed.sh

.PHONY: help build run test check bench cost-guard regen-budgets lint fmt regen container-test kube-play-test fuzz soak sanitizers

help: ## List the targets
	@echo "Usage: make TARGET   (PORT=… HOST=… ARGS='…' make run)"
	@awk -F ':.*## ' '/^[a-z-]+:.*## / { printf "  %-15s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)

build: ## Build the release sheetd (.build/release/sheetd)
	@$(DEPS) build
	$(SWIFT) build -c release --product sheetd

run: ## Build and serve (port 8080 unless PORT=…; see `sheetd --help`)
	@$(DEPS) build fonts
	$(SWIFT) build -c release --product sheetd
	exec $(RELEASE_BIN) $(ARGS)

test: ## Run every test: swift test (with SwiftPM's import check), the OpenAPI validator, live and contract tests
	@$(DEPS) test fonts
	@$(DEPS) browser
	$(TIMED) scripts/regen-module-graph.py --check
	$(TIMED) scripts/regen-counts-history.py --check
	$(TIMED) $(VENV)/bin/python scripts/regen-client-models.py --check
	$(TIMED) $(VENV)/bin/pytest IntegrationTests/contract/test_client_models.py \
		IntegrationTests/contract/test_compatibility.py
	$(TIMED) $(SWIFT) test --explicit-target-dependency-import-check error
	$(TIMED) $(VENV)/bin/openapi-spec-validator openapi.yaml
	$(TIMED) IntegrationTests/animation/run.sh
	$(TIMED) IntegrationTests/browser/run.sh
	$(TIMED) IntegrationTests/http-cache/run.sh
	$(TIMED) IntegrationTests/client/run.sh
	$(TIMED) IntegrationTests/live.sh
	$(TIMED) IntegrationTests/contract/run.sh
	$(TIMED) IntegrationTests/reliability/run.sh --quick

# The release tests build in their own scratch path: -enable-testing (for @testable import)
# would otherwise invalidate the release build of sheetd, and the other way round.
check: ## Longer checks: lint, release tests, container, reliability, fuzzing, sanitizers
	@$(DEPS) test fonts
	$(TIMED) $(MAKE) lint
	$(TIMED) $(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build/check-release
	$(TIMED) $(MAKE) cost-guard
	$(TIMED) $(SWIFT) build -c release --product sheetd
	SHEETD_BIN=$(RELEASE_BIN) $(TIMED) IntegrationTests/live.sh
	SHEETD_BIN=$(RELEASE_BIN) $(TIMED) IntegrationTests/contract/typescript/run.sh
	$(TIMED) $(MAKE) container-test
	$(TIMED) $(MAKE) kube-play-test
	SHEETD_BIN=$(RELEASE_BIN) $(TIMED) IntegrationTests/reliability/run.sh
	$(TIMED) $(MAKE) fuzz FUZZ_SECONDS=60
	$(TIMED) $(MAKE) sanitizers

# sheetd-bench needs -enable-testing (it times SheetService's internal stages), so it builds in its
# own scratch path, like `check`. BENCH_REPEAT, BENCH_DURATION, BENCH_QUICK=1: see scripts/bench.py.
# BASE=<commit> also builds that commit's release sheetd (scripts/build-base.sh, in .build/base-<commit>/) and
# runs it beside this build in the same repetitions, reporting this build ÷ the older one.
BASE ?=
bench: ## sheetd vs libmicrohttpd ceilings with wrk, micro-benchmarks → Generated/benchmarks.md (~10 min; BASE=<commit> compares)
	@$(DEPS) build bench fonts
	$(SWIFT) build -c release --product sheetd
	$(SWIFT) build -c release -Xswiftc -enable-testing --product sheetd-bench --scratch-path .build/bench-release
	mkdir -p .build/bench
	gcc -O2 -Wall -o .build/bench/mhd_ceiling Benchmarks/c/mhd_ceiling.c -lmicrohttpd -lpthread
	base_bin=$$( [ -z '$(BASE)' ] || scripts/build-base.sh '$(BASE)' ); \
	SHEETD_BIN=$(RELEASE_BIN) MHD_CEILING_BIN=.build/bench/mhd_ceiling BASE_SHEETD_BIN="$$base_bin" \
		BASE_LABEL='$(BASE)' SHEETD_BENCH_BIN=.build/bench-release/release/sheetd-bench python3 scripts/bench.py

# The cost guard counts with the release sheetd-bench of `check`'s scratch path (-enable-testing, like the release
# tests, so `check` builds it once). Budgets: Benchmarks/budgets.json; see BENCHMARKS.md, "Cost guard".
GUARD_BUILD := $(SWIFT) build -c release -Xswiftc -enable-testing --product sheetd-bench --scratch-path .build/check-release
GUARD_SHIM := .build/cost-guard/malloc_count.so

$(GUARD_SHIM): Benchmarks/counts/malloc_count.c
	mkdir -p $(dir $@)
	gcc -O2 -Wall -shared -fPIC -o $@ $<

cost-guard: $(GUARD_SHIM) ## Instructions and allocations per request (callgrind) against Benchmarks/budgets.json (+2 %)
	@$(DEPS) guard fonts
	$(GUARD_BUILD)
	scripts/cost-guard.py
	scripts/cost-guard.py --self-test

regen-budgets: $(GUARD_SHIM) ## Rewrite Benchmarks/budgets.json from this build's counts (LABEL='…' also adds a row to Generated/counts-history.md)
	@$(DEPS) guard fonts
	$(GUARD_BUILD)
	scripts/cost-guard.py --regen $(if $(LABEL),--record '$(LABEL)')
	$(if $(LABEL),scripts/regen-counts-history.py)

lint: ## hadolint, Kubernetes manifests (offline), the playground's HTML/CSS/JS, swift format lint
	@$(DEPS) test lint
	scripts/lint-deploy.sh
	scripts/lint-playground.sh
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

container-test: ## Build the image with podman, run and check it on 127.0.0.1 (root)
	@$(DEPS) test
	scripts/container-test.sh

# Plays the image container-test built, so it runs after it (as in `check`).
kube-play-test: ## Play deploy/kubernetes/deployment.yaml with podman kube play; probes, /healthz (root)
	@$(DEPS) test
	scripts/kube-play-test.sh

fuzz: ## Fuzz request handling with libFuzzer + ASan for FUZZ_SECONDS (60)
	@$(DEPS) test
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

soak: ## Load a release sheetd for SOAK_SECONDS (60): errors, identical answers, RSS slope
	@$(DEPS) test fonts
	$(SWIFT) build -c release --product sheetd
	SHEETD_BIN=$(RELEASE_BIN) SOAK_SECONDS=$(SOAK_SECONDS) scripts/soak.sh

sanitizers: ## swift test under ThreadSanitizer and AddressSanitizer
	@$(DEPS) test fonts
	scripts/sanitizers.sh

fmt: ## Format Sources and Tests in place
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

# Every generator, each writing whole files whose first line names it and its source (CONTRIBUTING.md, "Generated
# files"); `make test` fails when one is stale. The Swift tests that generate (switched on by REGENERATE_*) come
# before the client's models, which are generated from the openapi.yaml they write; the example pictures come last,
# drawn by the sheetd built from what came before.
REGEN_TESTS := GeometryDocumentTests|OpenAPIWireListsTests|GoldenLayoutTests|PresentationGoldenTests|RealMeasurerGoldenTests|MetricsPageTests|StandInWidthTests
regen: ## Rewrite every generated file: openapi.yaml, the module graph, docs tables, client models, goldens, examples (review the diff)
	@$(DEPS) test fonts
	scripts/regen-module-graph.py
	scripts/regen-counts-history.py
	REGENERATE_GEOMETRY_DOC=1 REGENERATE_OPENAPI=1 REGENERATE_GOLDENS=1 $(SWIFT) test --filter '$(REGEN_TESTS)'
	$(VENV)/bin/python scripts/regen-client-models.py
	scripts/render-examples.sh
