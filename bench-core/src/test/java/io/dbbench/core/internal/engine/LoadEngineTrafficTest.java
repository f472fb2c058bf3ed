package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.traffic.CountingSocket;
import io.dbbench.core.internal.traffic.CountingSocketFactory;
import io.dbbench.core.internal.traffic.WireCounts;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each transaction's socket traffic lands on its own type: the one user's "connection" is a counting
 * socket over loopback whose far end the transactions drive themselves, one thread, no timing.
 */
class LoadEngineTrafficTest {
    private final ManualClock clock = new ManualClock();
    private ServerSocket listener;
    private CountingSocket client;
    private Socket server;

    @BeforeEach
    void connect() throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        client = (CountingSocket)
                new CountingSocketFactory().createSocket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
        server = listener.accept();
    }

    @AfterEach
    void close() throws IOException {
        client.close();
        server.close();
        listener.close();
    }

    /** Sends {@code request} bytes, the far end answers {@code response} bytes, read whole: one turn. */
    private void turn(int request, int response) {
        try {
            client.getOutputStream().write(new byte[request]);
            server.getInputStream().readNBytes(request);
            server.getOutputStream().write(new byte[response]);
            client.getInputStream().readNBytes(response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Map<String, Transaction> transactions() {
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Small", ctx -> {
            turn(100, 300);
            return Outcome.committed(DmlCounts.NONE);
        });
        t.put("Chatty", ctx -> {
            for (int i = 0; i < 3; i++) turn(10, 20);
            return Outcome.committed(DmlCounts.NONE);
        });
        t.put("Failing", ctx -> {
            turn(50, 50);
            throw new SQLException("deadlock", "40P01");
        });
        return t;
    }

    private RunResult run(Fakes.CountingConnectionSource connections) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("traffic test")
                .users(1)
                .transaction("Small Txn", "S", Fakes.PREFIX + "Small", 2)
                .transaction("Chatty Txn", "C", Fakes.PREFIX + "Chatty", 2)
                .transaction("Failing Txn", "F", Fakes.PREFIX + "Failing", 1)
                .maxTransactions(500)
                .build();
        EngineOptions options = EngineOptions.defaults().withClock(clock).withSeed(7);
        return new LoadEngine(config, Fakes.DIALECT, connections, Fakes.registry(transactions()), options).run();
    }

    /** The fake source, its connections on the counting socket. */
    private final class Counted extends Fakes.CountingConnectionSource {
        @Override
        public WireCounts wireCounts(Connection connection) {
            return client.counts();
        }

        @Override
        public boolean countsTraffic() {
            return true;
        }
    }

    @Test
    void eachTypeGetsExactlyTheBytesAndTurnsItsTransactionsMade() throws Exception {
        RunResult r = run(new Counted());
        RunTraffic traffic = r.details().traffic();
        assertTrue(traffic.measured());
        TransactionTraffic small = traffic.transactions().get(0);
        TransactionTraffic chatty = traffic.transactions().get(1);
        TransactionTraffic failing = traffic.transactions().get(2);
        assertEquals(
                List.of("Small Txn", "Chatty Txn", "Failing Txn"),
                traffic.transactions().stream().map(TransactionTraffic::id).toList());
        assertEquals(r.transactions().get(0).completed(), small.executions());
        assertEquals(r.transactions().get(2).failed(), failing.executions());
        assertTrue(small.executions() > 0 && chatty.executions() > 0 && failing.executions() > 0);
        assertEquals(100 * small.executions(), small.totals().bytesOut());
        assertEquals(300 * small.executions(), small.totals().bytesIn());
        assertEquals(small.executions(), small.totals().roundTrips());
        assertEquals(30 * chatty.executions(), chatty.totals().bytesOut());
        assertEquals(60 * chatty.executions(), chatty.totals().bytesIn());
        assertEquals(3.0, chatty.roundTripsPerTransaction());
        // a failed transaction's traffic is its type's too
        assertEquals(50 * failing.executions(), failing.totals().bytesOut());
        TransactionTraffic total = traffic.total();
        assertEquals(500, total.executions());
        assertEquals(client.counts().bytesSent(), total.totals().bytesOut());
        assertEquals(client.counts().roundTrips(), total.totals().roundTrips());
    }

    @Test
    void aRunWhoseConnectionsAreNotCountedReportsNoTraffic() throws Exception {
        RunResult r = run(new Fakes.CountingConnectionSource());
        assertFalse(r.details().traffic().measured());
    }
}
