# issue 35's io cases (items 3, 4, 7 and 13): io deletes nothing it did not create, cleans up after a
# signal, says why it cannot lay out a file, refuses in one line what would fail later, and prints fio's
# report. Files stay small (4-16 MB) and live in temp directories under $WORK.

# io_dir: a fresh directory for a case's files; sets IO_DIR
io_dir() { IO_DIR=$(mktemp -d "$WORK/io.XXXXXX"); }

# io_snapshot DIR: every path under DIR with its kind, a link's target and a file's SHA-256
io_snapshot() {
  (cd "$1" && find . -mindepth 1 | sort | while read -r p; do
    if [ -L "$p" ]; then echo "$p link $(readlink "$p")"
    elif [ -f "$p" ]; then echo "$p file $(sha256sum <"$p" | cut -d' ' -f1)"
    else echo "$p other"; fi
  done)
}

# io_one_line: true when the output is exactly one line
io_one_line() { [ "$(wc -l <"$OUT")" = 1 ]; }

# io_signal_when FILE SIGNAL: waits (at most 30 s) for FILE to exist or the background run to end, then
# sends SIGNAL to it
io_signal_when() {
  local i
  for i in $(seq 1 30000); do
    [ -e "$1" ] && break
    kill -0 "$BG_PID" 2>/dev/null || break
    sleep 0.001
  done
  kill "-$2" "$BG_PID" 2>/dev/null
}

case_20_io_dangling_symlink_refused() {
  io_dir
  echo "was here before" >"$IO_DIR/keep.txt"
  ln -s "$IO_DIR/elsewhere.dat" "$IO_DIR/io.test"
  local before after
  before=$(io_snapshot "$IO_DIR")
  dbbench io --filename="$IO_DIR/io.test" --size=4m --rw=randwrite
  after=$(io_snapshot "$IO_DIR")
  if [ "$RC" = 2 ] && io_one_line && grep -q -- '--filename: .* is a symbolic link' "$OUT" && [ "$before" = "$after" ]; then
    handled "exit 2, one line naming --filename, every path and checksum unchanged"
  else
    not_handled "exit $RC, $(head -c 200 "$OUT" | tr '\n' ' '); paths before/after: $(echo "$before" | wc -l)/$(echo "$after" | wc -l), changed: $([ "$before" = "$after" ] && echo no || echo yes)"
  fi
}

case_21_io_sigint_during_layout_leaves_nothing() {
  io_dir
  # the layout is under way from the moment the file appears: SIGINT then
  dbbench_bg io --filename="$IO_DIR/io.test" --size=16m --rw=randread
  io_signal_when "$IO_DIR/io.test" INT
  dbbench_wait
  local left phase
  left=$(ls -A "$IO_DIR")
  phase=$(grep -q 'while laying out' "$OUT" && echo "during the layout" || echo "after the layout")
  if [ -z "$left" ] && [ "$RC" = 130 ] && grep -q 'stopped by a signal' "$OUT"; then
    handled "exit 130 ${phase}, nothing left in the directory, said so"
  else
    not_handled "exit $RC, left: ${left:-nothing}, said: $(tail -1 "$OUT" | head -c 160)"
  fi
}

case_22_io_sigterm_during_run_reports_and_cleans() {
  io_dir
  dbbench_bg io --filename="$IO_DIR/io.test" --size=4m --rw=randread --runtime=60 --time_based
  # wait for the run to start (its report lines come later), then SIGTERM 2 s into it
  local i
  for i in $(seq 1 300); do grep -q '^Starting ' "$OUT" 2>/dev/null && [ -e "$IO_DIR/io.test" ] && break; sleep 0.1; done
  sleep 2
  kill -TERM "$BG_PID" 2>/dev/null
  dbbench_wait
  local left
  left=$(ls -A "$IO_DIR")
  if [ -z "$left" ] && [ "$RC" = 143 ] && grep -q 'read: IOPS=' "$OUT" && grep -q '^Run status group 0' "$OUT" \
    && [ "$SECS" -lt 30 ]; then
    handled "exit 143 in ${SECS}s, the part that ran reported, the file deleted"
  else
    not_handled "exit $RC in ${SECS}s, left: ${left:-nothing}, report: $(grep -c 'IOPS=' "$OUT") IOPS lines"
  fi
}

case_23_io_readonly_dir_says_why() {
  io_dir
  chmod 755 "$IO_DIR"
  local ro=$IO_DIR/ro rofs=$IO_DIR/rofs said="" bad=""
  mkdir "$ro" "$rofs"
  chmod 555 "$ro"
  CASE_DIR=$IO_DIR
  OUT=$IO_DIR/out.txt
  # a directory this user may not write to (EACCES: the JDK's message is the path alone); root writes
  # through permissions, so root runs it as nobody
  if [ "$(id -u)" = 0 ]; then
    runuser -u nobody -- timeout -k 5 120 java -jar "$JAR" io --filename="$ro/io.test" --size=4m >"$OUT" 2>&1
  else
    timeout -k 5 120 java -jar "$JAR" io --filename="$ro/io.test" --size=4m >"$OUT" 2>&1
  fi
  RC=$?
  if [ "$RC" = 2 ] && io_one_line && grep -q "cannot lay out $ro/io.test: Permission denied\$" "$OUT"; then
    said="Permission denied"
  else
    bad="exit $RC: $(head -c 160 "$OUT" | tr '\n' ' ')"
  fi
  # a read-only file system (EROFS), where a private mount namespace can be had
  if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
    unshare -m sh -c 'mount -t tmpfs -o ro tmpfs "$1" && exec timeout -k 5 120 java -jar "$2" io --filename="$1/io.test" --size=4m' \
      sh "$rofs" "$JAR" >"$OUT" 2>&1
    RC=$?
    if [ "$RC" = 2 ] && io_one_line && grep -q 'cannot lay out .*: Read-only file system$' "$OUT"; then
      said="$said, Read-only file system"
    else
      bad="$bad; read-only mount: exit $RC: $(head -c 160 "$OUT" | tr '\n' ' ')"
    fi
  fi
  if [ -z "$bad" ]; then
    handled "exit 2, one line with the reason: $said"
  else
    not_handled "$bad"
  fi
}

