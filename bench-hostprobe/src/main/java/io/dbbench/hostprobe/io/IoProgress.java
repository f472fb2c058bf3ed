package io.dbbench.hostprobe.io;

import java.util.concurrent.atomic.LongAdder;

/**
 * Live counters of a running group, read by the progress line while the I/O threads add to them. Counts
 * every completed request, ramp included, as fio's eta line does.
 */
public final class IoProgress {
    private final LongAdder readIos = new LongAdder();
    private final LongAdder writeIos = new LongAdder();

    void completed(boolean read) {
        (read ? readIos : writeIos).increment();
    }

    /** @return reads completed so far */
    public long readIos() {
        return readIos.sum();
    }

    /** @return writes completed so far */
    public long writeIos() {
        return writeIos.sum();
    }
}
