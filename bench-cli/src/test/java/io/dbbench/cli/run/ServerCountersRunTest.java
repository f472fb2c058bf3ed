package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.console.LiveColumn;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the banner says about traffic, per database and whether Oracle's session statistics can be read. */
class ServerCountersRunTest {
    private static final String ORACLE = "jdbc:oracle:thin:@//db:1521/freepdb1";
    private static final String REFUSED =
            "traffic not counted on Oracle: the user may not read V$MYSTAT and V$STATNAME (grant SELECT_CATALOG_ROLE,"
                    + " or SELECT on V_$MYSTAT and V_$STATNAME)";

    @Test
    void postgresSaysNothing() {
        assertEquals(
                List.of(),
                ServerCountersRun.trafficLines("jdbc:postgresql://h/db", null, List.of(LiveColumn.NET, LiveColumn.RT)));
    }

    @Test
    void oracleWithoutThePrivilegeSaysWhyInOneLineEvenWithoutLiveColumns() {
        assertEquals(List.of(REFUSED), ServerCountersRun.trafficLines(ORACLE, REFUSED, List.of()));
        assertEquals(
                List.of(REFUSED, "net, rt: 0 here (traffic not counted)"),
                ServerCountersRun.trafficLines(ORACLE, REFUSED, List.of(LiveColumn.RT)));
    }

    @Test
    void oracleCountedSaysItCostsOneProbePerTransaction() {
        List<String> lines = ServerCountersRun.trafficLines(ORACLE, null, List.of(LiveColumn.NET));
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).contains("V$MYSTAT") && lines.get(0).contains("one probe query per transaction"));
    }

    @Test
    void anotherDatabaseShowsZeroAndSaysSoOnlyWhenTheColumnsAreAsked() {
        assertEquals(List.of(), ServerCountersRun.trafficLines("jdbc:h2:mem:x", null, List.of()));
        assertEquals(
                List.of("net, rt: traffic is counted on PostgreSQL and Oracle connections only: 0 here"),
                ServerCountersRun.trafficLines("jdbc:h2:mem:x", null, List.of(LiveColumn.NET)));
    }
}
