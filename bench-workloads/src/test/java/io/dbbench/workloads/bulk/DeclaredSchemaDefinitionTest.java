package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.workload.SchemaDefinition.Help;
import io.dbbench.core.workload.SchemaDefinition.Scale;
import io.dbbench.workloads.json.JsonSchemaDefinition;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import org.junit.jupiter.api.Test;

class DeclaredSchemaDefinitionTest {
    @Test
    void fractionalScaleAppendsItsRangeToWhatOneIs() {
        assertEquals(
                new Scale("1 = 1,000 rows; 0.001..100, fractions allowed (default 1)", 0.001, 100, 1, false),
                DeclaredSchemaDefinition.fractionalScale("1 = 1,000 rows", 0.001));
        assertEquals(
                "1 = 1,000,000 customers, ~15.7 M rows; 0.01..100, fractions allowed (default 1)",
                SoeSchemaDefinition.INSTANCE.scale().help());
    }

    @Test
    void helpSaysTheGroupAndDropSentencesFromTheTitle() {
        assertEquals(
                new Help(
                        "Creates, validates or drops the T schema (table t).",
                        "create",
                        "-u x",
                        "validate",
                        "Drops the T schema (complete or half-loaded).",
                        Help.REPLACE_TABLE),
                DeclaredSchemaDefinition.help("T", "table t", "create", "-u x", "validate", Help.REPLACE_TABLE));
        assertEquals(
                "Creates, validates or drops the JSON schema (table passengers and its key index).",
                JsonSchemaDefinition.INSTANCE.help().command());
    }
}
