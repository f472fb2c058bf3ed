# shellcheck shell=bash
# What scripts/bench-stress-twin.sh and scripts/bench-client-cpu.sh share, sourced by both: the jars, a
# private PostgreSQL with the Stress Test schema, the pgbench twin's scripts (see bench-stress-twin.sh for
# why the twin is the same work) and the commands that run each side. The caller sets -euo pipefail and
# SCRIPT (its name, for errors); the env is theirs (USERS, RUN_SECONDS, WARMUP_SECONDS, REPEATS, SCALE,
# PG_PORT, PG_DIR, PG_FAST, KEEP_PG, JAVA, JAVA_OPTS, THREADS, MVN_ARGS). Sets jars (array), WORK, CS and the
# functions below. A jar argument may end in @virtual or @platform: that jar's runs get --threads so (one run can
# take the same jar both ways in turns, e.g. base.jar@platform base.jar@virtual); THREADS (virtual|platform) is
# the --threads of jars without a suffix (none given when unset: the tool's default); JAVA the java that runs
# dbbench (default: java on PATH; virtual threads need 21 or later). Only the text after the last @ is read, and only
# when it is exactly virtual or platform: /tmp/a@b/x.jar is a plain jar; a file named x.jar@virtual is x.jar@virtual@platform.
USERS=${USERS:-4}
RUN_SECONDS=${RUN_SECONDS:-20}
WARMUP_SECONDS=${WARMUP_SECONDS:-10}
REPEATS=${REPEATS:-3}
SCALE=${SCALE:-0.1}
export PG_PORT=${PG_PORT:-56620} PG_DIR=${PG_DIR:-/tmp/dbbench-twin-pg} PG_FAST=${PG_FAST:-1}
command -v pgbench >/dev/null 2>&1 || { echo "$SCRIPT: pgbench is not on PATH (Debian: postgresql-client)" >&2; exit 2; }
(( WARMUP_SECONDS + RUN_SECONDS < 60 )) || { echo "$SCRIPT: WARMUP_SECONDS + RUN_SECONDS must be under 60" >&2; exit 2; }
JAVA=${JAVA:-java}
THREADS=${THREADS:-}
[[ -z $THREADS || $THREADS == virtual || $THREADS == platform ]] \
  || { echo "$SCRIPT: THREADS must be virtual or platform, was '$THREADS'" >&2; exit 2; }
"$JAVA" -version >/dev/null 2>&1 || { echo "$SCRIPT: JAVA=$JAVA does not run" >&2; exit 2; }
jars=("$@")
if [[ ${#jars[@]} -eq 0 ]]; then
  jars=(bench-cli/target/bench-cli.jar)
  # the sources of every module whose classes bench-cli's jar holds: a change to any of them makes it stale
  JAR_SOURCES=(bench-core/src/main bench-embedded/src/main bench-workloads/src/main bench-netprobe/src/main
               bench-report/src/main bench-hostprobe/src/main bench-cli/src/main)
  if [[ ! -f ${jars[0]} ]] || [[ -n "$(find pom.xml ./*/pom.xml "${JAR_SOURCES[@]}" -newer "${jars[0]}" -type f -print -quit)" ]]; then
    echo "building ${jars[0]} ..." >&2
    mvn -B -q ${MVN_ARGS:-} -pl bench-cli -am package -DskipTests >&2
  fi
fi
jar_file() { case $1 in *@virtual | *@platform) echo "${1%@*}" ;; *) echo "$1" ;; esac; }
jar_threads() { case $1 in *@virtual | *@platform) echo "${1##*@}" ;; *) echo "$THREADS" ;; esac; }
for jar in "${jars[@]}"; do
  [[ -f $(jar_file "$jar") ]] || { echo "$SCRIPT: no such jar: $(jar_file "$jar") (argument $jar)" >&2; exit 2; }
done

