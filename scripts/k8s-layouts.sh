#!/usr/bin/env bash
# Fat vs thin micro-services on Kubernetes, the twin of scripts/swarm-layouts.sh (same variables, same table):
# the shipped layout deploy/kubernetes on the cluster of scripts/k8s-cluster.sh (brought up when none is up,
# and down again at the end), in namespace dbbench-layouts; each layout -- REPLICAS x USERS-per-replica,
# e.g. 1x16, 2x8, 4x4 -- is CONFIG's Indexed Job with that many replicas from a common start (settings.yaml
# changed as a user changes it), repeats interleaved, each run merged from `kubectl logs`, then the sweep
# table: one row per layout, TPS score ± error, p50/p99, faster/slower/not significant at 99% against the first.
#
# Environment (defaults):
#   USERS=16          users over all replicas of a layout (each layout must multiply out to it)
#   LAYOUTS=1x16,2x8,4x4   replicas x users per replica
#   RUN_SECS=60       measured seconds per run, as 3 iterations (--iterations 3xRUN_SECS/3 s)
#   WARMUP_SECS=10    warm-up seconds per run (not scored)
#   REPEATS=3         rounds; each round runs every layout, in a rotated order (ABC, BCA, CAB, ...)
#   CONFIG=SOE_Client_Side   or SOE_Server_Side_V2, Stress_Test, TPCDS_Like_Workload (the layout's Jobs)
#   LEAD_SECS         unset (default): start-at db, the shipped default (the replicas meet in the database and
#                     start together once all arrived; a late pod makes the others wait). Set (e.g. 90): an
#                     instant this many seconds after the apply instead (a pod later than that refuses to run)
#   KEEP_WORK=1       keep the logs and merged results (the directory is printed)
# Exit: 0 table printed, 2 bad environment, 1 a run failed, 77 no cluster can run here (says why).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/k8s/env.sh"
. "$HERE/k8s/lib.sh"
. "$(dirname "$0")/layouts-check.sh"
K8S_T0=$(date +%s)

USERS=${USERS:-16}
LAYOUTS=${LAYOUTS:-1x16,2x8,4x4}
RUN_SECS=${RUN_SECS:-60}
WARMUP_SECS=${WARMUP_SECS:-10}
REPEATS=${REPEATS:-3}
CONFIG=${CONFIG:-SOE_Client_Side}
LEAD_SECS=${LEAD_SECS:-}
K8S_NS=${K8S_NS:-dbbench-layouts}

bad() { echo "k8s-layouts: $*" >&2; exit 2; }
case "$CONFIG" in
    SOE_Client_Side) job=soe-cs schema=soe ;;
    SOE_Server_Side_V2) job=soe-ss schema=soe ;;
    Stress_Test) job=stress schema=stress ;;
    TPCDS_Like_Workload) job=tpcds schema=tpcds ;;
    *) bad "CONFIG=$CONFIG: not one of the layout's load Jobs (SOE_Client_Side, SOE_Server_Side_V2, Stress_Test, TPCDS_Like_Workload)" ;;
esac
check_layouts USERS RUN_SECS WARMUP_SECS REPEATS ${LEAD_SECS:+LEAD_SECS}

why=$(k8s_unavailable)
if [ -n "$why" ]; then
    echo "k8s-layouts: skipped: $why"
    exit 77
fi
K8S_WORK=$(mktemp -d "${TMPDIR:-/tmp}/k8s-layouts.XXXXXX"); chmod 777 "$K8S_WORK"
cleanup() {
    local rc=$? down_rc=0
    k8s_finish || down_rc=1
    [ "${KEEP_WORK:-0}" = 1 ] || rm -rf "$K8S_WORK"
    [ "$down_rc" = 0 ] || { echo "k8s-layouts: FAIL: the cluster's down failed (above)" >&2; exit 1; }
    exit "$rc"
}
trap cleanup EXIT
k8s_prepare || exit 1
k8s_setting warmup "1x${WARMUP_SECS}s" && k8s_setting iterations "3x$((RUN_SECS / 3))s" || exit 1
k8s_say "database and the $schema schema (namespace $K8S_NS)"
k8s_apply "$job" 'dbbench.io/role=database' || exit 1
timeout 200 kubectl -n "$K8S_NS" rollout status deploy/db --timeout=180s >/dev/null || { k8s_say "database not ready"; exit 1; }
k8s_apply "$job" "dbbench.io/role=schema,dbbench.io/workload=$schema" || exit 1
k8s_wait_job "dbbench-setup-$schema" 1800 || exit 1

declare -A files
for ((round = 0; round < REPEATS; round++)); do
    for ((k = 0; k < ${#layouts[@]}; k++)); do
        layout=${layouts[$(((round + k) % ${#layouts[@]}))]}
        replicas=${layout%x*} each=${layout#*x}
        # a Job runs once: the last run's goes first (and its pods, whose logs would mix in)
        # foreground: the Job is gone only once its pods are, so no old pod's log joins the next merge
        timeout 150 kubectl -n "$K8S_NS" delete job "dbbench-$job" --ignore-not-found --cascade=foreground --wait=true --timeout=120s >/dev/null \
            || { k8s_say "the last run's Job dbbench-$job was not deleted in 120 s"; exit 1; }
        start=db
        [ -z "$LEAD_SECS" ] || start=$(date -u -d "+$LEAD_SECS sec" +%Y-%m-%dT%H:%M:%SZ)
        k8s_setting "$job-replicas" "\"$replicas\"" && k8s_setting "$job-users" "\"$each\"" && k8s_setting start-at "$start" || exit 1
        k8s_say "round $((round + 1))/$REPEATS: $layout ($replicas replica(s) x $each user(s)), common start $start"
        k8s_apply "$job" "dbbench.io/role=load,dbbench.io/workload=$job" || exit 1
        k8s_wait_job "dbbench-$job" $((${LEAD_SECS:-0} + WARMUP_SECS + RUN_SECS + 600)) || { KEEP_WORK=1; k8s_say "logs in $K8S_WORK"; exit 1; }
        out=$K8S_WORK/$layout-r$((round + 1))
        if ! k8s_merge "dbbench-$job" "$out" >"$out.merge.txt" 2>&1; then
            cat "$out.merge.txt" >&2
            KEEP_WORK=1
            k8s_say "k8s-layouts: $layout, round $((round + 1)): not merged (above); logs kept in $K8S_WORK"
            exit 1
        fi
        grep -E '^r[0-9]+#' "$out.merge.txt" >&2
        files[$layout]+=${files[$layout]:+,}$out/results.json
    done
done
kubectl --request-timeout=20s -n "$K8S_NS" delete job "dbbench-$job" --ignore-not-found --wait=false >/dev/null

args=()
for layout in "${layouts[@]}"; do args+=("$layout=${files[$layout]}"); done
echo "Layouts of $CONFIG on Kubernetes, $USERS users each, $REPEATS round(s) of ${WARMUP_SECS} s warm-up + 3 x $((RUN_SECS / 3)) s"
jar=${JAR:-$K8S_ROOT/bench-cli/target/bench-cli.jar}
if [ -f "$jar" ] && command -v java >/dev/null; then java -jar "$jar" sweep "${args[@]}"
else /usr/bin/docker run --rm -v "$K8S_WORK:$K8S_WORK" dbbench:dev sweep "${args[@]}"; fi
rc=$?
[ "${KEEP_WORK:-0}" = 1 ] && k8s_say "logs and merged results in $K8S_WORK"
exit $rc
