# Shared by scripts/run, scripts/test and scripts/bench: paths, and installing what is missing.
# Everything a fresh machine lacks is installed here; nothing relies on a hand install.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/portal-target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
GATEWAY_BIN="$CARGO_TARGET_DIR/debug/gateway"

log() { printf '==> %s\n' "$*" >&2; }

apt_updated=0
# ensure_apt COMMAND PACKAGE...: installs Debian packages when COMMAND is not on the PATH.
ensure_apt() {
  local command="$1"; shift
  if command -v "$command" >/dev/null 2>&1; then return 0; fi
  log "installing $* (Debian packages)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ "$apt_updated" -eq 0 ]; then
    $sudo apt-get update -qq >/dev/null
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_toolchain() {
  command -v cargo >/dev/null || { echo "cargo is missing: this project needs the machine's Rust toolchain" >&2; exit 1; }
  command -v npm >/dev/null || ensure_apt npm nodejs npm
}

# npm ci when node_modules is missing or older than the lock file; npm's cache is reused.
ensure_node_modules() {
  local dir="$ROOT/frontend"
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    log "npm ci (frontend)"
    (cd "$dir" && npm ci --no-audit --no-fund --prefer-offline)
  fi
}

build_frontend() {
  ensure_node_modules
  log "building the frontend"
  (cd "$ROOT/frontend" && npm run --silent build)
}

build_gateway() {
  log "building the gateway (target: $CARGO_TARGET_DIR)"
  (cd "$ROOT" && cargo build --locked -p gateway --bin gateway)
}
