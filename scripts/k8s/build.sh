#!/bin/bash
# k8s-cluster.sh build: fetch Kubernetes and CoreDNS from the Go module proxy, build them once into $K8S_CACHE.
# Skips whatever the cache already holds (the stamp file says a piece is complete).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/env.sh"
K8S_T0=$(date +%s)
[ "$(id -u)" = 0 ] || k8s_die "build must run as root (apt-get, $K8S_CACHE)"
command -v go >/dev/null || k8s_die "go is not installed: build needs Go >= 1.24 on PATH for Kubernetes $K8S_VERSION (Debian 12's golang is 1.19: install one from go.dev/dl)"
go_version=$(go env GOVERSION 2>/dev/null) # e.g. go1.24.3
[[ $go_version =~ ^go1\.([0-9]+) ]] && [ "${BASH_REMATCH[1]}" -ge 24 ] \
  || k8s_die "$(command -v go) is ${go_version:-of unknown version}: build needs Go >= 1.24 for Kubernetes $K8S_VERSION (put a newer go first on PATH)"
mkdir -p "$K8S_CACHE/bin" "$K8S_CACHE/images" "$K8S_CACHE/work"
STAMP=$K8S_CACHE/stamp
have() { grep -qx "$1" "$STAMP" 2>/dev/null; }
mark() { echo "$1" >> "$STAMP"; }

missing=$(for p in $APT_PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
  k8s_log "apt-get install $(echo $missing)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi

SRC=$K8S_CACHE/work/src
if ! have "kubernetes=$K8S_VERSION"; then
  k8s_log "fetch k8s.io/kubernetes@$K8S_VERSION"
  dir=$(cd /tmp && GOFLAGS= go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
  rm -rf "$SRC" && cp -r "$dir" "$SRC" && chmod -R u+w "$SRC"
  # The module zip has empty staging dirs; its go.mod replaces k8s.io/* with ./staging/src/k8s.io/*.
  while read -r m; do
    d=$(cd /tmp && GOFLAGS= go mod download -json "$m@$K8S_STAGING_VERSION" 2>/dev/null \
        | python3 -c 'import json,sys; print(json.load(sys.stdin).get("Dir",""))' || true)
    [ -n "$d" ] || { echo "skip $m (not served; no binary needs it)"; continue; }
    mkdir -p "$SRC/staging/src/$(dirname "$m")"; rm -rf "$SRC/staging/src/$m"
    cp -r "$d" "$SRC/staging/src/$m"; chmod -R u+w "$SRC/staging/src/$m"
  done < "$HERE/staging-modules.txt"
  k8s_log "build kubernetes binaries (about 10 min on 2 cores from a cold Go cache)"
  LD="-s -w"
  for p in k8s.io/component-base/version k8s.io/client-go/pkg/version; do  # without these every binary says v0.0.0-master
    LD="$LD -X $p.gitVersion=$K8S_VERSION -X $p.gitMajor=1 -X $p.gitMinor=34 -X $p.gitTreeState=clean -X $p.buildDate=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  done
  (cd "$SRC" && GOWORK=off GOFLAGS=-mod=mod nice -n 19 go build -ldflags "$LD" -o "$K8S_CACHE/bin/" \
    ./cmd/kube-apiserver ./cmd/kube-controller-manager ./cmd/kube-scheduler ./cmd/kubectl ./cmd/kube-proxy ./cmd/kubelet)
  v=$("$K8S_CACHE/bin/kubectl" version --client) && [[ $v == *"Client Version: $K8S_VERSION"* ]] \
    || k8s_die "kubectl does not report $K8S_VERSION: $v"
  mark "kubernetes=$K8S_VERSION"
fi

# A docker-archive tar written by hand (no docker build, no registry): one layer holding one static binary.
image_tar() { # NAME TAG BINARY ENTRY USER OUT
  local w; w=$(mktemp -d "$K8S_CACHE/work/img.XXXX")
  mkdir "$w/layer"; cp "$3" "$w/layer/$4"
  tar --owner=0 --group=0 --numeric-owner --mtime='2024-01-01' -C "$w/layer" -cf "$w/layer.tar" "$4"
  local diff cfg; diff=$(sha256sum "$w/layer.tar" | cut -d' ' -f1)
  printf '{"architecture":"amd64","os":"linux","config":{"Entrypoint":["/%s"],"User":"%s","WorkingDir":"/"},"rootfs":{"type":"layers","diff_ids":["sha256:%s"]}}' \
    "$4" "$5" "$diff" > "$w/config.json"
  cfg=$(sha256sum "$w/config.json" | cut -d' ' -f1); mv "$w/config.json" "$w/$cfg.json"
  printf '[{"Config":"%s.json","RepoTags":["%s:%s"],"Layers":["layer.tar"]}]' "$cfg" "$1" "$2" > "$w/manifest.json"
  tar -C "$w" -cf "$6" manifest.json "$cfg.json" layer.tar
  rm -rf "$w"
}

if ! have "pause=$PAUSE_IMAGE"; then
  k8s_log "pause image"
  gcc -Os -Wall -Werror -static -DVERSION=v3.10-dbbench -o "$K8S_CACHE/work/pause" "$SRC/build/pause/linux/pause.c"
  strip "$K8S_CACHE/work/pause"
  image_tar "${PAUSE_IMAGE%:*}" "${PAUSE_IMAGE##*:}" "$K8S_CACHE/work/pause" pause 65535:65535 "$K8S_CACHE/images/pause.tar"
  mark "pause=$PAUSE_IMAGE"
fi

if ! have "coredns=$COREDNS_VERSION"; then
  k8s_log "build CoreDNS $COREDNS_VERSION (only cache errors health kubernetes loadbalance log ready whoami; no forward)"
  CD=$K8S_CACHE/work/coredns; rm -rf "$CD"; mkdir -p "$CD"; cp "$HERE/coredns-main.go.txt" "$CD/main.go"
  (cd "$CD" && go mod init local/coredns >/dev/null 2>&1 \
    && GOFLAGS=-mod=mod go get "github.com/coredns/coredns@$COREDNS_VERSION" \
    && GOFLAGS=-mod=mod go mod tidy \
    && CGO_ENABLED=0 GOFLAGS=-mod=mod nice -n 19 go build -ldflags "-s -w" -o "$K8S_CACHE/bin/coredns" .)
  image_tar local/coredns "$COREDNS_VERSION" "$K8S_CACHE/bin/coredns" coredns 65532:65532 "$K8S_CACHE/images/coredns.tar"
  mark "coredns=$COREDNS_VERSION"
fi
rm -rf "$SRC" "$K8S_CACHE/work"
{ echo "built=$(date -u +%Y-%m-%dT%H:%M:%SZ)"; echo "go=$(go env GOVERSION)"; } >> "$STAMP"
k8s_log "build complete: $K8S_CACHE"
ls -l "$K8S_CACHE/bin" "$K8S_CACHE/images"
