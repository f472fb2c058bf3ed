package io.dbbench.cli.schema;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a schema lives: charbench's connection options, shared by the schema commands (soe, tpcds). */
public final class SchemaConnectionOptions {
    @Option(
            names = "-cs",
            paramLabel = "connect",
            required = true,
            description = "connect string: //host:port/service, host:port:SID, TNS alias, or a jdbc: URL")
    String connectString;

    @Option(names = "-u", paramLabel = "user", description = "user name (the schema owner)")
    String user;

    @Option(names = "-p", paramLabel = "password", description = "password (or set DBBENCH_PASSWORD)")
    String password;

    @Option(names = "-cf", paramLabel = "file", description = "Oracle wallet / credentials zip")
    Path credentialsFile;
}
