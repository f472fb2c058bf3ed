package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a new user meets first: {@code -h} and a guessed option. */
class FirstUseHelpTest {
    /** The subcommands come before the run's ~150 lines of options: compare, report, soe ... are seen at once. */
    @Test
    void helpListsTheCommandsBeforeTheOptions() {
        CliRun r = CliRun.of("-h");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        int commands = lines.indexOf("Commands:");
        int firstOption = -1;
        for (int i = 0; i < lines.size() && firstOption < 0; i++) {
            if (lines.get(i).stripLeading().startsWith("-c ")) firstOption = i;
        }
        assertTrue(commands >= 0 && firstOption >= 0, r.out());
        assertTrue(commands < firstOption, "Commands: at line " + commands + ", -c at line " + firstOption);
        assertTrue(
                lines.stream().skip(commands).limit(30).anyMatch(l -> l.stripLeading()
                        .startsWith("compare")),
                r.out());
        assertTrue(commands < 10, "Commands: at line " + commands + " of " + lines.size() + "\n" + r.out());
    }

    /** charbench's -uc looks nothing like --users: the suggestion goes by what the option means (its label). */
    @Test
    void usersSuggestsTheUserCountOption() {
        CliRun r = CliRun.of("--users", "8");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("did you mean -uc (users)"), r.err());
        assertTrue(r.err().contains("--users-per-service"), r.err());
        String withValue = CliRun.of("--users=8").err();
        assertTrue(withValue.contains("did you mean -uc (users)") && !withValue.contains("-u (user)"), withValue);
    }
}
