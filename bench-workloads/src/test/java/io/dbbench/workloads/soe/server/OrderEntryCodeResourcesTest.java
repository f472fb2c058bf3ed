package io.dbbench.workloads.soe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.sql.SqlScript;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The server-side code files split into what JDBC can run, and declare every function the Java calls
 * with the argument counts it binds. (Oracle's file is never run here: this is what we can check of it.)
 */
class OrderEntryCodeResourcesTest {
    private static final Pattern CALL = Pattern.compile("orderentry\\.(\\w+)\\(([?, ]*)\\)");
    /** The transaction calls the Java makes, plus setPLSQLCOMMIT. */
    private static final List<String> JAVA_CALLS = List.of(
            OrderEntryCalls.NEW_CUSTOMER,
            OrderEntryCalls.UPDATE_CUSTOMER,
            OrderEntryCalls.BROWSE_PRODUCTS,
            OrderEntryCalls.NEW_ORDER,
            OrderEntryCalls.PROCESS_ORDERS,
            OrderEntryCalls.BROWSE_ORDERS,
            OrderEntryCalls.SALES_REP_QUERY,
            OrderEntryCalls.WAREHOUSE_QUERY,
            OrderEntryCalls.WAREHOUSE_ACTIVITY_QUERY,
            OrderEntryCalls.ORDERS_BY_COUNTY_QUERY,
            PlsqlCommitSetting.CALL_SQL);

    private static SqlScript script(String dialect) {
        return SqlScript.load(SoeConstants.class, dialect + "/orderentry.sql");
    }

    /**
     * "name/arguments" of each Java call, lower case (both databases fold unquoted names); the reply's
     * {@code ?} stands outside the parentheses, so only arguments are counted.
     */
    private static Set<String> javaSignatures() {
        Set<String> out = new LinkedHashSet<>();
        for (String sql : JAVA_CALLS) {
            Matcher m = CALL.matcher(sql);
            assertTrue(m.find(), sql);
            long args = m.group(2).chars().filter(c -> c == '?').count();
            out.add(m.group(1).toLowerCase(Locale.ROOT) + "/" + args);
        }
        return out;
    }

    /** "name/arguments" of every function or procedure a script's text declares. */
    private static Set<String> declared(String text, Pattern declaration) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = declaration.matcher(text);
        while (m.find()) {
            String args = m.group(2).trim();
            int count = args.isEmpty() ? 0 : args.split(",").length;
            out.add(m.group(1).toLowerCase(Locale.ROOT) + "/" + count);
        }
        return out;
    }

    @Test
    void oracleIsOnePackageSpecAndOneBodySplitAtSlashLines() {
        List<String> statements = script("oracle").sqlTexts();
        assertEquals(2, statements.size(), "package spec and body");
        assertTrue(statements.get(0).startsWith("CREATE OR REPLACE PACKAGE orderentry AS"), statements.get(0));
        assertTrue(statements.get(0).endsWith("END orderentry;"));
        assertTrue(statements.get(1).startsWith("CREATE OR REPLACE PACKAGE BODY orderentry AS"));
        assertTrue(statements.get(1).endsWith("END orderentry;"));
    }

    @Test
    void oraclePackageSpecDeclaresEveryCallTheJavaMakesAndTheSpecsSignatures() {
        String spec = script("oracle").sqlTexts().get(0);
        Set<String> declared = declared(spec, Pattern.compile("(?:FUNCTION|PROCEDURE)\\s+(\\w+)\\(([^)]*)\\)"));
        for (String call : javaSignatures()) {
            assertTrue(declared.contains(call), call + " not in " + declared);
        }
        assertTrue(declared.contains("processorders/2"), "the overload without warehouse: " + declared);
        assertTrue(
                spec.contains("FUNCTION newCustomer(p_fname VARCHAR2, p_lname VARCHAR2, p_nls_lang VARCHAR2,"
                        + " p_nls_terr VARCHAR2,"),
                spec);
        assertTrue(spec.contains("PROCEDURE setPLSQLCOMMIT(commitInPLSQL VARCHAR2);"), spec);
    }

    @Test
    void postgresqlDeclaresEveryCallTheJavaMakesInTheOrderentrySchema() {
        SqlScript pg = script("postgresql");
        String text = String.join("\n", pg.sqlTexts());
        Set<String> declared =
                declared(text, Pattern.compile("CREATE OR REPLACE FUNCTION orderentry\\.(\\w+)\\(([^)]*)\\)"));
        for (String call : javaSignatures()) {
            assertTrue(declared.contains(call), call + " not in " + declared);
        }
        assertTrue(declared.contains("processorders/2"), "the overload without warehouse: " + declared);
        assertTrue(
                pg.sqlTexts().get(0).startsWith("CREATE SCHEMA IF NOT EXISTS orderentry"),
                pg.sqlTexts().get(0));
        // every function is its own statement: the $$ bodies keep their inner semicolons
        long functions = pg.sqlTexts().stream()
                .filter(s -> s.startsWith("CREATE OR REPLACE FUNCTION"))
                .count();
        assertEquals(pg.sqlTexts().size() - 1, functions);
    }

    @Test
    void bothDialectsOfferTheSameTransactionFunctions() {
        Set<String> oracle =
                declared(script("oracle").sqlTexts().get(0), Pattern.compile("FUNCTION\\s+(\\w+)\\(([^)]*)\\)"));
        Set<String> postgres = declared(
                String.join("\n", script("postgresql").sqlTexts()),
                Pattern.compile("CREATE OR REPLACE FUNCTION orderentry\\.(\\w+)\\(([^)]*)\\)\\s*RETURNS varchar"));
        postgres.remove("dml_counts/7"); // a helper that builds the reply
        assertEquals(oracle, postgres);
    }

    @Test
    void theOrderStatusesAreSoeConstants() {
        // the files repeat SoeConstants' statuses; these are the values they were written for
        assertEquals(1, SoeConstants.ORDER_STATUS_NEW);
        assertEquals(2, SoeConstants.ORDER_STATUS_AWAITING);
        assertEquals(4, SoeConstants.ORDER_STATUS_MAX_UNPROCESSED);
        assertEquals(5, SoeConstants.ORDER_STATUS_PROCESSED);
        for (String dialect : List.of("oracle", "postgresql")) {
            String text = String.join("\n", script(dialect).sqlTexts());
            assertTrue(text.contains("order_status <= 4"), dialect);
            assertTrue(text.contains("SET order_status = 5"), dialect);
            assertTrue(text.contains("order_status = 2"), dialect);
        }
    }
}
