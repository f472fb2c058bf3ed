#!/usr/bin/env bash
# Client CPU per transaction: dbbench's Stress Test against its pgbench twin (the same statements in the same
# round trips, see bench-stress-twin.sh), on one private PostgreSQL, taking turns in each round. A load tool
# must not be what it measures (issue 36): its CPU per transaction should be no more than pgbench's.
#
# Per run it prints each tool's transactions per second and client CPU per transaction (user + system):
#   pgbench   the whole process (/usr/bin/time), its -T seconds being its measured window
#   dbbench   "window": the measured window only (after the -bs warm-up, before the end), from the process's
#             /proc/PID/stat read every 0.1 s and interpolated at the window's ends (results.json's startTime
#             + statsCollectionStartMillis, + statisticsDurationMillis), over the window's transactions;
#             "whole": the whole process (/usr/bin/time: JVM start, logons, warm-up, writing the results)
#             over every transaction of the run (the sum of results.json's intervals)
# then the medians of the rounds, the ratios dbbench / pgbench and a verdict on the window's (target <= 1.0).
# The figures are CPU time, so a busy machine slows both sides but moves them less than TPS; the load
# average is printed with each run. WARMUP_SECONDS=0 measures a short run including JVM start.
#
# Usage: scripts/bench-client-cpu.sh [bench-cli.jar[@virtual|@platform] ...]   several take turns with pgbench;
#        a suffix runs that jar with --threads so, e.g. base.jar@platform base.jar@virtual (the same jar both ways)
# Env:   as bench-stress-twin.sh: USERS (4), RUN_SECONDS (20), WARMUP_SECONDS (10), REPEATS (3), SCALE (0.1),
#        PG_PORT (56620), PG_DIR, PG_FAST (1: fsync off), KEEP_PG=1, JAVA_OPTS, JAVA (the java that runs dbbench,
#        e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java), THREADS (virtual|platform: --threads of unsuffixed jars),
#        CDS=1: each jar also runs with an application class-data-sharing archive ("JAR+cds" in turns with "JAR"),
#        dumped once before the rounds by one untimed run of the same command with -XX:ArchiveClassesAtExit;
#        VARIANTS='NAME=JVM OPTIONS;...': each jar also runs with each set of options ("JAR+NAME"), e.g.
#        VARIANTS='c1=-XX:TieredStopAtLevel=1;serial=-XX:+UseSerialGC'
# Exit:  0 when every jar's window ratio is <= 1.0, 1 when one is not, 2 on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly TARGET=1.0 SCRIPT=bench-client-cpu.sh
[[ -x /usr/bin/time ]] || { echo "$SCRIPT: /usr/bin/time is missing (Debian: time)" >&2; exit 2; }
source scripts/stress-twin-lib.sh
readonly TICKS=$(getconf CLK_TCK)

# Samples "epoch-seconds cpu-ticks" of process $1 into $2 until it ends (bounded: the run's length + 2 minutes).
sample_cpu() {
  local pid=$1 out=$2 n=0 limit=$(( (WARMUP_SECONDS + RUN_SECONDS + 120) * 10 )) f
  while (( n++ < limit )) && read -ra f 2>/dev/null <"/proc/$pid/stat"; do
    echo "$EPOCHREALTIME $(( f[13] + f[14] ))" >>"$out"
    sleep 0.1
  done
}

