#!/usr/bin/env bash
# Seeds the local D1 database (.wrangler/state): generates .seed/seed.sql, applies the migrations, then the seed.
# Idempotent: each seeded table is emptied and refilled, so it can be run any number of times.
# Extra arguments go to the generator, e.g. `bash scripts/seed-local.sh --data data/`.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.seed/seed.sql
# npx puts node_modules/.bin first on PATH, so tsx runs on the project's pinned Node, not the machine's.
npx tsx scripts/seed.ts --out "$out" "$@"
npx wrangler d1 migrations apply DB --local
npx wrangler d1 execute DB --local --file "$out"
npx wrangler d1 execute DB --local --command "SELECT (SELECT count(*) FROM countries) AS countries, (SELECT count(*) FROM visa_requirements) AS visa_requirements, (SELECT count(*) FROM fee_options) AS fee_options"
