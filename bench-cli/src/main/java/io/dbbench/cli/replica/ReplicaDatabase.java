package io.dbbench.cli.replica;

import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.core.config.Secret;
import java.util.List;
import java.util.Objects;

/**
 * The database a parent started for its local replicas ({@code --replicas N --embedded}): an embedded
 * server lives in one JVM, so each replica is told its address and login instead of starting its own.
 * The address and user go on the replica's command line; the password goes in its environment, which,
 * unlike argv ({@code ps}, /proc/PID/cmdline), other users of the host cannot read.
 */
public record ReplicaDatabase(String jdbcUrl, String user, Secret password) {
    public ReplicaDatabase {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    /** What takes the place of {@code --embedded} on a replica's command line. */
    List<String> args() {
        return List.of("-cs", jdbcUrl, "-u", user);
    }

    /** The password, where a replica reads it first after -p; a password file of the parent's would name another login. */
    void passTo(ProcessBuilder replica) {
        replica.environment().remove(ConnectionOptions.PASSWORD_FILE_VARIABLE);
        replica.environment().put(ConnectionOptions.PASSWORD_VARIABLE, password.reveal());
    }
}