# Made after the checks above, which exit without anything to clean up; the trap is set before anything starts.
[[ -e $PG_DIR ]] && OWN_PG=0 || OWN_PG=1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-twin.XXXXXX")
cleanup() {
  # A JVM started in the background ignores Ctrl-C's SIGINT (a non-interactive shell's background job), so a
  # run still going when the script ends is stopped here by its own pid ($WORK/NAME.pid, removed once it has
  # ended), given 10 s to exit before SIGKILL.
  local f pid n
  for f in "$WORK"/*.pid; do
    pid=$(cat "$f" 2>/dev/null) || continue
    [[ $pid =~ ^[0-9]+$ ]] && kill "$pid" 2>/dev/null || continue
    n=0
    while kill -0 "$pid" 2>/dev/null && (( n++ < 100 )); do sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -rf "$WORK"
  if [ "$OWN_PG" = 1 ] && [ "${KEEP_PG:-0}" != 1 ]; then
    scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap cleanup EXIT
eval "$(scripts/ensure-pg.sh start)"
q() { psql -X -q -At -v ON_ERROR_STOP=1 -c "$1"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
load1() { cut -d' ' -f1 /proc/loadavg; }

CS=(-cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD")
"$JAVA" -jar "$(jar_file "${jars[0]}")" stress drop "${CS[@]}" >/dev/null 2>&1 || true
"$JAVA" -jar "$(jar_file "${jars[0]}")" stress create "${CS[@]}" --scale "$SCALE" >&2
echo "dbbench on $("$JAVA" -version 2>&1 | head -n 1); PostgreSQL $(q 'show server_version') on 127.0.0.1:$PGPORT (fsync $(q 'show fsync')), $(q 'SELECT count(*) FROM stresstesttable') rows;" \
     "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $USERS users, ${WARMUP_SECONDS}s warm-up + ${RUN_SECONDS}s measured, $REPEATS repeats"

big=$(printf 'x%.0s' $(seq 1 275))
twin() { # name weight statement
  cat >"$WORK/$1.sql" <<SQL
\\set id random(1, :maxid)
\\set aint random(0, 999999)
\\set neg random(-9000000000000000, -1)
\\startpipeline
BEGIN;
$3
\\endpipeline
COMMIT;
SQL
}
twin insert 15 "INSERT INTO stresstesttable (id, aint, afloat, asmallvarchar, abigvarchar, adate) VALUES (:neg, :aint, :aint * 1.5, 'k' || :aint, '$big', DATE '2000-01-01' + :aint % 10950);"
twin select 40 "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate FROM stresstesttable WHERE id = :id;"
twin update 30 "UPDATE stresstesttable SET aint = aint + 1 WHERE id = :id;"
twin delete 10 "DELETE FROM stresstesttable WHERE id = :id;"

# Sets cmd to the dbbench command of one run: dbbench_cmd JAR[@THREADS] NAME, writing $WORK/NAME.xml and .json.
dbbench_cmd() {
  local threads
  threads=$(jar_threads "$1")
  # shellcheck disable=SC2206  # JAVA_OPTS is a list of options
  cmd=("$JAVA" ${JAVA_OPTS:-} -jar "$(jar_file "$1")" ${threads:+--threads "$threads"} -c configs/Stress_Test.xml "${CS[@]}" -uc "$USERS"
      -rt "0:00.$(printf '%02d' $((WARMUP_SECONDS + RUN_SECONDS)))" -bs "0:00.$(printf '%02d' "$WARMUP_SECONDS")"
      -r "$WORK/$2.xml" --no-html --json "$WORK/$2.json")
}
# Sets cmd to the pgbench twin's command, its ids drawn from the table's MAX(id) now.
pgbench_cmd() {
  cmd=(pgbench -n -M prepared -c "$USERS" -j "$(( USERS < $(nproc) ? USERS : $(nproc) ))" -T "$RUN_SECONDS"
      -D maxid="$(q 'SELECT max(id) FROM stresstesttable')"
      -f "$WORK/insert.sql@15" -f "$WORK/select.sql@40" -f "$WORK/update.sql@30" -f "$WORK/delete.sql@10")
}
