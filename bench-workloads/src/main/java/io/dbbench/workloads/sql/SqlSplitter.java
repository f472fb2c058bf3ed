package io.dbbench.workloads.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a SQL script into statements. Rules, in the order they apply:
 * <ul>
 *   <li>A statement ends at a {@code ;} that is outside a string literal, a quoted identifier, a comment
 *       and a PostgreSQL dollar-quoted body ({@code $$ ... $$}, {@code $tag$ ... $tag$}); the {@code ;}
 *       itself is dropped, because Oracle's driver rejects it.</li>
 *   <li>Comments before a statement (and between statements) are dropped; comments inside a statement
 *       are kept, so Oracle hints survive.</li>
 *   <li>Oracle PL/SQL, SQL*Plus style: a line holding only {@code /} ends the pending statement. In a
 *       script that has such lines, a statement that starts a PL/SQL unit ({@code DECLARE}, {@code BEGIN},
 *       {@code CREATE [OR REPLACE] [[NON]EDITIONABLE] PACKAGE|PROCEDURE|FUNCTION|TRIGGER|TYPE}) keeps its
 *       inner {@code ;}s, including the final {@code END;}, and runs to its {@code /} line. Scripts
 *       without {@code /} lines (all PostgreSQL ones) never enter this mode, so a PostgreSQL
 *       {@code BEGIN;} or {@code CREATE TYPE ...;} still splits at its {@code ;}.</li>
 *   <li>A last statement without {@code ;} is kept; an unterminated string, identifier, comment or
 *       dollar-quoted body is an error naming the source and the line it starts on.</li>
 * </ul>
 * Not handled (not needed by our scripts): nested block comments, PostgreSQL {@code E'...\''} escapes,
 * Oracle {@code q'[...]'} literals.
 */
final class SqlSplitter {
    private static final Pattern SLASH_LINE = Pattern.compile("[ \\t]*/[ \\t]*(\\r?\\n|$)");
    private static final Pattern ANY_SLASH_LINE = Pattern.compile("(?m)^[ \\t]*/[ \\t]*\\r?$");
    private static final Pattern PLSQL_HEAD =
            Pattern.compile("(?i)(DECLARE|BEGIN|CREATE\\s+(OR\\s+REPLACE\\s+)?((NON)?EDITIONABLE\\s+)?"
                    + "(PACKAGE|PROCEDURE|FUNCTION|TRIGGER|TYPE))\\b");
    private static final Pattern DOLLAR_TAG = Pattern.compile("\\$([A-Za-z_][A-Za-z_0-9]*)?\\$");

    private final String source;
    private final String text;
    private final boolean slashTerminatedBlocks;
    private final List<SqlStatement> statements = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private int startLine; // 0 while no statement has started
    private boolean inBlock; // the current statement is a PL/SQL block that ends at a '/' line
    private int pos;
    private int line = 1;

    SqlSplitter(String source, String text) {
        this.source = source;
        this.text = text;
        this.slashTerminatedBlocks = ANY_SLASH_LINE.matcher(text).find();
    }

    List<SqlStatement> split() {
        while (pos < text.length()) {
            if (atLineStart() && slashLineHere()) {
                finishStatement();
                skipRestOfLine();
                continue;
            }
            char c = text.charAt(pos);
            char next = pos + 1 < text.length() ? text.charAt(pos + 1) : '\0';
            if (c == '-' && next == '-') {
                int end = text.indexOf('\n', pos);
                takeSpan(end < 0 ? text.length() : end, false);
            } else if (c == '/' && next == '*') {
                takeSpan(closingIndex("*/", pos + 2, "block comment") + 2, false);
            } else if (c == '\'') {
                takeSpan(closingIndex("'", pos + 1, "string literal") + 1, true);
            } else if (c == '"') {
                takeSpan(closingIndex("\"", pos + 1, "quoted identifier") + 1, true);
            } else if (c == '$' && dollarTagHere() != null) {
                String tag = dollarTagHere();
                takeSpan(closingIndex(tag, pos + tag.length(), "dollar-quoted body " + tag) + tag.length(), true);
            } else if (c == ';') {
                semicolon();
                pos++;
            } else {
                plainChar(c);
                pos++;
            }
        }
        finishStatement();
        return List.copyOf(statements);
    }

    private void semicolon() {
        if (startLine == 0) return; // an empty statement (";;") is nothing to run
        if (!inBlock && slashTerminatedBlocks && PLSQL_HEAD.matcher(current).lookingAt()) inBlock = true;
        if (inBlock) current.append(';');
        else finishStatement();
    }

    private void plainChar(char c) {
        if (c == '\n') line++;
        if (startLine == 0) {
            if (Character.isWhitespace(c)) return;
            startLine = line;
        }
        current.append(c);
    }

    /**
     * Consumes text[pos, end) as one unit (comment, literal, quoted body). Comments before a statement
     * are dropped; anything else starts one.
     */
    private void takeSpan(int end, boolean startsStatement) {
        String span = text.substring(pos, end);
        if (startLine == 0 && startsStatement) startLine = line;
        if (startLine != 0) current.append(span);
        line += (int) span.chars().filter(ch -> ch == '\n').count();
        pos = end;
    }

    private int closingIndex(String closing, int from, String what) {
        int at = text.indexOf(closing, from);
        if (at < 0) throw new IllegalArgumentException(source + " line " + line + ": unterminated " + what);
        return at;
    }

    private String dollarTagHere() {
        // '$' inside an identifier (Oracle V$SESSION) does not open a dollar quote
        if (pos > 0) {
            char before = text.charAt(pos - 1);
            if (Character.isLetterOrDigit(before) || before == '_' || before == '$') return null;
        }
        Matcher m = DOLLAR_TAG.matcher(text).region(pos, text.length());
        return m.lookingAt() ? m.group() : null;
    }

    private boolean atLineStart() {
        return pos == 0 || text.charAt(pos - 1) == '\n';
    }

    private boolean slashLineHere() {
        return SLASH_LINE.matcher(text).region(pos, text.length()).lookingAt();
    }

    private void skipRestOfLine() {
        int end = text.indexOf('\n', pos);
        if (end < 0) {
            pos = text.length();
        } else {
            pos = end + 1;
            line++;
        }
    }

    private void finishStatement() {
        if (startLine != 0) statements.add(new SqlStatement(current.toString().strip(), startLine));
        current.setLength(0);
        startLine = 0;
        inBlock = false;
    }
}
