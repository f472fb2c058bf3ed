package io.dbbench.workloads.statements;

import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a plain {@code .sql} statements file, for users without SwingBench's builder. Statements end
 * at {@code ;} (as in psql or SQL*Plus scripts); parameters are declared once, in comments anywhere in
 * the file (usually a header), and each statement uses those whose {@code :NAME} it contains:
 * <pre>
 * -- param: :YEAR  integer random 1998 2002
 * -- param: :DAY   date    random 1998-01-01 2002-12-31
 * -- param: :STATE string  enum   CA,TX,NY
 * -- param: :COL   string  enum   ss_net_paid,ss_sales_price bare
 *
 * -- name: Q1
 * -- timeout: 30
 * select count(*) from store_sales where ss_sold_date_sk > :YEAR;
 * </pre>
 * Comment lines directly above a statement may say {@code name:} (its short name; default {@code Q<n>}),
 * {@code timeout:} (seconds), {@code enabled: false}, {@code literal: true} (placeholders replaced by
 * text, as SwingBench's {@code implmentasliteral}; default: bind variables) and {@code type:} (Select,
 * Insert, Update, Delete, Procedure; default: from the first word). {@code bare} after a string
 * parameter inserts it without quotes (a column name; literal statements only).
 */
public final class SqlFileReader {
    private static final Pattern DIRECTIVE = Pattern.compile("^\\s*--\\s*([A-Za-z]+)\\s*:\\s*(.*?)\\s*$");
    private static final Pattern PARAM =
            Pattern.compile("(:?[A-Za-z_][A-Za-z0-9_$#]*)\\s+(\\S+)\\s+(random|enum)\\s+(.+?)(\\s+bare)?");

    private SqlFileReader() {}

    public static List<Statement> read(String text, String file) throws StatementsFileException {
        String[] lines = text.split("\r?\n", -1);
        ParameterParser p = new ParameterParser(file);
        Map<String, Parameter> declared = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) {
            Matcher d = DIRECTIVE.matcher(lines[i]);
            if (d.matches() && d.group(1).equalsIgnoreCase("param")) {
                Parameter param = parameter(d.group(2), p, file, i + 1);
                if (declared.put(param.name(), param) != null) {
                    throw new StatementsFileException(
                            file, i + 1, "-- param:", "parameter :" + param.name() + " is declared twice");
                }
            }
        }
        List<SqlStatement> split;
        try {
            split = SqlScript.parse(file, text).statements();
        } catch (IllegalArgumentException e) {
            throw new StatementsFileException(e.getMessage(), e);
        }
        List<Statement> out = new ArrayList<>();
        for (SqlStatement s : split)
            out.add(statement(s, directivesAbove(lines, s.line()), declared, p, file, out.size() + 1));
        return StatementChecks.checkList(out, file);
    }

    private static Parameter parameter(String spec, ParameterParser p, String file, int line)
            throws StatementsFileException {
        Matcher m = PARAM.matcher(spec);
        if (!m.matches()) {
            throw new StatementsFileException(
                    file,
                    line,
                    "-- param:",
                    "expected ':NAME type random START END' or "
                            + "':NAME type enum V1,V2,...' (optionally ending in 'bare'), was '" + spec + "'");
        }
        String name = p.placeholder(m.group(1), line, "-- param:");
        ParameterType type = p.type(m.group(2), line, "-- param: :" + name);
        String where = "-- param: :" + name;
        ValueGenerator generator;
        if (m.group(3).equalsIgnoreCase("random")) {
            String[] ends = m.group(4).strip().split("\\s+");
            if (ends.length != 2)
                throw new StatementsFileException(
                        file, line, where, "random needs START END, was '" + m.group(4) + "'");
            generator = p.range(type, ends[0], ends[1], line, where);
        } else {
            generator = p.choices(type, m.group(4), line, where);
        }
        return new Parameter(name, type, m.group(5) == null, generator);
    }

    /** Comment directives on the lines directly above {@code line} (1-based), nearest last. */
    private static Map<String, String[]> directivesAbove(String[] lines, int line) {
        Map<String, String[]> found = new LinkedHashMap<>();
        for (int i = line - 2; i >= 0; i--) {
            String l = lines[i].strip();
            if (l.isEmpty()) continue;
            if (!l.startsWith("--")) break;
            Matcher d = DIRECTIVE.matcher(l);
            if (d.matches())
                found.putIfAbsent(
                        d.group(1).toLowerCase(Locale.ROOT), new String[] {d.group(2), Integer.toString(i + 1)});
        }
        return found;
    }

    private static Statement statement(
            SqlStatement s,
            Map<String, String[]> directives,
            Map<String, Parameter> declared,
            ParameterParser p,
            String file,
            int position)
            throws StatementsFileException {
        String shortName = value(directives, "name");
        if (shortName == null) shortName = "Q" + position;
        StatementKind kind = StatementChecks.kind(
                value(directives, "type"), s.sql(), file, lineOf(directives, "type", s.line()), "-- type:");
        boolean literal =
                p.bool(value(directives, "literal"), false, lineOf(directives, "literal", s.line()), "-- literal:");
        boolean enabled =
                p.bool(value(directives, "enabled"), true, lineOf(directives, "enabled", s.line()), "-- enabled:");
        int timeout = p.nonNegativeInt(
                value(directives, "timeout"), 0, lineOf(directives, "timeout", s.line()), "-- timeout:");
        // the declared parameters this statement names, in declaration order
        List<Parameter> all = List.copyOf(declared.values());
        SqlTemplate probe = SqlTemplate.of(
                s.sql(), literal, StatementChecks.indexOf(all, file, s.line(), "statement " + shortName));
        List<Parameter> used = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) if (probe.uses(i)) used.add(all.get(i));
        SqlTemplate template = SqlTemplate.of(
                s.sql(), literal, StatementChecks.indexOf(used, file, s.line(), "statement " + shortName));
        StatementChecks.checkPlaceholders(probe, used, literal, file, s.line(), "statement " + shortName);
        return new Statement(
                Integer.toString(position),
                shortName,
                shortName,
                kind,
                s.sql(),
                literal,
                enabled,
                timeout,
                used,
                template,
                s.line());
    }

    private static String value(Map<String, String[]> directives, String key) {
        String[] v = directives.get(key);
        return v == null || v[0].isEmpty() ? null : v[0];
    }

    private static int lineOf(Map<String, String[]> directives, String key, int fallback) {
        String[] v = directives.get(key);
        return v == null ? fallback : Integer.parseInt(v[1]);
    }
}
