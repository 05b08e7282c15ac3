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
  local started=$SECONDS cpu_now cpu_before
  cpu_seconds_now; cpu_before=$cpu_now
  if "$@"; then
    local outcome='\033[1;32m=== %s: ok'
  else
    local outcome='\033[1;31m=== %s: FAILED'
    failed_steps+=("$name")
  fi
  cpu_seconds_now
  # CPU beside the wall clock: a step that keeps well under two cores busy is one that could share
  # the machine with another (CI's time budget is 40 minutes on two cores). A browser step counts
  # only its Node side: Chromium's processes are not all reaped through the runner. Jobs side by
  # side (two_at_a_time) count each their own children only.
  printf "$outcome (%ss, %s CPU-s) ===\033[0m\n" "$name" $((SECONDS - started)) \
    "$(awk -v a="$cpu_before" -v b="$cpu_now" 'BEGIN { printf "%.0f", b - a }')"
}
# User + system seconds of every finished child of this shell, into `cpu_now` (the caller's local):
# the second line of bash's `times`, which must run in this shell itself (in a `$(…)` subshell it
# would count that subshell's children), by way of a file named for this shell — a job of
# two_at_a_time is a subshell of its own.
cpu_seconds_now() {
  local file="test-results/.times-$BASHPID"
  times >"$file"
  cpu_now=$(awk 'NR == 2 {
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    print total
  }' "$file")
}

# Every step has a deadline: a runner that hangs fails its step in bounded time instead of eating
# CI's 90 minutes (`timeout` signals the whole process group, browsers included).
bounded() {
  local limit=$1; shift
  if declare -F "$1" >/dev/null; then
    # `timeout` runs programs, not shell functions: hand the function to a child shell.
    timeout --kill-after=30 "$limit" bash -c "$(declare -f "$1"); \"\$@\"" _ "$@"
  else
    timeout --kill-after=30 "$limit" "$@"
  fi
}
vitest_project() {
  local project=$1 report=$2; shift 2
  pnpm exec vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json="test-results/vitest-$report.json" "$@"
}
# Vitest 4.1's browser mode (5.x, which fails instead, needs Node 22) waits forever when Chromium's
# page dies mid-run (vitest-dev/vitest#10791). A dead or silent browser is the machine's fault, not a
# test's: such a run is repeated once, from scratch. A failed assertion is never retried.
browser_project() {
  local limit=$1 project=$2 report=$3 log="test-results/$3.log" code=0
  shift 3
  bounded "$limit" vitest_project "$project" "$report" "$@" 2>&1 | tee "$log" || code=$?
  [ "$code" -eq 0 ] && return 0
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ] || grep -q 'Browser connection was closed' "$log"; then
    printf '\n=== %s: Chromium died or stopped answering (exit %s); running the project again ===\n' \
      "$project" "$code"
    bounded "$limit" vitest_project "$project" "$report" "$@"
    return
  fi
  return "$code"
}

