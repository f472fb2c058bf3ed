package io.dbbench.workloads.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Objects;

/**
 * A SQL file kept as a class-path resource, split into statements that can be run one by one over JDBC.
 * Workloads keep their DDL as plain files per dialect so a reviewer can read them by eye; this is the
 * one place that turns such a file into JDBC calls. Splitting rules: see {@link SqlSplitter}.
 *
 * @param source     where the text came from (resource path), named in every error
 * @param statements the statements in file order
 */
public record SqlScript(String source, List<SqlStatement> statements) {
    public SqlScript {
        Objects.requireNonNull(source, "source");
        statements = List.copyOf(statements);
    }

    /**
     * Loads and splits a UTF-8 resource that lives in {@code anchor}'s package (or below it).
     *
     * @param relativePath e.g. {@code postgresql/create.sql}
     * @throws IllegalStateException when the resource is not on the class path (a packaging error)
     */
    public static SqlScript load(Class<?> anchor, String relativePath) {
        String absolute = anchor.getPackageName().replace('.', '/') + "/" + relativePath;
        try (InputStream in = anchor.getClassLoader().getResourceAsStream(absolute)) {
            if (in == null)
                throw new IllegalStateException("SQL resource " + absolute + " not found on the class path");
            return parse(absolute, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read SQL resource " + absolute, e);
        }
    }

    /** Splits script text; {@code source} names it in error messages. */
    public static SqlScript parse(String source, String text) {
        return new SqlScript(source, new SqlSplitter(source, text).split());
    }

    /** The statement texts alone, in order. */
    public List<String> sqlTexts() {
        return statements.stream().map(SqlStatement::sql).toList();
    }

    /**
     * Runs every statement on the connection, in order, without committing (DDL commits itself where the
     * database says so). A failure names the script and the line of the failing statement and keeps the
     * SQLState and vendor code, so dialects still classify it.
     */
    public void execute(Connection connection) throws SQLException {
        for (SqlStatement statement : statements) {
            try (Statement jdbc = connection.createStatement()) {
                jdbc.execute(statement.sql());
            } catch (SQLException e) {
                throw SqlErrors.withContext(source + " line " + statement.line() + ": ", e);
            }
        }
    }
}
