#!/usr/bin/env bash
# Runs each example under examples/ as an outside project would: pack this package (npm pack), copy
# the example to a temporary folder, install its devDependencies and the tarball from the npm
# registry, then type-check (tsc --strict) and test. Needs only the npm registry.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$work/$(cd "$root" && npm pack --silent --pack-destination "$work" | tail -1)"
for example in "$root"/examples/*/; do
  name="$(basename "$example")"
  printf '\n-- example %s\n' "$name"
  cp -R "$example" "$work/$name"
  (
    cd "$work/$name"
    npm install --no-audit --no-fund --loglevel=error
    npm install --no-audit --no-fund --loglevel=error --no-save "$tarball"
    npm run --silent --if-present typecheck
    npm test --silent
  )
done
