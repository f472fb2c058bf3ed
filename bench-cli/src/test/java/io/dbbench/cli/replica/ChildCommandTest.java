package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    @Test
    void aPasswordGivenWithMinusCapitalPLeavesTheArgumentsToo() {
        for (List<String> given : List.of(
                List.of("-c", "x.xml", "-P", "FetchSize:50,password:s3cret", "-uc", "2"),
                List.of("-c", "x.xml", "-PFetchSize:50,Password:s3cret", "-uc", "2"),
                List.of("-c", "x.xml", "-P=password:s3cret,FetchSize:50", "-uc", "2"))) {
            ChildCommand c = ChildCommand.of(given);
            assertEquals("s3cret", c.password(), given.toString());
            assertTrue(
                    c.args().stream().noneMatch(a -> a.contains("s3cret")),
                    c.args().toString());
            assertTrue(
                    c.args().stream().anyMatch(a -> a.contains("FetchSize:50")),
                    c.args().toString());
        }
        assertEquals(
                List.of("-c", "x.xml"),
                ChildCommand.of(List.of("-c", "x.xml", "-P", "password:s3cret")).args());
        // -p comes first, as in the parent
        assertEquals(
                "minus-p",
                ChildCommand.of(List.of("-P", "password:s3cret", "-p", "minus-p"))
                        .password());
    }

    @Test
    void theIgnoredCpuPasswordIsHandedToNoChildAndToStringHidesThePassword() {
        for (List<String> given : List.of(
                List.of("-c", "x.xml", "-cpupass", "cpu-s3cret", "-p", "s3cret", "-uc", "2"),
                List.of("-c", "x.xml", "-cpupass=cpu-s3cret", "-p", "s3cret", "-uc", "2"))) {
            ChildCommand c = ChildCommand.of(given);
            assertEquals(List.of("-c", "x.xml", "-uc", "2"), c.args(), given.toString());
            assertFalse(c.toString().contains("s3cret"), c.toString());
        }
    }
}
