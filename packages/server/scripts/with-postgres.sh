#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster (initdb in a temp dir, 127.0.0.1:${PG_TEST_PORT:-55432},
# removed again afterwards), its address in TEST_DATABASE_URL. Installs Debian's `postgresql` when no
# server binaries are found. Used by test-postgres.sh (the server tests), the replica e2e run
# (scripts/test.sh) and the bench. Usage: bash packages/server/scripts/with-postgres.sh <command> [args]
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"

find_pg_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

PG_BIN="${PG_BIN:-$(find_pg_bin || true)}"
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL server binaries not found; installing Debian's postgresql" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# initdb refuses to run as root: run the cluster as the `postgres` user then.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

WORK="$(mktemp -d -t blade-pg-XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"
DATA="$WORK/data"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "Creating a throwaway PostgreSQL cluster in $WORK ($("$PG_BIN/postgres" --version))"
as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null
# fsync off: a test cluster need not survive a crash, and it makes DDL much faster.
as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/postgres.log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  # Say why (the folder and its log go with the cleanup): a full run once failed here in 1 s, silent.
  echo "PostgreSQL did not start; its log:" >&2
  cat "$WORK/postgres.log" >&2 || true
  exit 1
}

cd "$REPO_ROOT"
status=0
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@" || status=$?
if [ "$status" != 0 ]; then
  echo "--- PostgreSQL log (tail) ---" >&2
  tail -n 30 "$WORK/postgres.log" >&2 || true
fi
exit "$status"
