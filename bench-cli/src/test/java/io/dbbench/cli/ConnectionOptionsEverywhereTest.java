package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Every command that connects offers -cs, -u, -p, -cf with the same label, description and default. */
class ConnectionOptionsEverywhereTest {
    private static final List<String> CONNECTION = List.of("-cs", "-u", "-p", "-cf");

    /** Every command of the tree that takes -cs, by its full name. */
    private static Map<String, CommandLine> commandsThatConnect() {
        Map<String, CommandLine> found = new TreeMap<>();
        List<CommandLine> todo = new ArrayList<>(List.of(MainAccess.commandLine()));
        while (!todo.isEmpty()) {
            CommandLine c = todo.remove(todo.size() - 1);
            if (c.getCommandSpec().findOption("-cs") != null)
                found.put(c.getCommandSpec().qualifiedName(), c);
            todo.addAll(c.getSubcommands().values());
        }
        return found;
    }

    @Test
    void everyCommandThatConnectsHasTheSameConnectionOptions() {
        Map<String, CommandLine> commands = commandsThatConnect();
        assertEquals(
                List.of(
                        "bench-cli",
                        "bench-cli capacity",
                        "bench-cli cc create",
                        "bench-cli cc drop",
                        "bench-cli cc validate",
                        "bench-cli json create",
                        "bench-cli json drop",
                        "bench-cli json validate",
                        "bench-cli lio create",
                        "bench-cli lio drop",
                        "bench-cli lio run",
                        "bench-cli lio validate",
                        "bench-cli netprobe db",
                        "bench-cli sample create",
                        "bench-cli sample drop",
                        "bench-cli sample validate",
                        "bench-cli sh create",
                        "bench-cli sh drop",
                        "bench-cli sh validate",
                        "bench-cli soe create",
                        "bench-cli soe drop",
                        "bench-cli soe validate",
                        "bench-cli stress create",
                        "bench-cli stress drop",
                        "bench-cli stress validate",
                        "bench-cli stubs create",
                        "bench-cli stubs drop",
                        "bench-cli stubs validate",
                        "bench-cli tpcds create",
                        "bench-cli tpcds drop",
                        "bench-cli tpcds validate"),
                List.copyOf(commands.keySet()));
        CommandLine reference = commands.get("bench-cli");
        for (Map.Entry<String, CommandLine> command : commands.entrySet()) {
            for (String name : CONNECTION) {
                OptionSpec expected = reference.getCommandSpec().findOption(name);
                OptionSpec actual = command.getValue().getCommandSpec().findOption(name);
                String where = command.getKey() + " " + name;
                assertNotNull(actual, where + " is missing");
                assertEquals(expected.paramLabel(), actual.paramLabel(), where);
                assertEquals(List.of(expected.description()), List.of(actual.description()), where);
                assertEquals(expected.defaultValue(), actual.defaultValue(), where);
                assertEquals(expected.required(), actual.required(), where);
                assertEquals(List.of(expected.names()), List.of(actual.names()), where);
            }
        }
    }
}
