package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.dialect.Dialects;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class QueryTimeoutPlacementTest {
    @Test
    void postgresqlOnConnectionsDbbenchOpensEnforcesTheTimeoutOnTheServer() {
        assertEquals(QueryTimeoutPlacement.SERVER, QueryTimeoutPlacement.choose(Dialects.postgresql(), true, 120));
    }

    @Test
    void theDriverKeepsItForOracleForACallersDataSourceAndWithoutATimeout() {
        assertEquals(QueryTimeoutPlacement.DRIVER, QueryTimeoutPlacement.choose(Dialects.oracle(), true, 120));
        assertEquals(QueryTimeoutPlacement.DRIVER, QueryTimeoutPlacement.choose(Dialects.postgresql(), false, 120));
        assertEquals(QueryTimeoutPlacement.DRIVER, QueryTimeoutPlacement.choose(Dialects.postgresql(), true, 0));
    }

    @Test
    void onTheServerTheSessionsStatementsGetNoDriverTimeoutButTransactionsStillReadIt() throws Exception {
        List<String> server = prepareOne(QueryTimeoutPlacement.SERVER);
        assertEquals(List.of("prepare SELECT 1"), server);
        List<String> driver = prepareOne(QueryTimeoutPlacement.DRIVER);
        assertEquals(List.of("prepare SELECT 1", "setQueryTimeout 120"), driver);
    }

    /** Prepares one statement through a session context of {@code placement}; the calls the driver saw. */
    private static List<String> prepareOne(QueryTimeoutPlacement placement) throws Exception {
        List<String> calls = new ArrayList<>();
        PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(
                QueryTimeoutPlacementTest.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("setQueryTimeout")) calls.add("setQueryTimeout " + args[0]);
                    return null;
                });
        Connection connection = (Connection) Proxy.newProxyInstance(
                QueryTimeoutPlacementTest.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("prepareStatement")) return null;
                    calls.add("prepare " + args[0]);
                    return statement;
                });
        SessionContext context = new SessionContext(
                new SessionContext.Settings(
                        Dialects.postgresql(),
                        Clock.SYSTEM,
                        new CountDownLatch(1),
                        120,
                        SessionContext.ThinkTime.NONE,
                        Map.of(),
                        Map.of(),
                        placement),
                0,
                1);
        context.attach(connection);
        context.prepare("SELECT 1");
        assertEquals(120, context.queryTimeoutSeconds(), "what a transaction reads for statements of its own");
        return calls;
    }
}
