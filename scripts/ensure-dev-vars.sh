#!/usr/bin/env bash
# Local secrets for `wrangler dev`: on a fresh clone .dev.vars does not exist (it is git-ignored), so copy the
# example's development values. An existing .dev.vars keeps its values; a secret the example gained since it was
# made (ALERTS_TOKEN_KEY, issue #47) is added to it with the example's development value.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .dev.vars ]; then
  cp .dev.vars.example .dev.vars
  echo "Created .dev.vars from .dev.vars.example (development secrets)."
  exit 0
fi
while IFS= read -r line; do
  case "$line" in "#"* | "") continue ;; esac
  name="${line%%=*}"
  if ! grep -q "^${name}=" .dev.vars; then
    printf '%s\n' "$line" >> .dev.vars
    echo "Added ${name} to .dev.vars from .dev.vars.example (development value)."
  fi
done < .dev.vars.example
