package io.dbbench.workloads.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.JdbcEvent;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqlScriptTest {

    private static List<String> split(String text) {
        return SqlScript.parse("test.sql", text).sqlTexts();
    }

    @Test
    void splitsAtSemicolonsAndDropsThem() {
        assertEquals(
                List.of("CREATE TABLE a (x INT)", "CREATE INDEX a_ix ON a (x)"),
                split("CREATE TABLE a (x INT);\nCREATE INDEX a_ix ON a (x);\n"));
    }

    @Test
    void dropsCommentsBetweenStatementsAndKeepsThoseInside() {
        String text =
                """
                -- header comment; with a semicolon
                /* block comment; also one */
                SELECT /*+ INDEX(a) */ x -- trailing; comment
                  FROM a; -- after the end
                -- closing comment
                """;
        assertEquals(List.of("SELECT /*+ INDEX(a) */ x -- trailing; comment\n  FROM a"), split(text));
    }

    @Test
    void semicolonsInsideLiteralsAndQuotedIdentifiersDoNotSplit() {
        assertEquals(
                List.of("INSERT INTO \"odd;name\" VALUES ('a;b', 'it''s;')", "SELECT 1"),
                split("INSERT INTO \"odd;name\" VALUES ('a;b', 'it''s;');SELECT 1;"));
    }

    @Test
    void postgresDollarQuotedBodyStaysWhole() {
        String text =
                """
                CREATE FUNCTION f(n integer) RETURNS text AS $body$
                BEGIN
                  RETURN n::text || ';';
                END;
                $body$ LANGUAGE plpgsql;
                DO $$ BEGIN PERFORM 1; END $$;
                BEGIN;
                """;
        List<String> statements = split(text);
        assertEquals(3, statements.size(), statements.toString());
        assertTrue(statements.get(0).endsWith("$body$ LANGUAGE plpgsql"), statements.get(0));
        assertEquals("DO $$ BEGIN PERFORM 1; END $$", statements.get(1));
        assertEquals("BEGIN", statements.get(2), "without '/' lines a PostgreSQL BEGIN is a plain statement");
    }

    @Test
    void dollarInsideAnIdentifierIsNotAQuote() {
        assertEquals(List.of("SELECT sid FROM v$session", "SELECT 2"), split("SELECT sid FROM v$session;\nSELECT 2;"));
    }

    @Test
    void oraclePlsqlBlockRunsToItsSlashLineAndKeepsEnd() {
        String text =
                """
                CREATE TABLE t (x NUMBER);
                CREATE OR REPLACE PACKAGE BODY p AS
                  PROCEDURE q IS
                  BEGIN
                    NULL;
                  END q;
                END p;
                /
                BEGIN
                  DELETE FROM t;
                END;
                /
                DROP TABLE t PURGE;
                """;
        List<SqlStatement> statements = SqlScript.parse("test.sql", text).statements();
        assertEquals(4, statements.size(), statements.toString());
        assertEquals("CREATE TABLE t (x NUMBER)", statements.get(0).sql());
        assertTrue(statements.get(1).sql().startsWith("CREATE OR REPLACE PACKAGE BODY p AS"));
        assertTrue(statements.get(1).sql().endsWith("END p;"), statements.get(1).sql());
        assertEquals("BEGIN\n  DELETE FROM t;\nEND;", statements.get(2).sql());
        assertEquals("DROP TABLE t PURGE", statements.get(3).sql());
        assertEquals(
                List.of(1, 2, 9, 13),
                statements.stream().map(SqlStatement::line).toList());
    }

    @Test
    void slashLineAlsoEndsAPlainStatement() {
        assertEquals(
                List.of("SELECT 1 FROM dual", "SELECT 2 FROM dual"),
                split("SELECT 1 FROM dual\n/\nSELECT 2 FROM dual;\n/\n"));
    }

    @Test
    void keepsALastStatementWithoutSemicolonAndSkipsEmptyOnes() {
        assertEquals(List.of("SELECT 1", "SELECT 2"), split(";;SELECT 1;;\n  SELECT 2  \n"));
        assertEquals(List.of(), split("-- nothing but a comment\n"));
    }

    @Test
    void unterminatedLiteralIsAnErrorNamingSourceAndLine() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> SqlScript.parse("x/create.sql", "SELECT 1;\nSELECT 'open;\n"));
        assertEquals("x/create.sql line 2: unterminated string literal", e.getMessage());
        IllegalArgumentException comment = assertThrows(
                IllegalArgumentException.class, () -> SqlScript.parse("y.sql", "SELECT 1; /* never closed"));
        assertEquals("y.sql line 1: unterminated block comment", comment.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SqlScript.parse("z.sql", "DO $$ BEGIN"));
    }

    @Test
    void countsLinesAcrossCommentsAndLiterals() {
        List<SqlStatement> statements = SqlScript.parse("t.sql", "/* one\ntwo */\nSELECT 'a\nb';\n\n-- c\nSELECT 3;")
                .statements();
        assertEquals(List.of(3, 7), statements.stream().map(SqlStatement::line).toList());
    }

    @Test
    void loadsAResourceRelativeToTheAnchorsPackage() {
        SqlScript script =
                SqlScript.load(io.dbbench.workloads.stresstest.StressTestProvider.class, "postgresql/drop.sql");
        assertEquals("io/dbbench/workloads/stresstest/postgresql/drop.sql", script.source());
        assertEquals(List.of("DROP TABLE stresstesttable"), script.sqlTexts());
    }

    @Test
    void missingResourceIsNamed() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> SqlScript.load(SqlScriptTest.class, "nowhere/none.sql"));
        assertEquals(
                "SQL resource io/dbbench/workloads/sql/nowhere/none.sql not found on the class path", e.getMessage());
    }

    @Test
    void executeRunsEachStatementInOrder() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc();
        SqlScript.parse("t.sql", "CREATE TABLE a (x INT);\nCREATE INDEX i ON a (x);")
                .execute(jdbc.connection());
        assertEquals(
                List.of("CREATE TABLE a (x INT)", "CREATE INDEX i ON a (x)"),
                jdbc.events("execute").stream().map(JdbcEvent::sql).toList());
    }

    @Test
    void executeFailureNamesScriptAndLineAndKeepsCodes() {
        SQLException cause = new SQLException("relation \"a\" already exists", "42P07", 7);
        FakeJdbc jdbc = new FakeJdbc().failOnExecute(cause);
        SQLException e =
                assertThrows(SQLException.class, () -> SqlScript.parse("pg/create.sql", "\n\nCREATE TABLE a (x INT);")
                        .execute(jdbc.connection()));
        assertEquals("pg/create.sql line 3: relation \"a\" already exists", e.getMessage());
        assertEquals("42P07", e.getSQLState());
        assertEquals(7, e.getErrorCode());
        assertSame(cause, e.getCause());
    }
}
