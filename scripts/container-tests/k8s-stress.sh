#!/usr/bin/env bash
# Proof of deploy/kubernetes on a real single-node Kubernetes (issue 33): scripts/k8s-cluster.sh up (unless a
# cluster is up already, which is then used and left running), then in a namespace of its own the shipped
# Kustomize layout with settings.yaml edited as a user would (2 replicas x 2 users, a short run): the
# database, the Stress schema Job, the 2-replica Stress Indexed Job; merged from `kubectl logs`; checks:
#   - 2 replicas merged, the merged count equals the sum of the replicas';
#   - the database's commit count (pg_stat_database.xact_commit delta over the run, autovacuum off) equals
#     the transactions the replicas committed, warm-up included, plus the statements around them: per
#     replica at most PER_REPLICA (default 60: its init container's validate, the rendezvous's create table,
#     clock readings, insert and delete, its logons), 20 + its waits' readings for this test's own psql, and the rendezvous's polls
#     (every 250 ms while a replica waits for the last: at most (N-1) x spread / 250 ms + 2 per replica, the
#     spread read from merge's line "Common start found in the database by N of N replicas ...: arrivals
#     spread S ms"). A pod scheduled late
#     widens the spread and so the allowance; a lost or doubled transaction still falls outside it.
# Start: the shipped default start-at: db (the replicas' rendezvous in the database). DBBENCH_K8S_START_AT=
# an instant, or LEAD_SECS (seconds ahead, e.g. 90), tests the explicit-instant path instead.
# Exit 0 pass, 1 fail, 77 skip (no built Kubernetes: scripts/k8s-cluster.sh build; not root; no images).
# Environment: PER_REPLICA, LEAD_SECS, KEEP_WORK=1 keeps the logs and merged files, DBBENCH_K8S_CACHE/_RUN.
set -uo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
. "$HERE/k8s/env.sh"
. "$HERE/k8s/lib.sh"
K8S_T0=$(date +%s)
say() { k8s_say "$@" 2>&1; }
why=$(k8s_unavailable)
[ -z "$why" ] || { echo "SKIP k8s-stress: $why"; exit 77; }
K8S_NS=dbbench-k8s-test
PER_REPLICA=${PER_REPLICA:-60}
QUIET_READS=0
K8S_WORK=$(mktemp -d "${TMPDIR:-/tmp}/k8s-stress.XXXXXX"); chmod 777 "$K8S_WORK"
WORK=$K8S_WORK
cleanup() {
  local rc=$? down_rc=0
  k8s_finish 2>&1 || down_rc=1
  [ "${KEEP_WORK:-0}" = 1 ] && echo "k8s-stress: logs and merged files kept in $WORK" || rm -rf "$WORK"
  [ "$down_rc" = 0 ] || { echo "FAIL k8s-stress: the cluster's down failed (above)"; exit 1; }
  exit "$rc"
}
trap cleanup EXIT
fail() { echo "FAIL k8s-stress: $*"; kubectl --request-timeout=20s -n "$K8S_NS" get pods -o wide 2>&1 | head -20; KEEP_WORK=1; exit 1; }

k8s_prepare 2>&1 || fail "no cluster, or no namespace $K8S_NS"
K=$K8S_DIR
setting() { k8s_setting "$@" 2>&1 || fail "settings.yaml"; }
setting stress-replicas '"2"'; setting stress-users '"2"'
setting warmup "${WARMUP:-1x2s}"; setting iterations "${ITERATIONS:-2x5s}"
kapply() { k8s_apply stress "$1" 2>&1 || fail "kubectl apply -k stress -l $1"; }
wait_job() { k8s_wait_job "$@" 2>&1; }
sql() { k8s_sql "$1"; }
NS=$K8S_NS

say "database"
kapply 'dbbench.io/role=database'
timeout 200 kubectl -n "$NS" rollout status deploy/db --timeout=180s >/dev/null || fail "database not ready in 180 s"
say "schema Job dbbench-setup-stress"
kapply 'dbbench.io/role=schema,dbbench.io/workload=stress'
wait_job dbbench-setup-stress 600 || { kubectl -n "$NS" logs job/dbbench-setup-stress --tail=20; fail "the schema Job failed"; }
sql "ALTER SYSTEM SET autovacuum = off" >/dev/null && sql "SELECT pg_reload_conf()" >/dev/null || fail "cannot switch autovacuum off"
# a backend's commits reach pg_stat_database by the time it leaves pg_stat_activity: wait for every other
# client to be gone (60 s by the clock) before each reading
quiet() {
  local end=$((SECONDS + 60)) n
  while [ "$SECONDS" -lt "$end" ]; do
    QUIET_READS=$((QUIET_READS + 1)) # each a transaction of its own, counted in the delta after `before`
    n=$(sql "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()") || return 1
    [ "$n" = 0 ] && return 0
    sleep 1
  done
  return 1
}
quiet || fail "other clients still connected to the database after 60 s"
XACT="SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
before=$(sql "$XACT") || fail "cannot read xact_commit"
QUIET_READS=0

