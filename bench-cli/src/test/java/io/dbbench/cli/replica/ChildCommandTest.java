package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.Main;
import java.lang.reflect.Modifier;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChildCommandTest {
    @Test
    void thePasswordLeavesTheArgumentsForTheEnvironment() {
        for (List<String> given : List.of(
                List.of("-c", "x.xml", "-p", "s3cret", "-uc", "2"),
                List.of("-c", "x.xml", "-ps3cret", "-uc", "2"),
                List.of("-c", "x.xml", "-p=s3cret", "-uc", "2"))) {
            ChildCommand c = ChildCommand.of(given);
            assertEquals(List.of("-c", "x.xml", "-uc", "2"), c.args(), given.toString());
            assertEquals("s3cret", c.password());
            ProcessBuilder pb = new ProcessBuilder("true");
            c.passPassword(pb);
            assertEquals("s3cret", pb.environment().get("DBBENCH_PASSWORD"));
        }
        ChildCommand none = ChildCommand.of(List.of("-c", "x.xml", "--fork"));
        assertEquals(List.of("-c", "x.xml", "--fork"), none.args());
        assertNull(none.password());
    }

    @Test
    void aChildStartsTheCliEntryPoint() throws NoSuchMethodException {
        assertEquals(Main.class.getName(), ChildCommand.MAIN_CLASS);
        assertTrue(
                Modifier.isStatic(Main.class.getMethod("main", String[].class).getModifiers()));
        List<String> command = ChildCommand.javaCommand();
        assertEquals(Main.class.getName(), command.get(command.size() - 1));
    }
}
