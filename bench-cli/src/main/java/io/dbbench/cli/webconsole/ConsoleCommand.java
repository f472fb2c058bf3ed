package io.dbbench.cli.webconsole;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.cli.common.StopOnSignal;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli console URL...}: the live consoles of several replicas on one page, side by side and summed. */
@Returns({ExitCodes.OK, ExitCodes.BAD_USAGE, ExitCodes.CANNOT_CONNECT, ExitCodes.INTERRUPTED})
@Command(
        name = "console",
        sortOptions = false,
        description = {
            "Shows the live consoles of several runs (the replicas of a stack, each started with --console) on one"
                    + " page: side by side and summed (TPS per transaction, users, errors, traffic); response times"
                    + " per replica. The page only reads: each replica's own page has its controls.",
            "Exits when every replica has ended (0), or 4 when one could not be reached or was lost; with"
                    + " --each-address, not before the names were looked up once more after the last one ended.",
            "Example: dbbench console http://10.0.0.5:8080/ http://10.0.0.6:8080/ --listen 8090"
        })
public final class ConsoleCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "URL",
            arity = "1..*",
            description = "a replica's console, http://HOST:PORT/ (as its banner prints it; a #token=... is dropped)")
    List<String> urls;

    @Option(
            names = "--listen",
            paramLabel = "[host:]port",
            defaultValue = "0",
            description = "where to serve the page (host 127.0.0.1 unless given; port 0, the default: any free port)")
    String listen;

    @Option(
            names = "--each-address",
            description = "follow every address each URL's host resolves to, one replica each: a Swarm stack's"
                    + " tasks.SERVICE, a Kubernetes headless Service. The names are looked up again every "
                    + AddressFollower.PERIOD_MILLIS / 1000
                    + " s (at most about 1 s cached): each new address joins as one more replica (at most "
                    + AddressFollower.MAX_REPLICAS
                    + "); one that leaves is not removed."
                    + " The command then ends only after one more look-up once every replica has ended")
    boolean eachAddress;

    @Option(
            names = "--linger",
            paramLabel = "seconds",
            defaultValue = "0",
            description = "keep serving the page this long after every replica has ended")
    long lingerSeconds;

    @Mixin
    HelpOption help;

    /** How --each-address looks names up, and how often: a test's own. */
    AddressFollower.Resolver resolver = InetAddress::getAllByName;

    long resolvePeriodMillis = AddressFollower.PERIOD_MILLIS;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (eachAddress) {
            // the JDK keeps a name's addresses 30 s and a failed look-up 10 s unless told otherwise: the look-ups
            // every PERIOD_MILLIS would see nothing new in between. Set before any InetAddress use in this JVM
            // (Main resolves no name before the subcommand runs; console never connects to a database).
            java.security.Security.setProperty("networkaddress.cache.ttl", "1");
            java.security.Security.setProperty("networkaddress.cache.negative.ttl", "0");
        }
        return CliErrors.run(spec, this::serve);
    }

    private int serve() throws CliException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<ReplicaUrl> replicas = replicas(urls);
        Consumer<String> notices = line -> {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        };
        AddressFollower follower = null;
        BooleanSupplier mayEnd = () -> true;
        if (eachAddress) {
            follower = new AddressFollower(replicas, resolver, AddressFollower.MAX_REPLICAS, notices);
            replicas = follower.initial();
            mayEnd = follower::mayEnd; // given to start: its first second must not end the page before a look-up
        }
        if (lingerSeconds < 0)
            throw new CliException(ExitCodes.BAD_USAGE, "option --linger: must be 0 or more, was " + lingerSeconds);
        String[] hostPort = WebConsoleFlags.hostPort("--listen", listen);
        WebConsole web;
        try {
            web = WebConsole.bind(hostPort[0], Integer.parseInt(hostPort[1]), line -> {
                err.println(line);
                err.flush();
            });
        } catch (IOException | RuntimeException e) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --listen: cannot listen on " + listen + ": " + e.getMessage(), e);
        }
        try (StopOnSignal signals = new StopOnSignal();
                MergedConsole merged = MergedConsole.start(
                        web, replicas, MergedConsole.ATTEMPTS, MergedConsole.RETRY_MILLIS, notices, mayEnd);
                AddressFollower following = follower) {
            if (following != null) following.follow(merged, resolvePeriodMillis);
            signals.stopWith(() -> {
                merged.stop();
                // the page is told it ended (Ctrl-C's 130), not left showing the last sample as live
                if (!web.endSent()) web.ended(null, ExitCodes.INTERRUPTED);
                web.endLinger();
            });
            synchronized (out) {
                out.println(web.bannerLine() + " (" + replicas.size() + " replicas)");
                out.flush();
            }
            merged.awaitOver(Long.MAX_VALUE);
            if (follower != null) follower.close(); // no look-up, no replica joins, while --linger serves the page
            if (StopOnSignal.signalled()) return ExitCodes.INTERRUPTED;
            // the code said to the page at the end: a feed added since (a late look-up's) does not change it
            int code = merged.endCode() >= 0 ? merged.endCode() : MergedConsole.exitCode(merged.replicas());
            if (lingerSeconds > 0) {
                out.println("Serving the page " + web.url() + " for " + lingerSeconds + " s more (--linger)");
                out.flush();
                web.linger(lingerSeconds);
            }
            return StopOnSignal.signalled() ? ExitCodes.INTERRUPTED : code;
        }
    }

    /** The URLs checked: a bad one is one line and exit 2; the same replica twice would count it twice. */
    static List<ReplicaUrl> replicas(List<String> urls) throws CliException {
        List<ReplicaUrl> replicas = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String u : urls) {
            ReplicaUrl r;
            try {
                r = ReplicaUrl.parse(u);
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, "URL " + e.getMessage());
            }
            if (!seen.add(r.toString()))
                throw new CliException(ExitCodes.BAD_USAGE, "URL '" + r + "' given twice: it would be summed twice");
            replicas.add(r);
        }
        return replicas;
    }
}
