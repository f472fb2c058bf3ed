package io.dbbench.embedded;

import java.nio.file.Path;

/**
 * A directory holding initdb, pg_ctl and postgres, with the server version they report.
 *
 * @param origin where they came from, for messages: "DBBENCH_PG_BIN", "bundled archive", "Debian package"
 */
record PostgresBinaries(Path binDirectory, String version, String origin) {
    Path initdb() {
        return binDirectory.resolve("initdb");
    }

    Path pgCtl() {
        return binDirectory.resolve("pg_ctl");
    }

    Path postgres() {
        return binDirectory.resolve("postgres");
    }
}
