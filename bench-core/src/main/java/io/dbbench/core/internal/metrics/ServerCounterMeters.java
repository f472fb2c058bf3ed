package io.dbbench.core.internal.metrics;

import io.dbbench.core.internal.server.CounterSnapshot;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The database server's counters (docs/server-counters.md) as Micrometer counters, fed with each reading a
 * run takes of them: {@code commits} becomes {@code dbbench.server.commits} ({@code
 * dbbench_server_commits_total} in Prometheus), {@code log bytes} {@code dbbench.server.log.bytes}, and
 * counters kept in micro- or centiseconds are published in seconds ({@code server process cpu micros}
 * becomes {@code dbbench.server.process.cpu.seconds}), as Prometheus' conventions want base units.
 *
 * <p>Each counter starts at 0 with the first reading and adds what the server counted between one reading
 * and the next, so it is "since the run started", like {@code dbbench.transactions}. A step in which the
 * server's counter went backwards (a {@code pg_stat_reset()}, a restart) adds nothing: its size cannot be
 * known, and a counter must not go down.
 *
 * <p>Called from the reading thread only; Micrometer's counters may be scraped meanwhile.
 */
public final class ServerCounterMeters implements Consumer<CounterSnapshot> {
    static final String PREFIX = "dbbench.server.";

    private final MeterRegistry registry;
    private final Tags tags;
    private final Map<String, Counter> counters = new HashMap<>();
    private CounterSnapshot previous;

    public ServerCounterMeters(MeterRegistry registry, Iterable<Tag> tags) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.tags = Tags.of(tags == null ? Tags.empty() : tags);
    }

    @Override
    public synchronized void accept(CounterSnapshot reading) {
        reading.values().forEach((name, value) -> {
            Counter counter = counters.computeIfAbsent(name, this::register);
            Long before = previous == null ? null : previous.values().get(name);
            if (before != null && value > before) counter.increment((value - before) * scale(name));
        });
        previous = reading;
    }

    private Counter register(String counterName) {
        return Counter.builder(meterName(counterName))
                .description("the database server's '" + counterName + "' counter since the run started")
                .tags(tags)
                .register(registry);
    }

    /**
     * The Micrometer name for a server counter: words joined by dots under {@code dbbench.server.}, the
     * leading "server" of the process counters dropped, micro- and centiseconds named seconds.
     */
    static String meterName(String counterName) {
        String name = counterName.trim().toLowerCase(Locale.ROOT);
        if (name.startsWith("server ")) name = name.substring("server ".length());
        if (name.endsWith(" micros")) name = name.substring(0, name.length() - " micros".length()) + " seconds";
        if (name.endsWith(" centiseconds"))
            name = name.substring(0, name.length() - " centiseconds".length()) + " seconds";
        return PREFIX + name.replaceAll("[^a-z0-9]+", ".");
    }

    /** What one unit of the server's counter is in the published unit. */
    static double scale(String counterName) {
        String name = counterName.trim().toLowerCase(Locale.ROOT);
        if (name.endsWith(" micros")) return 1e-6;
        if (name.endsWith(" centiseconds")) return 1e-2;
        return 1;
    }
}
