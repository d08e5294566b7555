#!/usr/bin/env bash
# Runs each example under examples/ as an outside project would: pack this package (npm pack), copy
# the example to a temporary folder, install its devDependencies and the tarball from the npm
# registry, then type-check (tsc --strict) and test (with a background sandbox where the example
# starts one; the testcontainers example is type-checked: test:container runs it). Needs only the
# npm registry.
# Every example runs, even after one fails; the last line counts their tests: "examples: N passed, N failed".
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$work/$(cd "$root" && npm pack --silent --pack-destination "$work" | tail -1)"
passed=0
failed=0
broken=0
# An example with start-sandbox.sh (the README's CI recipe) is tested as a CI job would: against a
# sandbox that script starts in the background, given only PSD2_SANDBOX_URL; stopped after its tests.
# Its suite runs twice against that one sandbox, as a rerun of a CI job on a shared sandbox would
# (the second run's report is "$report.rerun"); both must pass.
with_sandbox() {
  [ -f start-sandbox.sh ] || { "$@"; return; }
  local url status
  url="$(sh start-sandbox.sh --port 0)" || return 1
  PSD2_SANDBOX_URL="$url" "$@"
  status=$?
  # An example that publishes its readiness report (report.sh) does so after its first run.
  if [ -f report.sh ]; then PSD2_SANDBOX_URL="$url" sh report.sh || status=1; fi
  printf '\n-- example %s again, against the same sandbox\n' "$name"
  PSD2_SANDBOX_URL="$url" "${@/#--outputFile.json=*/--outputFile.json=$report.rerun}" || status=1
  kill "$(cat sandbox.pid)"
  for _ in $(seq 100); do [ -e sandbox.exit ] && break; sleep 0.1; done
  return "$status"
}
for example in "$root"/examples/*/; do
  name="$(basename "$example")"
  printf '\n-- example %s\n' "$name"
  cp -R "$example" "$work/$name"
  report="$work/$name.report"
  # Each runner also writes a machine-readable report: vitest's JSON, node:test's TAP.
  if grep -q '"test": "vitest' "$example/package.json"; then
    reporters=(--reporter=default --reporter=json "--outputFile.json=$report")
  else
    reporters=(--test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap "--test-reporter-destination=$report")
  fi
  # An example that starts the container image itself (testcontainers) is type-checked here; its
  # suite runs in npm run test:container, which has podman and the image.
  if grep -q '"testcontainers"' "$example/package.json"; then
    if ! (
      cd "$work/$name" &&
        npm install --no-audit --no-fund --loglevel=error &&
        npm install --no-audit --no-fund --loglevel=error --no-save "$tarball" &&
        npm run --silent typecheck
    ); then
      broken=1
    fi
    printf -- '-- example %s: type-checked (npm run test:container runs its suite)\n' "$name"
    continue
  fi
  # One chain (set -e does not apply inside an if): a failing step stops this example.
  if ! (
    cd "$work/$name" &&
      npm install --no-audit --no-fund --loglevel=error &&
      npm install --no-audit --no-fund --loglevel=error --no-save "$tarball" &&
      npm run --silent --if-present typecheck &&
      with_sandbox npm test --silent -- "${reporters[@]}"
  ); then
    broken=1
  fi
  for each in "$report" "$report.rerun"; do
    [ "$each" = "$report" ] || [ -f "$work/$name/start-sandbox.sh" ] || continue
    counts=$(node -e '
      const text = require("fs").readFileSync(process.argv[1], "utf8");
      if (text.trimStart().startsWith("{")) {
        const r = JSON.parse(text);
        console.log(r.numPassedTests, r.numFailedTests);
      } else {
        const n = (k) => Number((new RegExp(`^# ${k} (\\d+)$`, "m").exec(text) ?? [])[1] ?? 0);
        console.log(n("pass"), n("fail"));
      }' "$each" 2>/dev/null) || counts="0 1"
    passed=$((passed + ${counts% *}))
    failed=$((failed + ${counts#* }))
  done
done
# A failure before any test ran (install, typecheck) counts as one failed test.
[ "$broken" -eq 0 ] || [ "$failed" -gt 0 ] || failed=1
printf '\nexamples: %s passed, %s failed\n' "$passed" "$failed"
[ "$broken" -eq 0 ]
