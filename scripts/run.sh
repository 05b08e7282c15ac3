#!/usr/bin/env bash
# The README's commands land here: make sure this machine has what the project needs (pnpm, the
# dependencies, and for tests Debian's Chromium, a CJK font and PostgreSQL), then run the command.
# Safe to run again: every step checks first and does nothing when its work is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\033[1;34m[blade]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else log "needs root to run: $*"; return 1
  fi
}

apt_install() {
  log "installing Debian packages: $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_pnpm() {
  command -v pnpm >/dev/null 2>&1 && return
  log "installing pnpm 12"
  # corepack is not used: the registry here serves no signatures for it.
  if ! npm install -g pnpm@12 >/dev/null 2>&1; then
    mkdir -p "$HOME/.local/bin"
    npm install --prefix "$HOME/.local/pnpm" pnpm@12 >/dev/null
    ln -sf "$HOME/.local/pnpm/node_modules/.bin/pnpm" "$HOME/.local/bin/pnpm"
    export PATH="$HOME/.local/bin:$PATH"
  fi
}

ensure_dependencies() {
  if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ] \
    || [ package.json -nt node_modules/.modules.yaml ]; then
    log "installing dependencies"
    pnpm install --frozen-lockfile --reporter=append-only | tail -n 5
  fi
}

ensure_browser() {
  local missing=()
  command -v "${CHROME_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing+=(chromium)
  fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

ensure_postgres() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || apt_install postgresql
}

# The replica e2e runs the replicas behind Debian's nginx with deploy/nginx.conf (scripts/cluster/).
ensure_nginx() {
  [ -x /usr/sbin/nginx ] || apt_install nginx
}

cmd=${1:-}
shift || true
ensure_pnpm
ensure_dependencies
case "$cmd" in
  start) exec node scripts/start.mjs "$@" ;;
  dev) exec node scripts/dev.mjs "$@" ;;
  test)
    ensure_browser
    ensure_postgres
    ensure_nginx
    exec bash scripts/test.sh "$@"
    ;;
  setup) ensure_browser; ensure_postgres; ensure_nginx ;;
  backup|restore) exec node scripts/ops.mjs "$cmd" "$@" ;;
  *) log "usage: scripts/run.sh start|dev|test|setup|backup FILE|restore FILE"; exit 2 ;;
esac
