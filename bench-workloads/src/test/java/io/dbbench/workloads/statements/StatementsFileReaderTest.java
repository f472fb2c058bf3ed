package io.dbbench.workloads.statements;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both statements-file formats read into the same model (golden files), and every refusal names file, line and element. */
class StatementsFileReaderTest {
    static String resource(String name) throws IOException {
        try (InputStream in = StatementsFileReaderTest.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalArgumentException("no test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<Statement> xml(String text) throws StatementsFileException, IOException {
        return StatementsXmlReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "q.xml");
    }

    /** A readable dump of everything the readers keep: the golden files' format. */
    static String describe(List<Statement> statements) {
        StringBuilder b = new StringBuilder();
        for (Statement s : statements) {
            b.append(s.shortName())
                    .append(" id=")
                    .append(s.id())
                    .append(" name=")
                    .append(s.name())
                    .append(" kind=")
                    .append(s.kind())
                    .append(" literal=")
                    .append(s.literal())
                    .append(" enabled=")
                    .append(s.enabled())
                    .append(" timeout=")
                    .append(s.queryTimeoutSeconds())
                    .append(" line=")
                    .append(s.line())
                    .append('\n');
            b.append("  sql: ").append(s.sql()).append('\n');
            b.append("  bind: ").append(s.template().bindSql()).append('\n');
            for (Parameter p : s.parameters()) {
                b.append("  param :")
                        .append(p.name())
                        .append(' ')
                        .append(p.type())
                        .append(" quote=")
                        .append(p.quote())
                        .append(' ')
                        .append(p.generator())
                        .append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void readsSwingBenchXmlAsTheGoldenFileSays() throws Exception {
        assertEquals(resource("statements.golden.txt"), describe(xml(resource("statements.xml"))));
    }

    @Test
    void readsPlainSqlAsTheGoldenFileSays() throws Exception {
        assertEquals(
                resource("statements.sql.golden.txt"),
                describe(SqlFileReader.read(resource("statements.sql"), "q.sql")));
    }

    @Test
    void defaultsWhenOptionalElementsAreMissing() throws Exception {
        List<Statement> s = xml("<SQLStatementList><SQLStatement><name>only</name>"
                + "<sql>insert into t values (1);</sql></SQLStatement></SQLStatementList>");
        assertEquals("only", s.get(0).shortName());
        assertEquals(StatementKind.INSERT, s.get(0).kind());
        assertEquals("insert into t values (1)", s.get(0).sql());
        assertTrue(s.get(0).enabled());
        assertEquals(0, s.get(0).queryTimeoutSeconds());
    }

    private static void refusedXml(String xml, String... expected) {
        StatementsFileException e = assertThrows(StatementsFileException.class, () -> xml(xml));
        for (String part : expected) {
            assertTrue(e.getMessage().contains(part), () -> "'" + e.getMessage() + "' lacks '" + part + "'");
        }
    }

    private static String one(String statementBody) {
        return "<SQLStatementList>\n<SQLStatement>\n" + statementBody + "\n</SQLStatement>\n</SQLStatementList>\n";
    }

    private static String withParameter(String parameterBody) {
        return one("<shortname>Q</shortname><sql>select :P</sql><parameter_list>\n<parameter>\n" + parameterBody
                + "\n</parameter>\n</parameter_list>");
    }

    @Test
    void refusesBrokenDocuments() {
        refusedXml("<SQLStatementList><SQLStatement>", "q.xml:1:", "malformed XML");
        refusedXml("<Statements/>", "q.xml:1: <Statements>:", "expected the root element <SQLStatementList>");
        refusedXml("<SQLStatementList/>", "q.xml: file: no statement");
        refusedXml(one("<sql>select 1</sql><enabled>false</enabled>"), "q.xml: file: all 1 statements are disabled");
        refusedXml(
                "<SQLStatementList><SQLStatement><shortname>A</shortname><sql>select 1</sql></SQLStatement>\n"
                        + "<SQLStatement><shortname>A</shortname><sql>select 2</sql></SQLStatement></SQLStatementList>",
                "q.xml:2: shortname:",
                "'A' is used by two");
    }

    @Test
    void refusesBadStatementElements() {
        refusedXml(one("<shortname>Q</shortname>"), "q.xml:2: <sql>:", "'Q' has no SQL");
        refusedXml(
                one("<sql>select 1</sql>\n<statementtype>Truncate</statementtype>"),
                "q.xml:4: <statementtype>:",
                "'Truncate'");
        refusedXml(
                one("<sql>select 1</sql>\n<implmentasliteral>yes</implmentasliteral>"),
                "q.xml:4: <implmentasliteral>:",
                "true or false");
        refusedXml(one("<sql>select 1</sql>\n<enabled>1</enabled>"), "q.xml:4: <enabled>:", "'1'");
        refusedXml(one("<sql>select 1</sql>\n<querytimeout>-5</querytimeout>"), "q.xml:4: <querytimeout>:", "'-5'");
    }

    @Test
    void refusesBadParameters() {
        refusedXml(withParameter("<datatype>integer</datatype>"), "q.xml:4: <parameter>/<id>:", "missing parameter id");
        refusedXml(withParameter("<id>:1X</id>"), "<parameter>/<id>:", "':1X' is not a placeholder name");
        refusedXml(withParameter("<id>:P</id>"), "q.xml:4: <datatype>:", "missing datatype");
        refusedXml(withParameter("<id>:P</id>\n<datatype>float</datatype>"), "q.xml:6: <datatype>:", "'float'");
        refusedXml(
                withParameter("<id>:P</id><datatype>integer</datatype><quotestring>no</quotestring>"),
                "<quotestring>:",
                "'no'");
        refusedXml(
                withParameter("<id>:P</id><datatype>integer</datatype>"),
                "q.xml:4: <parameter> :P:",
                "needs <randomvalues> or <enumerationvalues>");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>integer</datatype><randomvalues><startvalue>1</startvalue><endvalue>2</endvalue></randomvalues>"
                                + "<enumerationvalues><possiblevalues>1</possiblevalues></enumerationvalues>"),
                "<parameter> :P:",
                "both randomvalues and enumerationvalues");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>integer</datatype>\n<randomvalues><startvalue>1</startvalue></randomvalues>"),
                "q.xml:6: <randomvalues> of :P:",
                "needs both startvalue and endvalue");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>integer</datatype><randomvalues><startvalue>9</startvalue><endvalue>2</endvalue></randomvalues>"),
                "<randomvalues> of :P:",
                "endvalue 2 is below startvalue 9");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>integer</datatype><randomvalues><startvalue>one</startvalue><endvalue>2</endvalue></randomvalues>"),
                "<randomvalues> of :P:",
                "expected an integer, was 'one'");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>date</datatype><randomvalues><startvalue>2001-02-30</startvalue><endvalue>2002-01-01</endvalue></randomvalues>"),
                "<randomvalues> of :P:",
                "yyyy-MM-dd, was '2001-02-30'");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>date</datatype><randomvalues><startvalue>2002-01-01</startvalue><endvalue>2001-01-01</endvalue></randomvalues>"),
                "is before startvalue");
        refusedXml(
                withParameter(
                        "<id>:P</id><datatype>string</datatype><enumerationvalues><possiblevalues>a,,b</possiblevalues></enumerationvalues>"),
                "<enumerationvalues> of :P:",
                "empty entry");
        refusedXml(
                withParameter("<id>:P</id><datatype>string</datatype><enumerationvalues></enumerationvalues>"),
                "<enumerationvalues> of :P:",
                "needs possiblevalues");
        refusedXml(
                one(
                        "<sql>select :P</sql><parameter_list>\n<parameter><id>:P</id><datatype>integer</datatype><enumerationvalues><possiblevalues>1</possiblevalues></enumerationvalues></parameter>"
                                + "<parameter><id>:P</id><datatype>integer</datatype><enumerationvalues><possiblevalues>1</possiblevalues></enumerationvalues></parameter></parameter_list>"),
                "q.xml:3: <parameter_list>:",
                ":P is declared twice");
    }

    private static void refusedSql(String sql, String... expected) {
        StatementsFileException e = assertThrows(StatementsFileException.class, () -> SqlFileReader.read(sql, "q.sql"));
        for (String part : expected) {
            assertTrue(e.getMessage().contains(part), () -> "'" + e.getMessage() + "' lacks '" + part + "'");
        }
    }

    @Test
    void refusesBadSqlFiles() {
        refusedSql(
                "-- param: :P integer between 1 2\nselect :P;",
                "q.sql:1: -- param::",
                "expected ':NAME type random START END'");
        refusedSql("-- param: :P number2 random 1 2\nselect :P;", "q.sql:1: -- param: :P:", "'number2'");
        refusedSql("-- param: :P integer random 1\nselect :P;", "q.sql:1: -- param: :P:", "random needs START END");
        refusedSql(
                "-- param: :P integer random 1 2\n-- param: :P integer random 3 4\nselect :P;",
                "q.sql:2: -- param::",
                "declared twice");
        refusedSql("\n-- enabled: maybe\nselect 1;", "q.sql:2: -- enabled::", "'maybe'");
        refusedSql("-- timeout: soon\nselect 1;", "q.sql:1: -- timeout::", "'soon'");
        refusedSql("-- type: Grant\nselect 1;", "q.sql:1: -- type::", "'Grant'");
        refusedSql("-- name: A\nselect 1;\n-- name: A\nselect 2;", "q.sql:4: shortname:", "'A' is used by two");
        refusedSql("select 'open;\n", "q.sql", "unterminated");
        refusedSql("-- just a comment\n", "q.sql: file: no statement");
    }

    @Test
    void theShippedTpcdsQueriesPassTheReadTimeChecks() throws Exception {
        try (java.io.InputStream in =
                java.nio.file.Files.newInputStream(java.nio.file.Path.of("../configs/tpcds_statements.xml"))) {
            assertTrue(StatementsXmlReader.read(in, "tpcds_statements.xml").size() >= 40);
        }
    }

    @Test
    void refusesAnUndeclaredPlaceholderWhenRead() {
        refusedXml(
                one("<shortname>Q</shortname>\n<sql>select * from t where a = :ZED</sql>"),
                "q.xml:4: <sql> of Q:",
                ":ZED is in the SQL but no parameter declares it");
        refusedSql(
                "-- param: :P integer random 1 2\n\n-- name: Q1\nselect * from t where a = :P and b = :ZED;",
                "q.sql:4: statement Q1:",
                ":ZED is in the SQL but no parameter declares it");
    }

    @Test
    void idsAreAnyTextButUnique() throws Exception {
        String twoParts = "<SQLStatementList>\n<SQLStatement><id>14.1</id><shortname>A</shortname><sql>select 1</sql>"
                + "</SQLStatement>\n<SQLStatement><id>14.2</id><shortname>B</shortname><sql>select 2</sql></SQLStatement>"
                + "\n<SQLStatement><shortname>C</shortname><sql>select 3</sql></SQLStatement></SQLStatementList>";
        assertEquals(
                List.of("14.1", "14.2", "3"),
                xml(twoParts).stream().map(Statement::id).toList());
        refusedXml(twoParts.replace("14.2", "14.1"), "q.xml:3: <id>:", "'14.1' is used by two statements");
    }

    @Test
    void anIntegerEnumerationOfColumnNamesIsForLiteralStatementsOnly() throws Exception {
        String columns = "<parameter><id>:C</id><datatype>integer</datatype>"
                + "<enumerationvalues><possiblevalues>ss_net_paid, 2</possiblevalues></enumerationvalues></parameter>";
        String literal = one("<shortname>Q</shortname><implmentasliteral>true</implmentasliteral>"
                + "\n<sql>select * from t order by :C</sql><parameter_list>" + columns + "</parameter_list>");
        Parameter c = xml(literal).get(0).parameters().get(0);
        assertEquals(new ValueGenerator.Choices(List.of("ss_net_paid", 2L)), c.generator());
        refusedXml(
                literal.replace("true", "false"),
                "q.xml:4: <sql> of Q:",
                "integer parameter :C enumerates 'ss_net_paid'",
                "only a literal statement");
        refusedSql(
                "-- param: :C integer enum ss_net_paid,2\n\n-- name: Q1\nselect * from t order by :C;",
                "q.sql:4: statement Q1:",
                "integer parameter :C enumerates 'ss_net_paid'");
    }

    @Test
    void refusesABareParameterInABindStatementWhenRead() {
        String bare = "<parameter><id>:C</id><datatype>string</datatype><quotestring>false</quotestring>"
                + "<enumerationvalues><possiblevalues>a</possiblevalues></enumerationvalues></parameter>";
        refusedXml(
                one("<shortname>Q</shortname>\n<sql>select :C from t</sql><parameter_list>" + bare
                        + "</parameter_list>"),
                "q.xml:4: <sql> of Q:",
                "parameter :C is bare");
        assertDoesNotThrow(() -> xml(one("<shortname>Q</shortname><implmentasliteral>true</implmentasliteral>"
                + "<sql>select :C from t</sql><parameter_list>" + bare + "</parameter_list>")));
        String sql = "-- param: :C string enum a,b bare\n\n-- name: Q1\nselect :C from t;";
        refusedSql(sql, "q.sql:4: statement Q1:", "parameter :C is bare");
        assertDoesNotThrow(
                () -> SqlFileReader.read(sql.replace("-- name: Q1", "-- name: Q1\n-- literal: true"), "q.sql"));
    }
}
