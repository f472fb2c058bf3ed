#!/usr/bin/env bash
# Proof of the shipped Swarm stack (issue 21): deploys deploy/swarm/docker-compose.yml on the local engine
# (a one-node Swarm is made if there is none, and left again), creates the schemas with its set-up
# services, runs two replicas of the Stress Test and one of SOE server-side from a common start against the
# stack's database, merges each service from `docker service logs` and checks:
#   - each merged count equals the sum of its replicas' (the merge's per-replica table);
#   - the database's own commit count (pg_stat_database.xact_commit delta over the run) equals the
#     transactions the replicas committed, warm-up included, plus at most EXTRA (default 200: logons,
#     schema checks, the driver's set-up); autovacuum is switched off in this test's database so that its
#     background transactions do not count.
# Exit 0 pass, 1 fail, 77 skip (no engine, no images: build them with deploy/images.sh --offline).
# Environment: DBBENCH_IMAGE, DB_IMAGE (images), STACK (default swarm-proof), LEAD_SECS (start ahead, 60),
# EXTRA (200), KEEP_WORK=1 keeps the logs and merged files.
set -uo pipefail
. "$(dirname "$0")/../swarm-lib.sh"

why=$(swarm_unavailable)
if [ -n "$why" ]; then
    echo "SKIP swarm-stack: $why"
    exit 77
fi
SWARM_STACK=${STACK:-swarm-proof}
EXTRA=${EXTRA:-200}
trap swarm_cleanup EXIT
swarm_ensure || { echo "FAIL swarm-stack: no Swarm"; exit 1; }
swarm_workdir
fail() { echo "FAIL swarm-stack: $*"; KEEP_WORK=1; say "logs and merged files kept in $SWARM_WORK"; exit 1; }

# 1. database and schemas (no load service has replicas yet)
unset STRESS_REPLICAS SOE_SS_REPLICAS SOE_CS_REPLICAS TPCDS_REPLICAS START_AT
export SOE_SCALE=${SOE_SCALE:-0.01} TPCDS_SCALE=${TPCDS_SCALE:-0.01} STRESS_SCALE=${STRESS_SCALE:-0.01}
stack_deploy "$SWARM_STACK" || fail "docker stack deploy failed"
for setup in setup-stress setup-soe setup-tpcds; do
    wait_complete "$SWARM_STACK" "$setup" 900 || fail "$setup did not complete"
done
db_sql "$SWARM_STACK" "ALTER SYSTEM SET autovacuum = off" >/dev/null && db_sql "$SWARM_STACK" "SELECT pg_reload_conf()" >/dev/null \
    || fail "cannot switch autovacuum off"
sleep 2
XACT="SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
commits_before=$(db_sql "$SWARM_STACK" "$XACT") || fail "cannot read xact_commit"

# 2. the run: 2 x Stress Test and 1 x SOE server side, one common start
export STRESS_REPLICAS=2 STRESS_USERS=2 SOE_SS_REPLICAS=1 SOE_SS_USERS=2 WARMUP=${WARMUP:-1x2s} ITERATIONS=${ITERATIONS:-2x5s}
export START_AT=$(date -u -d "+${LEAD_SECS:-60} sec" +%Y-%m-%dT%H:%M:%SZ)
stack_deploy "$SWARM_STACK" || fail "docker stack deploy (run) failed"
for service in stress soe-ss; do
    wait_tasks_ended "$SWARM_STACK" "$service" 600 || fail "$service did not end"
done
sleep 2 # a backend reports its statistics when it ends: give the last ones a moment
commits_after=$(db_sql "$SWARM_STACK" "$XACT") || fail "cannot read xact_commit"

# 3. merged from the logs
for service in stress soe-ss; do
    merge_from_logs "${SWARM_STACK}_$service" "$SWARM_WORK/$service" >"$SWARM_WORK/$service.merge.txt" 2>&1 \
        || { cat "$SWARM_WORK/$service.merge.txt"; fail "merge of ${SWARM_STACK}_$service from its log failed"; }
done

count_check "$SWARM_WORK" "$commits_before" "$commits_after" "$EXTRA" stress:2 soe-ss:1 || fail "checks failed (above)"
echo "PASS swarm-stack"
