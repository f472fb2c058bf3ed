#!/usr/bin/env bash
# Many users from one client: the Stress Test (configs/Stress_Test.xml) with 1 s of think time between a user's
# transactions (-intermin/-intermax 1000), at each user count of USERS, against a private PostgreSQL this script
# starts (scripts/ensure-pg.sh, never port 5432), straight to the server ("direct", counts up to DIRECT_MAX, the
# server's max_connections being set for them) and through a private PgBouncer in transaction pooling
# (scripts/ensure-pgbouncer.sh: Debian's package, installed when missing), for every count.
# One row per run, whitespace-separated:
#   USERS LOGON_S RSS_MB ERRORS TPS PATH THREADS LIVE_MAX_S CPU_S PEAK_THREADS LOAD1
# - LOGON_S: engine start to the last user logged on (results.json logonTimeMillis); "-" when not all got on;
# - RSS_MB: the client JVM's peak resident memory (VmHWM of /proc/PID/status, read every 0.5 s to its end);
# - ERRORS: failed transactions plus failed logon attempts (LOGON:* in errorsByCode);
# - TPS: transactions per second over the whole seconds after the last logon (each user's ceiling is 1/s);
# - PATH direct|pgbouncer; THREADS the kind of the users' threads (--threads, as results.json's userThreads says); LIVE_MAX_S the longest gap between two of the
#   1-second samples behind the live line, the first from the engine's start (on time: 1.0); CPU_S the client's user+system CPU seconds;
#   PEAK_THREADS the client JVM's most threads; LOAD1 the 1-minute load average at the run's end.
# The server runs without fsync (PG_FAST=1): the client is measured, not the disk. The machine may be shared:
# the load average says how busy it was.
#   USERS=1000,2000,5000,10000 scripts/bench-many-users.sh
# Environment: USERS (comma list, default 1000,2000), PATHS (default direct,pgbouncer), DIRECT_MAX (default 2000:
#   the direct runs' ceiling, the server's max_connections is DIRECT_MAX + 50), RUN_SECS (run time per run, logons
#   included; default 20 + USERS/80 s: 145 s at 10,000 users), JAVA (default java; virtual threads need 21+,
#   e.g. JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java), THREADS (comma list of platform and virtual, default
#   platform: each count runs once per kind, the kinds taking turns),
#   JAVA_OPTS, PGB_MODE (transaction|session, default transaction: session pooling holds one server connection
#   per client, so it cannot go past the server's max_connections), PGB_POOL_SIZE (default 20), SCALE (Stress
#   Test rows in millions, default 0.1), PG_PORT (56640), PG_DIR, PGB_PORT (56660), PGB_DIR, KEEP_PG=1
#   (keeps the server this script started; PgBouncer and PGB_DIR go always), KEEP_WORK=1 (keeps each run's
#   output and results), WAIT_TILL_ALL_LOGON (true|false, default false: the config's WaitTillAllLogon, SwingBench's
#   hold of every user until all are logged on: no user runs a transaction while others still log on),
#   LOGON_GROUP_COUNT (default 1) and LOGON_DELAY_MS (default 0): SwingBench's LogonGroupCount and LogonDelay, users
#   logging on in groups of that many, the groups that many ms apart.
# Exit: 0 when every run exited 0 with results; 1 when all ran but one or more failed (exited non-zero or wrote no
# results.json: a "# NAME: ..." line follows its row, a run without results printing a row of -); 2 on errors (bad input, a
# server or PgBouncer that does not start).
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${USERS:-1000,2000}
PATHS=${PATHS:-direct,pgbouncer}
THREADS=${THREADS:-platform}
DIRECT_MAX=${DIRECT_MAX:-2000}
JAVA=${JAVA:-java}
SCALE=${SCALE:-0.1}
THINK_MS=1000
WAIT_TILL_ALL_LOGON=${WAIT_TILL_ALL_LOGON:-false}
LOGON_GROUP_COUNT=${LOGON_GROUP_COUNT:-1}
LOGON_DELAY_MS=${LOGON_DELAY_MS:-0}
export PG_PORT=${PG_PORT:-56640} PG_DIR=${PG_DIR:-/tmp/dbbench-many-users-pg} PG_FAST=1
export PGB_PORT=${PGB_PORT:-56660} PGB_DIR=${PGB_DIR:-/tmp/dbbench-many-users-pgbouncer}
export PGB_MODE=${PGB_MODE:-transaction} PGB_POOL_SIZE=${PGB_POOL_SIZE:-20}
export PG_MAX_CONNECTIONS=$((DIRECT_MAX + 50))
die() { echo "bench-many-users.sh: $*" >&2; exit 2; }

