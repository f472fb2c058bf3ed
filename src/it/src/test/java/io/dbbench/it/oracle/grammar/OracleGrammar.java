package io.dbbench.it.oracle.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sourceforge.pmd.lang.LanguageProcessorRegistry;
import net.sourceforge.pmd.lang.LanguageVersion;
import net.sourceforge.pmd.lang.ast.Node;
import net.sourceforge.pmd.lang.ast.Parser;
import net.sourceforge.pmd.lang.ast.SemanticErrorReporter;
import net.sourceforge.pmd.lang.document.FileId;
import net.sourceforge.pmd.lang.document.TextDocument;
import net.sourceforge.pmd.lang.plsql.PLSQLLanguageModule;
import net.sourceforge.pmd.lang.plsql.ast.PLSQLParser;

/**
 * Checks one statement, exactly as it goes to the driver, with parsers that know Oracle's grammar:
 * <ul>
 *   <li>PMD's PL/SQL parser for everything: PL/SQL units and blocks as they are, SQL with the {@code ;}
 *       SQL*Plus would put after it and the {@code ?} markers in Oracle's {@code :bN} form, and JDBC call
 *       escapes ({@code {? = call f(?)}}) in the PL/SQL block ojdbc turns them into.</li>
 *   <li>JSqlParser as well for plain SQL: queries and DML, and the DDL PMD's grammar does not parse but
 *       skips to the next {@code ;} (PMD reports those as a {@code DDLCommand} node: CREATE INDEX,
 *       CREATE SEQUENCE, ALTER TABLE, ...), so that no statement is only skimmed.</li>
 * </ul>
 * Where JSqlParser cannot read a valid Oracle construct, {@link #JSQLPARSER_GAPS} rewrites exactly that
 * construct away before JSqlParser sees the statement (PMD still sees it whole); each rewrite says why.
 */
final class OracleGrammar {
    private static final LanguageVersion PLSQL =
            PLSQLLanguageModule.getInstance().getDefaultVersion();
    private static final LanguageProcessorRegistry PROCESSORS =
            LanguageProcessorRegistry.singleton(PLSQLLanguageModule.getInstance()
                    .createProcessor(PLSQLLanguageModule.getInstance().newPropertyBundle()));
    private static final Pattern PLSQL_UNIT =
            Pattern.compile("(?is)(DECLARE|BEGIN|CREATE\\s+(OR\\s+REPLACE\\s+)?((NON)?EDITIONABLE\\s+)?"
                    + "(PACKAGE|PROCEDURE|FUNCTION|TRIGGER|TYPE))\\b.*");
    private static final Pattern DML = Pattern.compile("(?i)\\s*\\(*\\s*(SELECT|WITH|INSERT|UPDATE|DELETE|MERGE)\\b");
    private static final Pattern JDBC_CALL = Pattern.compile("(?is)\\{\\s*(\\?\\s*=\\s*)?call\\s+(.+?)\\s*}");

    /**
     * A valid Oracle construct JSqlParser 5.0 does not read, and the rewrite that removes only it.
     *
     * @param construct what is valid Oracle and why it is ours
     */
    record Gap(String construct, Pattern pattern, String replacement) {}

    static final List<Gap> JSQLPARSER_GAPS = List.of(
            // ALTER TABLE t ADD CONSTRAINT c PRIMARY KEY (..) USING INDEX idx: Oracle adopts the unique index
            // keys.sql built instead of building a second one; JSqlParser knows USING INDEX only with
            // storage clauses, not with an index name.
            new Gap(
                    "PRIMARY KEY ... USING INDEX <existing index>",
                    Pattern.compile(
                            "(?is)^(ALTER\\s+TABLE\\s+\\w+\\s+ADD\\s+CONSTRAINT\\s+\\w+\\s+PRIMARY\\s+KEY\\s*\\([^)]*\\))"
                                    + "\\s+USING\\s+INDEX\\s+\\w+\\s*$"),
                    "$1"),
            // DROP TABLE t PURGE: drop without keeping the table in the recycle bin, so a reinstall starts
            // clean; JSqlParser 5.0 stops at PURGE.
            new Gap(
                    "DROP TABLE ... PURGE",
                    Pattern.compile("(?is)^(DROP\\s+TABLE\\s+\\w+(\\s+CASCADE\\s+CONSTRAINTS)?)\\s+PURGE\\s*$"),
                    "$1"),
            // CHECK (doc IS JSON): Oracle's IS JSON condition (12c and later), the JSON workload's constraint
            // on its CLOB document column; JSqlParser 5.0 does not know the condition. PMD skims the ALTER
            // TABLE it stands in; JSqlParser checks the rest of the statement with IS NOT NULL in its place.
            new Gap(
                    "CHECK (<column> IS JSON)",
                    Pattern.compile("(?is)\\bCHECK\\s*\\(\\s*(\\w+)\\s+IS\\s+JSON\\s*\\)"),
                    "CHECK ($1 IS NOT NULL)"));

