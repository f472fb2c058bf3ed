package io.dbbench.cli.webconsole;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.console.ServerLoad;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkBuilder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * One run's web console, as a run command wires it: the server started before the run is built, the sampler and
 * (when the run's users can change) the users steering among the run's listeners, the controls bound once the run
 * is built, and the end said with the results.html written.
 */
public final class LiveConsole implements AutoCloseable {
    private final WebConsole web;
    private final WebConsoleFlags flags;
    private final String fixedBecause;
    private final ConsoleSampler.Steering steering;
    private final ConsoleSampler sampler;
    private LiveCommits commits;

    private LiveConsole(
            WebConsole web,
            WebConsoleFlags flags,
            String fixedBecause,
            ConsoleSampler.Steering steering,
            MeasurementPlan plan,
            Supplier<ServerLoad> load) {
        this.web = web;
        this.flags = flags;
        this.fixedBecause = fixedBecause;
        this.steering = steering;
        this.sampler = new ConsoleSampler(web, plan, figure(load, true), figure(load, false));
    }

    /**
     * The console of a run, serving; null without {@code --console}. Once started it owns {@code web}, closing it.
     *
     * @param web          the console's server, bound by {@link WebConsoleFlags#bind} before the run's set-up, or null
     * @param identity     what the run is, see {@link #identity}
     * @param users        the users the run starts with
     * @param fixedBecause why the page cannot change the run's users (an open-loop run, a capacity search), or null
     * @param plan         the run's iterations, or null
     * @param load         the database server's CPU and disk as the text console reads them, or null
     */
    public static LiveConsole start(
            WebConsoleFlags flags,
            WebConsole web,
            String identity,
            int users,
            String fixedBecause,
            MeasurementPlan plan,
            Supplier<ServerLoad> load)
            throws CliException {
        if (web == null) return null;
        int ceiling = fixedBecause != null ? -1 : flags.ceiling(users);
        web.serve(identity, ceiling);
        return new LiveConsole(
                web,
                flags,
                fixedBecause,
                fixedBecause != null ? null : new ConsoleSampler.Steering(ceiling, users),
                plan,
                load);
    }

    /**
     * What the page's top says of the run: no secret goes in (the database as the banner describes it, never its
     * connect string's password).
     */
    public static String identity(
            String config, Path configFile, List<String> workloads, String database, int users, String length) {
        StringBuilder j = new StringBuilder("{\"config\":");
        Json.string(j, config);
        j.append(",\"configFile\":");
        Json.string(j, configFile == null ? null : configFile.toString());
        j.append(",\"benchmark\":");
        Json.string(j, String.join(" + ", workloads));
        j.append(",\"database\":");
        Json.string(j, withoutProperties(database));
        j.append(",\"users\":").append(users);
        j.append(",\"length\":");
        Json.string(j, length);
        return j.append('}').toString();
    }

    /**
     * The database as the page names it: the connect string without its properties. They may carry a path or a
     * secret the banner's redaction does not know of: {@code TNS_ADMIN=<wallet dir>} (added for {@code -cf}), a key
     * store, a token; the host, port and database are what the page needs.
     */
    static String withoutProperties(String database) {
        if (database == null) return null;
        int query = database.indexOf('?');
        String shown = query < 0 ? database : database.substring(0, query);
        // jdbc:sqlserver://host:1433;databaseName=x;password=...: properties after the first ';'
        int semicolon = shown.indexOf(';');
        if (semicolon >= 0) shown = shown.substring(0, semicolon);
        return shown.length() < database.length() ? shown + " (properties not shown)" : shown;
    }

    /** The sampler among the run's listeners; the users steering too when the page may change the users. */
    public void attach(BenchmarkBuilder builder) {
        builder.listener(sampler);
        if (steering != null) builder.listener(steering);
    }

    /**
     * The page shows the database's commits per second, read on a connection of the console's own: called before the
     * run starts, so that connection is there before the run counts the database's sessions; once per console.
     */
    public void readCommits(LiveCommits liveCommits) {
        commits = liveCommits;
        sampler.commits(liveCommits);
    }

    WebConsole web() {
        return web;
    }

    /** The run is built: the page's stop and users buttons act on it. */
    public void bind(Benchmark benchmark) {
        web.controls(new RunControls() {
            @Override
            public void stop() {
                benchmark.stop();
            }

            @Override
            public String setUsers(int users) {
                if (steering == null) return "the users of this run cannot change: " + fixedBecause;
                try {
                    steering.set(users);
                    return null;
                } catch (IllegalArgumentException | IllegalStateException e) {
                    return e.getMessage();
                }
            }

            @Override
            public String usersFixedBecause() {
                return steering == null ? fixedBecause : null;
            }

            @Override
            public int activeUsers() {
                return steering == null ? -1 : steering.active();
            }
        });
    }

    /** What the page says the run is doing instead of its own phase (a capacity search's step), or null. */
    public void phase(String phase) {
        sampler.phase(phase);
    }

    /** A line for the page's event list (a capacity search's step). */
    public void event(String kind, String text) {
        web.event(kind, text);
    }

    public void banner(PrintWriter out) {
        out.println(web.bannerLine());
        out.flush();
    }

    /**
     * The run ended and its files are written: the page says so and links results.html; then, with {@code
     * --console-linger}, the page stays served for a while (Ctrl-C ends the wait).
     *
     * @param html the results.html written, or null
     */
    public void finish(Path html, int exitCode, StopOnSignal signals, PrintWriter out) {
        web.ended(html, exitCode);
        long seconds = flags.lingerSeconds();
        if (seconds <= 0) return;
        signals.stopWith(web::endLinger);
        out.println(
                "Serving the console " + web.url() + " for " + seconds + " s more (--console-linger; Ctrl-C ends it)");
        out.flush();
        try {
            web.linger(seconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The run ended before its results, with a known exit code and why (a database rendezvous that timed out, a
     * replica come up late): the page shows the reason and the code rather than "failed before its exit code was
     * known".
     */
    public void failed(int exitCode, String why) {
        web.event("error", why);
        web.ended(null, exitCode);
    }

    /**
     * Ends the console; a run that ended on an exception (no {@link #finish}) still tells its pages it ended, so
     * they do not say "reconnecting" for good.
     */
    @Override
    public void close() {
        if (commits != null) commits.close();
        if (!web.endSent()) web.ended(null, -1);
        web.close();
    }

    private static DoubleSupplier figure(Supplier<ServerLoad> load, boolean cpu) {
        return () -> {
            ServerLoad l = load == null ? null : load.get();
            if (l == null) return Double.NaN;
            String text = cpu ? l.cpuPercent() : l.diskMegabytesPerSecond();
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException | NullPointerException e) {
                return Double.NaN; // "-" before the second reading, "n/a" when unreadable
            }
        };
    }
}
