package io.dbbench.it.oracle.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.replica.RendezvousSql;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --start-at db} on Oracle: the rendezvous table's statements, exactly as they go to the driver, parse as
 * Oracle SQL and PL/SQL. They never ran against an Oracle database here.
 */
class RendezvousSqlGrammarTest {
    @Test
    void everyRendezvousStatementParsesAsOracle() {
        List<String> problems = new ArrayList<>();
        List<String> statements = RendezvousSql.of("oracle").statements();
        assertEquals(6, statements.size());
        for (String sql : statements) problems.addAll(OracleGrammar.check("rendezvous \"" + sql + "\"", sql));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void theCreateSwallowsOnlyAnExistingTable() {
        String create = RendezvousSql.of("oracle").createTable();
        // ORA-00955: name is already used by an existing object; any other error is raised again
        assertTrue(create.contains("IF SQLCODE != -955 THEN RAISE; END IF;"), create);
    }
}
