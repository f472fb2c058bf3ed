# network-paths-lib.sh: what scripts/network-paths.sh and scripts/network-paths-nodes.sh share, sourced by
# both: each probe's command line, the one value read from its output, the SOE samples read from a
# results.json, and the interleaved repeats. One copy, so the two tables always measure and read alike.
# The caller sets log, work (its temp dir, with the file samples), SECS, REPEATS, PROBES, PATHS and
# SOE_SIDES, and defines measure PATH PROBE REPEAT and soe_run SIDE REPEAT.

# np_probe_args PROBE NP_HOST NP_PORT PG_HOST PG_PORT: sets NP_ARGS to the probe's command line (after the
# image's entry point or `java -jar JAR`)
np_probe_args() {
  case $1 in
    tput) NP_ARGS=(netprobe tput -c "$2" -p "$3" -t "$SECS" -J) ;;
    rr)   NP_ARGS=(netprobe rr -c "$2" -p "$3" --mode sync --length 64 -t "$SECS") ;;
    db)   NP_ARGS=(netprobe db -cs "jdbc:postgresql://$4:$5/bench" -u bench --connects 3 -t "$SECS") ;;
    *)    log "unknown probe '$1'"; exit 2 ;;
  esac
}

# np_value PROBE FILE: the probe's one value, or nothing: tput Gbit/s received (iperf3 JSON), rr median round
# trip us, db median ping us (netprobe prints ms to 4 decimals; in us with 2 decimals the db column no
# longer rounds 20-60 us to 0.02-0.06)
np_value() {
  case $1 in
    tput) awk '/"sum_received"/ {f=1} f && /"bits_per_second"/ {v=$NF; gsub(/[^0-9.eE+-]/, "", v); print v / 1e9; exit}' "$2" ;;
    rr)   sed -n 's/^Round trip ms: *min [^ ]* *p50 \([0-9.]*\).*/\1/p' "$2" | awk '{print $1 * 1000}' ;;
    db)   sed -n "s/^'SELECT 1' ms: *min [^ ]* *p50 \([0-9.]*\).*/\1/p" "$2" | awk '{print $1 * 1000}' ;;
  esac
}

# np_record PATH PROBE REPEAT RC FILE: the probe's sample appended to $work/samples; a probe that failed
# (RC not 0) or gave no value prints its log and ends the script (exit 1)
np_record() {
  local v=
  (($4 == 0)) && v=$(np_value "$2" "$5")
  if [[ -z $v ]]; then
    log "$2 over $1 failed (repeat $3):"; cat "$5" >&2; exit 1
  fi
  echo "$1 $2 $3 $v" >>"$work/samples"
}

# soe_samples LABEL JSON LOG: one sample per measured iteration of a results.json, "LABEL TPS" appended to
# $work/samples (each iteration's "phase" precedes its run-wide "transactionsPerSecond"); none ends the
# script with the run's log (exit 1)
soe_samples() {
  awk -v p="$1" '/^ *"phase":/ {m = ($0 ~ /"measurement"/)}
      m && /^ *"transactionsPerSecond":/ {v = $2; gsub(/,/, "", v); print p, v; n++}
      END {exit n == 0}' "$2" >>"$work/samples" || { log "no measured iteration in $2"; cat "$3" >&2; exit 1; }
}

soe_wanted() { [[ " $PROBES " == *" soe "* ]]; }

# np_repeats: REPEATS rounds, interleaved so that a steady drift weighs on every row alike: the paths'
# order rotated each round, every net probe per path; then the SOE sides, in order in odd rounds and
# reversed in even ones
np_repeats() {
  local r i path probe order sides net_probes=${PROBES//soe/}
  touch "$work/samples"
  for ((r = 1; r <= REPEATS; r++)); do
    order=("${PATHS[@]:$(((r - 1) % ${#PATHS[@]}))}" "${PATHS[@]:0:$(((r - 1) % ${#PATHS[@]}))}")
    if [[ -n ${net_probes// /} ]]; then
      log "repeat $r/$REPEATS: ${order[*]}"
      for path in "${order[@]}"; do
        for probe in $net_probes; do measure "$path" "$probe" "$r"; done
      done
    fi
    if soe_wanted; then
      sides=()
      for ((i = 0; i < ${#SOE_SIDES[@]}; i++)); do
        ((r % 2 == 1)) && sides+=("${SOE_SIDES[i]}") || sides=("${SOE_SIDES[i]}" "${sides[@]}")
      done
      log "repeat $r/$REPEATS: SOE ${sides[*]}"
      for path in "${sides[@]}"; do soe_run "$path" "$r"; done
    fi
  done
}
