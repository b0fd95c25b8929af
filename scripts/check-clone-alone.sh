#!/usr/bin/env bash
# The README's first command on a clone with nothing beside it (no ../shared): clones HEAD into an empty temporary
# folder, runs `npm ci && npm start` there, and checks that the site answers with data (a home page and a pair's check).
# The seed reads only the repository's data/, so this must pass; CI runs it (.ci/run). Exits 1 on a miss.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${ALONE_PORT:-8796}
alone=$(mktemp -d)
log="$alone/start.log"
cleanup() {
  [ -n "${server:-}" ] && kill -- -"$server" 2>/dev/null || true
  rm -rf "$alone"
}
trap cleanup EXIT
git clone --quiet . "$alone/visa-fee-atlas"
cd "$alone/visa-fee-atlas"
test ! -e ../shared || { echo "check-clone-alone: ../shared exists beside the clone" >&2; exit 1; }
npm ci --no-audit --no-fund --prefer-offline >/dev/null
# Its own process group, so the cleanup stops wrangler and workerd with it.
setsid bash -c "PORT=$port npm start" >"$log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  grep -q "Ready on" "$log" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "check-clone-alone: npm start stopped" >&2; exit 1; }
  sleep 2
done
grep -q "Ready on" "$log" || { tail -40 "$log" >&2; echo "check-clone-alone: no server after 240 s" >&2; exit 1; }
for path in "/" "/?from=IN&to=TH" "/visa-free?passport=IN"; do
  status=$(curl -s -o "$alone/page.html" -w "%{http_code}" "http://127.0.0.1:$port$path")
  [ "$status" = 200 ] || { echo "check-clone-alone: $path answered $status" >&2; exit 1; }
done
# The seeded data reached the pages: the finder names the passport from the countries table.
grep -q "for India passport holders" "$alone/page.html" || { echo "check-clone-alone: the finder shows no seeded data" >&2; exit 1; }
echo "check-clone-alone: a clone with nothing beside it installs, seeds and serves (/, a pair, the finder: 200)."
