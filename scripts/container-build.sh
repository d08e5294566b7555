#!/usr/bin/env bash
# npm run container:build: the Containerfile's image, built with podman on a machine that may have no
# image registry to pull from and may sit behind a TLS-intercepting proxy (docs/container.md):
#   - base: when no debian:trixie-slim image is present, a stand-in is made from Debian's packages
#     (mmdebstrap --variant=minbase, cached under ~/.cache/psd2-sandbox) and imported under that name;
#   - CA: the PEM file in $NODE_EXTRA_CA_CERTS (else the system's bundle) reaches npm in the build as
#     the extra-ca secret, so a proxy's CA is trusted (SELF_SIGNED_CERT_IN_CHAIN otherwise);
#   - rlimits: podman asks for a million open files by default, more than a root without
#     CAP_SYS_RESOURCE may grant ("runc create failed: … error setting rlimit type 7"): it asks for
#     4096, and `podman run` needs the same flags (printed at the end).
# Settings: IMAGE (default localhost/psd2-sandbox:latest); PODMAN_RUNTIME (runc when installed: crun
# cannot set up cgroups on some hosts). Needs root, podman, and mmdebstrap when the base is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

image="${IMAGE:-localhost/psd2-sandbox:latest}"
base=docker.io/library/debian:trixie-slim # the Containerfile's BASE
cache="${XDG_CACHE_HOME:-$HOME/.cache}/psd2-sandbox"
ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
runtime="${PODMAN_RUNTIME:-$(command -v runc >/dev/null && echo runc || true)}"
podman=(podman ${runtime:+--runtime "$runtime"})
limits=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)

command -v podman >/dev/null || { echo "container:build: podman is not installed (apt-get install podman runc mmdebstrap)" >&2; exit 1; }

if "${podman[@]}" image exists "$base"; then
  echo "base: $base present"
else
  tar="$cache/trixie-minbase.tar"
  if [ ! -s "$tar" ]; then
    command -v mmdebstrap >/dev/null || { echo "container:build: no $base image and no mmdebstrap to make one (apt-get install mmdebstrap)" >&2; exit 1; }
    mkdir -p "$cache"
    echo "base: making a stand-in $base with mmdebstrap (Debian trixie, minbase; cached in $tar)"
    # mmdebstrap picks its output format from the name: the partial file must end in .tar too.
    mmdebstrap --quiet --variant=minbase trixie "$cache/partial.tar" http://deb.debian.org/debian
    mv "$cache/partial.tar" "$tar"
  fi
  "${podman[@]}" import --quiet "$tar" "$base" >/dev/null
  echo "base: stand-in $base imported from $tar"
fi

secret=()
[ -r "$ca" ] && secret=(--secret "id=extra-ca,src=$ca" --build-arg NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca)
echo "build: $image${secret:+ (npm trusts the CAs in $ca)}"
# --format docker: the OCI image format has no HEALTHCHECK. --pull=never: the base is local.
"${podman[@]}" build "${limits[@]}" --format docker --network=host --pull=never "${secret[@]}" \
  -t "$image" -f Containerfile .
echo "run:   ${podman[*]} run --rm ${limits[*]} -p 127.0.0.1:8080:8080 $image --memory"
echo "$image"
