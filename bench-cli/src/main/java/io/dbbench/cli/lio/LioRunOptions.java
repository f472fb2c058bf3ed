package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliException;
import io.dbbench.workloads.lio.LioLoop;
import io.dbbench.workloads.lio.LioRunConfig;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.UpdateMode;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The worker loop's options, SLOB's setting names in the descriptions. Checked before anything connects. */
final class LioRunOptions {
    static final int MAX_SESSIONS = 1024;

    @Option(
            names = "--loop",
            paramLabel = "client|server",
            description = "where the worker loop runs: client = one JDBC round trip per operation, what an "
                    + "application gets, with latency percentiles; server = one PL/pgSQL or PL/SQL block per "
                    + "session inside the database, as SLOB runs, for LIO/s comparable with SLOB's "
                    + "(default client)")
    LioLoop loop = LioLoop.CLIENT;

    @Option(
            names = "--sessions",
            split = ",",
            paramLabel = "N[,N...]",
            description = "session counts to run, in order (default 1)")
    List<Integer> sessions = new ArrayList<>();

    @Option(
            names = "--run-time",
            paramLabel = "seconds",
            description = "measured window per session count [RUN_TIME] (default ${DEFAULT-VALUE})")
    double runSeconds = 10;

    @Option(
            names = "--warmup",
            paramLabel = "seconds",
            description = "warm-up after the release, before the window (default ${DEFAULT-VALUE})")
    double warmupSeconds = 5;

    @Option(
            names = "--ops-per-session",
            paramLabel = "N",
            description = "also end each session's window after N operations [WORK_LOOP]; 0 = time only (default 0)")
    long opsPerSession;

    @Option(
            names = "--work-unit",
            paramLabel = "N",
            description = "keys per range count, 3..1024 [WORK_UNIT] (default ${DEFAULT-VALUE})")
    int workUnit = 64;

    @Option(
            names = "--update-pct",
            paramLabel = "0..100",
            description = "operations that update, exact per 100 [UPDATE_PCT] (default 0)")
    int updatePct;

    @Option(
            names = "--scan-pct",
            paramLabel = "0..100",
            description = "operations that scan lio_scan [SCAN_PCT] (default 0)")
    int scanPct;

    @Option(
            names = "--update-mode",
            paramLabel = "lite|heavy",
            description = "update 2 columns or all [REDO_STRESS] (default lite)")
    UpdateMode updateMode = UpdateMode.LITE;

    @Option(
            names = "--hotspot-every",
            paramLabel = "K",
            description = "every K-th operation goes to the hot spot; 0 = none [HOTSPOT_FREQUENCY]")
    int hotspotEvery;

    @Option(
            names = "--hotspot-offset",
            paramLabel = "rows",
            description = "keys before the hot spot [HOTSPOT_OFFSET] (default 0)")
    long hotspotOffset;

    @Option(
            names = "--hotspot-rows",
            paramLabel = "rows",
            description = "keys in the hot spot, more than --work-unit [HOTSPOT] (default 1000)")
    long hotspotRows = 1000;

    @Option(
            names = "--think-ms",
            split = ",",
            paramLabel = "MIN[,MAX]",
            description = "think time between operations, uniform [THINK_TM_*] (default 0)")
    List<Long> thinkMillis = new ArrayList<>();

    @Option(
            names = "--seed",
            paramLabel = "N",
            description = "random seed of keys and schedules (default ${DEFAULT-VALUE})")
    long seed = 1;

    List<Integer> sessions() throws CliException {
        List<Integer> list = sessions.isEmpty() ? List.of(1) : sessions;
        for (int n : list) {
            if (n < 1 || n > MAX_SESSIONS)
                throw LioCommand.usage("--sessions: each count must be between 1 and " + MAX_SESSIONS + ", was " + n);
        }
        return list;
    }

    LioSettings settings() throws CliException {
        // the window is whole milliseconds: a run time that rounds to 0 ms is refused, never raised to 1 ms
        if (!(runSeconds > 0 && Math.round(runSeconds * 1000) >= 1 && runSeconds <= 86_400)) {
            throw LioCommand.usage("--run-time must be between 0.001 and 86400 seconds, was " + runSeconds);
        }
        if (!(warmupSeconds >= 0 && warmupSeconds <= 86_400))
            throw LioCommand.usage("--warmup must be between 0 and 86400 seconds, was " + warmupSeconds);
        if (opsPerSession < 0) throw LioCommand.usage("--ops-per-session must be >= 0, was " + opsPerSession);
        if (workUnit < LioSettings.MIN_WORK_UNIT || workUnit > LioSettings.MAX_WORK_UNIT) {
            throw LioCommand.usage("--work-unit must be between 3 and 1024, was " + workUnit);
        }
        if (updatePct < 0 || updatePct > 100)
            throw LioCommand.usage("--update-pct must be between 0 and 100, was " + updatePct);
        if (scanPct < 0 || scanPct > 100)
            throw LioCommand.usage("--scan-pct must be between 0 and 100, was " + scanPct);
        if (updatePct + scanPct > 100)
            throw LioCommand.usage("--update-pct plus --scan-pct is " + (updatePct + scanPct) + ", more than 100");
        if (hotspotEvery < 0) throw LioCommand.usage("--hotspot-every must be >= 0, was " + hotspotEvery);
        if (hotspotEvery > 0 && hotspotRows <= workUnit) {
            throw LioCommand.usage(
                    "--hotspot-rows must be more than --work-unit (" + workUnit + "), was " + hotspotRows);
        }
        if (hotspotOffset < 0) throw LioCommand.usage("--hotspot-offset must be >= 0, was " + hotspotOffset);
        if (thinkMillis.size() > 2) throw LioCommand.usage("--think-ms takes MIN or MIN,MAX, was " + thinkMillis);
        long min = thinkMillis.isEmpty() ? 0 : thinkMillis.get(0);
        long max = thinkMillis.size() == 2 ? thinkMillis.get(1) : min;
        if (min < 0 || max < min || max > 60_000)
            throw LioCommand.usage("--think-ms needs 0 <= MIN <= MAX <= 60000, was " + thinkMillis);
        return new LioSettings(
                workUnit,
                updatePct,
                scanPct,
                updateMode,
                hotspotEvery,
                hotspotOffset,
                hotspotEvery > 0 ? hotspotRows : 0,
                min,
                max,
                seed);
    }

    LioRunConfig config(int n, LioSettings settings) {
        return new LioRunConfig(
                n, Math.round(warmupSeconds * 1000), Math.round(runSeconds * 1000), opsPerSession, settings, loop);
    }
}
