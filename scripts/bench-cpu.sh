#!/usr/bin/env bash
# Stability of `cpu`'s single-worker int job: N batches of one job (--loops), and stdev/median of the job
# times (target < 2% on an idle core). Busy machines widen it: quote the figure with the load average.
#   scripts/bench-cpu.sh                      defaults: LOOPS=10 INNER=3000 KERNEL=int
set -euo pipefail
cd "$(dirname "$0")/.."
LOOPS=${LOOPS:-10}
INNER=${INNER:-3000}
KERNEL=${KERNEL:-int}
JAR=bench-cli/target/bench-cli.jar
OUT=$(mktemp -d /tmp/dbbench-cpu-XXXXXX)
trap 'rm -rf "$OUT"' EXIT

if [ ! -f "$JAR" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi
echo "$(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
java -jar "$JAR" cpu -w 1 --loops "$LOOPS" --inner "$INNER" --kernel "$KERNEL" -o "$OUT/cpu.csv" --no-plots >&2
# extended CSV: num_concurrent_jobs,samples,median_sec,mean_sec,stdev_sec,p5_sec,p95_sec,cpu_wall_ratio,...
awk -F, -v k="$KERNEL" -v l="$LOOPS" 'NR == 2 {
  printf "RESULT cpu %s, 1 worker, %d jobs: median %.3f s, stdev %.4f s = %.2f%% of the median (target < 2%%), cpu/wall %.3f\n",
         k, l, $3, $5, 100 * $5 / $3, $8 }' "$OUT/cpu-extended.csv"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
