package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.engine.UserThreads;
import io.dbbench.core.measure.BenchmarkOptions;
import org.junit.jupiter.api.Test;

/** {@code --threads}: the availability of virtual threads is injected, so its refusal is checked on any JDK. */
class MeasurementFlagsThreadsTest {
    private static MeasurementFlags threads(String value, boolean virtualAvailable) {
        MeasurementFlags flags = new MeasurementFlags();
        flags.threads = value;
        flags.virtualThreadsAvailable = () -> virtualAvailable;
        return flags;
    }

    @Test
    void virtualOnAJavaWithoutVirtualThreadsIsRefusedNamingTheOption() {
        CliException e = assertThrows(
                CliException.class, () -> threads("virtual", false).toOptions(BenchmarkOptions.defaults()));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(
                e.getMessage()
                        .startsWith("option --threads: virtual threads need Java 21 or later; this is Java "
                                + Runtime.version().feature()
                                + " (run it with a newer java, or use --threads platform)"),
                e.getMessage());
    }

    @Test
    void platformIsTakenWhateverTheJava() throws Exception {
        assertFalse(threads("platform", false)
                .toOptions(BenchmarkOptions.defaults())
                .virtualThreads());
    }

    @Test
    void virtualWhereAvailableRunsTheUsersOnVirtualThreads() throws Exception {
        // the options record itself refuses virtual threads on a JDK without them: only checkable on 21+
        assumeTrue(UserThreads.virtualAvailable(), "a JDK with virtual threads (21+)");
        assertTrue(
                threads("virtual", true).toOptions(BenchmarkOptions.defaults()).virtualThreads());
    }
}
