package io.dbbench.cli.io;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code --profile}: the database's own I/O patterns as defaults. Options given on the command line
 * override a profile's values.
 */
enum IoProfile {
    /**
     * Commit latency: the log writer's small sequential writes, each made durable before the commit returns.
     * 4 KiB: the smallest write that is whole sectors on both 512-byte and 4 KiB-sector disks, and the size of
     * a typical small OLTP commit's redo/WAL write; --bs 512 or 8k (PostgreSQL's WAL page) overrides it.
     * Buffered write plus fdatasync is PostgreSQL's default wal_sync_method on Linux; --direct=1 gives
     * Oracle's O_DIRECT log writes.
     */
    REDO(
            "sequential 4 KiB writes, each followed by fdatasync, one job at depth 1: commit latency",
            Map.of(
                    "--rw",
                    "write",
                    "--bs",
                    "4k",
                    "--fdatasync",
                    "1",
                    "--iodepth",
                    "1",
                    "--numjobs",
                    "1",
                    "--size",
                    "64m")),
    /**
     * Data file reads: the buffer cache's misses, random single-block (8 KiB, the default block of Oracle
     * and PostgreSQL) direct reads, swept over the depths a database's concurrent sessions produce.
     */
    DATAFILE(
            "random 8 KiB direct reads, iodepth swept 1,2,4,8,16,32, one job",
            Map.of(
                    "--rw",
                    "randread",
                    "--bs",
                    "8k",
                    "--direct",
                    "1",
                    "--iodepth",
                    "1,2,4,8,16,32",
                    "--numjobs",
                    "1",
                    "--size",
                    "256m"));

    private final String description;
    private final Map<String, String> defaults;

    IoProfile(String description, Map<String, String> defaults) {
        this.description = description;
        this.defaults = new LinkedHashMap<>(defaults);
    }

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    String description() {
        return description;
    }

    /** @return option name to value, as typed on a command line */
    Map<String, String> defaults() {
        return Map.copyOf(defaults);
    }

    static IoProfile parse(String text) {
        for (IoProfile p : values()) {
            if (p.label().equals(text.trim().toLowerCase(Locale.ROOT))) return p;
        }
        throw new IllegalArgumentException("--profile: '" + text + "' is not redo or datafile");
    }
}
