package io.dbbench.it.tpcds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.WorkloadSchemaCommands;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.tpcds.dml.TpcdsSchemaDefinition;
import io.dbbench.workloads.tpcds.schema.TpcdsValidator;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The TPC-DS-like schema's life cycle and the DML transactions on a real (embedded) PostgreSQL, at scale 0.01. */
class TpcdsSchemaIT {
    @TempDir
    Path dir;

    record Cli(int exitCode, String out, String err) {}

    static Cli tpcds(Database db, String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(TpcdsSchemaDefinition.INSTANCE);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 6];
        all[0] = args[0];
        System.arraycopy(new String[] {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()}, 0, all, 1, 6);
        System.arraycopy(args, 1, all, 7, args.length - 1);
        return new Cli(cl.execute(all), out.toString(), err.toString());
    }

    private static ValidationReport validate(Database db) throws SQLException {
        return TpcdsValidator.forDialect(db.dialect())
                .validate(new WorkloadContext(db.dataSource(), db.dialect(), Map.of()));
    }

    /** A fingerprint of the generated facts and a dimension, to compare loads. */
    private static long fingerprint(Database db) throws SQLException {
        return db.count(
                        "SELECT SUM(ss_item_sk * 7 + ss_ticket_number * ss_customer_sk + ss_sold_date_sk + ss_net_paid * 100) FROM store_sales")
                + db.count(
                        "SELECT SUM(sr_item_sk + sr_ticket_number * sr_reason_sk + sr_net_loss * 100) FROM store_returns")
                + db.count("SELECT SUM(i_brand_id + length(i_category) * i_item_sk) FROM item")
                + db.count("SELECT SUM(inv_quantity_on_hand * inv_item_sk) FROM inventory");
    }

    @Test
    void createValidateRefuseReplaceWithOneThreadDrop() throws SQLException {
        Database db = EmbeddedDatabase.newDatabase("tpcds_lifecycle");
        Cli create = tpcds(db, "create", "--scale", "0.01", "--threads", "2", "--seed", "11");
        assertEquals(ExitCodes.OK, create.exitCode(), create.err() + create.out());
        assertTrue(create.out().contains("store_sales"), "a line per table: " + create.out());
        assertFalse((create.out() + create.err()).contains(db.password()));
        assertEquals(28_800, db.count("SELECT COUNT(*) FROM store_sales"));
        assertEquals(73_414, db.count("SELECT COUNT(*) FROM date_dim"));
        assertEquals(
                0, db.count("SELECT COUNT(*) FROM store_sales WHERE ss_sold_date_sk NOT BETWEEN 2450815 AND 2452640"));
        assertEquals(1998, db.count("SELECT d_year FROM date_dim WHERE d_date_sk = 2450815"));

        Cli valid = tpcds(db, "validate");
        assertEquals(ExitCodes.OK, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("Schema valid"), valid.out());
        long fingerprint = fingerprint(db);

        Cli again = tpcds(db, "create", "--scale", "0.01");
        assertEquals(ExitCodes.SCHEMA_EXISTS, again.exitCode(), again.err());
        assertTrue(again.err().startsWith("bench-cli: tpcds create: "), again.err());

        // same seed and scale on one thread, primary keys only: the same rows
        Cli replaced = tpcds(
                db, "create", "--scale", "0.01", "--threads", "1", "--seed", "11", "--replace", "--indexes", "pk");
        assertEquals(ExitCodes.OK, replaced.exitCode(), replaced.err());
        assertEquals(fingerprint, fingerprint(db));
        assertTrue(validate(db).ok(), () -> {
            try {
                return validate(db).format();
            } catch (SQLException e) {
                return e.toString();
            }
        });
        assertEquals(0, db.count("SELECT COUNT(*) FROM pg_indexes WHERE indexname = 'ss_sold_date_sk_ix'"));
        assertEquals(1, db.count("SELECT COUNT(*) FROM pg_indexes WHERE indexname = 'store_sales_pk'"));

        // a broken key is found
        db.count(
                "WITH d AS (DELETE FROM item WHERE i_item_sk IN (SELECT ss_item_sk FROM store_sales WHERE ss_ticket_number = 1) RETURNING 1) SELECT COUNT(*) FROM d");
        db.count("WITH d AS (DELETE FROM income_band WHERE ib_income_band_sk = 1 RETURNING 1) SELECT COUNT(*) FROM d");
        Cli invalid = tpcds(db, "validate");
        assertEquals(ExitCodes.SCHEMA_INVALID, invalid.exitCode(), invalid.out());
        assertTrue(invalid.out().contains("FAILED keys of store_sales"), invalid.out());
        assertTrue(invalid.out().contains("FAILED keys of inventory"), invalid.out());
        assertTrue(invalid.out().contains("FAILED keys of household_demographics"), invalid.out());
        assertTrue(
                invalid.out().contains("OK     keys of customer "),
                "customer to address, demographics: " + invalid.out());

        // a corrupt recorded scale is a failed check, not an internal error
        db.count(
                "WITH u AS (UPDATE tpcds_metadata SET metadata_value = '1e9' WHERE metadata_key = 'TPCDS_SCALE' RETURNING 1) SELECT COUNT(*) FROM u");
        Cli corrupt = tpcds(db, "validate");
        assertEquals(ExitCodes.SCHEMA_INVALID, corrupt.exitCode(), corrupt.out() + corrupt.err());
        assertTrue(
                corrupt.out().contains("FAILED row counts") && corrupt.out().contains("'1e9' is not a scale"),
                corrupt.out());

        Cli drop = tpcds(db, "drop");
        assertEquals(ExitCodes.OK, drop.exitCode(), drop.err());
        assertEquals(0, db.count("SELECT COUNT(*) FROM pg_tables WHERE schemaname = current_schema()"));
        assertEquals(ExitCodes.SCHEMA_MISSING, tpcds(db, "validate").exitCode());
        assertEquals(ExitCodes.OK, tpcds(db, "drop").exitCode());
        assertEquals(
                ExitCodes.BAD_USAGE, tpcds(db, "create", "--indexes", "some").exitCode());
        assertEquals(ExitCodes.BAD_USAGE, tpcds(db, "create", "--scale", "0").exitCode());
    }

    @Test
    void theDmlConfigCreatesTheSchemaRunsWithoutFailuresAndLeavesItValid() throws Exception {
        Database db = EmbeddedDatabase.newDatabase("tpcds_dml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("TPCDS_Transactions.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-mt",
                "600",
                "--create",
                "--scale",
                "0.01",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.err() + run.out());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed());
        assertEquals(600, result.totalCompleted());
        long inserts = result.dmlTotals().inserts();
        long updates = result.dmlTotals().updates();
        assertTrue(inserts > 0 && updates > 0, "inserts " + inserts + " updates " + updates);
        assertEquals(600, inserts + updates);
        assertEquals(600, result.dmlTotals().commits());
        long rows = db.count(
                "SELECT (SELECT COUNT(*) FROM store_sales) + (SELECT COUNT(*) FROM catalog_sales) + (SELECT COUNT(*) FROM web_sales)");
        assertEquals(28_800 + 14_400 + 7_200 + inserts, rows);
        ValidationReport after = validate(db);
        assertTrue(after.ok(), after::format);
        assertLinesConsistent(db);

        // new orders come from a block reserved in the metadata, after the 3,600 loaded store orders
        assertEquals(
                3_600 + 10_000,
                db.count(
                        "SELECT CAST(metadata_value AS bigint) FROM tpcds_metadata WHERE metadata_key = 'TPCDS_LAST_ORDER_STORE'"));
        long newStore = db.count("SELECT COUNT(*) FROM store_sales WHERE ss_ticket_number > 3600");
        assertEquals(
                newStore, db.count("SELECT COUNT(*) FROM store_sales WHERE ss_ticket_number BETWEEN 3601 AND 13600"));
        // a second process (here: the next run) reserves the next block instead of counting from the same start
        CliProcess.Run second = CliProcess.inProcess(
                "-c",
                CliProcess.config("TPCDS_Transactions.xml").toString(),
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
                "-r",
                dir.resolve("results2.xml").toString(),
                "-s");
        assertEquals(0, second.exitCode(), second.err() + second.out());
        assertEquals(
                3_600 + 20_000,
                db.count(
                        "SELECT CAST(metadata_value AS bigint) FROM tpcds_metadata WHERE metadata_key = 'TPCDS_LAST_ORDER_STORE'"));
        assertEquals(
                newStore, db.count("SELECT COUNT(*) FROM store_sales WHERE ss_ticket_number BETWEEN 3601 AND 13600"));
        assertTrue(
                db.count("SELECT COUNT(*) FROM store_sales WHERE ss_ticket_number > 13600") > 0,
                "the second run's new store orders");
        assertLinesConsistent(db);
    }

    /** Every sales line's amounts agree with its quantity and prices, and no return exceeds what was sold. */
    static void assertLinesConsistent(Database db) throws SQLException {
        for (String[] ch : new String[][] {
            {"store_sales", "ss", "ss_ticket_number", "store_returns", "sr", "sr_ticket_number"},
            {"catalog_sales", "cs", "cs_order_number", "catalog_returns", "cr", "cr_order_number"},
            {"web_sales", "ws", "ws_order_number", "web_returns", "wr", "wr_order_number"}
        }) {
            String p = ch[1] + "_";
            assertEquals(
                    0,
                    db.count("SELECT COUNT(*) FROM " + ch[0] + " WHERE " + p + "net_profit <> " + p + "net_paid - " + p
                            + "ext_wholesale_cost OR " + p + "ext_sales_price <> " + p + "sales_price * " + p
                            + "quantity OR "
                            + p + "net_paid <> " + p + "ext_sales_price - " + p + "coupon_amt OR " + p
                            + "net_paid_inc_tax <> "
                            + p + "net_paid + " + p + "ext_tax"),
                    ch[0] + " lines with inconsistent amounts");
            String r = ch[4] + "_";
            assertEquals(
                    0,
                    db.count("SELECT COUNT(*) FROM " + ch[0] + " JOIN (SELECT " + r + "item_sk AS item, " + ch[5]
                            + " AS order_no, SUM(" + r + "return_quantity) AS returned FROM " + ch[3] + " GROUP BY " + r
                            + "item_sk, "
                            + ch[5] + ") r ON r.item = " + p + "item_sk AND r.order_no = " + ch[2]
                            + " WHERE r.returned > " + p + "quantity"),
                    ch[0] + " lines returned beyond the quantity sold");
        }
    }
}
