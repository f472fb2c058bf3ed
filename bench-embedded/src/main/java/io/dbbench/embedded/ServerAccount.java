package io.dbbench.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The operating-system account that runs initdb, pg_ctl and postgres.
 *
 * <p>PostgreSQL refuses to run as root. When we are root the server runs as {@code postgres} (or
 * {@code nobody} when no such user exists) through {@code runuser} (or {@code setpriv}); that user must
 * be able to reach the binaries and must own the data directory. As a normal user everything runs
 * directly and nothing needs handing over.
 */
final class ServerAccount {
    private static final List<String> UNPRIVILEGED_USERS = List.of("postgres", "nobody");
    private static final List<String> RUNUSER_PATHS = List.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser");
    private static final List<String> SETPRIV_PATHS = List.of("/usr/bin/setpriv", "/bin/setpriv", "/usr/sbin/setpriv");
    private static final Duration ID_TIMEOUT = Duration.ofSeconds(10);

    private final boolean root;
    private final String userName;
    private final String groupName;
    private final List<String> commandPrefix;

    private ServerAccount(boolean root, String userName, String groupName, List<String> commandPrefix) {
        this.root = root;
        this.userName = userName;
        this.groupName = groupName;
        this.commandPrefix = List.copyOf(commandPrefix);
    }

    static ServerAccount detect() throws EmbeddedPostgresException {
        String uid = id("-u");
        if (uid == null) {
            throw new EmbeddedPostgresException("cannot tell which OS user this is: 'id -u' failed");
        }
        if (!uid.equals("0")) {
            return new ServerAccount(false, System.getProperty("user.name"), "", List.of());
        }
        for (String candidate : UNPRIVILEGED_USERS) {
            String candidateUid = id("-u", candidate);
            String candidateGroup = id("-gn", candidate);
            if (candidateUid != null && candidateGroup != null && !candidateUid.equals("0")) {
                return new ServerAccount(
                        true,
                        candidate,
                        candidateGroup,
                        switchUserPrefix(candidate, candidateUid, id("-g", candidate)));
            }
        }
        throw new EmbeddedPostgresException("running as root, and PostgreSQL refuses root: neither OS user "
                + String.join(" nor ", UNPRIVILEGED_USERS) + " exists (create one, e.g. useradd --system postgres)");
    }

    private static List<String> switchUserPrefix(String user, String uid, String gid) throws EmbeddedPostgresException {
        for (String runuser : RUNUSER_PATHS) {
            if (Files.isExecutable(Path.of(runuser))) {
                return List.of(runuser, "-u", user, "--");
            }
        }
        for (String setpriv : SETPRIV_PATHS) {
            if (gid != null && Files.isExecutable(Path.of(setpriv))) {
                return List.of(setpriv, "--reuid=" + uid, "--regid=" + gid, "--init-groups", "--");
            }
        }
        throw new EmbeddedPostgresException(
                "running as root, but neither runuser nor setpriv was found to run" + " PostgreSQL as OS user " + user);
    }

    /** The output of {@code id ARGS}, or null when it fails (e.g. no such user). */
    private static String id(String... args) throws EmbeddedPostgresException {
        List<String> command = new ArrayList<>();
        command.add(Files.isExecutable(Path.of("/usr/bin/id")) ? "/usr/bin/id" : "id");
        command.addAll(List.of(args));
        CommandRunner.Result result = CommandRunner.run(command, Path.of("/"), ID_TIMEOUT);
        String out = result.output().strip();
        return result.succeeded() && !out.isEmpty() ? out : null;
    }

    boolean isRoot() {
        return root;
    }

    /** The OS user the server runs as. */
    String userName() {
        return userName;
    }

    /** The command line that runs {@code command} as {@link #userName()}. */
    List<String> command(List<String> command) {
        List<String> full = new ArrayList<>(commandPrefix);
        full.addAll(command);
        return full;
    }

    /** Gives {@code path} (not its contents) to the server's user, so initdb and the server can write there. */
    void handOver(Path path) throws EmbeddedPostgresException {
        if (!root) {
            return;
        }
        try {
            UserPrincipalLookupService lookup = path.getFileSystem().getUserPrincipalLookupService();
            UserPrincipal user = lookup.lookupPrincipalByName(userName);
            GroupPrincipal group = lookup.lookupPrincipalByGroupName(groupName);
            PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
            view.setOwner(user);
            view.setGroup(group);
        } catch (IOException e) {
            throw new EmbeddedPostgresException("cannot give " + path + " to OS user " + userName + ": " + e, e);
        }
    }

    /**
     * Lets the server's user walk down to {@code path}: every ancestor that others may not enter gets
     * o+x (enter only, not list). Needed when root keeps files under e.g. /root.
     */
    void makeReachable(Path path) throws EmbeddedPostgresException {
        if (!root) {
            return;
        }
        Path absolute = path.toAbsolutePath().normalize();
        for (Path dir = absolute.getParent(); dir != null; dir = dir.getParent()) {
            try {
                Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(dir);
                if (permissions.add(PosixFilePermission.OTHERS_EXECUTE)) {
                    Files.setPosixFilePermissions(dir, permissions);
                }
            } catch (IOException e) {
                throw new EmbeddedPostgresException("cannot let OS user " + userName + " enter " + dir + ": " + e, e);
            }
        }
    }
}
