#!/usr/bin/env bash
# Runs a command and, when PHASE_LOG names a file, appends "<name> <seconds> s (exit <code>)" to it: how .ci/run
# reports where its time went (its summary is printed last, so it survives a truncated log). Exits with the command's code.
# usage: bash scripts/timed.sh <name> <command> [args...]
name="$1"
shift
start=$(date +%s)
"$@"
code=$?
if [ -n "${PHASE_LOG:-}" ]; then
  echo "$name $(($(date +%s) - start)) s (exit $code)" >>"$PHASE_LOG"
fi
exit "$code"
