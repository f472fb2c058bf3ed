package io.dbbench.workloads.statements;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads SwingBench's statements file: root {@code SQLStatementList}, one {@code SQLStatement} per
 * statement with lower-case children ({@code id}, {@code name}, {@code shortname}, {@code statementtype},
 * {@code sql}, {@code implmentasliteral} (sic), {@code enabled}, {@code querytimeout},
 * {@code parameter_list}). Unknown elements are ignored; anything that cannot run is refused with
 * file, line and element.
 */
public final class StatementsXmlReader {
    private StatementsXmlReader() {}

    public static List<Statement> read(InputStream in, String file) throws StatementsFileException, IOException {
        XmlNode root = XmlNode.parse(in, file);
        if (!root.name().equalsIgnoreCase("SQLStatementList")) {
            throw new StatementsFileException(
                    file,
                    root.line(),
                    "<" + root.name() + ">",
                    "expected the root element <SQLStatementList> of a statements file");
        }
        ParameterParser p = new ParameterParser(file);
        List<Statement> out = new ArrayList<>();
        for (XmlNode s : root.all("SQLStatement")) out.add(statement(s, p, file, out.size() + 1));
        return StatementChecks.checkList(out, file);
    }

    private static Statement statement(XmlNode s, ParameterParser p, String file, int position)
            throws StatementsFileException {
        // SwingBench's own TPC-DS file numbers the two-part queries 14.1, 14.2: an id is any text
        String id = s.childText("id");
        if (id == null) id = Integer.toString(position);
        String name = s.childText("name");
        String shortName = s.childText("shortname");
        if (shortName == null) shortName = name != null ? name : "S" + id;
        if (name == null) name = shortName;
        XmlNode sqlNode = s.child("sql");
        if (sqlNode == null || sqlNode.text().isBlank()) {
            throw new StatementsFileException(file, s.line(), "<sql>", "statement '" + shortName + "' has no SQL");
        }
        String sql = trimTerminator(sqlNode.text().strip());
        StatementKind kind = StatementChecks.kind(
                s.childText("statementtype"), sql, file, line(s, "statementtype"), "<statementtype>");
        boolean literal =
                p.bool(s.childText("implmentasliteral"), false, line(s, "implmentasliteral"), "<implmentasliteral>");
        boolean enabled = p.bool(s.childText("enabled"), true, line(s, "enabled"), "<enabled>");
        int timeout = p.nonNegativeInt(s.childText("querytimeout"), 0, line(s, "querytimeout"), "<querytimeout>");
        List<Parameter> parameters = new ArrayList<>();
        XmlNode list = s.child("parameter_list");
        if (list != null) for (XmlNode param : list.all("parameter")) parameters.add(parameter(param, p, file));
        Map<String, Integer> index =
                StatementChecks.indexOf(parameters, file, list == null ? s.line() : list.line(), "<parameter_list>");
        SqlTemplate template = SqlTemplate.of(sql, literal, index);
        StatementChecks.checkPlaceholders(template, parameters, literal, file, sqlNode.line(), "<sql> of " + shortName);
        return new Statement(id, name, shortName, kind, sql, literal, enabled, timeout, parameters, template, s.line());
    }

    private static Parameter parameter(XmlNode param, ParameterParser p, String file) throws StatementsFileException {
        String name = p.placeholder(param.childText("id"), line(param, "id"), "<parameter>/<id>");
        ParameterType type = p.type(param.childText("datatype"), line(param, "datatype"), "<datatype>");
        boolean quote = p.bool(param.childText("quotestring"), true, line(param, "quotestring"), "<quotestring>");
        XmlNode random = param.child("randomvalues");
        XmlNode choices = param.child("enumerationvalues");
        ValueGenerator generator;
        if (random != null && choices != null) {
            throw new StatementsFileException(
                    file,
                    param.line(),
                    "<parameter> :" + name,
                    "has both randomvalues and enumerationvalues; give one");
        } else if (random != null) {
            generator = p.range(
                    type,
                    random.childText("startvalue"),
                    random.childText("endvalue"),
                    random.line(),
                    "<randomvalues> of :" + name);
        } else if (choices != null) {
            generator = p.choices(
                    type, choices.childText("possiblevalues"), choices.line(), "<enumerationvalues> of :" + name);
        } else {
            throw new StatementsFileException(
                    file, param.line(), "<parameter> :" + name, "needs <randomvalues> or <enumerationvalues>");
        }
        return new Parameter(name, type, quote, generator);
    }

    /** The line of a child element, or of its parent when the child is absent. */
    private static int line(XmlNode parent, String child) {
        XmlNode c = parent.child(child);
        return c == null ? parent.line() : c.line();
    }

    /** A trailing {@code ;} would be a syntax error through JDBC; a PL/SQL block keeps its {@code end;}. */
    static String trimTerminator(String sql) {
        String lower = sql.toLowerCase(java.util.Locale.ROOT);
        if (sql.endsWith(";") && !lower.matches("(?s).*\\bend\\s*;$"))
            return sql.substring(0, sql.length() - 1).stripTrailing();
        return sql;
    }
}
