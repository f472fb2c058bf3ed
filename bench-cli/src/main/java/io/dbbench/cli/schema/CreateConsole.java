package io.dbbench.cli.schema;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaDefinition;
import java.io.PrintWriter;
import java.util.Locale;

/** How a create shows its load, as the workload's definition asks ({@link SchemaDefinition.Progress}), and its last lines. */
interface CreateConsole {
    /** What the installer tells of the load. */
    LoadProgress progress();

    /** The lines after the load: that it is done, and a summary when the console kept one. */
    String finish(String title);

    static CreateConsole of(SchemaDefinition definition, double scale, PrintWriter out) {
        return switch (definition.progress()) {
            case TIMED -> timed();
            case PHASES -> phases(new LoadConsole(out, System.console() != null, System::nanoTime));
            case TABLES -> tables(new TableLoadConsole(out, System::nanoTime, definition.plannedRows(scale)));
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

    private static CreateConsole phases(LoadConsole console) {
        return new CreateConsole() {
            @Override
            public LoadProgress progress() {
                return console;
            }

            @Override
            public String finish(String title) {
                LoadSummary summary = console.finish();
                return capitalized(title) + " schema created." + System.lineSeparator() + summary.format();
            }
        };
    }

    private static CreateConsole tables(TableLoadConsole console) {
        return new CreateConsole() {
            @Override
            public LoadProgress progress() {
                return console;
            }

            @Override
            public String finish(String title) {
                String summary = console.finish();
                return capitalized(title) + " schema created." + System.lineSeparator() + summary;
            }
        };
    }

    private static String capitalized(String title) {
        return title.isEmpty() ? title : Character.toUpperCase(title.charAt(0)) + title.substring(1);
    }
}
