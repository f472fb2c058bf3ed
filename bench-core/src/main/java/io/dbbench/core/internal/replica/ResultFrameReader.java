package io.dbbench.core.internal.replica;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Finds the {@link ResultFrames frames} in a log: any number of streams, lines in any order, anything before
 * the marker (a scheduler's prefix) and lines without it (the run's console) ignored. Give it every line,
 * then ask for the {@link #complete() complete} frames and the {@link #incomplete() incomplete} ones, each
 * with why.
 */
public final class ResultFrameReader {
    /** A frame whose every line arrived and whose checksum matched. */
    public record Frame(String id, String name, byte[] json) {}

    private static final Pattern VERSION = Pattern.compile("v[0-9]+");
    private static final Pattern PART = Pattern.compile("([0-9]{1,9})/([0-9]{1,9})");
    private final Map<String, Partial> partials = new LinkedHashMap<>();

    private static final class Partial {
        final String id;
        String name;
        int lines = -1;
        long bytes;
        String sha256;
        final Map<Integer, String> chunks = new TreeMap<>();
        /** The first thing wrong with the frame's lines, or null. */
        String problem;

        Partial(String id) {
            this.id = id;
        }

        void fail(String why) {
            if (problem == null) problem = why;
        }
    }

    /** One line of a log, with or without its line end. */
    public void accept(String line) {
        int at = line.indexOf(ResultFrames.MARKER + " ");
        if (at < 0) return;
        String[] t = line.substring(at).strip().split("\\s+");
        // a line that merely mentions the marker, not one of ours
        if (t.length < 4
                || !t[0].equals(ResultFrames.MARKER)
                || !VERSION.matcher(t[1]).matches()) return;
        Partial p = partials.computeIfAbsent(t[2], Partial::new);
        if (!t[1].equals(ResultFrames.VERSION)) {
            p.fail("written in frame format " + t[1] + ", this bench-cli reads " + ResultFrames.VERSION);
            return;
        }
        if (t[3].equals("begin")) begin(p, t);
        else chunk(p, t);
    }

    private static void begin(Partial p, String[] t) {
        if (p.lines >= 0) {
            p.fail("its begin line appears twice (the same log given twice?)");
            return;
        }
        try {
            if (t.length != 8) throw new NumberFormatException();
            p.name = t[4];
            p.lines = Integer.parseInt(t[5]);
            p.bytes = Long.parseLong(t[6]);
            p.sha256 = t[7];
        } catch (NumberFormatException e) {
            p.lines = 0;
            p.fail("its begin line is garbled");
        }
    }

    private static void chunk(Partial p, String[] t) {
        var part = PART.matcher(t[3]);
        if (t.length != 5 || !part.matches()) {
            p.fail("a line of it is garbled");
            return;
        }
        int index = Integer.parseInt(part.group(1));
        String earlier = p.chunks.putIfAbsent(index, t[4]);
        if (earlier != null)
            p.fail("line " + index + " appears twice"
                    + (earlier.equals(t[4]) ? " (the same log given twice?)" : " with different content"));
    }

    /** The frames that arrived whole, in the order their first line did. */
    public List<Frame> complete() {
        List<Frame> done = new ArrayList<>();
        for (Partial p : partials.values()) {
            byte[] json = decode(p);
            if (json != null) done.add(new Frame(p.id, p.name, json));
        }
        return List.copyOf(done);
    }

    /** Each frame that cannot be used, as {@code NAME (frame ID): why}, in the order their first line arrived. */
    public List<String> incomplete() {
        List<String> broken = new ArrayList<>();
        for (Partial p : partials.values()) {
            if (decode(p) == null) broken.add((p.name == null ? "?" : p.name) + " (frame " + p.id + "): " + problem(p));
        }
        return List.copyOf(broken);
    }

    /** The frame's JSON, or null when {@link #problem} finds it unusable. */
    private static byte[] decode(Partial p) {
        return problem(p) == null ? Base64.getDecoder().decode(payload(p)) : null;
    }

    private static String payload(Partial p) {
        StringBuilder payload = new StringBuilder();
        p.chunks.values().forEach(payload::append);
        return payload.toString();
    }

    /** Why a frame is unusable, or null when every line arrived and the checksum matches. */
    private static String problem(Partial p) {
        if (p.problem != null) return p.problem;
        if (p.lines < 0) return "no begin line (the log starts after it?), " + p.chunks.size() + " line(s) of it seen";
        long present =
                p.chunks.keySet().stream().filter(i -> i >= 1 && i <= p.lines).count();
        if (present < p.lines || p.chunks.size() != p.lines)
            return present + " of " + p.lines + " lines (the log was cut, or the replica was stopped while printing)";
        try {
            byte[] json = Base64.getDecoder().decode(payload(p));
            if (json.length != p.bytes || !ResultFrames.sha256(json).equalsIgnoreCase(p.sha256))
                return "its checksum does not match (lines garbled in the log)";
        } catch (IllegalArgumentException e) {
            return "its lines are not base64 (garbled in the log)";
        }
        return null;
    }
}
