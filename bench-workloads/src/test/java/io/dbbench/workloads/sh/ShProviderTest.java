package io.dbbench.workloads.sh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.sql.SingleStatementTransaction;
import java.lang.reflect.Proxy;
import java.sql.PreparedStatement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ShProviderTest {
    @Test
    void everySwingBenchAndOwnClassNameResolvesToSalesHistory() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String prefix : ShProvider.CLASS_NAME_PREFIXES) {
            for (ShTransaction t : ShTransaction.values()) {
                Optional<WorkloadRegistry.Resolved> resolved = registry.resolve(prefix + t.simpleClassName());
                assertTrue(resolved.isPresent(), prefix + t.simpleClassName());
                assertInstanceOf(ShProvider.class, resolved.get().provider());
                assertEquals(t.simpleClassName(), resolved.get().transactionName());
            }
        }
        assertEquals(Optional.empty(), registry.resolve(ShTransaction.SWINGBENCH_PACKAGE + "SalesByMonthCountry"));
    }

    @Test
    void theWorkloadMakesEveryTransactionAndRefusesOthersByName() throws Exception {
        Workload workload = new ShProvider().open(new WorkloadContext(null, Dialects.postgresql(), Map.of()));
        for (ShTransaction t : ShTransaction.values())
            assertInstanceOf(SingleStatementTransaction.class, workload.newTransaction(t.simpleClassName()));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> workload.newTransaction("StressTestInsert"));
        assertTrue(e.getMessage().contains("SalesRollupByMonth"), e.getMessage());
    }

    @Test
    void bindsAPeriodInTheCalendarThenCountryOrChannelIds() throws Exception {
        SplittableRandom random = new SplittableRandom(3);
        for (ShTransaction t : ShTransaction.values()) {
            List<Object> bound = new ArrayList<>();
            PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                        assertEquals(bound.size() + 1, args[0], t + " binds out of order");
                        bound.add(args[1]);
                        return null;
                    });
            ShQuery.bind(statement, t, random);
            assertEquals(t.binds().size(), bound.size(), t.toString());
            LocalDate from = (LocalDate) bound.get(0);
            LocalDate to = (LocalDate) bound.get(1);
            assertTrue(!from.isAfter(to) && !from.isBefore(ShCalendar.FIRST_DAY) && !to.isAfter(ShCalendar.LAST_DAY));
            for (int i = 2; i < bound.size(); i++) {
                int id = (Integer) bound.get(i);
                int max = t.binds().get(i) == ShTransaction.Bind.COUNTRY
                        ? ShReference.COUNTRIES.size()
                        : ShReference.CHANNELS.size();
                assertTrue(id >= 1 && id <= max, t + " bound " + id);
            }
        }
    }
}
