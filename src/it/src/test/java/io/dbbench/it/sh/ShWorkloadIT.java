package io.dbbench.it.sh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.sh.ShCalendar;
import io.dbbench.workloads.sh.ShQueries;
import io.dbbench.workloads.sh.ShRows;
import io.dbbench.workloads.sh.ShTransaction;
import io.dbbench.workloads.sh.ShVolumes;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sales History on embedded PostgreSQL through bench-cli: sh create, validate, two queries' answers against
 * the same figures computed from the generator in Java, a run of the shipped config bounded by a transaction
 * count with no failure and every query executed, validate again, drop.
 */
class ShWorkloadIT {
    private static final double SCALE = 0.01;
    private static final long SEED = io.dbbench.core.workload.InstallOptions.DEFAULT_SEED;

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES) // a bound for a hung run, far above the expected minute
    void createValidateAnswerRunValidateDrop() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("shworkload");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};

        CliProcess.Run create = sh(target, "create", "--scale", Double.toString(SCALE), "--threads", "2");
        assertEquals(0, create.exitCode(), create.out() + create.err());
        ShVolumes volumes = ShVolumes.of(SCALE);
        assertEquals(volumes.sales(), db.count("SELECT count(*) FROM sh_sales"));
        assertEquals(volumes.customers(), db.count("SELECT count(*) FROM sh_customers"));
        CliProcess.Run valid = sh(target, "validate");
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("all 5 checks passed"), valid.out());

        salesByQuarterAndCountryAreTheGeneratorsFigures(db);
        theRollupsGrandTotalIsTheQuartersSales(db);

        List<String> run = new ArrayList<>(
                List.of("-c", CliProcess.config("Sales_History.xml").toString()));
        run.addAll(Arrays.asList(target));
        run.addAll(List.of(
                "-uc", "4", "-mt", "1500", "-r", dir.resolve("results.xml").toString(), "-s"));
        CliProcess.Run ran = CliProcess.inProcess(run.toArray(String[]::new));
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        Map<String, Long> completed = new TreeMap<>();
        for (TransactionResult t : result.transactions()) completed.put(t.shortName(), t.completed());
        for (ShTransaction t : ShTransaction.values()) {
            assertTrue(completed.getOrDefault(t.shortName(), 0L) > 0, t.shortName() + " never ran: " + completed);
        }
        assertEquals(
                result.totalCompleted(),
                result.dmlTotals().selects(),
                result.dmlTotals().toString());
        assertEquals(
                0,
                result.dmlTotals().inserts()
                        + result.dmlTotals().updates()
                        + result.dmlTotals().deletes());

        CliProcess.Run after = sh(target, "validate");
        assertEquals(0, after.exitCode(), after.out() + after.err());
        CliProcess.Run drop = sh(target, "drop");
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
        assertEquals(0, db.count("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'sh\\_%'"));
        CliProcess.Run missing = sh(target, "validate");
        assertEquals(6, missing.exitCode(), missing.out() + missing.err());
    }

    @Test
    void aHalfLoadedSchemaIsInvalidAndReplacedOnlyWhenAsked() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("shpartial");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        assertEquals(0, sh(target, "create", "--scale", "0.001").exitCode());
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement s = c.prepareStatement(
                        "UPDATE sh_metadata SET metadata_value = 'loading' WHERE metadata_key = 'SH_LOAD_STATE'")) {
            assertEquals(1, s.executeUpdate());
        }
        CliProcess.Run invalid = sh(target, "validate");
        assertEquals(7, invalid.exitCode(), invalid.out() + invalid.err());
        assertTrue(invalid.out().contains("load state"), invalid.out());
        CliProcess.Run refused = sh(target, "create", "--scale", "0.001");
        assertEquals(8, refused.exitCode(), refused.out() + refused.err());
        assertTrue(refused.err().contains("--replace"), refused.err());
        CliProcess.Run replaced = sh(target, "create", "--scale", "0.002", "--replace");
        assertEquals(0, replaced.exitCode(), replaced.out() + replaced.err());
        assertEquals(2_000, db.count("SELECT count(*) FROM sh_sales"));
        assertEquals(0, sh(target, "validate").exitCode());
    }

    @Test
    void validateNamesMissingRowsIndexesAndReferences() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("shinvalid");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        assertEquals(0, sh(target, "create", "--scale", "0.001").exitCode());
        try (Connection c = db.dataSource().getConnection();
                java.sql.Statement s = c.createStatement()) {
            // two sales fewer, one whose customer does not exist, and an index gone
            s.executeUpdate("DELETE FROM sh_sales WHERE ctid IN (SELECT ctid FROM sh_sales LIMIT 2)");
            s.executeUpdate("INSERT INTO sh_sales SELECT prod_id, 999999, time_id, channel_id, promo_id,"
                    + " quantity_sold, amount_sold FROM sh_sales LIMIT 1");
            s.execute("DROP INDEX sh_sales_cust_ix");
        }
        CliProcess.Run invalid = sh(target, "validate");
        assertEquals(7, invalid.exitCode(), invalid.out() + invalid.err());
        assertTrue(invalid.out().contains("sh_sales 999 (expected 1000)"), invalid.out());
        assertTrue(invalid.out().contains("missing: sh_sales_cust_ix"), invalid.out());
        assertTrue(invalid.out().contains("1 sales name a customer, day or product that is not there"), invalid.out());
    }

    @Test
    void aRunWithCreateMakesTheSchemaItNeeds() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("shcreate");
        CliProcess.Run ran = CliProcess.inProcess(
                "-c",
                CliProcess.config("Sales_History.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-mt",
                "200",
                "--create",
                "--scale",
                "0.001",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        assertEquals(1_000, db.count("SELECT count(*) FROM sh_sales"));
    }

    /** SQC for 2020: amount and count per quarter and country, against the loaded rows made again in Java. */
    private static void salesByQuarterAndCountryAreTheGeneratorsFigures(EmbeddedDatabase.Database db) throws Exception {
        ShVolumes volumes = ShVolumes.of(SCALE);
        ShRows rows = new ShRows(SEED, volumes);
        Map<String, Long> expected = new TreeMap<>();
        Map<Integer, String> countryNames = countryNames(db);
        for (long k = 1; k <= volumes.sales(); k++) {
            ShRows.Sale s = rows.sale(k);
            LocalDate day = LocalDate.ofEpochDay(s.epochDay());
            if (day.getYear() != 2020) continue;
            String key = ShCalendar.quarterDesc(day) + " " + countryNames.get(rows.customerCountryId(s.custId()));
            expected.merge(key + " amount", s.amountHundredths(), Long::sum);
            expected.merge(key + " count", 1L, Long::sum);
        }
        Map<String, Long> actual = new TreeMap<>();
        String sql = ShQueries.forDialect(Dialects.postgresql()).sql(ShTransaction.SALES_BY_QUARTER_COUNTRY);
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement q = c.prepareStatement(sql)) {
            ShCalendar.DateRange year = ShCalendar.months(2020, 1, 12);
            q.setObject(1, year.from());
            q.setObject(2, year.to());
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    String key = r.getString(1) + " " + r.getString(2);
                    actual.put(
                            key + " amount",
                            r.getBigDecimal(3).movePointRight(2).longValueExact());
                    actual.put(key + " count", r.getLong(4));
                }
            }
        }
        assertTrue(expected.size() > 40, "too few groups to check: " + expected.size());
        assertEquals(expected, actual);
    }

    /** SRMC's ROLLUP row with neither month nor channel: every sale of the quarter. */
    private static void theRollupsGrandTotalIsTheQuartersSales(EmbeddedDatabase.Database db) throws Exception {
        ShVolumes volumes = ShVolumes.of(SCALE);
        ShRows rows = new ShRows(SEED, volumes);
        ShCalendar.DateRange quarter = ShCalendar.months(2021, 4, 3);
        long expected = 0;
        for (long k = 1; k <= volumes.sales(); k++) {
            ShRows.Sale s = rows.sale(k);
            LocalDate day = LocalDate.ofEpochDay(s.epochDay());
            if (!day.isBefore(quarter.from()) && !day.isAfter(quarter.to())) expected += s.amountHundredths();
        }
        String sql = ShQueries.forDialect(Dialects.postgresql()).sql(ShTransaction.SALES_ROLLUP_BY_MONTH);
        List<Long> grandTotals = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement q = c.prepareStatement(sql)) {
            q.setObject(1, quarter.from());
            q.setObject(2, quarter.to());
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    if (r.getString(1) == null && r.getString(2) == null)
                        grandTotals.add(r.getBigDecimal(3).movePointRight(2).longValueExact());
                }
            }
        }
        assertEquals(List.of(expected), grandTotals);
    }

    private static Map<Integer, String> countryNames(EmbeddedDatabase.Database db) throws Exception {
        Map<Integer, String> names = new TreeMap<>();
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement q = c.prepareStatement("SELECT country_id, country_name FROM sh_countries");
                ResultSet r = q.executeQuery()) {
            while (r.next()) names.put(r.getInt(1), r.getString(2));
        }
        return names;
    }

    private static CliProcess.Run sh(String[] target, String... command) {
        List<String> args = new ArrayList<>(List.of("sh"));
        args.addAll(Arrays.asList(command));
        args.addAll(Arrays.asList(target));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }
}
