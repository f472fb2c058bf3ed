package io.dbbench.core.internal.engine;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Failures by error code, written by sessions and drained per interval by the sampler. */
final class ErrorCounter {
    private final ConcurrentHashMap<String, LongAdder> byCode = new ConcurrentHashMap<>();

    void record(String code) {
        byCode.computeIfAbsent(code, c -> new LongAdder()).increment();
    }

    /** What was recorded since the last call, sorted by code, without zero entries. */
    Map<String, Long> drain() {
        Map<String, Long> out = new TreeMap<>();
        byCode.forEach((code, adder) -> {
            long n = adder.sumThenReset();
            if (n > 0) out.put(code, n);
        });
        return out;
    }
}