# One dbbench run: prints "TPS WINDOW_CPU_S WINDOW_TX WHOLE_CPU_S WHOLE_TX WALL_S BEFORE_CPU_S AFTER_CPU_S
# BEFORE_S": the last three the CPU before the window (JVM start, logons, warm-up) and after it (closing,
# writing the results), and the seconds from launch to the window's start.
dbbench_cpu() { # jar name [extra JVM options]
  local rc=0 cmd pid n=0 timer
  JAVA_OPTS="${JAVA_OPTS:-} ${3:-}" dbbench_cmd "$1" "$2"
  # shellcheck disable=SC2016  # the wrapper's own $$ and $0: it execs the run, so its pid is the JVM's
  /usr/bin/time -o "$WORK/$2.time" -f '%U %S %e' bash -c 'echo $$ >"$0"; exec "$@"' "$WORK/$2.pid" "${cmd[@]}" \
      >"$WORK/$2.out" 2>&1 &
  timer=$!
  while [[ ! -s $WORK/$2.pid ]] && (( n++ < 100 )); do sleep 0.05; done
  # set -e is off inside $(...), which runs this: each error exits 2 itself, so it is not read as "ratio not met"
  [[ -s $WORK/$2.pid ]] || { echo "$SCRIPT: dbbench run $2 wrote no pid file $WORK/$2.pid within 5 s" >&2; exit 2; }
  pid=$(cat "$WORK/$2.pid")
  sample_cpu "$pid" "$WORK/$2.cpu"
  wait "$timer" || rc=$?
  rm -f "$WORK/$2.pid" # the run has ended: the EXIT trap must not signal a pid that may be reused
  [[ $rc -eq 0 ]] || { echo "$SCRIPT: dbbench run $2 failed (exit $rc):" >&2; tail -n 20 "$WORK/$2.out" >&2; exit 2; }
  python3 - "$WORK/$2.json" "$WORK/$2.cpu" "$TICKS" "$(cat "$WORK/$2.time")" <<'PY' || exit 2
import datetime, json, sys
run = json.load(open(sys.argv[1]))
ticks = float(sys.argv[3])
samples = [tuple(map(float, line.split())) for line in open(sys.argv[2])]
start = datetime.datetime.fromisoformat(run["startTime"].replace("Z", "+00:00")).timestamp()
begin = start + run["config"]["load"]["statsCollectionStartMillis"] / 1000
end = begin + run["statisticsDurationMillis"] / 1000
def cpu_at(t):  # seconds of CPU at instant t, between the samples around it
    for (t0, c0), (t1, c1) in zip(samples, samples[1:]):
        if t0 <= t <= t1:
            return (c0 + (c1 - c0) * (t - t0) / (t1 - t0 or 1)) / ticks
    sys.exit(f"no CPU samples around {t} (samples {samples[0][0]}..{samples[-1][0]})")
whole_tx = sum(t["completed"] for i in run["intervals"] for t in i["transactions"].values())
user, system, wall = map(float, sys.argv[4].split())
print(run["averageTransactionsPerSecond"], cpu_at(end) - cpu_at(begin), run["totalCompleted"], user + system, whole_tx,
      wall, cpu_at(begin), user + system - cpu_at(end), begin - samples[0][0])
PY
}

