#!/usr/bin/env bash
# npm test: type checks, unit and API tests on PGlite, the API tests again on a real PostgreSQL,
# then the production build, the end-to-end tests in Debian chromium at 390x844, and the WebKit smoke suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$*"; }

step "Lint and format check (Biome)"
biome ci .

step "Type check (astro check: .astro, .ts and .tsx)"
astro check --minimumSeverity error

step "Unit and API tests on PGlite (vitest)"
vitest run

step "API tests on PostgreSQL"
bash scripts/with-postgres.sh vitest run tests/api

step "Build"
astro build

step "Built-site checks: JS budgets, content pages without JS, manifest, headers"
vitest run --config tests/build/vitest.config.ts

step "End-to-end tests (Playwright, Debian chromium)"
bash scripts/ensure-chromium.sh
playwright test

step "WebKit smoke suite (WebKitGTK's WebDriver, WebdriverIO)"
bash scripts/ensure-webkit.sh
vitest run --config webkit/vitest.config.ts

step "All test stages passed"
