package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.replica.ChildCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The password from the environment: {@code DBBENCH_PASSWORD}, or the file {@code DBBENCH_PASSWORD_FILE}
 * names (a Docker or Kubernetes secret mounted as a file, so the password is in neither the service
 * spec nor {@code docker inspect}).
 */
final class EnvironmentPassword {
    static final String FILE_VARIABLE = "DBBENCH_PASSWORD_FILE";

    private EnvironmentPassword() {}

    /** @return the password, or null when neither variable is set */
    static String read(Map<String, String> env) throws CliException {
        String direct = env.get(ChildCommand.PASSWORD_VARIABLE);
        if (direct != null && !direct.isEmpty()) return direct;
        String file = env.get(FILE_VARIABLE);
        if (file == null || file.isEmpty()) return null;
        try {
            // a secret file usually ends with a newline that is not part of the password
            return Files.readString(Path.of(file)).replaceFirst("\\r?\\n$", "");
        } catch (IOException | RuntimeException e) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    FILE_VARIABLE + "=" + file + ": cannot read the password file ("
                            + e.getClass().getSimpleName() + ")");
        }
    }
}
