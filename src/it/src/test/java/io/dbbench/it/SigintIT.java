package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C (SIGINT) in the middle of a run of the real jar: results so far are written, marked interrupted. */
class SigintIT {
    @TempDir
    Path dir;

    @Test
    void sigintWritesResultsMarkedInterruptedAndExits130() throws Exception {
        Path xml = dir.resolve("results.xml");
        Set<Path> tempBefore = TempLeftovers.snapshot();
        Process p = CliProcess.jarProcess(
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "--embedded",
                        "-uc",
                        "2",
                        "-rt",
                        "0:02",
                        "-v",
                        "users,tps",
                        "-r",
                        xml.toString(),
                        "-mr")
                .redirectErrorStream(true)
                .start();
        List<String> lines = new CopyOnWriteArrayList<>();
        CompletableFuture<Void> firstLoadLine = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                    if (line.contains("[2/2]")) firstLoadLine.complete(null);
                }
            } catch (Exception e) {
                firstLoadLine.completeExceptionally(e);
            }
        });
        reader.start();
        try {
            firstLoadLine.get(120, TimeUnit.SECONDS);
            int kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid()))
                    .start()
                    .waitFor();
            assertEquals(0, kill);
            assertTrue(
                    p.waitFor(90, TimeUnit.SECONDS),
                    "bench-cli did not end after SIGINT:\n" + String.join("\n", lines));
        } finally {
            p.destroyForcibly();
        }
        reader.join(10_000);
        TempLeftovers.awaitNoneNewSince(tempBefore, 60_000);

        assertEquals(130, p.exitValue(), String.join("\n", lines));
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.INTERRUPTED, result.endReason());
        assertTrue(result.totalCompleted() > 0);
        assertTrue(Files.readString(xml).contains("TotalCompletedTransactions"));
        assertTrue(
                Files.readString(dir.resolve("results.html")).contains("\"endReason\" : \"INTERRUPTED\""),
                "HTML report of the interrupted run");
        assertTrue(lines.stream().anyMatch(l -> l.contains("Results of Charbench Run")), "mini report printed");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Interrupted:")), String.join("\n", lines));
    }
}
