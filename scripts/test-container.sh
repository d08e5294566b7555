#!/usr/bin/env bash
# npm run test:container: the Containerfile's image, built and run with podman as a CI service runs it.
# Builds with scripts/container-build.sh (npm run container:build), so the recipe users run is the one
# tested: no image registry needed (a stand-in base from Debian's packages), a proxy's CA, the rlimits.
# Checks: the image's settings, the ready line, the HEALTHCHECK, a signed creation through the CLI
# from outside, the payment still there after a restart on the same /data volume, the exit on
# SIGTERM within 5 s, and examples/tpp-testcontainers starting the image through podman's Docker API. Prints PASS/FAIL per check as it goes, then the image size and the failures
# again (if any); the last line is "container: N passed, N failed". Needs root, podman, runc and
# mmdebstrap (docs/container.md).
set -uo pipefail
cd "$(dirname "$0")/.."

base=docker.io/library/debian:trixie-slim # the Containerfile's BASE
image=localhost/psd2-sandbox:test
name="psd2-sandbox-test-$$"
volume="$name-data"
work=$(mktemp -d)
# runc, not crun: crun cannot set up cgroups on some hosts (these VMs among them). Podman asks for a
# million open files by default, more than a root without CAP_SYS_RESOURCE may grant: ask for less.
podman=(podman --runtime runc)
limits=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)
stop_within_s=5

passed=0 failed=0 failures=()
ok() { printf 'PASS  %s\n' "$*"; passed=$((passed + 1)); }
bad() { printf 'FAIL  %s\n' "$*"; failures+=("FAIL  $*"); failed=$((failed + 1)); }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }

service=""
cleanup() {
  [ -z "$service" ] || kill "$service" 2>/dev/null
  "${podman[@]}" rm -f "$name-1" "$name-2" >/dev/null 2>&1
  "${podman[@]}" volume rm -f "$volume" >/dev/null 2>&1
  rm -rf "$work"
}
# The checks were printed as they ran: the end adds the image size, the failures once more, the count.
finish() {
  printf '\n'
  [ "$failed" -eq 0 ] || printf '%s\n' "${failures[@]}"
  if "${podman[@]}" image exists "$image" 2>/dev/null; then
    size=$("${podman[@]}" image inspect "$image" --format '{{.Size}}')
    base_size=$("${podman[@]}" image inspect "$base" --format '{{.Size}}')
    echo "image $image: $(mb "$size") ($(mb "$base_size") of it the base $base)"
  fi
  cleanup
  printf 'container: %s passed, %s failed\n' "$passed" "$failed"
  [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
  exit
}
# A step the following ones need has failed: report it and stop.
give_up() {
  bad "$*"
  finish
}
trap cleanup EXIT
trap 'give_up "interrupted"' INT TERM

for tool in podman runc node; do
  command -v "$tool" >/dev/null || give_up "$tool is not installed (apt-get install podman runc mmdebstrap)"
done
[ "$(id -u)" -eq 0 ] || give_up "run as root: the test uses rootful podman"
[ -f dist/cli.js ] || npm run --silent build || give_up "npm run build (the CLI that talks to the container)"

printf '== build (scripts/container-build.sh: npm run container:build, the recipe users run)\n'
began=$(now_ms)
IMAGE="$image" PODMAN_RUNTIME=runc scripts/container-build.sh >"$work/build.log" 2>&1 ||
  { tail -30 "$work/build.log"; give_up "build (npm run container:build)"; }
ok "build ($((($(now_ms) - began) / 1000)) s; $(grep -E '^base: ' "$work/build.log" | tail -1))"
# npm's warnings are noise in a user's build log: Debian's npm warns that a dependency asks for a newer npm.
noise=$(grep -cE 'npm (warn|WARN)' "$work/build.log" || true)
[ "$noise" -eq 0 ] && ok "build log: no npm warnings (EBADENGINE)" ||
  bad "build log: $noise npm warning lines, e.g. $(grep -m1 -E 'npm (warn|WARN)' "$work/build.log")"

settings=$("${podman[@]}" image inspect "$image" --format \
  '{{.Config.User}} {{range $p, $_ := .Config.ExposedPorts}}{{$p}} {{end}}{{range $v, $_ := .Config.Volumes}}{{$v}} {{end}}{{if .HealthCheck}}healthcheck{{end}}')
[ "$settings" = "10001:0 8080/tcp /data healthcheck" ] &&
  ok "image settings: user 10001, EXPOSE 8080, VOLUME /data, HEALTHCHECK" ||
  bad "image settings: want \"10001:0 8080/tcp /data healthcheck\", got \"$settings\""

# start N [PODMAN_ARGS…]: runs the image on the test volume, published on a free port of 127.0.0.1;
# waits for the ready line and sets $url. A container that exits first, or 60 s without it, fails.
start() {
  local container="$name-$1"
  shift
  # Its stderr is kept for a failure: without systemd, podman logs that it cannot time healthchecks.
  "${podman[@]}" run -d "${limits[@]}" --name "$container" -p 127.0.0.1::8080 -v "$volume:/data" "$@" "$image" \
    >/dev/null 2>"$work/run.err" || { cat "$work/run.err"; give_up "podman run ($container)"; }
  local deadline=$(($(now_ms) + 60000))
  until "${podman[@]}" logs "$container" 2>/dev/null | grep -q "psd2-sandbox listening on http://0.0.0.0:8080"; do
    if [ "$("${podman[@]}" inspect "$container" --format '{{.State.Running}}')" != true ] || [ "$(now_ms)" -gt "$deadline" ]; then
      "${podman[@]}" logs "$container" 2>&1 | tail -20
      give_up "ready line from $container (exited, or none within 60 s)"
    fi
    sleep 0.2
  done
  url="http://$("${podman[@]}" port "$container" 8080/tcp | head -1)"
  ok "ready line from $container (listening on 0.0.0.0:8080 inside, $url outside)"
}

# stop N: SIGTERM, then the time until the container has exited, with its exit code.
stop() {
  local container="$name-$1" began code took
  began=$(now_ms)
  "${podman[@]}" kill --signal TERM "$container" >/dev/null
  # Bounded: a container that ignores the signal is killed after twice the limit, and fails.
  code=$(timeout $((stop_within_s * 2)) "${podman[@]}" wait "$container") ||
    { "${podman[@]}" kill --signal KILL "$container" >/dev/null 2>&1; code="none (still running)"; }
  took=$(($(now_ms) - began))
  if [ "$code" = 0 ] && [ "$took" -le $((stop_within_s * 1000)) ]; then
    ok "SIGTERM: $container exited 0 in $took ms (limit ${stop_within_s} s)"
  else
    "${podman[@]}" logs "$container" 2>&1 | tail -10
    bad "SIGTERM: $container exited $code in $took ms (want 0 within ${stop_within_s} s)"
  fi
}

cli() { node dist/cli.js request "$@" --url "$url"; }

printf '== run\n'
"${podman[@]}" volume create "$volume" >/dev/null || give_up "podman volume create"
start 1
"${podman[@]}" healthcheck run "$name-1" >/dev/null 2>&1 &&
  ok "HEALTHCHECK: healthy (/__admin/health answers UP)" || bad "HEALTHCHECK: podman healthcheck run $name-1 failed"

cli POST /v1/payments/sepa-credit-transfers \
  --header "PSU-ID: d9465e66-51c4-46ad-957c-3b54df48fc7e" --header "PSU-IP-Address: 192.0.2.10" \
  --header "TPP-Session-ID: session-1" --header "TPP-Redirect-URI: https://tpp.example/callback" \
  --header "x-accept-fix:" \
  --data '{"instructedAmount":{"currency":"EUR","amount":"125.50"},"creditorName":"Bäckerei Müller GmbH",
    "creditorAccount":{"iban":"DE89370400440532013000","currency":"EUR"},
    "debtorAccount":{"iban":"NO5097102856485","currency":"NOK"}}' >"$work/payment.json" 2>"$work/payment.err"
