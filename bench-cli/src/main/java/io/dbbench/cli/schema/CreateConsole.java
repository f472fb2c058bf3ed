package io.dbbench.cli.schema;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaDefinition;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Supplier;

/** How a create shows its load, as the workload's definition asks ({@link SchemaDefinition.Progress}), and its last lines. */
interface CreateConsole {
    /** What the installer tells of the load. */
    LoadProgress progress();

    /** The lines after the load: that it is done, and a summary when the console kept one. */
    String finish(String title);

    static CreateConsole of(SchemaDefinition definition, double scale, PrintWriter out) {
        return switch (definition.progress()) {
            case TIMED -> timed();
            case PHASES -> {
                LoadConsole console = new LoadConsole(out, System.console() != null, System::nanoTime);
                yield summarized(console, () -> console.finish().format());
            }
            case TABLES -> {
                TableLoadConsole console = new TableLoadConsole(out, System::nanoTime, definition.plannedRows(scale));
                yield summarized(console, console::finish);
            }
        };
    }

    /** Nothing during the load, then how long it took. */
    private static CreateConsole timed() {
        long startNanos = System.nanoTime();
        return new CreateConsole() {
            @Override
            public LoadProgress progress() {
                return LoadProgress.NONE;
            }

            @Override
            public String finish(String title) {
                return String.format(
                        Locale.ROOT,
                        "%s schema created (%.1f s).%n",
                        capitalized(title),
                        (System.nanoTime() - startNanos) / 1e9);
            }
        };
    }

    /** A console that kept what it showed: the summary follows the line saying the schema is created. */
    private static CreateConsole summarized(LoadProgress console, Supplier<String> summary) {
        return new CreateConsole() {
            @Override
            public LoadProgress progress() {
                return console;
            }

            @Override
            public String finish(String title) {
                String lines = summary.get();
                return capitalized(title) + " schema created." + System.lineSeparator() + lines;
            }
        };
    }

    private static String capitalized(String title) {
        return title.isEmpty() ? title : Character.toUpperCase(title.charAt(0)) + title.substring(1);
    }
}
