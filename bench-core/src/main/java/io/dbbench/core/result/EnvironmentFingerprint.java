package io.dbbench.core.result;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a run's figures depend on besides the code under test: the client machine, its JVM, and the
 * database's product, version and performance settings. A regression gate compares a run only with a
 * baseline of the same fingerprint, because absolute throughput differs by a third between two
 * machines of the same size.
 *
 * <p>Matching rule: two fingerprints match when every <em>must-match</em> fact is present in both or
 * absent in both, and equal where present. Must-match facts are {@link #MUST_MATCH} and every fact
 * whose key starts with {@link #DB_SETTING_PREFIX}; all other facts (host name, heap size, dbbench's
 * own version) are informational: shown, never compared, so a new build of dbbench on the same
 * runner still matches its baseline.
 *
 * @param facts key → value, e.g. {@code cpu.model}, {@code db.setting.shared_buffers}; empty for a run
 *              written without a fingerprint (it matches nothing but another empty one)
 */
public record EnvironmentFingerprint(SortedMap<String, String> facts) {
    public static final EnvironmentFingerprint NONE = new EnvironmentFingerprint(new TreeMap<>());

    public static final String CPU_MODEL = "cpu.model";
    public static final String CPU_COUNT = "cpu.count";
    public static final String MEMORY_GIB = "memory.totalGiB";
    public static final String OS_NAME = "os.name";
    public static final String OS_ARCH = "os.arch";
    public static final String OS_KERNEL = "os.kernel";
    public static final String JVM_VENDOR = "jvm.vendor";
    public static final String JVM_VERSION = "jvm.version";
    public static final String DB_PRODUCT = "db.product";
    public static final String DB_VERSION = "db.version";
    /** Every database setting that matters for speed is a must-match fact under this prefix. */
    public static final String DB_SETTING_PREFIX = "db.setting.";

    /** The facts a baseline must share with a run to be compared with it (besides the db.setting.* ones). */
    public static final Set<String> MUST_MATCH = Set.of(
            CPU_MODEL,
            CPU_COUNT,
            MEMORY_GIB,
            OS_NAME,
            OS_ARCH,
            OS_KERNEL,
            JVM_VENDOR,
            JVM_VERSION,
            DB_PRODUCT,
            DB_VERSION);

    public EnvironmentFingerprint {
        Objects.requireNonNull(facts, "facts");
        facts.forEach((k, v) -> {
            Objects.requireNonNull(k, "fact key");
            Objects.requireNonNull(v, () -> "fact " + k);
        });
        facts = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(facts));
    }

    public static EnvironmentFingerprint of(Map<String, String> facts) {
        return new EnvironmentFingerprint(new TreeMap<>(facts));
    }

    public boolean isEmpty() {
        return facts.isEmpty();
    }

    public static boolean isMustMatch(String key) {
        return MUST_MATCH.contains(key) || key.startsWith(DB_SETTING_PREFIX);
    }

    /** The must-match facts only, sorted: what {@link #id()} is computed from. */
    public SortedMap<String, String> mustMatchFacts() {
        SortedMap<String, String> out = new TreeMap<>();
        facts.forEach((k, v) -> {
            if (isMustMatch(k)) out.put(k, v);
        });
        return out;
    }

    /**
     * The must-match facts whose values differ between the two (a fact missing on one side differs), in
     * key order; empty when they match.
     */
    public List<String> differences(EnvironmentFingerprint other) {
        SortedMap<String, String> mine = mustMatchFacts();
        SortedMap<String, String> theirs = other.mustMatchFacts();
        TreeMap<String, Boolean> keys = new TreeMap<>();
        mine.keySet().forEach(k -> keys.put(k, true));
        theirs.keySet().forEach(k -> keys.put(k, true));
        List<String> out = new ArrayList<>();
        for (String k : keys.keySet()) {
            if (!Objects.equals(mine.get(k), theirs.get(k))) out.add(k);
        }
        return out;
    }

    public boolean matches(EnvironmentFingerprint other) {
        return differences(other).isEmpty();
    }

    /**
     * A short stable name for the environment (12 hex digits of the SHA-256 of the must-match facts), to
     * name a baseline's directory; fingerprints that match have the same id.
     */
    public String id() {
        StringBuilder canonical = new StringBuilder();
        mustMatchFacts()
                .forEach((k, v) -> canonical.append(k).append('=').append(v).append('\n'));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(canonical.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }

    /** One line for people: the id and the facts that identify the environment. */
    public String describe() {
        if (isEmpty()) return "no fingerprint";
        return id() + " ("
                + String.join(
                        ", ",
                        mustMatchFacts().entrySet().stream()
                                .map(e -> e.getKey() + "=" + e.getValue())
                                .toList())
                + ")";
    }
}
