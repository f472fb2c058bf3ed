package io.dbbench.it;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs bench-cli in this JVM (captured output) and locates the shipped configs and the built jar. */
public final class CliProcess {
    private CliProcess() {}

    public record Run(int exitCode, String out, String err) {}

    /** Calls io.dbbench.cli.Main.execute, the same code path as {@code java -jar bench-cli.jar}, minus System.exit. */
    public static Run inProcess(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            Class<?> main = Class.forName("io.dbbench.cli.Main");
            Method execute = main.getDeclaredMethod("execute", String[].class, PrintWriter.class, PrintWriter.class);
            execute.setAccessible(true);
            int code = (int) execute.invoke(null, args, new PrintWriter(out, true), new PrintWriter(err, true));
            return new Run(code, out.toString(), err.toString());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call io.dbbench.cli.Main.execute", e);
        }
    }

    public static Path config(String name) {
        return Path.of(System.getProperty("bench.configs.dir", "../../configs"))
                .resolve(name)
                .toAbsolutePath()
                .normalize();
    }

    public static Path jar() {
        return Path.of(System.getProperty("bench.cli.jar", "../../bench-cli/target/bench-cli.jar"))
                .toAbsolutePath()
                .normalize();
    }

    /**
     * {@code java -jar bench-cli.jar args} with the same JDK and this JVM's java.io.tmpdir (the module's
     * target/), so that what the CLI puts in its temp directory (embedded servers, pg_ctl output) lands
     * where {@link TempLeftovers} looks, never in /tmp. The one way ITs spawn the CLI.
     */
    public static ProcessBuilder jarProcess(String... args) {
        return jarProcess(Path.of(System.getProperty("java.io.tmpdir")), args);
    }

    /** {@link #jarProcess(String...)} with the CLI's java.io.tmpdir set to {@code tmpDir}. */
    public static ProcessBuilder jarProcess(Path tmpDir, String... args) {
        return jarProcess(jar(), tmpDir, args);
    }

    /**
     * {@code java -jar} of another build's shaded jar (the nightly A/B's reference), as
     * {@link #jarProcess(Path, String...)}. Started through {@code env --default-signal=INT}, which then execs
     * java (the process is the JVM): a JVM started with SIGINT ignored never handles it, and a build launched
     * in the background of a shell without job control (nohup, {@code cmd &} in a script) passes an ignored
     * SIGINT down to every process it starts, so the CLI is started as a terminal would start it.
     */
    public static ProcessBuilder jarProcess(Path jar, Path tmpDir, String... args) {
        List<String> command = new ArrayList<>(List.of(
                "env",
                "--default-signal=INT",
                java(),
                "-Djava.io.tmpdir=" + tmpDir.toAbsolutePath(),
                "-jar",
                jar.toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    /** The java executable running this test, to start the jar with the same JDK. */
    public static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
