package io.dbbench.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LogonWarmUpTest {
    private static final String PG = "jdbc:postgresql://127.0.0.1:5433/bench";

    @Test
    void runsForPostgresqlRunsWithManyConnectionsOnly() {
        assertTrue(LogonWarmUp.wanted(PG, LogonWarmUp.MIN_CONNECTIONS, 250));
        assertTrue(LogonWarmUp.wanted("JDBC:PostgreSQL://db/x", 300, 1));
        assertFalse(LogonWarmUp.wanted(PG, LogonWarmUp.MIN_CONNECTIONS - 1, 250), "too few logons to pay back");
        assertFalse(LogonWarmUp.wanted("jdbc:oracle:thin:@//db:1521/svc", 300, 250), "not pgjdbc's SCRAM");
        assertFalse(LogonWarmUp.wanted(null, 300, 250));
        assertFalse(LogonWarmUp.wanted(PG, 300, 0), "turned off");
    }

    @Test
    void thePropertySetsTheDerivationsAndZeroTurnsItOff() {
        assertEquals(LogonWarmUp.DEFAULT_DERIVATIONS, LogonWarmUp.derivations(null));
        assertEquals(LogonWarmUp.DEFAULT_DERIVATIONS, LogonWarmUp.derivations(" "));
        assertEquals(0, LogonWarmUp.derivations("0"));
        assertEquals(40, LogonWarmUp.derivations(" 40 "));
        for (String bad : new String[] {"-1", "many", "1.5"}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> LogonWarmUp.derivations(bad));
            assertEquals("-D" + LogonWarmUp.PROPERTY + "=" + bad + ": not a number from 0 up", e.getMessage());
        }
    }

    @Test
    void stopsAfterItsDerivations() {
        LogonWarmUp warmUp = new LogonWarmUp(3, TimeUnit.MINUTES.toNanos(1), System::nanoTime);
        warmUp.run();
        assertEquals(3, warmUp.completed());
    }

    @Test
    void stopsAtTheTimeLimitOnABusyMachine() {
        // every reading of the clock is a second later: the limit of 2.5 s allows two derivations
        AtomicLong now = new AtomicLong();
        LogonWarmUp warmUp = new LogonWarmUp(
                1000, TimeUnit.MILLISECONDS.toNanos(2500), () -> now.getAndAdd(TimeUnit.SECONDS.toNanos(1)));
        warmUp.run();
        assertEquals(2, warmUp.completed());
    }

    @Test
    void stopsWhenClosed() {
        LogonWarmUp[] self = new LogonWarmUp[1];
        AtomicLong readings = new AtomicLong();
        // closed as the third clock reading is taken, in the check before the second derivation: that
        // one still runs (as a derivation under way would), then no other
        self[0] = new LogonWarmUp(1000, TimeUnit.MINUTES.toNanos(1), () -> {
            if (readings.incrementAndGet() == 3) self[0].close();
            return 0L;
        });
        self[0].run();
        assertEquals(2, self[0].completed());
        assertEquals(3, readings.get(), "the stop ends the loop before the clock is read again");
    }

    @Test
    void computesTheClientProofOfRfc7677() throws Exception {
        // RFC 7677, section 3: user "user", password "pencil"
        String clientFirstBare = "n=user,r=rOprNGfwEbeRWgbNEkqO";
        String serverFirst = "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
        String clientFinalWithoutProof = "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
        byte[] authMessage = (clientFirstBare + "," + serverFirst + "," + clientFinalWithoutProof)
                .getBytes(StandardCharsets.US_ASCII);
        byte[] proof = LogonWarmUp.clientProof(
                "pencil".toCharArray(), Base64.getDecoder().decode("W22ZaJ0SNY7soEsUEjb6gQ=="), authMessage);
        assertEquals(
                "dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
                Base64.getEncoder().encodeToString(proof));
    }

    @Test
    void startsOncePerJvmAndStopsWhenUsersLogOn() throws Exception {
        String before = System.getProperty(LogonWarmUp.PROPERTY);
        try {
            System.setProperty(LogonWarmUp.PROPERTY, "0");
            assertEquals(0, LogonWarmUp.startFor(PG, 1000).completed(), "turned off: nothing runs");
            System.setProperty(LogonWarmUp.PROPERTY, "1000000");
            LogonWarmUp running = LogonWarmUp.startFor(PG, 1000);
            LogonWarmUp second = LogonWarmUp.startFor(PG, 1000);
            assertNotEquals(running, second, "a JVM warms up once");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (running.completed() == 0 && System.nanoTime() < deadline) Thread.sleep(10);
            assertTrue(running.completed() > 0, "the warm-up runs on its own thread");
            LogonWarmUp.logonsStarting();
            // the derivation under way ends, then no other starts
            int settled = -1;
            while (System.nanoTime() < deadline) {
                int now = running.completed();
                Thread.sleep(300);
                if (running.completed() == now) {
                    settled = now;
                    break;
                }
            }
            assertTrue(settled > 0, "stopped once users log on");
            Thread.sleep(300);
            assertEquals(settled, running.completed());
            assertEquals(0, second.completed());
        } finally {
            if (before == null) System.clearProperty(LogonWarmUp.PROPERTY);
            else System.setProperty(LogonWarmUp.PROPERTY, before);
        }
    }
}
