package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.InstallOptions;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;

/**
 * A schema's metadata table of (metadata_key, metadata_value) rows, whose load-state key says 'loading'
 * from the first table a create makes until 'complete' after its last step: a create that stopped leaves
 * 'loading' behind, which {@link #status} calls partial.
 *
 * @param table    e.g. {@code orderentry_metadata}
 * @param stateKey e.g. {@code SOE_LOAD_STATE}
 */
public record LoadStateTable(String table, String stateKey) {
    public static final String LOADING = "loading";
    public static final String COMPLETE = "complete";

    /** Key (upper case) to value. */
    public Map<String, String> read(Connection c) throws SQLException {
        Map<String, String> out = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT metadata_key, metadata_value FROM " + table);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (rs.getString(1) != null) out.put(rs.getString(1).trim().toUpperCase(Locale.ROOT), rs.getString(2));
            }
        }
        return out;
    }

    /** Sets these keys (replacing earlier values), committed. */
    public void write(DataSource dataSource, Map<String, String> entries) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement delete = c.prepareStatement("DELETE FROM " + table + " WHERE metadata_key = ?");
                    PreparedStatement insert = c.prepareStatement(
                            "INSERT INTO " + table + " (metadata_key, metadata_value) VALUES (?, ?)")) {
                for (Map.Entry<String, String> e : entries.entrySet()) {
                    delete.setString(1, e.getKey());
                    delete.executeUpdate();
                    insert.setString(1, e.getKey());
                    insert.setString(2, e.getValue());
                    insert.executeUpdate();
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        }
    }

    /**
     * The entries a create writes first, in this order: the load state 'loading', then the create's scale
     * and seed under these keys; a workload may add more before writing them.
     */
    public Map<String, String> loading(String scaleKey, String seedKey, InstallOptions options) {
        Map<String, String> start = new LinkedHashMap<>();
        start.put(stateKey, LOADING);
        start.put(scaleKey, formatScale(options.scale()));
        start.put(seedKey, Long.toString(options.seed()));
        return start;
    }

    /** Sets the load state to 'complete', a create's last step. */
    public void writeComplete(DataSource dataSource) throws SQLException {
        write(dataSource, Map.of(stateKey, COMPLETE));
    }

    /**
     * Absent without any of {@code tables} (this metadata table among them); partial with a load state other
     * than complete, or with data tables missing; complete otherwise. A schema without the marker (another
     * tool, SwingBench's wizard, built it) is complete when its data tables are there.
     */
    public SchemaStatus status(Connection c, List<String> tables) throws SQLException {
        List<String> missing = SchemaChecks.missingTables(c, tables);
        if (missing.size() == tables.size()) return SchemaStatus.absent();
        String loadState = missing.contains(table) ? null : read(c).get(stateKey);
        if (!c.getAutoCommit()) c.commit();
        if (loadState != null && !COMPLETE.equals(loadState)) {
            return SchemaStatus.partial("load state '" + loadState + "'");
        }
        List<String> dataMissing =
                missing.stream().filter(t -> !t.equals(table)).toList();
        if (!dataMissing.isEmpty()) return SchemaStatus.partial("tables missing: " + String.join(", ", dataMissing));
        return SchemaStatus.complete(loadState == null ? "no load-state marker" : "");
    }

    /** The scale as metadata text (at most 30 characters), e.g. 0.01 or 1. */
    public static String formatScale(double scale) {
        String text = BigDecimal.valueOf(scale).stripTrailingZeros().toPlainString();
        return text.length() <= 30 ? text : String.format(Locale.ROOT, "%.6g", scale);
    }
}
