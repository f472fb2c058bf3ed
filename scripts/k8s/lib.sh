# Shared by scripts/container-tests/k8s-stress.sh and scripts/k8s-layouts.sh (source it after env.sh): the
# shipped Kustomize layout deploy/kubernetes in a namespace of its own on the cluster of scripts/k8s-cluster.sh
# (brought up when none is up, and taken down again at the end), settings changed as a user changes them.
# Needs K8S_NS (namespace) and K8S_WORK (a work directory) set by the caller.
K8S_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export PATH=$K8S_CACHE/bin:$PATH
K8S_MADE_HERE=0
k8s_say() { printf -- '--- [%ss] %s\n' "$(( $(date +%s) - ${K8S_T0:-$(date +%s)} ))" "$*" >&2; }

# Why no cluster can run here (empty when one can): the caller skips with it.
k8s_unavailable() {
  [ "$(id -u)" = 0 ] || { echo "not root (the cluster runs as root)"; return; }
  local missing
  missing=$(k8s_missing_cache)
  [ -z "$missing" ] || { echo "no complete Kubernetes $K8S_VERSION build in $K8S_CACHE (missing: $(echo $missing);" \
    "scripts/k8s-cluster.sh build, ~15 min; CI: DBBENCH_K8S_BUILD=1)"; return; }
  missing=$(k8s_missing_host)
  [ -z "$missing" ] || echo "missing on this host: $(echo $missing) (apt-get install $K8S_RUN_PACKAGES; .ci/run does)"
}

# The cluster up (made here unless it already runs), the namespace fresh, the layout copied to $K8S_WORK/kubernetes
k8s_prepare() {
  if [ -d "$K8S_RUN/pids" ] && grep -q ' Ready' <<<"$(kubectl --request-timeout=20s get node "$NODE_NAME" 2>/dev/null)"; then
    # CI proves what it built: a cluster this run did not start may hold old images or state
    [ "${CI:-}" = true ] && { k8s_say "CI=true: a cluster this run did not start is up ($K8S_RUN): take it down first (scripts/k8s-cluster.sh down)"; return 1; }
    k8s_say "using the cluster already up (left running; its images re-imported when their ids changed)"
    "$K8S_ROOT/scripts/k8s-cluster.sh" up >&2 || return 1
  else
    k8s_say "scripts/k8s-cluster.sh up"; K8S_MADE_HERE=1
    "$K8S_ROOT/scripts/k8s-cluster.sh" up >&2 || return 1
  fi
  if kubectl get namespace "$K8S_NS" >/dev/null 2>&1; then
    kubectl delete namespace "$K8S_NS" --timeout=120s >/dev/null || { k8s_say "old namespace $K8S_NS stays"; return 1; }
  fi
  kubectl create namespace "$K8S_NS" >/dev/null || return 1
  K8S_DIR=$K8S_WORK/kubernetes
  cp -r "$K8S_ROOT/deploy/kubernetes" "$K8S_DIR"
  chmod 700 "$K8S_DIR" # it holds the throwaway password, in a work dir others may read
  echo "namespace: $K8S_NS" >> "$K8S_DIR/base/kustomization.yaml"
  sed -i "s/password: change-me/password: $(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')/" "$K8S_DIR/base/password-secret.yaml"
}

# The namespace removed; the cluster down if made here. Fails (1, with a line) when down failed: the host may
# not be as before, and the test that ran must fail with it.
k8s_finish() {
  kubectl --request-timeout=20s delete namespace "$K8S_NS" --wait=false >/dev/null 2>&1
  [ -n "${K8S_DIR:-}" ] && rm -f "$K8S_DIR/base/password-secret.yaml"
  [ "$K8S_MADE_HERE" = 1 ] || return 0
  "$K8S_ROOT/scripts/k8s-cluster.sh" down >&2 && return 0
  echo "FAIL: scripts/k8s-cluster.sh down failed (above): the host may not be as before up; state kept in $K8S_RUN" >&2
  return 1
}

# k8s_setting KEY VALUE: base/settings.yaml's KEY, as a user edits it
k8s_setting() {
  sed -i "s|^  $1: .*|  $1: $2|" "$K8S_DIR/base/settings.yaml"
  grep -q "^  $1: $2\$" "$K8S_DIR/base/settings.yaml" || { k8s_say "no setting $1 in settings.yaml"; return 1; }
}

# k8s_workload_dir JOB: the directory a user applies for that load Job (soe-cs is deploy/kubernetes itself)
k8s_workload_dir() { [ "$1" = soe-cs ] && echo "$K8S_DIR" || echo "$K8S_DIR/$1"; }

# k8s_apply JOB SELECTOR: kubectl apply -k of JOB's directory, the objects with those labels
k8s_apply() {
  kubectl --request-timeout=60s apply -k "$(k8s_workload_dir "$1")" -l "$2" > "$K8S_WORK/apply.out" 2>&1 \
    || { cat "$K8S_WORK/apply.out" >&2; return 1; }
}

# k8s_wait_job JOB SECONDS: until Complete (0) or Failed (1); kubectl wait watches one condition only
k8s_wait_job() {
  local s end=$((SECONDS + $2))
  while [ "$SECONDS" -lt "$end" ]; do
    s=$(kubectl --request-timeout=20s -n "$K8S_NS" get job "$1" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}' 2>/dev/null)
    case $s in *Complete*) k8s_say "job/$1 Complete"; return 0 ;; *Failed*) k8s_say "job/$1 FAILED"; return 1 ;; esac
    sleep 2
  done
  k8s_say "job/$1: neither Complete nor Failed after $2 s"; return 1
}

# k8s_sql SQL: in the database pod, as the layout's user
k8s_sql() { kubectl --request-timeout=20s -n "$K8S_NS" exec deploy/db -- psql -U soe -d soe -tAc "$1"; }

# k8s_merge JOB DIR: the Job's pods' logs (DIR.log) merged into DIR (results.json there)
k8s_merge() {
  kubectl --request-timeout=60s -n "$K8S_NS" logs -l "job-name=$1" --tail=-1 --prefix --max-log-requests=50 > "$2.log" 2>&1 || return 1
  local jar=${JAR:-$K8S_ROOT/bench-cli/target/bench-cli.jar}
  if [ -f "$jar" ] && command -v java >/dev/null; then
    java -jar "$jar" merge - -o "$2" < "$2.log"
  else
    /usr/bin/docker run --rm -i -v "$K8S_WORK:$K8S_WORK" dbbench:dev merge - -o "$2" < "$2.log"
  fi
}
