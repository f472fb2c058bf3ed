# First use (issue 35, items 8, 11, 12, 14): what a new user meets running the README's commands.
# The launcher and archive cases read the repository and bench-cli/target beside the jar, not only --jar.

# The launcher at the root runs from any directory; without a jar it says so in one line and exits 1.
case_40_launcher_from_elsewhere() {
  local dir out rc
  [ -x "$here/dbbench" ] || { not_handled "no executable ./dbbench at the repository root"; return; }
  dir=$(mktemp -d "$WORK/elsewhere.XXXXXX")
  out=$(cd "$dir" && DBBENCH_JAR="$JAR" "$here/dbbench" -h 2>&1); rc=$?
  if [ "$rc" != 0 ] || ! grep -q '^Usage: bench-cli' <<<"$out"; then
    not_handled "dbbench -h from $dir: exit $rc"; return
  fi
  out=$(cd "$dir" && DBBENCH_JAR="$JAR" "$here/dbbench" -ver 2>&1); rc=$?
  [ "$rc" = 0 ] || { not_handled "dbbench -ver: exit $rc: $out"; return; }
  cp "$here/dbbench" "$dir/dbbench" # a launcher with no jar anywhere near it
  out=$(cd "$dir" && env -u DBBENCH_JAR "$dir/dbbench" -h 2>&1); rc=$?
  if [ "$rc" != 1 ] || [ "$(wc -l <<<"$out")" != 1 ] || ! grep -q 'mvn -B package -DskipTests' <<<"$out"; then
    not_handled "no jar: exit $rc, '$out'"; return
  fi
  handled "-h and -ver from another directory; no jar: exit 1, one line naming mvn package"
}

# mvn package leaves bench-cli/target/dbbench-VERSION.tar.gz whose bin/dbbench runs from where it is unpacked
case_41_archive_bin_dbbench_runs() {
  local archive dir out rc
  archive=$(ls "$(dirname "$JAR")"/dbbench-*.tar.gz 2>/dev/null | head -1)
  [ -n "$archive" ] || { not_handled "no dbbench-*.tar.gz beside $JAR (mvn package)"; return; }
  dir=$(mktemp -d "$WORK/unpacked.XXXXXX")
  tar -xzf "$archive" -C "$dir" || { not_handled "cannot unpack $archive"; return; }
  local top; top=$(ls "$dir")
  for f in bin/dbbench lib/bench-cli.jar configs/Stress_Test.xml README.md LICENSE; do
    [ -e "$dir/$top/$f" ] || { not_handled "$(basename "$archive") has no $f"; return; }
  done
  out=$(cd "$WORK" && env -u DBBENCH_JAR "$dir/$top/bin/dbbench" -h 2>&1); rc=$?
  if [ "$rc" = 0 ] && grep -q '^Usage: bench-cli' <<<"$out"; then
    handled "$(basename "$archive"): bin/dbbench -h exit 0"
  else
    not_handled "bin/dbbench -h: exit $rc"
  fi
}

# The README's compare of two single runs shows their ratios (marked as single readings) and says what to run
case_42_compare_single_runs_shows_ratios() {
  need_stress || { not_handled "stress create failed"; return; }
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.03 -r a.xml
  local a=$CASE_DIR/a.json
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 2 -rt 0:00.03 -r b.xml
  local b=$CASE_DIR/b.json
  [ -s "$a" ] && [ -s "$b" ] || { not_handled "the two runs wrote no results"; return; }
  dbbench compare "$a" "$b"
  if [ "$RC" = 0 ] && grep -Eq '^TPS .*[+-][0-9.]+%.*single reading, untested' "$OUT" && grep -q -- '--iterations 3x10s' "$OUT"; then
    handled "ratios shown as single readings; says --iterations 3x10s"
  else
    not_handled "exit $RC: $(grep -m1 '^TPS' "$OUT")"
  fi
}

# Intervals of a ratio of positive quantities never reach below -100%: noisy iterations crafted from a real run
case_43_compare_log_interval_positive() {
  need_stress || { not_handled "stress create failed"; return; }
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 --iterations 3x1s -r it.xml
  local run=$CASE_DIR/it.json dir=$CASE_DIR
  [ -s "$run" ] || { not_handled "the run wrote no results (exit $RC)"; return; }
  # TPS per iteration 20, 90, 30 against 30, 200, 40: a difference of means over the base mean gave -768%
  python3 - "$run" "$dir" <<'EOF' || { not_handled "cannot craft the noisy runs"; return; }
import json, sys
d = json.load(open(sys.argv[1]))
def variant(tps, out):
    e = json.loads(json.dumps(d))
    its = [i for i in e['iterations'] if i['phase'] == 'measurement']
    for i, t in zip(its, tps):
        i['completed'] = t; i['transactionsPerSecond'] = t
        n = len(i['transactions'])
        for k, tx in enumerate(i['transactions']):
            tx['completed'] = t // n + (1 if k < t % n else 0)
    json.dump(e, open(sys.argv[2] + '/' + out, 'w'))
variant([20, 90, 30], 'noisy-a.json'); variant([30, 200, 40], 'noisy-b.json')
EOF
  dbbench compare "$dir/noisy-a.json" "$dir/noisy-b.json"
  local below
  below=$(grep -Eo '(not significant|no difference): -[0-9.]+%' "$OUT" | grep -Eo '[0-9.]+' \
    | awk '$1 >= 100 {n++} END {print n + 0}')
  local tps; tps=$(grep -m1 '^TPS' "$OUT")
  # the TPS row must show an interval at all, or the count of impossible ones proves nothing
  if [ "$RC" = 0 ] && grep -Eq '[-+][0-9.]+% \.\. [-+][0-9.]+%' <<<"$tps" && [ "$below" = 0 ]; then
    handled "every interval above -100%: TPS ${tps##*not significant: }"
  else
    not_handled "exit $RC, $below interval(s) at or below -100%: $tps"
  fi
}