case_24_io_bs3_direct_is_bad_usage() {
  io_dir
  dbbench io --filename="$IO_DIR/io.test" --size=4m --bs=3 --direct=1
  if [ "$RC" = 2 ] && io_one_line && grep -q -- '--bs: 3 bytes is not a multiple of' "$OUT" && [ -z "$(ls -A "$IO_DIR")" ]; then
    handled "exit 2, one line naming --bs, nothing laid out"
  else
    not_handled "exit $RC: $(head -c 200 "$OUT" | tr '\n' ' ')"
  fi
}

case_25_io_thread_budget() {
  io_dir
  dbbench io --filename="$IO_DIR/io.test" --size=4m --iodepth 4096 --numjobs 1024
  if [ "$RC" = 2 ] && io_one_line && grep -q -- '--iodepth 4096 x --numjobs 1024' "$OUT" && [ -z "$(ls -A "$IO_DIR")" ]; then
    handled "exit 2 in ${SECS}s: $(grep -o 'this host allows [0-9]* more ([^)]*)' "$OUT")"
  else
    not_handled "exit $RC in ${SECS}s: $(head -c 200 "$OUT" | tr '\n' ' ')"
  fi
}

case_26_io_fio_shape_lines() {
  io_dir
  local job=(--filename="$IO_DIR/io.test" --size=4m --direct=1 --rw=randread --bs=4k --ioengine=psync
    --iodepth=1 --runtime=2 --numjobs=2 --time_based --group_reporting --name=iops-test-job)
  dbbench io "${job[@]}"
  local normal=$OUT missing=""
  for re in '^iops-test-job: \(g=0\): rw=randread, bs=\(R\) 4096B-4096B' '^Starting 2 threads$' \
    '^iops-test-job: \(groupid=0, jobs=2\): err= 0: pid=[0-9]+: ' \
    '^  read: IOPS=[0-9.]+[kM]?, BW=[0-9.]+[KMG]iB/s \([0-9.]+[kMG]B/s\)\([0-9.]+[KMG]iB/[0-9]+msec\)$' \
    '^   bw \(  KiB/s\): min=' '^   iops        : min=' '^  IO depths    : 1=' '^     issued rwts: total=' \
    '^Run status group 0 \(all jobs\):$' '^   READ: bw=[0-9.]+[KMG]iB/s \([0-9.]+[kMG]B/s\), .*, io=.*, run=[0-9]+-[0-9]+msec$'; do
    grep -Eq "$re" "$normal" || missing="$missing [$re]"
  done
  # Disk stats: where fio finds the file's device, so must we
  if grep -q "^ *$(df --output=source "$IO_DIR" | tail -1 | sed 's|/dev/||') " /proc/diskstats 2>/dev/null; then
    grep -q '^Disk stats (read/write):$' "$normal" || missing="$missing [Disk stats]"
  fi
  dbbench io "${job[@]}" --output-format=json+
  local json=$OUT fields tool=""
  fields=$(python3 - "$json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
j = d["jobs"][0]
need = [("read", k) for k in ("bw_min", "bw_max", "bw_mean", "iops_min", "iops_max", "iops_mean")]
gone = [k for s, k in need if k not in j[s]] + [k for k in ("iodepth_level",) if k not in j]
gone += [] if "disk_util" in d else ["disk_util"]
gone += [] if j["read"]["clat_ns"].get("bins") else ["clat_ns.bins"]
print(" ".join(gone))
EOF
  ) || fields="unparsable JSON"
  [ -n "$fields" ] && missing="$missing json:[$fields]"
  if command -v fio_jsonplus_clat2csv >/dev/null 2>&1 && python3 -c 'import six' 2>/dev/null; then
    if fio_jsonplus_clat2csv "$json" "$IO_DIR/clat.csv" >/dev/null 2>&1 && [ -s "$IO_DIR/clat_job0.csv" ]; then
      tool=", fio_jsonplus_clat2csv read it"
    else
      missing="$missing [fio_jsonplus_clat2csv failed]"
    fi
  fi
  if [ -z "$missing" ]; then
    handled "fio's header, IOPS=$(grep -o 'IOPS=[^,]*' "$normal" | head -1 | cut -d= -f2), run status, IO depths, disk stats, JSON fields$tool"
  else
    not_handled "missing:$missing"
  fi
}
