package io.dbbench.it.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DashboardQueriesTest {
    @Test
    void variablesAreFilledInAsGrafanaFillsOneSelectedValue() {
        assertEquals(
                "sum(rate(x{run=~\"Order Entry \\\\(client\\\\)\",topology=~\"8x2\"}[1m]))",
                DashboardQueries.substitute(
                        "sum(rate(x{run=~\"$run\",topology=~\"${topology}\"}[$__rate_interval]))",
                        Map.of("run", "Order Entry (client)", "topology", "8x2", "__rate_interval", "1m")));
    }

    @Test
    void aVariableWithoutAValueIsAnErrorNotAQueryLeftForPrometheusToReject() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> DashboardQueries.substitute("x{host=~\"$host\"}", Map.of("run", "r")));
        assertTrue(e.getMessage().startsWith("no value for $host"), e.getMessage());
    }

    @Test
    void theShippedDashboardsQueriesAndVariablesAreRead() throws Exception {
        DashboardQueries dashboard = new DashboardQueries(DashboardQueries.shipped());
        assertTrue(
                dashboard.queries().size() >= 20,
                "queries: " + dashboard.queries().size());
        assertEquals(4, dashboard.variables().size(), dashboard.variables().toString());
        assertEquals(
                new DashboardQueries.Variable("run", "dbbench_transactions_total", "run"),
                dashboard.variables().get(0));
        for (DashboardQueries.Query q : dashboard.queries())
            assertFalse(q.expr().isBlank(), q.toString());
    }
}
