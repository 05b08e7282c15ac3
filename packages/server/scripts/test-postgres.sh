#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: a throwaway cluster (with-postgres.sh) on
# 127.0.0.1:${PG_TEST_PORT:-55432}. Usage: bash packages/server/scripts/test-postgres.sh [vitest args]
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/with-postgres.sh" npx vitest run --project server "$@"
