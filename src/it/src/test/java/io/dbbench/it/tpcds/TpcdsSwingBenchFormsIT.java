package io.dbbench.it.tpcds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import io.dbbench.workloads.statements.Parameter;
import io.dbbench.workloads.statements.SqlTemplate;
import io.dbbench.workloads.statements.Statement;
import io.dbbench.workloads.statements.StatementsFiles;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The statement runner's own test file of SwingBench's forms (bench-workloads' swingbench-forms.xml: text
 * ids, integer enumerations of column names, placeholders in quoted text, quotestring, dates, TPC-DS v1's
 * {@code c_last_review_date}) runs on PostgreSQL against the TPC-DS-like schema at scale 0.01: every table
 * and column name it uses resolves, and every substituted statement is valid SQL there. Each statement runs
 * with several draws, rendered by the runner's own code.
 */
class TpcdsSwingBenchFormsIT {
    private static final Path FORMS = Path.of(
                    System.getProperty("bench.workloads.dir", "../../bench-workloads"),
                    "src/test/resources/io/dbbench/workloads/statements/swingbench-forms.xml")
            .toAbsolutePath()
            .normalize();
    private static final int DRAWS = 8;

    @Test
    void everyStatementOfTheFormsFileRunsOnTheTpcdsLikeSchema() throws Exception {
        Database db = EmbeddedDatabase.newDatabase("tpcds_forms");
        TpcdsSchemaInstaller.forDialect(db.dialect())
                .create(
                        new WorkloadContext(db.dataSource(), db.dialect(), Map.of()),
                        new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        List<Statement> statements = StatementsFiles.read(FORMS);
        assertEquals(4, statements.size(), FORMS.toString());
        SplittableRandom random = new SplittableRandom(26L);
        List<String> failed = new ArrayList<>();
        long rowsSeen = 0;
        try (Connection c = db.dataSource().getConnection()) {
            for (Statement s : statements) {
                for (int draw = 0; draw < DRAWS; draw++) {
                    try {
                        rowsSeen += s.literal() ? literal(c, s.literalSql(random)) : bound(c, s, random);
                    } catch (SQLException e) {
                        failed.add(s.id() + " " + s.shortName() + ": " + e.getMessage());
                    }
                }
            }
        }
        assertEquals(List.of(), failed);
        assertTrue(rowsSeen > DRAWS * statements.size(), rowsSeen + " rows for all draws");
    }

    private static long literal(Connection c, String sql) throws SQLException {
        try (java.sql.Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            return count(rs);
        }
    }

    private static long bound(Connection c, Statement s, SplittableRandom random) throws SQLException {
        SqlTemplate t = s.template();
        try (PreparedStatement ps = c.prepareStatement(t.bindSql())) {
            Object[] values = new Object[s.parameters().size()];
            for (int p = 0; p < values.length; p++) {
                Parameter param = s.parameters().get(p);
                values[p] = param.next(random);
            }
            for (int i = 0; i < t.placeholderCount(); i++) ps.setObject(i + 1, values[t.parameterAt(i)]);
            try (ResultSet rs = ps.executeQuery()) {
                return count(rs);
            }
        }
    }

    private static long count(ResultSet rs) throws SQLException {
        long rows = 0;
        while (rs.next()) rows++;
        return rows;
    }
}
