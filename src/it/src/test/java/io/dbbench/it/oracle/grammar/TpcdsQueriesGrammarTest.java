package io.dbbench.it.oracle.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.it.tpcds.TpcdsQueriesIT;
import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Without an Oracle server: every query of configs/tpcds_statements.xml (placeholders filled as the runner
 * fills literals) parses as Oracle SQL and names only tables and columns our Oracle scripts create.
 */
class TpcdsQueriesGrammarTest {
    @Test
    void everyShippedQueryIsOracleSqlOverOurSchema() throws Exception {
        Map<String, List<String>> schema = ScriptSchema.fromScripts(OracleScripts.discover());
        List<String> problems = new ArrayList<>();
        int namesChecked = 0;
        for (TpcdsQueriesIT.Query q : TpcdsQueriesIT.queries(new Random(3))) {
            problems.addAll(OracleGrammar.check(q.shortName(), q.sql()));
            try {
                // without the leading /*QUERYnn ...*/ comment, so the table check sees a SELECT
                problems.addAll(ScriptSchema.unknownNames(schema, q.sql().replaceFirst("^/\\*.*?\\*/\\s*", "")));
                namesChecked++;
            } catch (RuntimeException e) {
                // JSqlParser 5.0's TablesNamesFinder throws on window frames (ROWS BETWEEN ...): the grammar
                // check above still parsed the query; its names are left to TpcdsQueriesIT on PostgreSQL
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(true, namesChecked >= 40, namesChecked + " queries had their names checked");
        assertEquals(
                true,
                schema.keySet()
                        .containsAll(java.util.Arrays.stream(TpcdsTable.values())
                                .map(TpcdsTable::tableName)
                                .toList()));
        assertEquals(true, schema.containsKey(TpcdsDdl.METADATA_TABLE));
    }
}