# One pgbench run: prints "TPS CPU_S TX".
pgbench_cpu() {
  local cmd out tps tx
  pgbench_cmd
  out=$(/usr/bin/time -o "$WORK/pgbench.time" -f '%U %S' "${cmd[@]}" 2>&1)
  tps=$(printf '%s\n' "$out" | sed -n 's/^tps = \([0-9.]*\).*/\1/p' | head -n 1)
  tx=$(printf '%s\n' "$out" | sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p')
  [[ -n $tps && -n $tx ]] || { printf 'pgbench gave no tps:\n%s\n' "$out" >&2; exit 2; }
  echo "$tps $(awk '{ print $1 + $2 }' "$WORK/pgbench.time") $tx"
}

us() { awk -v s="$1" -v n="$2" 'BEGIN { printf "%.1f", s * 1e6 / n }'; }
# The variants that take turns: each jar as given, with CDS=1 the same jar with its archive (JAR+cds), and with
# each of VARIANTS' option sets (JAR+NAME).
names=() opts=() variant_jars=()
IFS=';' read -ra extra <<<"${VARIANTS:-}"
for ((j = 0; j < ${#jars[@]}; j++)); do
  names+=("${jars[j]}") opts+=("") variant_jars+=("${jars[j]}")
  for v in "${extra[@]}"; do
    [[ $v == ?*=?* ]] || { echo "$SCRIPT: VARIANTS: '$v' is not NAME=OPTIONS" >&2; exit 2; }
    names+=("${jars[j]}+${v%%=*}") opts+=("${v#*=}") variant_jars+=("${jars[j]}")
  done
  if [[ ${CDS:-0} == 1 ]]; then
    # Silenced as the dbbench launcher does: a refused archive only warns, and the run goes on without it.
    quiet='-Xlog:cds=off -Xlog:cds+dynamic=off'
    dbbench_cpu "${jars[j]}" "cds-dump-$j" "$quiet -XX:ArchiveClassesAtExit=$WORK/cds-$j.jsa" >/dev/null
    [[ -s $WORK/cds-$j.jsa ]] || { echo "$SCRIPT: CDS=1: ${jars[j]} dumped no archive" >&2; exit 2; }
    echo "CDS archive of ${jars[j]}: $(du -m "$WORK/cds-$j.jsa" | cut -f1) MB, dumped by a run of the same command"
    names+=("${jars[j]}+cds") opts+=("$quiet -XX:SharedArchiveFile=$WORK/cds-$j.jsa") variant_jars+=("${jars[j]}")
  fi
done
declare -A window whole wall
theirs=()
for ((i = 1; i <= REPEATS; i++)); do
  for ((k = 0; k < ${#names[@]}; k++)); do
    figures=$(dbbench_cpu "${variant_jars[k]}" "run-$i-$k" "${opts[k]}")
    read -r tps wcpu wtx cpu tx secs before after start <<<"$figures"
    echo "round $i: dbbench ${names[k]}: $tps TPS; window $(us "$wcpu" "$wtx") µs/tx ($(printf %.2f "$wcpu") s CPU, $wtx tx);" \
         "whole process $(us "$cpu" "$tx") µs/tx ($(printf %.2f "$cpu") s CPU, $tx tx), ${secs} s launch to exit;" \
         "outside the window $(printf %.2f "$before") s CPU before (window from $(printf %.1f "$start") s), $(printf %.2f "$after") s after (load $(load1))"
    window[$k]="${window[$k]:-} $(us "$wcpu" "$wtx")"
    whole[$k]="${whole[$k]:-} $(us "$cpu" "$tx")"
    wall[$k]="${wall[$k]:-} $secs"
  done
  figures=$(pgbench_cpu)
  read -r tps cpu tx <<<"$figures"
  echo "round $i: pgbench twin: $tps TPS; whole process $(us "$cpu" "$tx") µs/tx ($cpu s CPU, $tx tx) (load $(load1))"
  theirs+=("$(us "$cpu" "$tx")")
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"

theirs_median=$(printf '%s\n' "${theirs[@]}" | median)
status=0
for ((k = 0; k < ${#names[@]}; k++)); do
  # shellcheck disable=SC2086  # lists of figures
  w=$(printf '%s\n' ${window[$k]} | median) a=$(printf '%s\n' ${whole[$k]} | median) s=$(printf '%s\n' ${wall[$k]} | median)
  awk -v w="$w" -v a="$a" -v s="$s" -v p="$theirs_median" -v t="$TARGET" -v jar="${names[k]}" -v n="$USERS" 'BEGIN {
      r = w / p; verdict = r <= t ? "PASS" : "FAIL"
      printf "RESULT %s, %d users, client CPU per transaction (medians): dbbench window %.1f µs, whole process %.1f µs", jar, n, w, a
      printf " (%.1f s launch to exit); pgbench %.1f µs; ratio window %.2f, whole %.2f (target window <= %.1f): %s\n", s, p, r, a / p, t, verdict
      exit verdict == "PASS" ? 0 : 1 }' || status=1
done
exit "$status"