# Every run ends naming its results files as absolute paths
case_44_absolute_paths_printed() {
  need_stress || { not_handled "stress create failed"; return; }
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.02 -r out/r.xml
  local want="Results: $CASE_DIR/out/r.xml, $CASE_DIR/out/r.json, $CASE_DIR/out/r.html"
  if [ "$RC" = 0 ] && [ "$(tail -1 "$OUT")" = "$want" ]; then
    handled "last line: $want"
  else
    not_handled "exit $RC, last line: $(tail -1 "$OUT")"
  fi
}

# --users 8 (a guess at -uc) suggests -uc
case_45_users_suggests_uc() {
  dbbench --users 8
  if [ "$RC" = 2 ] && grep -q 'did you mean -uc' "$OUT"; then
    handled "$(head -1 "$OUT")"
  else
    not_handled "exit $RC: $(head -1 "$OUT")"
  fi
}

# -h lists the subcommands before the run's options
case_46_help_commands_first() {
  dbbench -h
  local commands option
  commands=$(grep -n '^Commands:' "$OUT" | head -1 | cut -d: -f1)
  option=$(grep -nE '^ +-c ' "$OUT" | head -1 | cut -d: -f1)
  if [ "$RC" = 0 ] && [ -n "$commands" ] && [ -n "$option" ] && [ "$commands" -lt "$option" ] && [ "$commands" -le 10 ]; then
    handled "Commands: at line $commands of $(wc -l <"$OUT"), -c at $option"
  else
    not_handled "Commands: at line ${commands:-none}, -c at ${option:-none}"
  fi
}

# The launcher's class-data-sharing archive (docs/benchmarks.md, "JVM start"): the first run given -c leaves one
# archive in DBBENCH_CDS_DIR, the next run maps its classes from it, -h (also after -c) dumps none, a failing
# run through the dumping path keeps its exit code and leaves no file, an archive the JVM refuses
# (garbage, or another jar's) never fails a run nor prints a warning, and a rebuilt jar gets a new one in its place.
case_47_launcher_cds_archive() {
  need_stress || { not_handled "stress create failed"; return; }
  local cds=$WORK/cds jar=$WORK/cds-jar/bench-cli.jar out rc n archive
  mkdir -p "$(dirname "$jar")" && cp "$JAR" "$jar" || { not_handled "cannot copy the jar"; return; }
  run() { # one short run through the launcher; sets OUT, RC
    OUT=$WORK/cds-out.txt
    (cd "$WORK" && DBBENCH_CDS_DIR=$cds DBBENCH_JAR=$jar timeout -k 5 300 "$here/dbbench" "$@" \
        -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.02 -r launcher-run.xml --no-html) >"$OUT" 2>&1
    RC=$?
  }
  (cd "$WORK" && DBBENCH_CDS_DIR=$cds DBBENCH_JAR=$jar "$here/dbbench" -h >/dev/null 2>&1)
  (cd "$WORK" && DBBENCH_CDS_DIR=$cds DBBENCH_JAR=$jar "$here/dbbench" -c "$here/configs/Stress_Test.xml" -h >/dev/null 2>&1)
  [ -z "$(ls -A "$cds" 2>/dev/null)" ] || { not_handled "dbbench -h (or -c X -h) dumped an archive: $(ls "$cds")"; return; }
  # nothing listens on port 1: the run cannot connect (exit 4) and its archive, dumped at exit, is thrown away
  (cd "$WORK" && DBBENCH_CDS_DIR=$cds DBBENCH_JAR=$jar timeout -k 5 300 "$here/dbbench" \
      -c "$here/configs/Stress_Test.xml" -cs jdbc:postgresql://127.0.0.1:1/soe -u "$PGUSER" -uc 1 -rt 0:00.02 --no-html) \
      >"$WORK/cds-refused.txt" 2>&1
  rc=$?
  if [ "$rc" != 4 ] || [ -n "$(ls -A "$cds" 2>/dev/null)" ]; then
    not_handled "refused port: exit $rc (not 4), files: $(ls -A "$cds" 2>/dev/null)"; return
  fi
  run
  n=$(ls "$cds" | wc -l)
  [ "$RC" = 0 ] && [ "$n" = 1 ] && ls "$cds" | grep -q '\.jsa$' || { not_handled "first run: exit $RC, files: $(ls "$cds")"; return; }
  archive=$cds/$(ls "$cds")
  JAVA_OPTS=-verbose:class run
  if [ "$RC" != 0 ] || ! grep -q 'shared objects file (top)' "$OUT"; then
    not_handled "second run (JAVA_OPTS=-verbose:class): exit $RC, no class mapped from the archive"; return
  fi
  chmod u+w "$archive" && echo garbage >"$archive"
  run
  if [ "$RC" != 0 ] || grep -q '\[cds' "$OUT"; then
    not_handled "garbage archive: exit $RC: $(grep -m1 '\[cds' "$OUT")"; return
  fi
  # a rebuilt jar (newer than the archive; in the same minute its key may be the same): its first run dumps a
  # new archive in place of the old one
  touch "$jar"
  run
  n=$(ls "$cds" | wc -l)
  if [ "$RC" != 0 ] || [ "$n" != 1 ] || [ "$(wc -c <"$cds/$(ls "$cds")")" -lt 100000 ]; then
    not_handled "rebuilt jar: exit $RC, files: $(ls "$cds")"; return
  fi
  handled "-h dumps none, a refused run exits 4 with none; the first run dumps one, the next maps it; garbage ignored; a rebuilt jar replaces it"
}
