#!/usr/bin/env bash
# `pnpm test`: every check of the project, in the order that fails fastest. Each step runs even when
# an earlier one failed, so one run shows everything that is wrong; the exit code is non-zero if any
# step failed. The last line sums the tests of every runner.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}" FORCE_COLOR=0
rm -rf test-results && mkdir -p test-results

failed_steps=()
step() {
  local name=$1; shift
  printf '\n\033[1;34m=== %s ===\033[0m\n' "$name"
  local started=$SECONDS
  if "$@"; then
    printf '\033[1;32m=== %s: ok (%ss) ===\033[0m\n' "$name" $((SECONDS - started))
  else
    printf '\033[1;31m=== %s: FAILED (%ss) ===\033[0m\n' "$name" $((SECONDS - started))
    failed_steps+=("$name")
  fi
}
vitest_project() {
  pnpm exec vitest run --project "$1" --reporter=default --reporter=json \
    --outputFile.json="test-results/vitest-$2.json"
}

step lint pnpm lint
step typecheck pnpm typecheck
step 'unit tests' vitest_project unit unit
step 'storybook tests' vitest_project storybook storybook
step 'visual references' vitest_project visual visual
step 'server tests (PGlite)' vitest_project server server-pglite
step 'server tests (PostgreSQL)' bash packages/server/scripts/test-postgres.sh --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-server-postgres.json
step build pnpm build
if [[ " ${failed_steps[*]} " == *" build "* ]]; then
  # End-to-end tests of a stale or missing build would prove nothing.
  printf '\n=== end-to-end tests: not run, the build failed ===\n'
  failed_steps+=('end-to-end tests')
else
  step 'end-to-end tests' pnpm exec playwright test
fi

node scripts/test-summary.mjs test-results
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