payment=$(node -p 'const p = require(process.argv[1]); p.transactionStatus === "RCVD" ? p.paymentId : ""' \
  "$work/payment.json" 2>/dev/null)
if [ -n "$payment" ]; then
  ok "signed creation through the CLI from outside: 201 RCVD, paymentId $payment"
else
  cat "$work/payment.err" "$work/payment.json"
  give_up "signed creation through the CLI from outside"
fi

printf '== restart on the same volume\n'
stop 1
# The second one with an admin token, which the health check must then send.
start 2 -e PSD2_SANDBOX_ADMIN_TOKEN=test-container-token
"${podman[@]}" healthcheck run "$name-2" >/dev/null 2>&1 &&
  ok "HEALTHCHECK with PSD2_SANDBOX_ADMIN_TOKEN set: healthy" || bad "HEALTHCHECK with an admin token: unhealthy"
status=$(cli GET "/v1/payments/sepa-credit-transfers/$payment/status" 2>/dev/null |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).transactionStatus))')
[ "$status" = RCVD ] && ok "payment $payment still there after the restart (RCVD)" ||
  bad "payment $payment after the restart: want RCVD, got \"$status\""
stop 2

printf '== testcontainers (examples/tpp-testcontainers through podman'"'"'s Docker API)\n'
# A TPP's suite that starts the image itself: GenericContainer, waiting for /__admin/health. The
# package is packed from the dist/ built above (no second build); the example's devDependencies come
# from the npm registry. Ryuk, testcontainers' reaper, is an image of its own that needs a registry.
example="$work/tpp-testcontainers"
cp -R examples/tpp-testcontainers "$example"
tarball="$work/$(npm pack --silent --ignore-scripts --pack-destination "$work" 2>/dev/null | tail -1)"
"${podman[@]}" system service --time=0 "unix://$work/podman.sock" >"$work/service.log" 2>&1 &
service=$!
if (cd "$example" &&
  npm install --no-audit --no-fund --loglevel=error >"$work/tc-install.log" 2>&1 &&
  npm install --no-audit --no-fund --loglevel=error --no-save "$tarball" >>"$work/tc-install.log" 2>&1 &&
  DOCKER_HOST="unix://$work/podman.sock" TESTCONTAINERS_RYUK_DISABLED=true PSD2_SANDBOX_IMAGE="$image" \
    npx vitest run >"$work/tc-test.log" 2>&1); then
  ok "testcontainers: GenericContainer started $image, waited for /__admin/health; a payment was booked (ACSC)"
else
  tail -30 "$work/tc-install.log" "$work/tc-test.log" 2>/dev/null
  bad "testcontainers: examples/tpp-testcontainers against $image"
fi

finish
