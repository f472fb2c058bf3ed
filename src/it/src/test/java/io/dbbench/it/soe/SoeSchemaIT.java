package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.WorkloadSchemaCommands;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The Order Entry schema's life cycle on a real (embedded) PostgreSQL, at scale 0.01. */
class SoeSchemaIT {
    private static final double SCALE = 0.01;

    private static WorkloadContext context(Database db) {
        return new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
    }

    private static ValidationReport validate(Database db) throws SQLException {
        return SoeValidator.forDialect(db.dialect()).validate(context(db));
    }

    private static void assertValid(Database db) throws SQLException {
        ValidationReport report = validate(db);
        assertTrue(report.ok(), report::format);
    }

    /** A fingerprint of the generated orders and lines, to compare loads. */
    private static long fingerprint(Database db) throws SQLException {
        return db.count("SELECT SUM(o.order_id * o.customer_id + o.delivery_address_id + o.card_id + o.warehouse_id"
                        + " + o.order_total * 100) FROM orders o")
                + db.count("SELECT SUM(order_id * 10 + line_item_id * product_id * quantity) FROM order_items")
                + db.count("SELECT SUM(length(cust_email) * customer_id) FROM customers");
    }

    @Test
    void createValidateRefuseReplaceDrop() throws SQLException {
        Database db = EmbeddedDatabase.newDatabase("soe_lifecycle");
        WorkloadContext ctx = context(db);
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(db.dialect());
        assertEquals(SchemaStatus.State.ABSENT, installer.status(ctx).state());
        assertFalse(installer.exists(ctx));

        List<String> phases = new ArrayList<>();
        AtomicLong rows = new AtomicLong();
        AtomicLong planned = new AtomicLong();
        installer.create(ctx, new InstallOptions(SCALE, 2, 7, new LoadProgress() {
            @Override
            public synchronized void phase(String description) {
                phases.add(description);
            }

            @Override
            public void plannedRows(long n) {
                planned.set(n);
            }

            @Override
            public void rowsLoaded(String table, long n) {
                rows.addAndGet(n);
            }
        }));
        assertEquals(planned.get(), rows.get());
        assertTrue(
                phases.contains("no server-side code for postgresql") || phases.contains("install server-side code"),
                phases.toString());
        assertValid(db);
        assertTrue(installer.exists(ctx));
        assertEquals(10_000, db.count("SELECT COUNT(*) FROM customers"));
        assertEquals(900_000, db.count("SELECT COUNT(*) FROM inventories"));
        assertEquals(10_001, db.count("SELECT nextval('customer_seq')"));
        try (Connection c = db.dataSource().getConnection()) {
            SoeMetadata m = SoeMetadata.read(c);
            assertEquals(new SoeMetadata(1, 10_000, 1, 14_300), m);
        }
        // the customer search the transactions do goes through the function-based index
        assertTrue(db.count("SELECT COUNT(*) FROM customers WHERE lower(cust_last_name) = 'smith'") > 0);
        long fingerprint = fingerprint(db);

        SchemaExistsException exists = assertThrows(
                SchemaExistsException.class,
                () -> installer.create(ctx, new InstallOptions(SCALE, 2, 7, LoadProgress.NONE)));
        assertEquals(SchemaStatus.State.COMPLETE, exists.status().state());

        // same seed with one thread: the same rows
        installer.create(ctx, new InstallOptions(SCALE, 1, 7, LoadProgress.NONE), true);
        assertValid(db);
        assertEquals(fingerprint, fingerprint(db));

        installer.drop(ctx);
        assertFalse(installer.exists(ctx));
        assertEquals(SchemaStatus.State.ABSENT, installer.status(ctx).state());
        assertEquals(0, db.count("SELECT COUNT(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace"));
        installer.drop(ctx); // nothing there: no error
    }

