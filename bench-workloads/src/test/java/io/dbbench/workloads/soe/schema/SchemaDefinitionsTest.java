package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.soe.client.SoeClientProvider;
import io.dbbench.workloads.soe.server.SoeServerProvider;
import io.dbbench.workloads.statements.StatementRunnerProvider;
import io.dbbench.workloads.tpcds.dml.TpcdsSchemaDefinition;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every registered workload's schema definition: one command each, soe's two flavours sharing one. */
class SchemaDefinitionsTest {
    @Test
    void everyWorkloadWithASchemaHasOneCommandAndSoesFlavoursShareIt() {
        Set<String> commands = new TreeSet<>();
        for (WorkloadProvider p : WorkloadRegistry.load().providers()) {
            p.schema().ifPresent(d -> commands.add(d.command()));
        }
        assertEquals(Set.of("cc", "json", "sh", "soe", "stress", "stubs", "tpcds"), commands);
        assertSame(
                new SoeClientProvider().schema().orElseThrow(),
                new SoeServerProvider().schema().orElseThrow());
        assertTrue(new StatementRunnerProvider().schema().isEmpty(), "the statement runner has no schema of its own");
    }

    @Test
    void everyScaleIsWithinWhatAnyCreateAccepts() {
        for (WorkloadProvider p : WorkloadRegistry.load().providers()) {
            SchemaDefinition.Scale scale =
                    p.schema().map(SchemaDefinition::scale).orElse(null);
            if (scale == null) continue;
            assertTrue(scale.min() > 0 && scale.max() <= SchemaInstaller.MAX_SCALE, p.name());
            assertTrue(scale.defaultScale() >= scale.min() && scale.defaultScale() <= scale.max(), p.name());
        }
    }

    @Test
    void tpcdsDeclaresItsIndexesAndChecksThem() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> TpcdsSchemaDefinition.INSTANCE.checkOptions(Map.of("--indexes", "some")));
        assertEquals("--indexes must be all, pk or none, was 'some'", e.getMessage());
        SchemaDefinition.Create create =
                new SchemaDefinition.Create(0.01, 2, false, Map.of("--indexes", "pk", "--seed", 7L), LoadProgress.NONE);
        assertEquals(7L, create.seed());
        assertTrue(TpcdsSchemaDefinition.INSTANCE.plan(create).endsWith("seed 7, 2 thread(s), indexes pk"));
        assertEquals(
                InstallOptions.DEFAULT_SEED,
                new SchemaDefinition.Create(1, 1, false, Map.of(), LoadProgress.NONE).seed());
    }
}
