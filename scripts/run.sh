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

# What the tests need from Debian: Chromium with a CJK font, PostgreSQL, and nginx (the replica e2e
# runs the replicas behind it with deploy/nginx.conf, scripts/cluster/).
missing_test_packages() {
  command -v "${CHROME_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || echo chromium
  fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || echo fonts-noto-cjk
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || echo postgresql
  [ -x /usr/sbin/nginx ] || echo nginx
}

# Chromium's headless shell makes the tests lighter (chromium.mjs), but they run without it, in the
# full browser: a machine whose package sources lack it is told so and goes on.
install_headless_shell() {
  [ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] && return
  apt_install chromium-headless-shell || log "no chromium-headless-shell: the tests use the full browser"
}

# One `apt-get update` and one install for all the packages the tests need (then the headless shell's,
# when it is missing), run beside the dependencies' install: both mostly wait for the network.
ensure_test_machine() {
  local missing apt_pid=''
  missing=$(missing_test_packages | xargs)
  if [ -n "$missing" ]; then
    # shellcheck disable=SC2086 # one word per package
    { apt_install $missing && install_headless_shell; } &
  else
    install_headless_shell &
  fi
  apt_pid=$!
  ensure_dependencies
  wait "$apt_pid"
}

cmd=${1:-}
shift || true
ensure_pnpm
case "$cmd" in
  test) ensure_test_machine; exec bash scripts/test.sh "$@" ;;
  setup) ensure_test_machine ;;
  start|dev|backup|restore)
    ensure_dependencies
    case "$cmd" in
      start) exec node scripts/start.mjs "$@" ;;
      dev) exec node scripts/dev.mjs "$@" ;;
      *) exec node scripts/ops.mjs "$cmd" "$@" ;;
    esac
    ;;
  *) log "usage: scripts/run.sh start|dev|test|setup|backup FILE|restore FILE"; exit 2 ;;
esac
