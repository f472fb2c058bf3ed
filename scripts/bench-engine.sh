#!/usr/bin/env bash
# Measures the engine's own cost per transaction (bench-jmh's EngineOverheadBenchmark: real sessions,
# no-op transactions in the Order Entry mix) and checks it against the target: under 1 µs per
# transaction per core, so the harness is never what limits a run.
#
# Usage: scripts/bench-engine.sh [JMH options...]     e.g. -f 1 -i 3   or   -prof gc
# Env:   JAVA_HOME  the JDK to run the benchmark on (default: java on the PATH)
#        MVN_ARGS   extra Maven arguments for the build, e.g. -o
# Exit:  0 when every step figure is under the target, 1 when one is not, other codes on errors.
set -euo pipefail

cd "$(dirname "$0")/.."
readonly JAR=bench-jmh/target/benchmarks.jar
readonly RESULTS=bench-jmh/target/engine-overhead.csv
readonly TARGET_NANOS=1000

# build when the jar is missing or older than a source or POM it is made from
if [[ ! -f $JAR ]] || [[ -n "$(find pom.xml bench-core/pom.xml bench-core/src/main bench-jmh/pom.xml bench-jmh/src/main \
        -newer "$JAR" -type f -print -quit)" ]]; then
    echo "building $JAR ..."
    # shellcheck disable=SC2086  # MVN_ARGS is a list of arguments
    mvn -B -q ${MVN_ARGS:-} -pl bench-jmh -am package -DskipTests
fi

java_cmd=java
[[ -n ${JAVA_HOME:-} ]] && java_cmd="$JAVA_HOME/bin/java"
echo "JDK: $("$java_cmd" -version 2>&1 | head -n 1)"
# other work on the machine inflates the figures, the two-thread ones most: say how busy it was
echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown), $(nproc) cores"

# an English locale keeps the CSV numbers in the form awk reads
"$java_cmd" -Duser.language=en -Duser.country=US -jar "$JAR" EngineOverhead -rf csv -rff "$RESULTS" "$@"

# Verdict from the step benchmarks: a whole transaction as a session does it, per thread (= per core)
awk -F, -v target="$TARGET_NANOS" '
    function unquote(s) { gsub(/"/, "", s); return s }
    { sub(/\r$/, "") }  # JMH writes CSV lines ending in CRLF
    NR > 1 {
        name = unquote($1); mode = unquote($2); unit = unquote($NF)
        if (name !~ /\.(step|stepTwoThreads|stepCounted|stepCountedTwoThreads)$/) next
        if (mode != "avgt") { print "no verdict: run in average-time mode (-bm avgt) to compare with the target"; bad = 2; exit }
        factor = unit == "ns/op" ? 1 : unit == "us/op" ? 1e3 : unit == "ms/op" ? 1e6 : unit == "s/op" ? 1e9 : 0
        if (factor == 0) { print "no verdict: unexpected unit " unit; bad = 2; exit }
        nanos = $5 * factor; n++
        sub(/.*\./, "", name)
        figures = figures sprintf("%s%s %.0f ns (%d thread%s)", n > 1 ? ", " : "", name, nanos, $3, $3 > 1 ? "s" : "")
        if (nanos > worst) worst = nanos
    }
    END {
        if (bad) exit bad
        if (n == 0) { print "no verdict: no step benchmark in the results"; exit 2 }
        verdict = worst < target ? "PASS" : "FAIL"
        printf "VERDICT %s: engine cost per transaction per core %s; target under %d ns\n", verdict, figures, target
        exit worst < target ? 0 : 1
    }' "$RESULTS"
