# The baseline every other case leans on: a short Stress Test run against the throw-away server
# completes, exits 0 and writes its three result files.
case_00_baseline_run_writes_results() {
  need_stress || { not_handled "stress create failed"; return; }
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 2 -rt 0:00.05 -r base.xml
  if [ "$RC" = 0 ] && [ -s "$CASE_DIR/base.xml" ] && [ -s "$CASE_DIR/base.json" ]; then
    handled "exit 0 in ${SECS}s, results written"
  else
    not_handled "exit $RC, files: $(ls "$CASE_DIR" | tr '\n' ' ')"
  fi
}
