package io.dbbench.cli.webconsole;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code --console} with {@code --fork} or {@code --replicas N}: the load runs in child JVMs, so each child serves a
 * console of its own on a loopback port of its own and says where in a file of the parent's directory; the parent
 * serves the merged page of its children ({@link MergedConsole}, as {@code bench-cli console} does), adding each
 * child as its file appears, and ends the page with the merged run's exit code and results.html.
 */
public final class ChildConsoles implements AutoCloseable {
    private static final String SUFFIX = ".url";

    private final Path dir;
    private final MergedConsole merged;
    private final Set<String> seen = new HashSet<>();
    private int repeats;

    private ChildConsoles(Path dir, MergedConsole merged) {
        this.dir = dir;
        this.merged = merged;
    }

    /**
     * The parent's side: serves the merged page on {@code web} (bound by {@link WebConsoleFlags#bind}) and watches a
     * new directory for its children's consoles.
     */
    public static ChildConsoles serve(WebConsole web, PrintWriter out) throws CliException {
        return serve(web, out, List.of());
    }

    /**
     * As above, with the children known in advance by their labels ({@link #replicaLabel}): each has its panel from
     * the start, and one whose file never comes is shown unreachable when the run ends, not left out.
     */
    public static ChildConsoles serve(WebConsole web, PrintWriter out, List<String> expected) throws CliException {
        Path dir;
        try {
            dir = Files.createTempDirectory("dbbench-consoles-");
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot make a directory for the children's consoles: " + e, e);
        }
        MergedConsole merged;
        try {
            merged = MergedConsole.start(
                    web,
                    List.of(),
                    MergedConsole.ATTEMPTS,
                    MergedConsole.RETRY_MILLIS,
                    line -> {
                        synchronized (out) {
                            out.println(line);
                            out.flush();
                        }
                    },
                    false);
        } catch (RuntimeException e) {
            deleteQuietly(dir); // nothing will be written there: the directory goes with the console that failed
            throw e;
        }
        ChildConsoles c = new ChildConsoles(dir, merged);
        merged.expect(expected);
        merged.discover(c::discover);
        return c;
    }

    /** How a local replica is named on the merged page, as it says it ({@link #announce}) and as it is expected. */
    public static String replicaLabel(int index, int count) {
        return "replica " + index + "/" + count;
    }

    /** The labels of {@code count} local replicas, in order. */
    public static List<String> replicaLabels(int count) {
        List<String> labels = new ArrayList<>(count);
        for (int i = 0; i < count; i++) labels.add(replicaLabel(i, count));
        return labels;
    }

    /** Where the children say their consoles' addresses: to hand them in their plans. */
    public Path dir() {
        return dir;
    }

    WebConsole web() {
        return merged.web();
    }

    public void banner(PrintWriter out) {
        out.println(merged.web().bannerLine() + " (the children's consoles, merged)");
        out.flush();
    }

    /** Adds the children whose files have appeared since; a repeat's label is its order of appearance. */
    private void discover() {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + SUFFIX)) {
            for (Path f : files) if (!seen.contains(f.getFileName().toString())) found.add(f);
        } catch (IOException e) {
            return; // looked for again in a second
        }
        found.sort(Comparator.comparing(f -> f.getFileName().toString()));
        for (Path f : found) {
            List<String> lines;
            try {
                lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            } catch (IOException e) {
                continue;
            }
            if (lines.isEmpty()) continue;
            seen.add(f.getFileName().toString());
            String label = lines.size() > 1 && !lines.get(1).isBlank() ? lines.get(1) : "repeat " + ++repeats;
            try {
                merged.add(ReplicaUrl.parse(lines.get(0)).named(label));
            } catch (IllegalArgumentException e) {
                // only this JVM's children write here; a file that is not theirs is skipped
            }
        }
    }

    /**
     * The merged run ended and its files are written: the page says so and links results.html; then, with {@code
     * --console-linger}, it stays served for a while (Ctrl-C ends the wait).
     */
    public void finish(Path html, int exitCode, long lingerSeconds, StopOnSignal signals, PrintWriter out) {
        merged.finish(html != null && Files.isRegularFile(html) ? html : null, exitCode);
        if (lingerSeconds <= 0) return;
        WebConsole web = merged.web();
        signals.stopWith(web::endLinger);
        out.println("Serving the console " + web.url() + " for " + lingerSeconds
                + " s more (--console-linger; Ctrl-C ends it)");
        out.flush();
        try {
            web.linger(lingerSeconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        // a parent that failed before its results still tells its page it ended, rather than leave it waiting
        if (!merged.web().endSent()) merged.web().ended(null, -1);
        merged.close();
        deleteQuietly(dir);
    }

    private static void deleteQuietly(Path dir) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a few bytes of addresses left in the temporary directory: untidy, no secret in them
        }
    }

    /** A child's flags: a console on a loopback port of its own when its parent serves one, else none. */
    public static WebConsoleFlags childFlags(Path dir) {
        WebConsoleFlags flags = new WebConsoleFlags();
        if (dir != null) flags.address = "127.0.0.1:0";
        return flags;
    }

    /**
     * The child's side: says where its console is, in a file of the parent's directory (written whole, then moved
     * into place, so the parent never reads half of it).
     *
     * @param label how the parent's page names it ("replica 0/2"), or null for a forked repeat (its parent numbers
     *              them)
     */
    public static void announce(Path dir, WebConsole web, String label) throws CliException {
        if (dir == null || web == null) return;
        String name = ProcessHandle.current().pid() + SUFFIX;
        try {
            Path tmp = Files.createTempFile(dir, ".console", ".tmp");
            Files.writeString(tmp, web.url() + "\n" + (label == null ? "" : label) + "\n", StandardCharsets.UTF_8);
            try {
                Files.move(tmp, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot tell the parent where this child's console is (" + dir + "): " + e, e);
        }
    }
}