[[ $USERS =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || die "USERS=$USERS: a comma list of positive counts, e.g. 1000,2000"
[[ $PATHS =~ ^(direct|pgbouncer)(,(direct|pgbouncer))*$ ]] || die "PATHS=$PATHS: a comma list of direct and pgbouncer"
[[ $THREADS =~ ^(platform|virtual)(,(platform|virtual))*$ ]] || die "THREADS=$THREADS: a comma list of platform and virtual"
[[ $DIRECT_MAX =~ ^[1-9][0-9]*$ ]] || die "DIRECT_MAX=$DIRECT_MAX: a positive count"
[[ $WAIT_TILL_ALL_LOGON =~ ^(true|false)$ ]] || die "WAIT_TILL_ALL_LOGON=$WAIT_TILL_ALL_LOGON: true or false"
# bounded to nine digits: dbbench takes them as ints, and a larger one would fail every run, not this check
[[ $LOGON_GROUP_COUNT =~ ^[1-9][0-9]{0,8}$ ]] || die "LOGON_GROUP_COUNT=$LOGON_GROUP_COUNT: a positive count of at most 9 digits"
[[ $LOGON_DELAY_MS =~ ^[0-9]{1,9}$ ]] || die "LOGON_DELAY_MS=$LOGON_DELAY_MS: whole milliseconds, at most 9 digits"
[[ -z ${RUN_SECS:-} || ${RUN_SECS} =~ ^[1-9][0-9]*$ ]] || die "RUN_SECS=$RUN_SECS: whole seconds"
IFS=, read -r -a counts <<<"$USERS"
IFS=, read -r -a paths <<<"$PATHS"
IFS=, read -r -a kinds <<<"$THREADS"
most=0
for n in "${counts[@]}"; do (( n > most )) && most=$n; done
# a client socket per user, and the JVM's own files: the soft limit up to the hard one, refused when too low
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
(( $(ulimit -n) >= most + 1000 )) || die "open files limit $(ulimit -n) is too low for $most users (ulimit -n; need $((most + 1000)))"

# PgBouncer's dir is removed at the end: one that exists is not this script's
if [[ ,$PATHS, == *,pgbouncer,* && -e $PGB_DIR ]]; then die "PGB_DIR=$PGB_DIR exists: another PgBouncer's? Remove it or set PGB_DIR"; fi
JAR=bench-cli/target/bench-cli.jar
if [[ ! -f $JAR ]] || [[ -n "$(find pom.xml bench-core/src/main bench-cli/src/main -newer "$JAR" -type f -print -quit)" ]]; then
  echo "building $JAR ..." >&2
  # shellcheck disable=SC2086  # MVN_ARGS is a list of arguments
  mvn -B -q ${MVN_ARGS:-} -pl bench-cli -am package -DskipTests >&2
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-many-users.XXXXXX")

# a PG_DIR that exists already is someone's cluster that ensure-pg.sh reuses: never stopped nor deleted here
[[ -e $PG_DIR ]] && OWN_PG=0 || OWN_PG=1
CLIENT_PID=
SAMPLER_PID=
OWN_PGB=0
FAILED_RUNS=0
cleanup() {
  # the client and its sampler, by PID, then PgBouncer by its PID file, then the server this script made
  [[ -n $CLIENT_PID ]] && kill -TERM "$CLIENT_PID" 2>/dev/null && sleep 2 && kill -KILL "$CLIENT_PID" 2>/dev/null
  [[ -n $SAMPLER_PID ]] && kill "$SAMPLER_PID" 2>/dev/null
  if [[ $OWN_PGB = 1 ]]; then
    scripts/ensure-pgbouncer.sh stop >/dev/null 2>&1 || true
    # its config and auth file (the server's SCRAM secret of the bench user) go with it, KEEP_PG or not: the
    # next run refuses a PGB_DIR that exists
    rm -rf "$PGB_DIR"
  fi
  if [[ $OWN_PG = 1 && ${KEEP_PG:-0} != 1 ]]; then
    scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
  if [[ ${KEEP_WORK:-0} = 1 ]]; then echo "# the runs' files: $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# the Stress Test with the logon options asked for (the config has no command-line option for the first two)
CONFIG=$WORK/Stress_Test.xml
sed -e "s#<WaitTillAllLogon>[a-z]*</WaitTillAllLogon>#<WaitTillAllLogon>$WAIT_TILL_ALL_LOGON</WaitTillAllLogon>#" \
    -e "s#<LogonGroupCount>[0-9]*</LogonGroupCount>#<LogonGroupCount>$LOGON_GROUP_COUNT</LogonGroupCount>#" \
    configs/Stress_Test.xml >"$CONFIG"
grep -q "<WaitTillAllLogon>$WAIT_TILL_ALL_LOGON</WaitTillAllLogon>" "$CONFIG" \
  && grep -q "<LogonGroupCount>$LOGON_GROUP_COUNT</LogonGroupCount>" "$CONFIG" \
  || die "configs/Stress_Test.xml: no WaitTillAllLogon or LogonGroupCount element to set"

pg_env=$(scripts/ensure-pg.sh start) || die "no PostgreSQL (scripts/ensure-pg.sh failed)"
eval "$pg_env"
DIRECT_URL=$BENCH_PG_JDBC_URL
q() { psql -X -q -At -v ON_ERROR_STOP=1 -c "$1"; }
CS=(-u "$PGUSER" -p "$PGPASSWORD")
"$JAVA" -jar "$JAR" stress drop -cs "$DIRECT_URL" "${CS[@]}" >/dev/null 2>&1 || true
"$JAVA" -jar "$JAR" stress create -cs "$DIRECT_URL" "${CS[@]}" --scale "$SCALE" >"$WORK/create.out" 2>&1 \
  || { cat "$WORK/create.out" >&2; die "stress create failed"; }
PGB_URL=
if [[ ,$PATHS, == *,pgbouncer,* ]]; then
  OWN_PGB=1
  pgb_env=$(PGB_MAX_CLIENTS=$((most + 100)) scripts/ensure-pgbouncer.sh start) \
    || die "no PgBouncer (scripts/ensure-pgbouncer.sh failed)"
  eval "$pgb_env"
  PGB_URL=$BENCH_PGB_JDBC_URL
fi

echo "# PostgreSQL $(q 'show server_version') on 127.0.0.1:$PGPORT, max_connections $(q 'show max_connections'), fsync $(q 'show fsync');"\
     "$(q 'SELECT count(*) FROM stresstesttable') rows${PGB_URL:+; PgBouncer on 127.0.0.1:$PGB_PORT, $PGB_MODE pooling, $PGB_POOL_SIZE server connections}"
echo "# client: $("$JAVA" -version 2>&1 | head -1), JAVA_OPTS '${JAVA_OPTS:-}', open files $(ulimit -n); $(nproc) cores,"\
     "$(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# Stress Test, think time ${THINK_MS} ms between transactions, LogonGroupCount $LOGON_GROUP_COUNT, LogonDelay" \
     "$LOGON_DELAY_MS ms, WaitTillAllLogon $WAIT_TILL_ALL_LOGON"
printf '%-6s %-7s %-6s %-6s %-8s %-9s %-8s %-10s %-6s %-12s %s\n' \
  USERS LOGON_S RSS_MB ERRORS TPS PATH THREADS LIVE_MAX_S CPU_S PEAK_THREADS LOAD1

# samples the client's peak RSS (VmHWM, kB) and threads every 0.5 s into $1 until the process is gone
sample() { # pid file
  local pid=$1 out=$2 hwm=0 threads=0 v t
  while [[ -d /proc/$pid ]]; do
    v=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    t=$(awk '/^Threads:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    [[ -n $v ]] && (( v > hwm )) && hwm=$v
    [[ -n $t ]] && (( t > threads )) && threads=$t
    echo "$hwm $threads" >"$out"
    sleep 0.5
  done
}

# one run: prints its row
run() { # users path url threads
  local n=$1 path=$2 url=$3 kind=$4 secs name rc=0 cpu
  secs=${RUN_SECS:-$((20 + n / 80))}
  name=$path-$n-$kind
  # shellcheck disable=SC2086  # JAVA_OPTS is a list of options
  "$JAVA" ${JAVA_OPTS:-} -jar "$JAR" -c "$CONFIG" -cs "$url" "${CS[@]}" -uc "$n" \
    -intermin "$THINK_MS" -intermax "$THINK_MS" -ld "$LOGON_DELAY_MS" -rt "$(printf '0:%02d.%02d' $((secs / 60)) $((secs % 60)))" \
    -r "$WORK/$name.xml" --no-html --json "$WORK/$name.json" -v users,tps,errs --threads "$kind" >"$WORK/$name.out" 2>&1 &
  CLIENT_PID=$!
  sample "$CLIENT_PID" "$WORK/$name.mem" &
  SAMPLER_PID=$!
  # bounded: the run time, plus start, logons that overrun it and the end; then the client is stopped
  local deadline=$((SECONDS + secs + 180))
  while [[ -d /proc/$CLIENT_PID ]] && (( SECONDS < deadline )); do
    # the CPU the client used so far, in clock ticks (utime + stime), read while it runs
    cpu=$(awk '{print $14 + $15}' "/proc/$CLIENT_PID/stat" 2>/dev/null || echo "${cpu:-0}")
    sleep 0.5
  done
  if [[ -d /proc/$CLIENT_PID ]]; then
    echo "# $name: still running $((secs + 180)) s after its start: stopped" >&2
    kill -TERM "$CLIENT_PID" 2>/dev/null || true
    sleep 5
    kill -KILL "$CLIENT_PID" 2>/dev/null || true
  fi
  wait "$CLIENT_PID" || rc=$?
  CLIENT_PID=
  wait "$SAMPLER_PID" 2>/dev/null || true
  SAMPLER_PID=
  (( rc == 0 )) || FAILED_RUNS=$((FAILED_RUNS + 1))
  if [[ ! -s $WORK/$name.json ]]; then
    echo "# $name: exit $rc and no results.json; its last lines:" >&2
    tail -5 "$WORK/$name.out" >&2
    printf '%-6s %-7s %-6s %-6s %-8s %-9s %-8s %-10s %-6s %-12s %s\n' "$n" - - - - "$path" "$kind" - - - \
      "$(cut -d' ' -f1 /proc/loadavg)"
    # no results is a failed run even when dbbench said 0
    (( rc != 0 )) || { FAILED_RUNS=$((FAILED_RUNS + 1)); echo "# $name: exited 0 but wrote no results.json"; }
    failed_line "$name" "$rc"
    return
  fi
  read -r hwm threads <"$WORK/$name.mem"
  python3 - "$WORK/$name.json" "$n" "$path" "$hwm" "$threads" "${cpu:-0}" "$(getconf CLK_TCK)" \
    "$(cut -d' ' -f1 /proc/loadavg)" <<'EOF'
import json, sys
path, users, kind, hwm_kb, threads, cpu_ticks, hz, load = sys.argv[1:]
r = json.load(open(path))
users = int(users)
intervals = r.get("intervals") or []
logged_on = max((i.get("usersLoggedOn", 0) for i in intervals), default=0)
logon_ms = r.get("logonTimeMillis") or 0
all_on = logon_ms > 0 and logged_on >= users
errors = r.get("totalFailed", 0) + sum(v for k, v in (r.get("errorsByCode") or {}).items() if k.startswith("LOGON:"))
# the intervals that began after the last logon (each begins where the one before it ended): their transactions
# over their time
ends = [0] + [i["elapsedMillis"] for i in intervals]
after = [k for k in range(len(intervals)) if all_on and ends[k] >= logon_ms]
done = sum(t["completed"] for k in after for t in intervals[k]["transactions"].values())
span_ms = ends[after[-1] + 1] - ends[after[0]] if after else 0
tps = f"{done * 1000 / span_ms:.0f}" if span_ms > 0 else "-"
# the samples' intervals, the first (from the engine's start) included: 1 s each when the live line is on time
gaps = [b - a for a, b in zip(ends, ends[1:])]
live_max = f"{max(gaps) / 1000:.1f}" if gaps else "-"
print(f"{users:<6} {(f'{logon_ms / 1000:.1f}' if all_on else '-'):<7} {int(hwm_kb) // 1024:<6} {errors:<6} {tps:<8} "
      f"{kind:<9} {r.get('environment', {}).get('userThreads', '?'):<8} {live_max:<10} {int(cpu_ticks) / int(hz):<6.0f} {threads:<12} {load}")
EOF
  failed_line "$name" "$rc"
}

# under a run's row, on stdout with the table: the run's non-zero exit and its first error line
failed_line() { # name rc
  local name=$1 rc=$2
  (( rc == 0 )) && return
  echo "# $name: dbbench exited $rc: $(grep -m1 -i 'bench-cli:' "$WORK/$name.out" || tail -1 "$WORK/$name.out")"
}

for n in "${counts[@]}"; do
  for path in "${paths[@]}"; do
    for kind in "${kinds[@]}"; do
      case $path in
        direct)
          if (( n > DIRECT_MAX )); then echo "# direct-$n: over DIRECT_MAX=$DIRECT_MAX (the server's max_connections $PG_MAX_CONNECTIONS): skipped"; continue; fi
          run "$n" direct "$DIRECT_URL" "$kind" ;;
        pgbouncer) run "$n" pgbouncer "$PGB_URL" "$kind" ;;
      esac
    done
  done
done
if (( FAILED_RUNS > 0 )); then
  echo "bench-many-users.sh: $FAILED_RUNS run(s) exited non-zero (see the # lines under their rows)" >&2
  exit 1
fi
