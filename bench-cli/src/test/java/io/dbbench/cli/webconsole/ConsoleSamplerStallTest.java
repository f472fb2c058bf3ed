package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stalls as events: users logged on and no transaction ended for over 5 s and over three times a user's recent time
 * between two transactions; said when it starts and when it ends.
 */
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
            sampler.onInterval(second(2, 50, 50)); // a user's transaction every 40 ms: a stall is 5 s of silence
            for (int i = 0; i < 5; i++) sampler.onInterval(second(2, 0, 50));
            assertEquals(List.of(), stallEvents(web), "5 s without a transaction is not a stall yet");
            sampler.onInterval(second(2, 0, 50));
            sampler.onInterval(second(2, 0, 50));
            sampler.onInterval(second(2, 40, 90));
            sampler.onInterval(second(2, 40, 130));
            for (int i = 0; i < 6; i++) sampler.onInterval(second(2, 0, 130));
            sampler.onInterval(second(0, 0, 130)); // every user logged off: the stall's end, not transactions'
            assertEquals(
                    List.of(
                            "stall: no transaction ended for 6 s, with 2 user(s) logged on",
                            "transactions end again, after a stall of 7 s",
                            "stall: no transaction ended for 6 s, with 2 user(s) logged on",
                            "the stall ended with every user logged off, after 6 s"),
                    stallEvents(web));
        }
    }

    @Test
    void aUserWhoThinksEightSecondsBetweenTransactions_isNoStall_twentyFiveSilentSecondsAre() throws Exception {
        try (WebConsole web = WebConsole.start("127.0.0.1", 0, "{}", -1, w -> {})) {
            ConsoleSampler sampler = new ConsoleSampler(web, null, () -> Double.NaN, () -> Double.NaN);
            long done = 0;
            for (int cycle = 0; cycle < 4; cycle++) {
                for (int i = 0; i < 7; i++) sampler.onInterval(second(1, 0, done));
                sampler.onInterval(second(1, 1, ++done));
            }
            assertEquals(List.of(), stallEvents(web), "one transaction each 8 s, as its think time makes them");
            for (int i = 0; i < 25; i++) sampler.onInterval(second(1, 0, done));
            assertEquals(
                    List.of("stall: no transaction ended for 25 s, with 1 user(s) logged on"),
                    stallEvents(web),
                    "three times its 8 s between transactions");
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
