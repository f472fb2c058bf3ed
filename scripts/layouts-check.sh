# Sourced by swarm-layouts.sh and k8s-layouts.sh: the checks of their shared variables, one error line each
# through the caller's bad(). Usage: check_layouts NAME... (the whole-number variables to check, at least 1 each);
# then USERS, RUN_SECS and LAYOUTS are checked and LAYOUTS is split into the array layouts.
check_layouts() {
    local n layout
    for n in "$@"; do
        [[ ${!n} =~ ^[0-9]+$ ]] && [ "${!n}" -ge 1 ] || bad "$n=${!n}: must be a whole number of at least 1"
    done
    [ "$RUN_SECS" -ge 3 ] || bad "RUN_SECS=$RUN_SECS: at least 3 (three measured iterations of a second or more)"
    IFS=, read -ra layouts <<<"$LAYOUTS"
    [ ${#layouts[@]} -ge 2 ] || bad "LAYOUTS=$LAYOUTS: give at least two layouts to compare"
    for layout in "${layouts[@]}"; do
        [[ $layout =~ ^([0-9]+)x([0-9]+)$ ]] || bad "LAYOUTS: '$layout' is not REPLICASxUSERS (e.g. 2x8)"
        [ $((BASH_REMATCH[1] * BASH_REMATCH[2])) = "$USERS" ] && [ "${BASH_REMATCH[1]}" -ge 1 ] \
            || bad "LAYOUTS: $layout is not $USERS users in all (USERS=$USERS)"
    done
}