    @Test
    void aLoadThatStopsHalfWayIsPartialRefusedAndDroppable() throws SQLException {
        Database db = EmbeddedDatabase.newDatabase("soe_partial");
        WorkloadContext ctx = context(db);
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(db.dialect());
        AtomicLong rows = new AtomicLong();
        LoadProgress crashMidLoad = new LoadProgress() {
            @Override
            public void rowsLoaded(String table, long n) {
                if (rows.addAndGet(n) > 300_000) throw new IllegalStateException("simulated crash");
            }
        };
        SQLException failure = assertThrows(
                SQLException.class, () -> installer.create(ctx, new InstallOptions(SCALE, 2, 7, crashMidLoad)));
        assertTrue(failure.getMessage().contains("simulated crash"), failure.getMessage());

        SchemaStatus status = installer.status(ctx);
        assertEquals(new SchemaStatus(SchemaStatus.State.PARTIAL, "load state 'loading'"), status);
        assertFalse(installer.exists(ctx));
        assertThrows(
                SchemaExistsException.class,
                () -> installer.create(ctx, new InstallOptions(SCALE, 2, 7, LoadProgress.NONE)));
        ValidationReport report = validate(db);
        assertFalse(report.ok());
        assertEquals("load state", report.failures().get(0).name());

        installer.drop(ctx);
        assertEquals(SchemaStatus.State.ABSENT, installer.status(ctx).state());
        installer.create(ctx, new InstallOptions(SCALE, 2, 7, LoadProgress.NONE));
        assertValid(db);
    }

    @Test
    void theValidatorNoticesBrokenInvariants() throws SQLException {
        Database db = EmbeddedDatabase.newDatabase("soe_broken");
        WorkloadContext ctx = context(db);
        SoeSchemaInstaller.forDialect(db.dialect()).create(ctx, new InstallOptions(SCALE, 2, 3, LoadProgress.NONE));
        assertValid(db);
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("UPDATE orders SET order_total = order_total + 1 WHERE order_id = 5");
            s.execute("DELETE FROM orders WHERE order_id = 6");
            s.execute("UPDATE inventories SET quantity_on_hand = 0 WHERE warehouse_id = 1");
            s.execute("UPDATE orders SET card_id = (SELECT MAX(card_id) FROM card_details) + 1 WHERE order_id = 7");
            s.execute("DROP INDEX cust_email_ix");
            s.execute("SELECT setval('orders_seq', 10)");
        }
        List<String> failed =
                validate(db).failures().stream().map(ValidationCheck::name).toList();
        assertEquals(
                List.of(
                        "indexes",
                        "row counts",
                        "order lines belong to orders",
                        "orders' customer, address, card",
                        "order totals",
                        "inventory floor",
                        "sequences above maxima"),
                failed);
    }

    @Test
    void theSoeCommandCreatesValidatesAndDrops() {
        Database db = EmbeddedDatabase.newDatabase("soe_cli");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        StringWriter out = new StringWriter();
        assertEquals(ExitCodes.OK, soe(out, "create", target, "--scale", "0.01", "--threads", "2"), out::toString);
        assertTrue(out.toString().contains("Order Entry schema created."), out.toString());
        assertTrue(out.toString().contains("Rows generated        1,0"), out.toString());
        assertEquals(ExitCodes.SCHEMA_EXISTS, soe(new StringWriter(), "create", target, "--scale", "0.01"));
        StringWriter report = new StringWriter();
        assertEquals(ExitCodes.OK, soe(report, "validate", target), report::toString);
        assertTrue(report.toString().contains("Schema valid"));
        assertEquals(ExitCodes.OK, soe(new StringWriter(), "drop", target));
        assertEquals(ExitCodes.SCHEMA_MISSING, soe(new StringWriter(), "validate", target));
    }

    private static int soe(StringWriter out, String command, String[] target, String... more) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(List.of(target));
        args.addAll(List.of(more));
        CommandLine cl = WorkloadSchemaCommands.commandLine(SoeSchemaDefinition.INSTANCE);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(out, true));
        return cl.execute(args.toArray(String[]::new));
    }
}
