package io.dbbench.it.oracle.grammar;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every Oracle script on the class path, split into statements by the installer's own splitter
 * ({@link SqlScript}), each statement parsed as it would be sent: PMD's PL/SQL grammar for all, JSqlParser
 * for the SQL PMD only skims ({@link OracleGrammar}). A syntax error or a bad split fails the test, naming
 * the script and line.
 */
class OracleScriptGrammarTest {
    @Test
    void everyOracleScriptParsesStatementByStatementAsTheInstallerSplitsIt() {
        Map<String, String> scripts = OracleScripts.discover();
        // the discovery must see at least the scripts we know of, so an empty scan cannot pass
        for (String known : List.of(
                "io/dbbench/workloads/soe/oracle/orderentry.sql",
                "io/dbbench/workloads/soe/oracle/tables.sql",
                "io/dbbench/workloads/stresstest/oracle/create.sql",
                "io/dbbench/workloads/sh/oracle/queries.sql")) {
            assertTrue(scripts.containsKey(known), "not discovered: " + known + "; found " + scripts.keySet());
        }
        List<String> problems = new ArrayList<>();
        int statements = 0;
        for (Map.Entry<String, String> script : scripts.entrySet()) {
            SqlScript split = SqlScript.parse(script.getKey(), OracleScripts.withPlaceholdersFilled(script.getValue()));
            assertTrue(!split.statements().isEmpty(), script.getKey() + " has no statement");
            for (SqlStatement s : split.statements()) {
                statements++;
                problems.addAll(OracleGrammar.check(script.getKey() + " line " + s.line(), s.sql()));
            }
        }
        assertTrue(
                problems.isEmpty(),
                problems.size() + " problem(s) in " + statements + " statements of " + scripts.size() + " scripts:\n"
                        + String.join("\n", problems));
    }
}
