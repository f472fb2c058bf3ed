#!/usr/bin/env bash
# Fat vs thin micro-services on the local Docker Swarm, one command (issue 21): deploys the shipped stack
# deploy/swarm/docker-compose.yml (a one-node Swarm is made if there is none, and left again at the end),
# then runs each layout -- REPLICAS x USERS-per-replica, e.g. 1x16, 2x8, 4x4 -- as the stack's service for
# CONFIG with that many replicas from a common start, repeats interleaved, merges each run from the
# service's log (`docker service logs | bench-cli merge -`) and prints the sweep table: one row per layout,
# TPS score ± error over all measured iterations, p50/p99, and faster/slower/not significant at 99% against
# the first layout.
#
# Environment (defaults):
#   USERS=16          users over all replicas of a layout (each layout must multiply out to it)
#   LAYOUTS=1x16,2x8,4x4   replicas x users per replica
#   RUN_SECS=60       measured seconds per run, as 3 iterations (--iterations 3xRUN_SECS/3 s)
#   WARMUP_SECS=10    warm-up seconds per run (not scored)
#   REPEATS=3         rounds; each round runs every layout, in a rotated order (ABC, BCA, CAB, ...)
#   CONFIG=SOE_Client_Side   or SOE_Server_Side_V2, Stress_Test, TPCDS_Like_Workload (the stack's services)
#   LEAD_SECS=40      the common start is this far after the deploy: every replica must be up and logged on
#   STACK=dbbench-layouts, DBBENCH_IMAGE=dbbench:dev, DB_IMAGE=dbbench-postgres:dev, SOE_SCALE=0.01 ...
#   KEEP_WORK=1       keep the logs and merged results (the directory is printed)
# Exit: 0 table printed, 2 bad environment, 1 a run failed, 77 no Docker or no images (says why).
set -uo pipefail
. "$(dirname "$0")/swarm-lib.sh"
. "$(dirname "$0")/layouts-check.sh"

USERS=${USERS:-16}
LAYOUTS=${LAYOUTS:-1x16,2x8,4x4}
RUN_SECS=${RUN_SECS:-60}
WARMUP_SECS=${WARMUP_SECS:-10}
REPEATS=${REPEATS:-3}
CONFIG=${CONFIG:-SOE_Client_Side}
LEAD_SECS=${LEAD_SECS:-40}
SWARM_STACK=${STACK:-dbbench-layouts}

bad() { echo "swarm-layouts: $*" >&2; exit 2; }
case "$CONFIG" in
    SOE_Client_Side) service=soe-cs setup=setup-soe ;;
    SOE_Server_Side_V2) service=soe-ss setup=setup-soe ;;
    Stress_Test) service=stress setup=setup-stress ;;
    TPCDS_Like_Workload) service=tpcds setup=setup-tpcds ;;
    *) bad "CONFIG=$CONFIG: not one of the stack's load services (SOE_Client_Side, SOE_Server_Side_V2, Stress_Test, TPCDS_Like_Workload)" ;;
esac
VAR=$(tr 'a-z-' 'A-Z_' <<<"$service")
check_layouts USERS RUN_SECS WARMUP_SECS REPEATS LEAD_SECS

why=$(swarm_unavailable)
if [ -n "$why" ]; then
    echo "swarm-layouts: skipped: $why"
    exit 77
fi
trap swarm_cleanup EXIT
swarm_ensure || exit 1
swarm_workdir

unset SOE_CS_REPLICAS SOE_SS_REPLICAS STRESS_REPLICAS TPCDS_REPLICAS START_AT
export WARMUP=1x${WARMUP_SECS}s ITERATIONS=3x$((RUN_SECS / 3))s
say "deploying stack $SWARM_STACK (images $DBBENCH_IMAGE, $DB_IMAGE) and creating the schema ..."
stack_deploy "$SWARM_STACK" || exit 1
wait_complete "$SWARM_STACK" "$setup" 1800 || exit 1

declare -A files
for ((round = 0; round < REPEATS; round++)); do
    for ((k = 0; k < ${#layouts[@]}; k++)); do
        layout=${layouts[$(((round + k) % ${#layouts[@]}))]}
        replicas=${layout%x*} each=${layout#*x}
        "$DOCKER" service rm "${SWARM_STACK}_$service" >/dev/null 2>&1 # its log would keep the last run's tasks
        export "${VAR}_REPLICAS=$replicas" "${VAR}_USERS=$each"
        export START_AT=$(date -u -d "+$LEAD_SECS sec" +%Y-%m-%dT%H:%M:%SZ)
        say "round $((round + 1))/$REPEATS: $layout ($replicas replica(s) x $each user(s)), common start $START_AT"
        stack_deploy "$SWARM_STACK" || exit 1
        wait_tasks_ended "$SWARM_STACK" "$service" $((LEAD_SECS + WARMUP_SECS + RUN_SECS + 600)) || exit 1
        out=$SWARM_WORK/$layout-r$((round + 1))
        if ! merge_from_logs "${SWARM_STACK}_$service" "$out" >"$out.merge.txt" 2>&1; then
            cat "$out.merge.txt" >&2
            KEEP_WORK=1
            say "swarm-layouts: $layout, round $((round + 1)): not merged (above); logs kept in $SWARM_WORK"
            exit 1
        fi
        grep -E '^r[0-9]+#' "$out.merge.txt" >&2
        files[$layout]+=${files[$layout]:+,}$out/results.json
    done
    "$DOCKER" service rm "${SWARM_STACK}_$service" >/dev/null 2>&1
done

args=()
for layout in "${layouts[@]}"; do args+=("$layout=${files[$layout]}"); done
echo "Layouts of $CONFIG on Docker Swarm, $USERS users each, $REPEATS round(s) of ${WARMUP_SECS} s warm-up + 3 x $((RUN_SECS / 3)) s"
bench_cli sweep "${args[@]}"
rc=$?
[ "${KEEP_WORK:-0}" = 1 ] && say "logs and merged results in $SWARM_WORK"
exit $rc
