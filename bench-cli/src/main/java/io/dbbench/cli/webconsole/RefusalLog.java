package io.dbbench.cli.webconsole;

import java.net.InetSocketAddress;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/** One line per refused control, at most one per {@link #EVERY_NANOS}: a flood of wrong tokens cannot flood stderr. */
final class RefusalLog {
    static final long EVERY_NANOS = 10_000_000_000L;

    private final Consumer<String> out;
    private final LongSupplier nanoClock;
    private long lastNanos;
    private boolean any;
    private long suppressed;

    RefusalLog(Consumer<String> out, LongSupplier nanoClock) {
        this.out = out;
        this.nanoClock = nanoClock;
    }

    synchronized void refused(String path, InetSocketAddress from) {
        long now = nanoClock.getAsLong();
        if (any && now - lastNanos < EVERY_NANOS) {
            suppressed++;
            return;
        }
        String more = suppressed == 0 ? "" : " (and " + suppressed + " more refused since the last such line)";
        out.accept("bench-cli: console: refused " + path + " from "
                + (from == null ? "?" : from.getAddress().getHostAddress()) + ": wrong or missing token" + more);
        any = true;
        lastNanos = now;
        suppressed = 0;
    }
}
