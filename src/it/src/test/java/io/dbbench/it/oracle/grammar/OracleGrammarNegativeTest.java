package io.dbbench.it.oracle.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks fail when their input is broken: each parser, the split and the bind check. */
class OracleGrammarNegativeTest {
    private static final String PACKAGE = "io/dbbench/workloads/soe/oracle/orderentry.sql";

    private static List<String> checkScript(String source, String text) {
        List<String> problems = new ArrayList<>();
        for (SqlStatement s : SqlScript.parse(source, text).statements()) {
            problems.addAll(OracleGrammar.check(source + " line " + s.line(), s.sql()));
        }
        return problems;
    }

    @Test
    void theRealPackageParses() {
        assertEquals(List.of(), checkScript(PACKAGE, OracleScripts.discover().get(PACKAGE)));
    }

    @Test
    void pmdCatchesABrokenPackageBodyAndNamesTheLine() {
        String text = OracleScripts.discover().get(PACKAGE);
        String broken = text.replaceFirst("IF v_max > 0 THEN", "IF v_max > 0");
        assertFalse(broken.equals(text));
        List<String> problems = checkScript(PACKAGE, broken);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("PMD PL/SQL"), problems.get(0));
        assertTrue(problems.get(0).startsWith(PACKAGE + " line "), problems.get(0));
    }

    @Test
    void pmdCatchesBrokenSqlAndAJdbcCallWithABadArgumentList() {
        assertTrue(OracleGrammar.check("q", "SELECT customer_id FROM customers WHERE")
                .get(0)
                .contains("PMD PL/SQL"));
        assertTrue(OracleGrammar.check("c", "{? = call orderentry.newOrder(?, ?,)}")
                .get(0)
                .contains("PMD PL/SQL"));
        assertEquals(List.of(), OracleGrammar.check("c", "{? = call orderentry.newOrder(?, ?, ?)}"));
    }

    @Test
    void jsqlParserCatchesDdlThatPmdOnlySkipsOver() {
        String broken = "CREATE INDEX ord_customer_ix ON orders";
        assertTrue(OracleGrammar.pmdNodeKinds(broken + ";").contains("DDLCommand"), "PMD skims CREATE INDEX");
        List<String> problems = OracleGrammar.check("i", broken);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("JSqlParser"), problems.get(0));
        assertTrue(OracleGrammar.jsqlParser("q", "SELECT customer_id FROM customers WHERE customer_id = = ?")
                .isPresent());
    }

    @Test
    void aJsqlParserGapIsRewrittenOnlyWhereItApplies() {
        assertEquals(
                List.of(),
                OracleGrammar.check(
                        "k",
                        "ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (order_id) USING INDEX orders_pk"));
        // the rewrite applies to this statement, and the error in its column list survives it
        String broken = "ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (order_id,) USING INDEX orders_pk";
        assertTrue(
                OracleGrammar.JSQLPARSER_GAPS.get(0).pattern().matcher(broken).matches(), "the gap's rewrite applies");
        List<String> problems = OracleGrammar.check("k", broken);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("JSqlParser"), problems.get(0));
    }

    @Test
    void aBadSplitIsCaught() {
        // without its '/' lines the script is split at every ';', cutting the package into fragments
        String text = OracleScripts.discover().get(PACKAGE).replaceAll("(?m)^/\\s*$", "");
        assertTrue(checkScript(PACKAGE, text).size() > 10);
        // the '/' between spec and body lost: both units in one statement
        String merged = OracleScripts.discover()
                .get(PACKAGE)
                .replaceFirst("END orderentry;\\s*\\n/\\s*\\n", "END orderentry;\n\n");
        List<String> problems = checkScript(PACKAGE, merged);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("holds 2 statements"), problems.get(0));
        // a statement sent with its ';'
        assertTrue(OracleGrammar.check("s", "SELECT 1 FROM dual;").toString().contains("sent with its ';'"));
    }

    @Test
    void aMisspeltTableOrInsertedColumnIsCaught() {
        Map<String, List<String>> schema = ScriptSchema.fromScripts(OracleScripts.discover());
        assertEquals(
                List.of(),
                ScriptSchema.unknownNames(
                        schema, "INSERT INTO customers (customer_id, cust_first_name) VALUES (?, ?)"));
        assertEquals(
                List.of(
                        "INSERT INTO customers (customer_id, cust_frist_name) VALUES (?, ?): customers has no column cust_frist_name"),
                ScriptSchema.unknownNames(
                        schema, "INSERT INTO customers (customer_id, cust_frist_name) VALUES (?, ?)"));
        assertEquals(
                List.of("SELECT COUNT(*) FROM custmers: unknown table custmers"),
                ScriptSchema.unknownNames(schema, "SELECT COUNT(*) FROM custmers"));
    }

    @Test
    void theRecorderCatchesAPlaceholderLeftUnbound() throws Exception {
        RecordingJdbc jdbc = new RecordingJdbc();
        try (Connection c = jdbc.connection();
                PreparedStatement ps =
                        c.prepareStatement("UPDATE orders SET order_status = ? WHERE order_id = ? AND note = '?'")) {
            ps.setInt(1, 5);
            ps.executeUpdate();
            ps.setLong(2, 7);
            ps.executeUpdate();
            ps.setLong(3, 7);
            ps.executeUpdate();
        }
        List<String> problems = jdbc.bindProblems();
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.endsWith("2 placeholder(s) but parameters [1] were set")),
                problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.endsWith("2 placeholder(s) but parameters [1, 2, 3] were set")),
                problems.toString());
    }
}
