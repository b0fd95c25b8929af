#!/usr/bin/env bash
# `npm run audit` needs Debian's Chromium (Playwright, Lighthouse) and a Java runtime (the Nu HTML checker,
# vnu-jar): install what the machine lacks, as `npm test` does for Chromium.
set -euo pipefail
bash "$(dirname "$0")/ensure-chromium.sh"
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Java is missing (needed by the Nu HTML checker): run 'sudo apt-get install default-jre-headless'." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
