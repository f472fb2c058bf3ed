package io.dbbench.workloads.soe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** setPLSQLCOMMIT: read from the environment, called once per connection of each session. */
class PlsqlCommitSettingTest {
    private static final SoeMetadata METADATA = new SoeMetadata(1, 100, 1, 100);

    @Test
    void defaultsToClientCommits() {
        assertFalse(PlsqlCommitSetting.fromEnvironment(Map.of()).commitInPlsql());
        assertFalse(PlsqlCommitSetting.fromEnvironment(Map.of("SOE_PLSQL_COMMIT", " "))
                .commitInPlsql());
    }

    @Test
    void readsTrueAndFalseInAnyCase() {
        assertTrue(PlsqlCommitSetting.fromEnvironment(Map.of("SOE_PLSQL_COMMIT", "TRUE"))
                .commitInPlsql());
        assertFalse(PlsqlCommitSetting.fromEnvironment(Map.of("SOE_PLSQL_COMMIT", " False "))
                .commitInPlsql());
    }

    @Test
    void refusesOtherValuesNamingTheKey() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> PlsqlCommitSetting.fromEnvironment(Map.of("SOE_PLSQL_COMMIT", "yes")));
        assertTrue(e.getMessage().contains("SOE_PLSQL_COMMIT") && e.getMessage().contains("'yes'"), e.getMessage());
    }

    @Test
    void aBadValueStopsTheWorkloadFromOpeningBeforeItTouchesTheDatabase() {
        WorkloadContext context =
                new WorkloadContext(null, new FakeDialect("postgresql"), Map.of("SOE_PLSQL_COMMIT", "yes"));
        SQLException e = assertThrows(SQLException.class, () -> SoeServerWorkload.open(context));
        assertTrue(e.getMessage().contains("SOE_PLSQL_COMMIT") && e.getMessage().contains("'yes'"), e.getMessage());
        assertEquals("22023", e.getSQLState());
    }

    @Test
    void tellsTheDatabaseOncePerConnectionAndCommitsThatAtOnce() throws Exception {
        SoeServerWorkload workload = new SoeServerWorkload(METADATA, new PlsqlCommitSetting(true));
        FakeCallContext context = new FakeCallContext(3).replies(sql -> "1,0,0,0,1,0,0");
        for (String name : List.of("BrowseProducts", "NewOrderProcess", "BrowseProducts", "ProcessOrders")) {
            workload.newTransaction(name).execute(context);
        }
        List<FakeCallContext.Call> settings = context.calls(PlsqlCommitSetting.CALL_SQL);
        assertEquals(1, settings.size(), "across transaction types of one session: " + context.calls());
        assertEquals(Map.of(1, "true"), settings.get(0).parameters());
        assertEquals(PlsqlCommitSetting.CALL_SQL, context.calls().get(0).sql(), "before the first transaction");
        assertEquals(1, context.commits(), "the setting's commit; the replies say the functions committed");

        context.replaceConnection();
        workload.newTransaction("BrowseProducts").execute(context);
        assertEquals(2, context.calls(PlsqlCommitSetting.CALL_SQL).size(), "again on a new connection");
    }

    @Test
    void eachSessionTellsItsOwnConnection() throws Exception {
        SoeServerWorkload workload = new SoeServerWorkload(METADATA, new PlsqlCommitSetting(false));
        FakeCallContext first = new FakeCallContext(3, 0, 0, 0);
        FakeCallContext second = new FakeCallContext(3, 1, 0, 0);
        workload.newTransaction("BrowseProducts").execute(first);
        workload.newTransaction("BrowseProducts").execute(second);
        workload.newTransaction("BrowseProducts").execute(first);
        assertEquals(
                List.of(Map.of(1, "false")),
                first.calls(PlsqlCommitSetting.CALL_SQL).stream()
                        .map(FakeCallContext.Call::parameters)
                        .toList());
        assertEquals(1, second.calls(PlsqlCommitSetting.CALL_SQL).size());
    }
}
