package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code soe validate} on a schema whose keys and indexes carry other names than ours, as one SwingBench's
 * wizard built does: it validates by tables, columns, keys and the indexes' columns, says which layout it
 * found, and still fails on a missing index or column, naming it.
 */
class SoeOtherLayoutIT {
    private static ValidationReport validate(Database db) throws SQLException {
        return SoeValidator.forDialect(db.dialect())
                .validate(new WorkloadContext(db.dataSource(), db.dialect(), Map.of()));
    }

    private static String detail(ValidationReport report, String check) {
        return report.checks().stream()
                .filter(c -> c.name().equals(check))
                .map(ValidationCheck::detail)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aSchemaWithOtherKeyAndIndexNamesValidatesByItsStructure() throws SQLException {
        Database db = EmbeddedDatabase.newDatabase("soe_other_layout");
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(
                        new WorkloadContext(db.dataSource(), db.dialect(), Map.of()),
                        new InstallOptions(0.01, 2, 5, LoadProgress.NONE));
        ValidationReport ours = validate(db);
        assertTrue(ours.ok(), ours::format);
        assertEquals("dbbench's object names", detail(ours, "layout"));

        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            // every index (a primary key's index renames its constraint with it) under another name
            List<String> indexes = new ArrayList<>();
            try (ResultSet rs =
                    s.executeQuery("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()")) {
                while (rs.next()) indexes.add(rs.getString(1));
            }
            for (String index : indexes) s.execute("ALTER INDEX " + index + " RENAME TO sb_" + index);
            // no CHECK constraint (not required: the transactions never rely on it), and order lines found through the
            // primary key (order_id, line_item_id) alone
            s.execute("ALTER TABLE product_information DROP CONSTRAINT product_status_ck");
            s.execute("DROP INDEX sb_item_order_ix");
        }
        ValidationReport other = validate(db);
        assertTrue(other.ok(), other::format);
        assertTrue(detail(other, "layout").startsWith("other object names"), other.format());
        assertTrue(detail(other, "primary keys").startsWith("9 present"), other.format());

        CliProcess.Run cli =
                CliProcess.inProcess("soe", "validate", "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password());
        assertEquals(ExitCodes.OK, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.out().contains("other object names (e.g. SwingBench's wizard)"), cli.out());

        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("DROP INDEX sb_ord_sales_rep_ix");
            s.execute("ALTER TABLE customers DROP COLUMN suggestions");
            s.execute("ALTER TABLE warehouses DROP CONSTRAINT sb_warehouses_pk");
            // a CHECK present but not validated lets rows in that break it
            s.execute("ALTER TABLE product_information ADD CONSTRAINT sb_status_ck"
                    + " CHECK (product_status IS NOT NULL) NOT VALID");
            // a partial index holds some rows only; a primary key whose index is unusable (as after a failed
            // REINDEX CONCURRENTLY) serves no lookup by key
            s.execute("DROP INDEX sb_ord_customer_ix");
            s.execute("CREATE INDEX sb_ord_customer_ix ON orders (customer_id) WHERE order_status > 0");
            s.execute("UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'sb_customers_pk'::regclass");
        }
        ValidationReport broken = validate(db);
        assertEquals(
                List.of("columns", "constraints", "primary keys", "indexes"),
                broken.failures().stream().map(ValidationCheck::name).toList(),
                broken.format());
        assertEquals("missing: customers.suggestions", detail(broken, "columns"));
        assertEquals("not valid: sb_status_ck NOT VALIDATED", detail(broken, "constraints"));
        assertEquals("no primary key on warehouses(warehouse_id)", detail(broken, "primary keys"));
        assertEquals(
                "no index on warehouses(warehouse_id), orders(sales_rep_id);"
                        + " not valid: sb_customers_pk INVALID, sb_ord_customer_ix PARTIAL",
                detail(broken, "indexes"));
    }
}