    private OracleGrammar() {}

    /** The problems of one statement, each naming {@code where} and the parser; empty when it is valid. */
    static List<String> check(String where, String statement) {
        List<String> problems = new ArrayList<>();
        String text = statement.strip();
        Matcher call = JDBC_CALL.matcher(text);
        if (call.matches()) {
            String block = "BEGIN " + (call.group(1) != null ? "? := " : "") + call.group(2) + "; END;";
            pmd(where, BindMarkers.toOracleNames(block)).ifPresent(problems::add);
            return problems;
        }
        if (PLSQL_UNIT.matcher(text).matches()) {
            if (!text.endsWith(";"))
                problems.add(where + ": a PL/SQL unit must end with END; (the splitter cut it short?)");
            String plsql = BindMarkers.toOracleNames(text);
            Optional<String> pmdProblem = pmd(where, plsql);
            pmdProblem.ifPresent(problems::add);
            if (pmdProblem.isEmpty()) oneUnit(where, plsql).ifPresent(problems::add);
            return problems;
        }
        if (text.endsWith(";")) problems.add(where + ": SQL sent with its ';' (ORA-00933/ORA-00911 on Oracle)");
        String forPmd = BindMarkers.toOracleNames(text) + "\n;";
        Optional<String> pmdProblem = pmd(where, forPmd);
        pmdProblem.ifPresent(problems::add);
        if (pmdProblem.isEmpty()) oneUnit(where, forPmd).ifPresent(problems::add);
        // PMD parsed CREATE TABLE / VIEW fully; what it only skipped over, and all queries and DML, go
        // through JSqlParser too
        if (pmdProblem.isEmpty()
                && (DML.matcher(text).lookingAt() || pmdNodeKinds(forPmd).contains("DDLCommand"))) {
            jsqlParser(where, text).ifPresent(problems::add);
        }
        return problems;
    }

    /** JDBC runs one statement per call: more than one unit in the text means the split merged two. */
    private static Optional<String> oneUnit(String where, String plsql) {
        List<String> kinds = pmdNodeKinds(plsql);
        return kinds.size() == 1
                ? Optional.empty()
                : Optional.of(where + ": holds " + kinds.size() + " statements " + kinds + " (the split merged them)");
    }

    /** PMD's verdict on PL/SQL text, or the parse error. */
    static Optional<String> pmd(String where, String plsql) {
        try {
            parsePmd(where, plsql);
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of(where + ": PMD PL/SQL: " + firstLine(e.getMessage()));
        }
    }

    /** The kinds of PMD's top-level nodes, e.g. {@code [SelectStatement]} or {@code [DDLCommand]}. */
    static List<String> pmdNodeKinds(String plsql) {
        Node root = parsePmd("probe", plsql);
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < root.getNumChildren(); i++)
            kinds.add(root.getChild(i).getXPathNodeName());
        return kinds;
    }

    private static Node parsePmd(String where, String plsql) {
        TextDocument doc = TextDocument.readOnlyString(plsql, FileId.fromPathLikeString(where), PLSQL);
        return new PLSQLParser().parse(new Parser.ParserTask(doc, SemanticErrorReporter.noop(), PROCESSORS));
    }

    /** JSqlParser's verdict on one SQL statement (no ';'), after the documented gaps are rewritten away. */
    static Optional<String> jsqlParser(String where, String sql) {
        String text = sql;
        for (Gap gap : JSQLPARSER_GAPS) text = gap.pattern().matcher(text).replaceAll(gap.replacement());
        try {
            CCJSqlParserUtil.parse(text);
            return Optional.empty();
        } catch (JSQLParserException e) {
            String message = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            return Optional.of(where + ": JSqlParser: " + firstLine(message));
        }
    }

    private static String firstLine(String message) {
        if (message == null) return "(no message)";
        String s = message.strip();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
