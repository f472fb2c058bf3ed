package io.dbbench.workloads.sh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.sql.SqlScript;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the Sales History scripts against {@link ShTransaction}: both dialects create the same tables with
 * the same columns in the same order, and queries.sql holds one read-only statement per transaction, in the
 * enum's order, whose header names its short name, period and binds and whose {@code ?} markers match them.
 */
class ShScriptsTest {
    private static final Pattern HEADER = Pattern.compile("-- ([A-Z]+) (.+); binds: from, to \\((.+)\\)(.*)");
    private static final Pattern CREATE_TABLE = Pattern.compile("(?s)CREATE TABLE (\\w+) \\((.*)\\)");

    @Test
    void bothDialectsCreateTheSameTablesAndColumns() {
        Map<String, List<String>> postgresql = tablesAndColumns("postgresql");
        assertEquals(
                List.of(
                        "sh_metadata",
                        "sh_countries",
                        "sh_channels",
                        "sh_promotions",
                        "sh_times",
                        "sh_products",
                        "sh_customers",
                        "sh_sales",
                        "sh_costs"),
                List.copyOf(postgresql.keySet()));
        assertEquals(postgresql, tablesAndColumns("oracle"));
    }

    @Test
    void theLoaderWritesEveryTableInItsDdlColumnOrder() {
        Map<String, List<String>> ddl = tablesAndColumns("postgresql");
        for (ShTable t : ShTable.values()) assertEquals(ddl.get(t.tableName()), t.columns(), t.tableName());
        assertEquals(ddl.keySet(), new java.util.HashSet<>(ShTable.allTableNames()));
    }

    @Test
    void bothDialectsBuildTheSameKeysAndIndexesAndEveryDimensionHasAKey() {
        Map<String, String> postgresql = ShSchemaInstaller.forDialect(io.dbbench.core.dialect.Dialects.postgresql())
                .expectedIndexes();
        assertEquals(
                postgresql,
                ShSchemaInstaller.forDialect(io.dbbench.core.dialect.Dialects.oracle())
                        .expectedIndexes());
        for (ShTable t : ShTable.values()) {
            assertTrue(postgresql.containsValue(t.tableName()), t.tableName() + " has no key or index");
            if (t != ShTable.SALES && t != ShTable.COSTS)
                assertEquals(t.tableName(), postgresql.get(t.tableName() + "_pk"), t.tableName() + " primary key");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void statisticsCoverEveryLoadedTable(String dialect) throws IOException {
        String text = resourceText(dialect + "/statistics.sql").toLowerCase(Locale.ROOT);
        for (ShTable t : ShTable.values())
            assertTrue(
                    text.contains("'" + t.tableName() + "'") || text.contains("analyze " + t.tableName() + ";"),
                    dialect + " statistics miss " + t.tableName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void queriesAreOnePerTransactionInOrderWithTheirBinds(String dialect) throws IOException {
        List<String> statements =
                SqlScript.load(ShTransaction.class, dialect + "/queries.sql").sqlTexts();
        List<Matcher> headers = new ArrayList<>();
        for (String line : resourceText(dialect + "/queries.sql").split("\n")) {
            Matcher m = HEADER.matcher(line);
            if (m.matches()) headers.add(m);
        }
        ShTransaction[] transactions = ShTransaction.values();
        assertEquals(transactions.length, statements.size(), dialect + " statements");
        assertEquals(transactions.length, headers.size(), dialect + " headers");
        for (int i = 0; i < transactions.length; i++) {
            ShTransaction t = transactions[i];
            Matcher header = headers.get(i);
            String sql = statements.get(i);
            assertEquals(t.shortName(), header.group(1), "statement " + (i + 1));
            assertEquals(t.displayName(), header.group(2), t.shortName());
            assertEquals(t.period(), period(header.group(3)), t.shortName());
            assertEquals(t.binds(), binds(header.group(4)), t.shortName());
            assertEquals(t.binds().size(), sql.chars().filter(c -> c == '?').count(), t.shortName() + " markers");
            assertTrue(sql.startsWith("SELECT"), t.shortName() + " must be read-only: " + sql);
        }
    }

    @Test
    void classNamesShortNamesAndWeightsAreThoseOfTheStockConfig() {
        StringBuilder actual = new StringBuilder();
        for (ShTransaction t : ShTransaction.values())
            actual.append(t.swingbenchClassName())
                    .append(' ')
                    .append(t.shortName())
                    .append(' ')
                    .append(t.defaultWeight())
                    .append('\n');
        String p = "com.dom.benchmarking.swingbench.dsstransactions.";
        assertEquals(
                p + "SalesRollupByMonth SRMC 65\n" + p + "SalesRollupByWeek SRWC 75\n"
                        + p + "SalesCubeByMonth SCMC 60\n" + p + "SalesCubeByWeek SCWC 50\n"
                        + p + "ProductSalesRollupCube PSCR 25\n" + p + "ProductMonthlySalesRollupCube PMSCR 20\n"
                        + p + "SalesMovingAverage SMA 95\n" + p + "PeriodToPeriodComparison PPSC 15\n"
                        + p + "WeekToWeekComparison WWSC 15\n" + p + "TopSalesWithinQuarter TSQ 55\n"
                        + p + "TopSalesWithinWeek TSW 40\n" + p + "SalesByQuarterCountry SQC 75\n"
                        + p + "SalesByWeekCountry SWC 100\n",
                actual.toString());
    }

    private static Map<String, List<String>> tablesAndColumns(String dialect) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String sql :
                SqlScript.load(ShTransaction.class, dialect + "/tables.sql").sqlTexts()) {
            Matcher m = CREATE_TABLE.matcher(sql);
            assertTrue(m.matches(), dialect + ": not a CREATE TABLE: " + sql);
            List<String> columns = new ArrayList<>();
            for (String column : m.group(2).split(",\\s*(?![0-9])"))
                columns.add(column.trim().split("\\s+")[0]);
            out.put(m.group(1), columns);
        }
        return out;
    }

    private static ShTransaction.Period period(String text) {
        return switch (text) {
            case "a week" -> ShTransaction.Period.WEEK;
            case "a month" -> ShTransaction.Period.MONTH;
            case "a quarter" -> ShTransaction.Period.QUARTER;
            case "two quarters" -> ShTransaction.Period.TWO_QUARTERS;
            case "half a year" -> ShTransaction.Period.HALF_YEAR;
            case "a year" -> ShTransaction.Period.YEAR;
            default -> throw new AssertionError("unknown period in header: " + text);
        };
    }

    private static List<ShTransaction.Bind> binds(String extra) {
        List<ShTransaction.Bind> out =
                new ArrayList<>(List.of(ShTransaction.Bind.FROM_DATE, ShTransaction.Bind.TO_DATE));
        for (String name : extra.split(",")) {
            if (!name.isBlank()) out.add(ShTransaction.Bind.valueOf(name.trim().toUpperCase(Locale.ROOT)));
        }
        return out;
    }

    private static String resourceText(String relativePath) throws IOException {
        try (InputStream in = ShScriptsTest.class.getResourceAsStream(relativePath)) {
            assertNotNull(in, relativePath);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