if [ -n "${DBBENCH_K8S_START_AT:-}" ]; then START=$DBBENCH_K8S_START_AT
elif [ -n "${LEAD_SECS:-}" ]; then START=$(date -u -d "+$LEAD_SECS sec" +%Y-%m-%dT%H:%M:%SZ)
else START=db; fi
setting start-at "$START"
say "Stress Indexed Job: 2 replicas x 2 users, start-at $START"
kubectl kustomize "$K/stress" > "$WORK/built.yaml" || fail "kubectl kustomize"
python3 - "$WORK/built.yaml" "$START" <<'PY' || fail "the built Stress Job does not carry the settings (above)"
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
job = next(d for d in docs if d["kind"] == "Job" and d["metadata"]["name"] == "dbbench-stress")
env = {e["name"]: e.get("value") for e in job["spec"]["template"]["spec"]["containers"][0]["env"]}
got = (job["spec"]["completions"], job["spec"]["parallelism"], env["STRESS_REPLICAS"], env["STRESS_USERS"], env["START_AT"])
print("built dbbench-stress: completions %s, parallelism %s, STRESS_REPLICAS %s, STRESS_USERS %s, START_AT %s" % got)
assert got == (2, 2, "2", "2", sys.argv[2]), got
assert not any(d["kind"] == "ConfigMap" for d in docs), "settings.yaml must not be applied"
jobs = sorted(d["metadata"]["name"] for d in docs if d["kind"] == "Job")
assert jobs == ["dbbench-setup-stress", "dbbench-stress"], "deploy/kubernetes/stress builds other Jobs too: %s" % jobs
PY
kapply 'dbbench.io/role=load,dbbench.io/workload=stress'
wait_job dbbench-stress 600; job_rc=$?
kubectl -n "$NS" get pods -l job-name=dbbench-stress -o wide
kubectl -n "$NS" get pods -l job-name=dbbench-stress -o jsonpath='{range .items[*]}{.metadata.name} run key {.metadata.labels.batch\.kubernetes\.io/controller-uid}{"\n"}{end}'
[ "$job_rc" = 0 ] || { kubectl -n "$NS" logs -l job-name=dbbench-stress --tail=30 --prefix; fail "the Stress Job did not complete"; }
quiet || fail "the replicas' sessions still connected 60 s after their Job completed"
after=$(sql "$XACT") || fail "cannot read xact_commit"

say "merge from kubectl logs"
k8s_merge dbbench-stress "$WORK/merged" > "$WORK/merge.txt" 2>&1 || { cat "$WORK/merge.txt"; fail "merge from the log failed"; }
grep -h 'Completed:' "$WORK/merged.log"; grep -h '^Common start' "$WORK/merge.txt"
python3 - "$WORK/merged/results.json" "$before" "$after" "$PER_REPLICA" "$WORK/merge.txt" "$START" "$QUIET_READS" <<'PY' || fail "checks failed (above)"
import json, re, sys
r = json.load(open(sys.argv[1])); before, after, per_replica = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
log, start, own_reads = open(sys.argv[5]).read(), sys.argv[6], int(sys.argv[7])
rows = r["merge"]["replicas"]; total = r["totalCompleted"]; summed = sum(row["completed"] for row in rows)
ran = sum(i["completed"] for i in r["iterations"])
rolled_back = sum(t["rolledBack"] for i in r["iterations"] for t in i["transactions"])
committed = ran - rolled_back; delta = after - before
n = len(rows)
met = re.search(r"^Common start found in the database by (\d+) of (\d+) replicas .*arrivals spread (\d+) ms", log, re.M)
met_all = met is not None and int(met.group(1)) == n == int(met.group(2))
polls = 0
if start == "db":
    if not met_all: print(f"FAIL merge does not say that all {n} replicas found their start in the database")
    spread = int(met.group(3)) if met else 0
    polls = ((n - 1) * spread + 249) // 250 + 2 * n
    print(f"rendezvous: arrival spread {spread} ms: at most {polls} polls")
extra = n * per_replica + 20 + own_reads + polls
print(f"stress: {len(rows)} replicas merged from kubectl logs, {total} transactions measured "
      f"(replicas {' + '.join(str(row['completed']) for row in rows)} = {summed}), {ran} run in all iterations, {rolled_back} rolled back")
print(f"database: xact_commit delta {delta}, replicas committed {committed}, extra {delta - committed} (allowed 0..{extra})")
ok = len(rows) == 2 and summed == total and 0 <= delta - committed <= extra and (start != "db" or met_all)
if len(rows) != 2: print(f"FAIL {len(rows)} replicas merged, 2 ran")
if summed != total: print(f"FAIL merged count {total} is not the replicas' sum {summed}")
if not 0 <= delta - committed <= extra: print("FAIL the database's commit count does not match the replicas' commits")
sys.exit(0 if ok else 1)
PY
say "PASS k8s-stress"
