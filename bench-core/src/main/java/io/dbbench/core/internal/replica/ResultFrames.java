package io.dbbench.core.internal.replica;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A results.json written into a log as lines that survive what schedulers do to logs: {@code docker service
 * logs} puts {@code name.slot.id@node    | } before every line, {@code kubectl logs --prefix} puts
 * {@code [pod/...] }, and the lines of several replicas interleave. So every line carries the marker, the
 * format version and the frame's id; the payload is base64 in numbered chunks short enough never to be split
 * by a log driver (Docker splits at 16 KiB); a header line gives the chunk count, the byte count and the
 * SHA-256 of the JSON so that a reader can tell a complete frame from a truncated or garbled one.
 *
 * <pre>
 * dbbench-results v1 ID begin NAME LINES BYTES SHA256
 * dbbench-results v1 ID 1/LINES BASE64...
 * ...
 * dbbench-results v1 ID LINES/LINES BASE64...
 * </pre>
 *
 * NAME says whose results they are (r0, r1, ... for replicas, run otherwise); ID tells apart two frames
 * of the same name (two runs in one log). Neither contains spaces.
 */
public final class ResultFrames {
    public static final String MARKER = "dbbench-results";
    public static final String VERSION = "v1";
    /** base64 characters per line: with any prefix far below the 16 KiB at which Docker splits a log line. */
    static final int CHUNK_CHARS = 1024;

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    private ResultFrames() {}

    /**
     * The lines (without line ends) that carry {@code json}.
     *
     * @param id   unique per frame, e.g. random hex; letters, digits and {@code ._:-}
     * @param name whose results: letters, digits and {@code ._:-}
     */
    public static List<String> frame(String id, String name, byte[] json) {
        if (!TOKEN.matcher(id).matches())
            throw new IllegalArgumentException("frame id must be 1-64 of [A-Za-z0-9._:-], was '" + id + "'");
        if (!TOKEN.matcher(name).matches())
            throw new IllegalArgumentException("frame name must be 1-64 of [A-Za-z0-9._:-], was '" + name + "'");
        String payload = Base64.getEncoder().encodeToString(json);
        int lines = Math.max(1, (payload.length() + CHUNK_CHARS - 1) / CHUNK_CHARS);
        String lead = MARKER + " " + VERSION + " " + id + " ";
        List<String> out = new ArrayList<>(lines + 1);
        out.add(lead + "begin " + name + " " + lines + " " + json.length + " " + sha256(json));
        for (int i = 0; i < lines; i++) {
            int from = i * CHUNK_CHARS;
            out.add(lead + (i + 1) + "/" + lines + " "
                    + payload.substring(from, Math.min(payload.length(), from + CHUNK_CHARS)));
        }
        return out;
    }

    /** As {@link #frame(String, String, byte[])} for a JSON text (UTF-8). */
    public static List<String> frame(String id, String name, String json) {
        return frame(id, name, json.getBytes(StandardCharsets.UTF_8));
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
