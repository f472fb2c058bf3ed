package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import org.junit.jupiter.api.Test;

/** What a run says of a schema it cannot start on, and the --scale bound every workload's create shares. */
class SchemaPreparerTest {
    @Test
    void aHalfLoadedSchemaIsToBeReplacedNotCreated() {
        String soe = SchemaPreparer.notThere("Order Entry (PL/SQL)", "partial (load state 'loading')", "db:5433/bench");
        assertTrue(
                soe.startsWith(
                        "the Order Entry (PL/SQL) schema in db:5433/bench is half-loaded, partial (load state 'loading')"),
                soe);
        assertTrue(soe.contains("soe create --replace"), soe);
        assertFalse(soe.contains("create it with --create"), "--create refuses a half-loaded schema: " + soe);
        String stress = SchemaPreparer.notThere("Stress Test", "partial (no index)", "db");
        assertTrue(stress.contains("half-loaded") && stress.contains("stress create --replace"), stress);
        String other = SchemaPreparer.notThere("Some Workload", "partial", "db");
        assertTrue(
                other.contains("half-loaded")
                        && other.contains("drop its tables, then run this command again with --create"),
                other);
    }

    @Test
    void anAbsentSchemaIsCreatedWithCreate() {
        assertEquals(
                "the Stress Test schema is not in db: create it with --create on this command (--scale sets its size)",
                SchemaPreparer.notThere("Stress Test", null, "db"));
        assertTrue(SchemaPreparer.notThere("Order Entry (PL/SQL)", null, "db").contains("soe create -cs"));
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
