package io.dbbench.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ConfigOverridesTest {
    private final RunConfig base = RunConfig.builder()
            .name("x")
            .users(2)
            .connect("//db/soe", "soe", "from-file")
            .intraThinkMillis(0, 0)
            .interThinkMillis(10, 20)
            .transaction("Customer Registration", "NCR", "a.NCR", 20)
            .transaction("Browse Products", "BP", "a.BP", 90)
            .transaction(new TransactionConfig("Sales Rep Query", "SQ", "a.SQ", 2, false))
            .build();

    private static CharbenchOptions parse(String... args) {
        CharbenchOptions o = new CharbenchOptions();
        new CommandLine(o).parseArgs(args);
        return o;
    }

    @Test
    void charbenchFlagsOverrideTheFile() throws Exception {
        RunConfig c = ConfigOverrides.apply(
                base,
                parse(
                        "-uc",
                        "16",
                        "-cs",
                        "//other:1521/pdb",
                        "-u",
                        "bench",
                        "-p",
                        "pw",
                        "-min",
                        "5",
                        "-max",
                        "50",
                        "-intermin",
                        "0",
                        "-intermax",
                        "0",
                        "-mt",
                        "1000",
                        "-rt",
                        "0:05.30",
                        "-bs",
                        "0:01",
                        "-be",
                        "0:04",
                        "-D",
                        "SOE_NLSDATA_LOC=/tmp/nls",
                        "-P",
                        "FetchSize:50,TcpNoDelay:true",
                        "-stats",
                        "full",
                        "-com",
                        "nightly",
                        "-ld",
                        "25"));
        assertEquals(16, c.load().users());
        assertEquals("//other:1521/pdb", c.connection().connectString());
        assertEquals("bench", c.connection().userName());
        assertEquals("pw", c.connection().password().reveal());
        assertEquals(5, c.load().minDelayMillis());
        assertEquals(50, c.load().maxDelayMillis());
        assertEquals(0, c.load().interMaxDelayMillis());
        assertEquals(1000, c.load().maxTransactions());
        assertEquals(Duration.ofMinutes(5).plusSeconds(30), c.load().runTime());
        assertEquals(Duration.ofMinutes(1), c.load().statsCollectionStart());
        assertEquals(Duration.ofMinutes(4), c.load().statsCollectionEnd());
        assertEquals("/tmp/nls", c.environment().get("SOE_NLSDATA_LOC"));
        assertEquals("50", c.connection().properties().get("FetchSize"));
        assertEquals(Preferences.StatisticsLevel.FULL, c.preferences().statisticsLevel());
        assertEquals("nightly", c.comment());
        assertEquals(25, c.load().logonDelayMillis());
    }

    private static CharbenchOptions parse(java.util.Map<String, String> env, String... args) {
        CharbenchOptions o = parse(args);
        o.connection.environment(env);
        return o;
    }

    private String password(CharbenchOptions o) throws CliException {
        return ConfigOverrides.apply(base, o).connection().password().reveal();
    }

    @Test
    void passwordFromTheEnvironmentWhenNoMinusP() throws Exception {
        java.util.Map<String, String> env = java.util.Map.of("DBBENCH_PASSWORD", "env-pw");
        assertEquals("env-pw", password(parse(env)));
        assertEquals("cli-pw", password(parse(env, "-p", "cli-pw")));
        assertEquals("from-file", password(parse(java.util.Map.of())));
    }

    @Test
    void minusCapitalPPasswordSetsThePasswordAfterMinusPBeforeTheEnvironment() throws Exception {
        java.util.Map<String, String> env = java.util.Map.of("DBBENCH_PASSWORD", "env-pw");
        assertEquals("prop-pw", password(parse(java.util.Map.of(), "-P", "password:prop-pw")));
        assertEquals("prop-pw", password(parse(env, "-P", "FetchSize:50,Password:prop-pw")));
        assertEquals("cli-pw", password(parse(env, "-p", "cli-pw", "-P", "password:prop-pw")));
        RunConfig c = ConfigOverrides.apply(base, parse(env, "-P", "password:prop-pw,FetchSize:50"));
        // the login's, not a property handed to the workload (nor written as one)
        assertEquals(java.util.Map.of("FetchSize", "50"), c.connection().properties());
    }

    @Test
    void aPasswordItemBesideEmbeddedIsRefusedNotIgnored() throws Exception {
        CliException e = assertThrows(CliException.class, () -> parse("--embedded", "-P", "password:s3cret-pw")
                .checkEmbedded());
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertEquals(
                "option --embedded: cannot be used with -P password:... (the embedded database has its own login;"
                        + " drop the password item, or drop --embedded)",
                e.getMessage());
        parse("--embedded", "-P", "FetchSize:50").checkEmbedded();
    }

    @Test
    void aMalformedPasswordItemIsNamedNotShown() {
        CliException e =
                assertThrows(CliException.class, () -> ConfigOverrides.apply(base, parse("-P", "password=s3cret-pw")));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertEquals("option -P: an item (not shown: it may hold a password) is not key:value", e.getMessage());
    }

    @Test
    void enableAndDisableByShortName() throws Exception {
        RunConfig onlySq = ConfigOverrides.apply(base, parse("-en", "sq"));
        assertEquals(
                List.of("Sales Rep Query"),
                onlySq.enabledTransactions().stream().map(TransactionConfig::id).toList());
        RunConfig noBp = ConfigOverrides.apply(base, parse("-di", "BP"));
        assertEquals(
                List.of("Customer Registration"),
                noBp.enabledTransactions().stream().map(TransactionConfig::id).toList());
        CliException none = assertThrows(CliException.class, () -> ConfigOverrides.apply(base, parse("-di", "NCR,BP")));
        assertEquals(ExitCodes.BAD_USAGE, none.exitCode());
    }

    @Test
    void badPairsAreRefusedNotClamped() {
        CliException e = assertThrows(CliException.class, () -> ConfigOverrides.apply(base, parse("-intermin", "50")));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertEquals("option -intermin: InterMaxDelay 20 is below InterMinDelay 50", e.getMessage());
        assertThrows(CliException.class, () -> ConfigOverrides.apply(base, parse("-P", "novalue")));
        assertThrows(CliException.class, () -> ConfigOverrides.apply(base, parse("-bs", "0:05", "-be", "0:01")));
    }
}
