package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sweep}: layouts merged elsewhere (from service logs), their repeats merged, compared with the first. */
class SweepCommandTest {
    @TempDir
    Path dir;

    private String file(String name, double... tps) throws Exception {
        return CompareRuns.write(dir.resolve(name + ".json"), CompareRuns.run(1, tps))
                .toString();
    }

    private static String line(String out, String label) {
        return out.lines().filter(l -> l.startsWith(label + " ")).findFirst().orElse("");
    }

    @Test
    void eachLayoutsRepeatsAreScoredTogetherAndJudgedAgainstTheFirst() throws Exception {
        String fat = file("1x16-a", 1000, 1010) + "," + file("1x16-b", 990, 1005);
        String thin = file("2x8-a", 1200, 1210) + "," + file("2x8-b", 1190, 1205);
        String same = file("4x4-a", 1001, 1012) + "," + file("4x4-b", 989, 1003);

        CliRun r = CliRun.of("sweep", "1x16=" + fat, "2x8=" + thin, "4x4=" + same);

        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("runs interleaved across repeats"), r.out());
        assertTrue(line(r.out(), "1x16").contains("(reference)"), r.out());
        // 4 measured iterations: both repeats' two
        assertTrue(line(r.out(), "2x8").matches("2x8\\s+4\\s+1201\\.3 ±.*faster \\+20\\.0%"), r.out());
        assertTrue(line(r.out(), "4x4").contains("not significant at 99%"), r.out());
    }

    @Test
    void aLayoutNotWrittenAsLabelEqualsFilesIsBadUsage() throws Exception {
        CliRun r = CliRun.of("sweep", "1x16=" + file("a", 1000, 1010), file("b", 1000, 1010));
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("is not LABEL=FILE[,FILE...]"), r.err());
    }

    @Test
    void aMissingFileIsNamedWithItsLayout() throws Exception {
        CliRun r = CliRun.of("sweep", "1x16=" + file("a", 1000, 1010), "2x8=" + dir.resolve("nope.json"));
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("layout 2x8: no such file"), r.err());
    }
}
