#!/usr/bin/env bash
# fio against bench-cli io on the same file, same options, alternating (fio, ours, fio, ours ...), and the
# ratios ours/fio: random 4 KB direct reads at depth 1 and 16, sequential 1 MB direct reads, 4 KB writes
# each followed by fdatasync. Targets (issue 23): IOPS >= 0.8x fio and p50 <= 1.25x fio at depth 1,
# bandwidth >= 0.9x fio for 1 MB reads.
# Usage: scripts/bench-io-vs-fio.sh [DIR] [SECONDS] [ROUNDS]
#   DIR: where the test file goes (default target/io-vs-fio; a real file system, not tmpfs)
#   BENCH_CLI: how to start bench-cli (default: java -jar bench-cli/target/bench-cli.jar)
set -euo pipefail
dir=${1:-target/io-vs-fio}
seconds=${2:-5}
rounds=${3:-2}
bench=${BENCH_CLI:-java -jar bench-cli/target/bench-cli.jar}
if ! command -v fio >/dev/null; then
  echo "fio missing: installing Debian's package" >&2
  sudo apt-get install -y fio >&2 || apt-get install -y fio >&2
fi
command -v jq >/dev/null || { echo "jq is needed (apt-get install jq)" >&2; exit 2; }
mkdir -p "$dir"
file=$dir/io-vs-fio.dat
# laid out once by fio and kept, so both tools read the same blocks
fio --name=layout --filename="$file" --size=256m --rw=write --bs=1m --direct=1 --output-format=terse >/dev/null
trap 'rm -f "$file"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# name | options common to both tools (fio needs libaio for depth > 1: psync caps it at 1;
# bench-cli io serves libaio with depth threads doing pread, see docs/io.md)
cases=(
  "randread-4k-qd1|--ioengine=psync --rw=randread --bs=4k --direct=1 --iodepth=1"
  "randread-4k-qd16|--ioengine=libaio --rw=randread --bs=4k --direct=1 --iodepth=16"
  "read-1m|--ioengine=psync --rw=read --bs=1m --direct=1 --iodepth=1"
  "write-4k-fdatasync|--ioengine=psync --rw=write --bs=4k --direct=0 --fdatasync=1 --iodepth=1"
)
# value: read or write section, then iops / p50 (ns) / bw_bytes
pick() { jq -r --arg d "$2" ".jobs[0][\$d] | [.iops, .clat_ns.percentile[\"50.000000\"], .bw_bytes] | @tsv" "$1"; }
printf '%-20s %10s %10s %8s %10s %10s %8s %9s\n' case fio_iops io_iops ratio fio_p50us io_p50us ratio bw_ratio
for c in "${cases[@]}"; do
  name=${c%%|*}; opts=${c#*|}
  dirn=read; [[ $name == write* ]] && dirn=write
  f_sum=0; o_sum=0; fp_sum=0; op_sum=0; fb_sum=0; ob_sum=0
  for ((r = 0; r < rounds; r++)); do
    # shellcheck disable=SC2086
    fio --name="$name" --filename="$file" --size=256m --runtime="$seconds" --time_based \
      $opts --output-format=json >"$dir/fio.json"
    # shellcheck disable=SC2086
    $bench io --name="$name" --filename="$file" --size=256m --runtime="$seconds" --time_based \
      --allow-existing $opts --output-format=json >"$dir/io.json"
    read -r fi fp fb < <(pick "$dir/fio.json" $dirn)
    read -r oi op ob < <(pick "$dir/io.json" $dirn)
    f_sum=$(echo "$f_sum + $fi" | bc -l); o_sum=$(echo "$o_sum + $oi" | bc -l)
    fp_sum=$(echo "$fp_sum + $fp" | bc -l); op_sum=$(echo "$op_sum + $op" | bc -l)
    fb_sum=$(echo "$fb_sum + $fb" | bc -l); ob_sum=$(echo "$ob_sum + $ob" | bc -l)
  done
  printf '%-20s %10.0f %10.0f %8.2f %10.1f %10.1f %8.2f %9.2f\n' "$name" \
    "$(echo "$f_sum / $rounds" | bc -l)" "$(echo "$o_sum / $rounds" | bc -l)" "$(echo "$o_sum / $f_sum" | bc -l)" \
    "$(echo "$fp_sum / $rounds / 1000" | bc -l)" "$(echo "$op_sum / $rounds / 1000" | bc -l)" \
    "$(echo "$op_sum / $fp_sum" | bc -l)" "$(echo "$ob_sum / $fb_sum" | bc -l)"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
