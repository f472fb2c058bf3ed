package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.measure.BenchmarkOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** --fork with -ot json: the children print no JSON of their own and their console goes to the parent's console. */
class ForkedRepeatsTest {
    @Test
    void childrenAreNotAskedForJsonNorToFork() {
        assertEquals(
                List.of("-c", "x.xml", "-uc", "2"),
                ForkedRepeats.childArgs(List.of("-c", "x.xml", "-ot", "json", "--fork", "-uc", "2")));
        assertEquals(List.of("-c", "x.xml"), ForkedRepeats.childArgs(List.of("-ot=json", "-c", "x.xml")));
        assertEquals(List.of("--", "-ot"), ForkedRepeats.childArgs(List.of("--", "-ot")));
    }

    /** A stand-in child (sh) that prints its arguments: with -ot json they reach the console writer, not stdout. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void withJsonOnStdoutAChildsConsoleGoesToTheParentsConsole() throws Exception {
        List<String> fakeJava = List.of("sh", "-c", "echo \"child console: $*\"", "sh");
        StringWriter console = new StringWriter();
        ForkedRepeats forked = new ForkedRepeats(
                List.of("-c", "x.xml", "-ot", "json", "--fork", "-p", "hunter2"),
                BenchmarkOptions.defaults(),
                true,
                fakeJava);
        assertEquals(List.of(), forked.run(new PrintWriter(console, true)), "the stand-in wrote no results");
        assertTrue(console.toString().contains("child console: -c x.xml\n"), console.toString());
        assertTrue(!console.toString().contains("hunter2"), console.toString());
    }

    @Test
    void forkedRepeatsEstimateFromTheRepeatsDone() {
        assertEquals("", ForkedRepeats.timeLeft(0, 3, 0));
        assertEquals(", about 0:00:40 left", ForkedRepeats.timeLeft(1, 3, 20_000_000_000L));
    }
}
