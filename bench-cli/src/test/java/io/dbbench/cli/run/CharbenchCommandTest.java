package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exit codes and messages for the ways a user can get the command line wrong; no database needed. */
class CharbenchCommandTest {
    private static final Path STRESS = Path.of("../configs/Stress_Test.xml");

    @TempDir
    Path dir;

    @Test
    void helpListsCharbenchOptionsAndExitCodes() {
        CliRun r = CliRun.of("-h");
        assertEquals(ExitCodes.OK, r.exitCode());
        for (String option :
                new String[] {"-c", "-cs", "-uc", "-rt", "-intermin", "-v", "-mr", "--embedded", "Exit codes"}) {
            assertTrue(r.out().contains(option), option + " missing from help:\n" + r.out());
        }
    }

    @Test
    void versionPrintsOneLine() {
        CliRun r = CliRun.of("-ver");
        assertEquals(ExitCodes.OK, r.exitCode());
        assertTrue(r.out().startsWith("dbbench "), r.out());
    }

    @Test
    void missingConfigIsBadUsage() {
        CliRun r = CliRun.of("-uc", "4");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("option -c is required"), r.err());
    }

    @Test
    void unknownOptionIsBadUsageWithoutAStackTrace() {
        CliRun r = CliRun.of("-c", STRESS.toString(), "-bogus");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("-bogus"), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }

    @Test
    void badOptionValuesNameTheOption() {
        assertUsage(CliRun.of("-c", STRESS.toString(), "-rt", "soon"), "option -rt");
        assertUsage(CliRun.of("-c", STRESS.toString(), "-v", "users,bogus"), "option -v: unknown column 'bogus'");
        assertUsage(CliRun.of("-c", STRESS.toString(), "-uc", "0"), "number of users must be at least 1");
        assertUsage(
                CliRun.of("-c", STRESS.toString(), "-min", "100", "-max", "10"), "MaxDelay 10 is below MinDelay 100");
        assertUsage(CliRun.of("-c", STRESS.toString(), "-en", "XX"), "option -en: no transaction with short name 'XX'");
        assertUsage(CliRun.of("-c", STRESS.toString(), "-stats", "lots"), "option -stats");
        assertUsage(CliRun.of("-c", STRESS.toString(), "-uc", "many"), "-uc");
    }

    @Test
    void badMeasurementOptionsNameTheOption() {
        String c = STRESS.toString();
        assertUsage(CliRun.of("-c", c, "--topology", "4y2"), "option --topology: '4y2' is not CONNECTIONSxSERVICES");
        assertUsage(CliRun.of("-c", c, "--topology", "4x2,4x2"), "option --topology: '4x2' is listed twice");
        assertUsage(
                CliRun.of("-c", c, "--topology", "0x2"),
                "option --topology: '0x2': a topology needs at least 1 connection");
        assertUsage(CliRun.of("-c", c, "--users-per-service", "2"), "option --users-per-service: needs --topology");
        assertUsage(CliRun.of("-c", c, "--warmup", "1x5s"), "option --warmup: needs --iterations");
        assertUsage(CliRun.of("-c", c, "--repeats", "2"), "option --repeats: needs --iterations");
        assertUsage(CliRun.of("-c", c, "--iterations", "5"), "option --iterations: '5' is not COUNTxLENGTH");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "0x5s"), "option --iterations: at least 1 measurement iteration");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "3x1500ms"),
                "option --iterations: iteration length must be a whole number of seconds");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "3x5s", "--repeats", "0"), "option --repeats: must be at least 1");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "3x5s", "-rt", "0:01"),
                "option -rt: cannot be used with --iterations");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "3x5s", "-bs", "0:01"),
                "option -bs: cannot be used with --iterations");
        assertUsage(CliRun.of("-c", c, "--rate", "-5"), "option --rate: must be a positive number");
        assertUsage(CliRun.of("-c", c, "--fork"), "option --fork: needs --iterations");
        assertUsage(
                CliRun.of("-c", c, "--threads", "green"), "option --threads: 'green': expected virtual or platform");
        if (Runtime.version().feature() < 21)
            assertUsage(
                    CliRun.of("-c", c, "--threads", "virtual"),
                    "option --threads: virtual threads need Java 21 or later; this is Java "
                            + Runtime.version().feature());
        assertUsage(
                CliRun.of("-c", c, "--topology", "4x4", "-uc", "2"),
                "option --topology: 4x4: 2 user(s) cannot be split over 4 services");
        assertUsage(
                CliRun.of("-c", c, "--iterations", "2x1s", "--fork", "--embedded"),
                "option --fork: needs a database given by -cs");
    }

    @Test
    void aTpcdsScaleOutsideTpcdsCreatesRangeIsBadUsageBeforeConnecting() {
        String c = Path.of("../configs/TPCDS_Transactions.xml").toString();
        String unreachable = "jdbc:postgresql://127.0.0.1:1/x"; // connecting would be exit 4
        for (String scale : new String[] {"1000", "0.001"}) {
            CliRun r = CliRun.of("-c", c, "-cs", unreachable, "-u", "u", "-p", "p", "--create", "--scale", scale);
            assertUsage(
                    r,
                    "option --scale: the TPC-DS-like schema is created at a scale between 0.01 and 100.0, was "
                            + Double.parseDouble(scale));
            assertEquals(1, r.err().lines().count(), r.err());
        }
        // the same scale is fine for a workload with no such range: then the connection is what fails
        assertEquals(
                ExitCodes.CANNOT_CONNECT,
                CliRun.of(
                                "-c",
                                STRESS.toString(),
                                "-cs",
                                unreachable,
                                "-u",
                                "u",
                                "-p",
                                "p",
                                "--create",
                                "--scale",
                                "0.001")
                        .exitCode());
    }

    private static void assertUsage(CliRun r, String expected) {
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().contains(expected), "expected '" + expected + "' in: " + r.err());
        assertEquals(1, r.err().lines().filter(l -> l.startsWith("bench-cli:")).count(), r.err());
    }

    @Test
    void missingConfigFileIsBadConfig() {
        CliRun r = CliRun.of("-c", dir.resolve("nope.xml").toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("nope.xml"), r.err());
    }

    @Test
    void malformedConfigNamesFileAndLine() throws IOException {
        Path bad = dir.resolve("bad.xml");
        Files.writeString(
                bad,
                "<?xml version=\"1.0\"?>\n<SwingBenchConfiguration>\n  <Name>x</Name>\n  <Load>\n</SwingBenchConfiguration>\n");
        CliRun r = CliRun.of("-c", bad.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("bad.xml:"), r.err());
    }

    @Test
    void encryptedPasswordAsksForMinusP() throws IOException {
        Path cfg = dir.resolve("enc.xml");
        Files.writeString(
                cfg,
                Files.readString(STRESS).replaceFirst("<Password>[^<]*</Password>", "<Password>enc(QUJD)</Password>"));
        CliRun r = CliRun.of("-c", cfg.toString(), "-cs", "jdbc:postgresql://127.0.0.1:1/x");
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("enc(...)") && r.err().contains("-p"), r.err());
    }

    @Test
    void unreachableDatabaseIsCannotConnectAndHidesThePassword() {
        // port 1 on loopback: nothing listens there, the connection is refused at once
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                "jdbc:postgresql://127.0.0.1:1/x?connectTimeout=2",
                "-u",
                "bench",
                "-p",
                "s3cret-pw",
                "-nr");
        assertEquals(ExitCodes.CANNOT_CONNECT, r.exitCode(), r.err());
        assertTrue(r.err().contains("cannot connect"), r.err());
        assertFalse((r.out() + r.err()).contains("s3cret-pw"));
    }

    @Test
    void ignoredCharbenchOptionsSayAndGoOn() {
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cpuloc",
                "dbhost",
                "-dumptx",
                "-cs",
                "jdbc:postgresql://127.0.0.1:1/x",
                "-nr");
        assertTrue(r.err().contains("ignoring -cpuloc"), r.err());
        assertTrue(r.err().contains("ignoring -dumptx"), r.err());
        assertEquals(ExitCodes.CANNOT_CONNECT, r.exitCode(), "went on past the ignored options: " + r.err());
    }

    @Test
    void connectStringWithoutSchemeIsOracleEzConnect() {
        CliRun r = CliRun.of("-c", STRESS.toString(), "-cs", "no such thing!", "-nr");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().contains("connect string"), r.err());
    }
}
