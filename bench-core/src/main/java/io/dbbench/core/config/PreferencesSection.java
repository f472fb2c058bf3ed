package io.dbbench.core.config;

import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads {@code Preferences}: what affects results is kept, GUI-only settings are ignored with a warning. */
final class PreferencesSection {
    private static final Set<String> GUI_ONLY = Set.of("StartMode", "Output", "Charts", "Chart");
    private static final Set<String> KNOWN = Set.of(
            "TimingsIn",
            "StatisticsLevel",
            "TimingsIncludeSleep",
            "RefreshRate",
            "OutputFile",
            "AllowedErrorCodes",
            "StartMode",
            "Output",
            "Charts",
            "Chart");
    // "60", "00060", "ORA-60", "ora-00060": the number is what matters, the text form is ours
    private static final Pattern ORA_CODE = Pattern.compile("(?i)(?:ORA-?)?(\\d{1,9})");

    private PreferencesSection() {}

    static Preferences read(ConfigReadContext ctx, XmlElement prefs) throws ConfigException {
        ctx.checkChildren(prefs, KNOWN);
        for (XmlElement child : prefs.children()) {
            if (GUI_ONLY.contains(child.name())) {
                ctx.warnOnce("gui:" + child.name(), "ignoring GUI-only preference <" + child.name() + ">");
            }
        }
        Preferences d = Preferences.DEFAULT;
        TimingUnit timingsIn = timingUnit(ctx, prefs, d.timingsIn());
        StatisticsLevel level = statisticsLevel(ctx, prefs, d.statisticsLevel());
        boolean includeSleep = ctx.booleanValue(prefs, "TimingsIncludeSleep", d.timingsIncludeSleep());
        long refreshSeconds =
                ctx.longValue(prefs, "RefreshRate", d.refreshRate().toSeconds());
        if (refreshSeconds < 1) {
            throw ctx.error(
                    prefs.child("RefreshRate").orElse(prefs), "must be at least 1 (seconds), was " + refreshSeconds);
        }
        String outputFile = ctx.text(prefs, "OutputFile", d.outputFile());
        Set<String> allowed = allowedErrorCodes(ctx, prefs);
        try {
            return new Preferences(
                    timingsIn, level, includeSleep, Duration.ofSeconds(refreshSeconds), allowed, outputFile);
        } catch (IllegalArgumentException e) {
            throw ctx.invalid(prefs, e);
        }
    }

    private static TimingUnit timingUnit(ConfigReadContext ctx, XmlElement prefs, TimingUnit defaultValue)
            throws ConfigException {
        Optional<String> text = ctx.text(prefs, "TimingsIn");
        if (text.isEmpty()) return defaultValue;
        for (TimingUnit unit : TimingUnit.values()) {
            if (unit.swingBenchName().equalsIgnoreCase(text.get())) return unit;
        }
        throw ctx.error(
                prefs.child("TimingsIn").orElseThrow(),
                "expected milliseconds or microseconds, was '" + text.get() + "'");
    }

    private static StatisticsLevel statisticsLevel(
            ConfigReadContext ctx, XmlElement prefs, StatisticsLevel defaultValue) throws ConfigException {
        Optional<String> text = ctx.text(prefs, "StatisticsLevel");
        if (text.isEmpty()) return defaultValue;
        return switch (text.get().toLowerCase(Locale.ROOT)) {
            case "simple" -> StatisticsLevel.SIMPLE;
            case "full" -> StatisticsLevel.FULL;
            default -> throw ctx.error(
                    prefs.child("StatisticsLevel").orElseThrow(), "expected simple or full, was '" + text.get() + "'");
        };
    }

    /** ORA codes become "ORA-00060" whatever form the file used; codes of other types are kept as written. */
    private static Set<String> allowedErrorCodes(ConfigReadContext ctx, XmlElement prefs) throws ConfigException {
        Set<String> codes = new LinkedHashSet<>();
        Optional<XmlElement> block = prefs.child("AllowedErrorCodes");
        if (block.isEmpty()) return codes;
        ctx.checkItems(block.get(), "ErrorCode");
        for (XmlElement code : block.get().children("ErrorCode")) {
            String text = code.trimmedText();
            if (text.isEmpty()) {
                ctx.warnOnce("emptycode:" + code.line(), "ignoring empty <ErrorCode> at line " + code.line());
                continue;
            }
            codes.add("ORA".equalsIgnoreCase(trim(code.attribute("Type"))) ? oracleCode(ctx, code, text) : text);
        }
        return codes;
    }

    private static String oracleCode(ConfigReadContext ctx, XmlElement code, String text) throws ConfigException {
        Matcher m = ORA_CODE.matcher(text);
        if (!m.matches()) {
            throw ctx.error(code, "an ORA error code must be a number such as 60 or ORA-00060, was '" + text + "'");
        }
        return String.format(Locale.ROOT, "ORA-%05d", Long.parseLong(m.group(1)));
    }

    private static String trim(String s) {
        return s == null ? null : s.trim();
    }
}
