package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.traffic.FakeOracleSession;
import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.internal.traffic.OracleTrafficMeter;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On Oracle each transaction type gets exactly the SQL*Net traffic its transactions made, the probes' own
 * left out, and the results say the figures are the sessions' statistics; without the privilege the run
 * goes on and has no traffic section. The one user's Oracle session is a model behind a fake connection.
 */
class LoadEngineOracleTrafficTest {
    private final ManualClock clock = new ManualClock();

    private Map<String, Transaction> transactions(FakeOracleSession oracle) {
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Browse", ctx -> {
            for (int i = 0; i < 4; i++) oracle.turn(90, 1500);
            return Outcome.committed(DmlCounts.NONE);
        });
        t.put("Call", ctx -> {
            oracle.turn(200, 80);
            oracle.turn(20, 30);
            return Outcome.committed(DmlCounts.NONE);
        });
        return t;
    }

    /** Sessions' connections are fakes; each has the probe the meter put on the Oracle session's own. */
    private static final class OracleSource extends Fakes.CountingConnectionSource {
        private final OracleTrafficMeter meter = new OracleTrafficMeter();
        private final FakeOracleSession oracle;
        private final Connection physical;

        OracleSource(FakeOracleSession oracle) {
            this.oracle = oracle;
            this.physical = oracle.connection();
            meter.opened(physical);
        }

        @Override
        public OracleSessionTraffic sessionStatistics(Connection connection) {
            return meter.of(physical);
        }

        @Override
        public String trafficMethod() {
            return RunTraffic.SESSION_STATISTICS;
        }

        @Override
        public boolean countsTraffic() {
            return meter.counting();
        }
    }

    private RunResult run(FakeOracleSession oracle) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("oracle traffic test")
                .users(1)
                .transaction("Browse Products", "BP", Fakes.PREFIX + "Browse", 1)
                .transaction("Server Call", "SC", Fakes.PREFIX + "Call", 1)
                .maxTransactions(300)
                .build();
        EngineOptions options = EngineOptions.defaults().withClock(clock).withSeed(11);
        return new LoadEngine(
                        config, Fakes.DIALECT, new OracleSource(oracle), Fakes.registry(transactions(oracle)), options)
                .run();
    }

    @Test
    void eachTypeGetsItsSessionStatisticsLessTheProbes() throws Exception {
        FakeOracleSession oracle = new FakeOracleSession();
        RunTraffic traffic = run(oracle).details().traffic();
        assertTrue(traffic.measured());
        assertEquals(RunTraffic.SESSION_STATISTICS, traffic.method());
        TransactionTraffic browse = traffic.transactions().get(0);
        TransactionTraffic call = traffic.transactions().get(1);
        assertTrue(browse.executions() > 0 && call.executions() > 0);
        assertEquals(300, browse.executions() + call.executions());
        assertEquals(4.0, browse.roundTripsPerTransaction());
        assertEquals(360.0, browse.bytesOutPerTransaction());
        assertEquals(6000.0, browse.bytesInPerTransaction());
        assertEquals(2.0, call.roundTripsPerTransaction());
        assertEquals(220.0, call.bytesOutPerTransaction());
        assertEquals(110.0, call.bytesInPerTransaction());
        // 4 to measure the probe, one before the first transaction, one after each
        assertEquals(4 + 1 + 300, oracle.probes.get());
    }

    @Test
    void withoutThePrivilegeTheRunGoesOnWithoutTraffic() throws Exception {
        RunResult r = run(new FakeOracleSession().failingWith(942));
        assertEquals(
                300,
                r.transactions().get(0).completed() + r.transactions().get(1).completed());
        assertFalse(r.details().traffic().measured());
    }
}