# The end-to-end runs, two at a time: one browser alone leaves the two cores idle while it waits for
# pages. Each run has its own servers on its own ports (playwright.config.ts: E2E_PORT and the three
# after it, the replicas' five) and its own data; Playwright's own workers would share one server and
# its data, which the tests change. The main run is split in two halves (E2E_SHARD), which Playwright
# makes by count, not by time (11.8 and 13.1 min on this machine): the BladeX 4.x and replica runs
# take the lane that frees first, instead of waiting for the longer half.
e2e_half() {
  E2E_SHARD="$1/2" E2E_PORT=$((4789 + 10 * $1)) pnpm exec playwright test
}
# Their deadline guards against a hang, not a pace: on 2026-12-04 this machine ran everything ~2.5×
# slower for hours (the halves would have taken ~29 and ~39 min) and 25 min cut both off mid-run.
e2e_first_half() { step 'end-to-end tests (1/2)' bounded 40m e2e_half 1; }
e2e_second_half() { step 'end-to-end tests (2/2)' bounded 40m e2e_half 2; }
# The console built for BladeX 4.x's sign-in wire (issue 23), into its own folder, and only the
# tests tagged @session (sign-in, refresh, lock, logout) against it: the dialect changes nothing else.
e2e_bladex4() {
  step 'console build (BladeX 4.x)' bounded 10m \
    env VITE_BLADE_DIALECT=4x CONSOLE_OUT_DIR=dist-4x pnpm -F @blade-console/console build
  if [[ " ${failed_steps[*]} " == *" console build (BladeX 4.x) "* ]]; then
    failed_steps+=('end-to-end tests (BladeX 4.x console)')
  else
    step 'end-to-end tests (BladeX 4.x console)' bounded 10m \
      env E2E_DIALECT=4x E2E_PORT=4819 pnpm exec playwright test
  fi
}
# The product as two replicas on one throwaway PostgreSQL behind a round-robin proxy (issue 18):
# the @session tests and the CRUD ones tagged @replicas, each request on another replica than the
# one before, then the proxy's count (e2e/replicas.spec.ts).
e2e_replicas() {
  step 'end-to-end tests (2 replicas on PostgreSQL)' bounded 10m env E2E_REPLICAS=2 E2E_PORT=4829 \
    bash packages/server/scripts/with-postgres.sh pnpm exec playwright test
}
# Runs the jobs (functions that run steps) in the background two at a time, the next one as soon as
# one ends. A job's output is printed when it ends; its failed steps count like any step's.
two_at_a_time() {
  local -A logs=()
  local job
  for job in "$@"; do
    [ ${#logs[@]} -lt 2 ] || end_one_job
    local log="test-results/job-$job.log"
    (failed_steps=(); "$job"; printf '%s\n' "${failed_steps[@]}" >"$log.failed") >"$log" 2>&1 &
    logs[$!]=$log
  done
  while [ ${#logs[@]} -gt 0 ]; do end_one_job; done
}
# Waits for the first of two_at_a_time's `logs` to end, prints its output and counts its failures.
end_one_job() {
  local pid name
  wait -n -p pid "${!logs[@]}"
  cat "${logs[$pid]}"
  if [ -f "${logs[$pid]}.failed" ]; then
    while IFS= read -r name; do [ -z "$name" ] || failed_steps+=("$name"); done <"${logs[$pid]}.failed"
  else
    failed_steps+=("${logs[$pid]}")
  fi
  unset "logs[$pid]"
}

typecheck() { step typecheck bounded 10m pnpm typecheck; }
# The type check, then the visual references, beside the story shards: alone, the shards keep ~1.4 of
# the two cores busy (CPU sampled every 5 s in a full run: 62-77 % for the three minutes after the
# type check), and the visual step (~30 s, one browser) fits in the rest.
typecheck_then_visual() {
  typecheck
  step 'visual references' browser_project 10m visual visual
}
# The stories run in three browser sessions, not one: a single Chromium page that runs every story
# file in turn (bpmn-js, ECharts, Tiptap among them) has died late in the run on this machine. Each
# shard's files share its page (vitest.config.ts): the three took 215 s against 454 s a page per file.
story_shards() {
  local shard
  for shard in 1 2 3; do
    step "storybook tests ($shard/3)" browser_project 10m storybook "storybook-$shard" --shard="$shard/3"
  done
}

step lint bounded 5m pnpm lint
step 'unit tests' bounded 20m vitest_project 'unit*' unit
# The type check (scripts/typecheck.mjs: TypeScript 7 on one thread, 45–60 s) keeps one core busy, a
# story shard ~1.5: side by side the pair takes as long as the shards. (Not beside the unit tests:
# their whole-console tests are the ones a loaded machine pushes past their timeouts.)
two_at_a_time typecheck_then_visual story_shards
step 'server tests (PGlite)' bounded 25m vitest_project server server-pglite
step 'server tests (PostgreSQL)' bounded 25m bash packages/server/scripts/test-postgres.sh --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-server-postgres.json
step build bounded 15m pnpm build
if [[ " ${failed_steps[*]} " == *" build "* ]]; then
  # Consumer and end-to-end tests of a stale or missing build would prove nothing.
  printf '\n=== consumer test, end-to-end tests: not run, the build failed ===\n'
  failed_steps+=('consumer test' 'end-to-end tests')
else
  # ui and blade-client as another team gets them: packed, installed into a fresh Vite + React app
  # outside the workspace, type-checked, tested and built, and ui into a Next.js app built by
  # `next build` (scripts/consumer-test.mjs): about 3 minutes, Next.js's build one of them.
  step 'consumer test' bounded 8m node scripts/consumer-test.mjs --results test-results
  # The longest first: the replica run (~100 s) takes the lane the shorter half frees.
  two_at_a_time e2e_first_half e2e_second_half e2e_replicas e2e_bladex4
fi

node scripts/test-summary.mjs test-results
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
