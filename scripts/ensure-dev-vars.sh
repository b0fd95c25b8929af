#!/usr/bin/env bash
# Local secrets for `wrangler dev`: on a fresh clone .dev.vars does not exist (it is git-ignored), so copy the
# example's development values. An existing .dev.vars is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .dev.vars ]; then
  cp .dev.vars.example .dev.vars
  echo "Created .dev.vars from .dev.vars.example (development secrets)."
fi
