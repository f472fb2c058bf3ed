package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadRegistry;
import org.junit.jupiter.api.Test;

/** What a run says of a schema it cannot start on, and the --scale bound every workload's create shares. */
class SchemaPreparerTest {
    /** The command a registered workload's definition gives its schema, null for a workload without one. */
    static String command(String workload) {
        return WorkloadRegistry.load().providers().stream()
                .filter(p -> p.name().equals(workload))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no workload " + workload))
                .schema()
                .map(SchemaDefinition::command)
                .orElse(null);
    }

    @Test
    void everyWorkloadWithASchemaNamesItsCommand() {
        assertEquals("soe", command("Order Entry (client-side)"));
        assertEquals("soe", command("Order Entry (server-side)"));
        assertEquals("tpcds", command("TPC-DS-like"));
        assertEquals("stress", command("Stress Test"));
        assertEquals("json", command("JSON"));
        assertEquals("sh", command("Sales History"));
        assertEquals("cc", command("Calling Circle"));
        assertEquals("stubs", command("Stored Procedure Stubs"));
    }

    @Test
    void aHalfLoadedSchemaIsToBeReplacedNotCreated() {
        String soe = SchemaPreparer.notThere(
                "Order Entry (PL/SQL)",
                command("Order Entry (server-side)"),
                "partial (load state 'loading')",
                "db:5433/bench");
        assertTrue(
                soe.startsWith(
                        "the Order Entry (PL/SQL) schema in db:5433/bench is half-loaded, partial (load state 'loading')"),
                soe);
        assertTrue(soe.contains("soe create --replace"), soe);
        assertFalse(soe.contains("create it with --create"), "--create refuses a half-loaded schema: " + soe);
        String stress = SchemaPreparer.notThere("Stress Test", command("Stress Test"), "partial (no index)", "db");
        assertTrue(stress.contains("half-loaded") && stress.contains("stress create --replace"), stress);
        String other = SchemaPreparer.notThere("Some Workload", null, "partial", "db");
        assertTrue(
                other.contains("half-loaded")
                        && other.contains("drop its tables, then run this command again with --create"),
                other);
    }

    @Test
    void anAbsentSchemaIsCreatedWithCreate() {
        assertEquals(
                "the Stress Test schema is not in db: create it with --create on this command (--scale sets its size)",
                SchemaPreparer.notThere("Stress Test", command("Stress Test"), null, "db"));
        assertTrue(SchemaPreparer.notThere("Order Entry (PL/SQL)", command("Order Entry (server-side)"), null, "db")
                .contains("soe create -cs"));
    }

    @Test
    void theScaleBoundIsSoeCreates() throws CliException {
        SchemaPreparer.checkScaleBound(100);
        SchemaPreparer.checkScaleBound(0.001);
        for (double bad : new double[] {100.5, 1e9, 0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            CliException e = assertThrows(CliException.class, () -> SchemaPreparer.checkScaleBound(bad));
            assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        }
    }
}
