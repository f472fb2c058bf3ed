package io.dbbench.it.tpcds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every query of configs/tpcds_statements.xml runs once on PostgreSQL against a scale-0.01 schema, with
 * each placeholder replaced by a literal from its declared range (the file says implmentasliteral true),
 * and each returns rows (but those in {@link #ALLOWED_EMPTY}). The file is read here with a minimal
 * reader of our own, independent of the statement runner's, so the file is checked against the format, not against one implementation.
 */
public class TpcdsQueriesIT {
    private static final String NS = "http://www.dominicgiles.com/swingbench/SQLStatements";
    private static final int TRIES_PER_QUERY = 3;

    public record Query(String shortName, String sql) {}

    static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = parent.getElementsByTagNameNS(NS, name);
        for (int i = 0; i < nodes.getLength(); i++) out.add((Element) nodes.item(i));
        return out;
    }

    static String text(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0).getTextContent().trim();
    }

    /** The file's statements with every placeholder replaced by a value drawn from its declaration. */
    public static List<Query> queries(Random random) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document doc = f.newDocumentBuilder()
                .parse(CliProcess.config("tpcds_statements.xml").toFile());
        List<Query> out = new ArrayList<>();
        for (Element s : children(doc.getDocumentElement(), "SQLStatement")) {
            assertEquals("true", text(s, "implmentasliteral"));
            assertEquals("true", text(s, "enabled"));
            String sql = text(s, "sql");
            // longest placeholder first, so :MONTH never eats the start of :MONTHS
            List<Element> params = children(s, "parameter");
            params.sort((a, b) -> text(b, "id").length() - text(a, "id").length());
            for (Element p : params) {
                String value;
                if (!children(p, "randomvalues").isEmpty()) {
                    long start = Long.parseLong(text(p, "startvalue"));
                    long end = Long.parseLong(text(p, "endvalue"));
                    value = Long.toString(start + (long) random.nextInt((int) (end - start + 1)));
                } else {
                    String[] values = text(p, "possiblevalues").split(",");
                    value = values[random.nextInt(values.length)];
                }
                if ("true".equals(text(p, "quotestring"))) value = "'" + value.replace("'", "''") + "'";
                sql = sql.replace(text(p, "id"), value);
            }
            assertTrue(!sql.matches("(?s).*:[A-Z]{2,}.*"), "placeholder left in " + text(s, "shortname") + ": " + sql);
            out.add(new Query(text(s, "shortname"), sql));
        }
        return out;
    }

    /** Queries allowed to find nothing at scale 0.01 for all their draws (each with the reason); none today. */
    static final Map<String, String> ALLOWED_EMPTY = Map.of();

    @Test
    void everyQueryRunsAndReturnsRowsAtScaleOneHundredth() throws Exception {
        Database db = EmbeddedDatabase.newDatabase("tpcds_queries");
        WorkloadContext ctx = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        TpcdsSchemaInstaller.forDialect(db.dialect())
                .create(ctx, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));

        Random random = new Random(20_260_101L);
        int statements = queries(random).size();
        assertTrue(statements >= 40, statements + " statements");
        List<String> empty = new ArrayList<>();
        // each query with three draws of its parameters: it returns rows when one of them does
        List<List<Query>> draws = new ArrayList<>();
        for (int i = 0; i < TRIES_PER_QUERY; i++) draws.add(queries(random));
        try (Connection c = db.dataSource().getConnection();
                Statement st = c.createStatement()) {
            for (int q = 0; q < statements; q++) {
                boolean rows = false;
                for (List<Query> draw : draws) {
                    Query query = draw.get(q);
                    try (ResultSet rs = st.executeQuery(query.sql())) {
                        rows |= found(rs);
                    } catch (java.sql.SQLException e) {
                        throw new AssertionError(
                                query.shortName() + " failed: " + e.getMessage() + "\n" + query.sql(), e);
                    }
                }
                if (!rows) empty.add(draws.get(0).get(q).shortName());
            }
        }
        List<String> unexpected =
                empty.stream().filter(q -> !ALLOWED_EMPTY.containsKey(q)).toList();
        assertEquals(
                List.of(),
                unexpected,
                "queries that return no rows at scale 0.01 for any of " + TRIES_PER_QUERY + " draws");
    }

    /**
     * True when the result holds something: more than one row, or one row with a value other than null or
     * zero. A bare aggregate (COUNT(*) = 0, SUM = null) always gives one row and must not count as found.
     */
    static boolean found(ResultSet rs) throws java.sql.SQLException {
        if (!rs.next()) return false;
        for (int col = 1; col <= rs.getMetaData().getColumnCount(); col++) {
            Object value = rs.getObject(col);
            if (value == null) continue;
            if (value instanceof Number n && new java.math.BigDecimal(n.toString()).signum() == 0) continue;
            return true;
        }
        return rs.next();
    }
}
