package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Stalls as events: a second with users logged on and no transaction ended, said when it starts and ends. */
class ConsoleSamplerStallTest {
    private static ProgressSnapshot second(int usersLoggedOn, long endedInSecond, long totalCompleted) {
        return new ProgressSnapshot(
                0,
                1_000_000_000L,
                -1,
                usersLoggedOn,
                usersLoggedOn,
                0,
                endedInSecond,
                0,
                totalCompleted,
                0,
                0,
                true,
                List.of(new TransactionProgress("T", "T", endedInSecond, 0, 1e6)));
    }

    @Test
    void aStallIsSaidWhenItStartsAndWhenItEnds_loggingOnIsNone() throws Exception {
        try (WebConsole web = WebConsole.start("127.0.0.1", 0, "{}", -1, w -> {})) {
            ConsoleSampler sampler = new ConsoleSampler(web, null, () -> Double.NaN, () -> Double.NaN);
            sampler.onInterval(second(2, 0, 0)); // logging on: nothing done yet, no stall
            sampler.onInterval(second(2, 50, 50));
            sampler.onInterval(second(2, 0, 50));
            sampler.onInterval(second(2, 0, 50));
            sampler.onInterval(second(2, 0, 50));
            sampler.onInterval(second(0, 0, 50)); // every user logged off: not a stall, its end
            sampler.onInterval(second(2, 40, 90));
            assertEquals(
                    List.of(
                            "stall: no transaction ended in this second, with 2 user(s) logged on",
                            "transactions end again, after a stall of 3 s"),
                    stallEvents(web));
        }
    }

    private static List<String> stallEvents(WebConsole web) {
        List<String> texts = new ArrayList<>();
        for (byte[] m : web.streams().history()) {
            String text = new String(m, StandardCharsets.UTF_8);
            if (!text.startsWith("event: event") || !text.contains("\"kind\":\"stall\"")) continue;
            int at = text.indexOf("\"text\":\"") + 8;
            texts.add(text.substring(at, text.indexOf('"', at)));
        }
        return texts;
    }
}
