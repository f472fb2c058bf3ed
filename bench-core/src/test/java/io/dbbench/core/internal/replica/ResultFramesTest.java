package io.dbbench.core.internal.replica;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.stats.GoldenText;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Results framed into logs: the format (golden) and what a reader makes of interleaved, prefixed, cut logs. */
class ResultFramesTest {
    private static byte[] goldenResults() throws Exception {
        try (InputStream in = ResultFramesTest.class.getResourceAsStream("/golden/results-v1.json")) {
            return in.readAllBytes();
        }
    }

    private static ResultFrameReader read(List<String> lines) {
        ResultFrameReader reader = new ResultFrameReader();
        lines.forEach(reader::accept);
        return reader;
    }

    @Test
    void theFrameFormatIsSealedByAGoldenFile() throws Exception {
        List<String> lines = ResultFrames.frame("5eed0001", "r1", goldenResults());
        GoldenText.assertMatches("results-frame-v1.log", String.join("\n", lines) + "\n");
        assertTrue(lines.stream().allMatch(l -> l.length() < 1100), "no line near Docker's 16 KiB split");
    }

    @Test
    void interleavedPrefixedFramesOfSeveralReplicasComeBackByteForByte() throws Exception {
        byte[] a = goldenResults();
        byte[] b = "{\"replica\":\"second, with ünïcode\"}\n".getBytes(StandardCharsets.UTF_8);
        List<List<String>> streams = List.of(
                prefixed("sw_stress.1.k2j4@node1    | ", ResultFrames.frame("aa01", "r0", a)),
                prefixed("sw_stress.2.p9x1@node1    | ", ResultFrames.frame("bb02", "r1", b)),
                prefixed("sw_stress.3.q7z2@node1    | ", List.of("Completed: 10 transactions", "", "  |  ")));
        List<String> log = interleave(streams, new Random(42));

        ResultFrameReader reader = read(log);

        assertEquals(List.of(), reader.incomplete());
        List<ResultFrameReader.Frame> frames = reader.complete();
        assertEquals(2, frames.size());
        ResultFrameReader.Frame first =
                frames.stream().filter(f -> f.name().equals("r0")).findFirst().orElseThrow();
        ResultFrameReader.Frame second =
                frames.stream().filter(f -> f.name().equals("r1")).findFirst().orElseThrow();
        assertArrayEquals(a, first.json());
        assertArrayEquals(b, second.json());
        assertEquals("aa01", first.id());
    }

    @Test
    void kubectlPrefixesTimestampsAndCarriageReturnsAreIgnored() throws Exception {
        List<String> lines = new ArrayList<>();
        for (String l : ResultFrames.frame("k8s", "r3", goldenResults()))
            lines.add("[pod/dbbench-3-x7q/dbbench] 2026-11-26T20:00:00.123456789Z " + l + "\r");
        assertArrayEquals(goldenResults(), read(lines).complete().get(0).json());
    }

    @Test
    void aCutFrameIsNamedWithHowMuchOfItArrived() throws Exception {
        List<String> lines = new ArrayList<>(ResultFrames.frame("cut1", "r2", goldenResults()));
        int total = lines.size() - 1;
        lines.remove(lines.size() - 1);

        ResultFrameReader reader = read(lines);

        assertEquals(List.of(), reader.complete());
        assertEquals(
                List.of("r2 (frame cut1): " + (total - 1) + " of " + total
                        + " lines (the log was cut, or the replica was stopped while printing)"),
                reader.incomplete());
    }

    @Test
    void aFrameWithoutItsBeginLineIsNamedByItsId() throws Exception {
        List<String> lines = new ArrayList<>(ResultFrames.frame("late", "r0", goldenResults()));
        lines.remove(0);
        String why = read(lines).incomplete().get(0);
        assertTrue(why.startsWith("? (frame late): no begin line"), why);
    }

    @Test
    void aGarbledLineFailsTheChecksum() throws Exception {
        List<String> lines = new ArrayList<>(ResultFrames.frame("g1", "r0", goldenResults()));
        String chunk = lines.get(2);
        int last = chunk.length() - 1;
        lines.set(
                2,
                chunk.substring(0, last - 4) + (chunk.charAt(last - 4) == 'A' ? 'B' : 'A') + chunk.substring(last - 3));

        ResultFrameReader reader = read(lines);

        assertEquals(List.of(), reader.complete());
        assertEquals(
                List.of("r0 (frame g1): its checksum does not match (lines garbled in the log)"), reader.incomplete());
    }

    @Test
    void theSameLogGivenTwiceIsNotCountedTwice() throws Exception {
        List<String> lines = new ArrayList<>(ResultFrames.frame("d1", "r0", goldenResults()));
        lines.addAll(ResultFrames.frame("d1", "r0", goldenResults()));

        ResultFrameReader reader = read(lines);

        assertEquals(List.of(), reader.complete());
        assertTrue(
                reader.incomplete().get(0).contains("appears twice (the same log given twice?)"),
                reader.incomplete().toString());
    }

    @Test
    void linesThatMerelyMentionTheMarkerAreNoise() {
        ResultFrameReader reader = read(List.of(
                "Results written to /results/dbbench-results v1.json",
                "see dbbench-results version 2",
                "dbbench-results"));
        assertEquals(List.of(), reader.complete());
        assertEquals(List.of(), reader.incomplete());
    }

    @Test
    void aNewerFormatIsNamedNotMisread() {
        String why = read(List.of("dbbench-results v2 x9 begin r0 1 2 abc"))
                .incomplete()
                .get(0);
        assertEquals("? (frame x9): written in frame format v2, this bench-cli reads v1", why);
    }

    @Test
    void idsAndNamesWithSpacesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ResultFrames.frame("a b", "r0", new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> ResultFrames.frame("a", "", new byte[0]));
    }

    private static List<String> prefixed(String prefix, List<String> lines) {
        return lines.stream().map(l -> prefix + l).toList();
    }

    /** Lines of several streams in one log, each stream's own order kept, as a log driver merges them. */
    private static List<String> interleave(List<List<String>> streams, Random random) {
        List<String> out = new ArrayList<>();
        int[] next = new int[streams.size()];
        int left = streams.stream().mapToInt(List::size).sum();
        while (left > 0) {
            int s = random.nextInt(streams.size());
            if (next[s] < streams.get(s).size()) {
                out.add(streams.get(s).get(next[s]++));
                left--;
            }
        }
        return out;
    }
}
