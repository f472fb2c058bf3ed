package io.dbbench.cli.lio;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where the tables live: charbench's connection options (lio run may use --embedded instead). */
final class LioConnectionOptions {
    @Option(
            names = "-cs",
            paramLabel = "connect",
            description = "connect string: //host:port/service, host:port:SID, TNS alias, or a jdbc: URL")
    String connectString;

    @Option(names = "-u", paramLabel = "user", description = "user name (owner of the lio_ tables)")
    String user;

    @Option(names = "-p", paramLabel = "password", description = "password (or set DBBENCH_PASSWORD)")
    String password;

    @Option(names = "-cf", paramLabel = "file", description = "Oracle wallet / credentials zip")
    Path credentialsFile;
}
