package io.dbbench.it.refbuild;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Maven that runs this build, for a build of its own: {@code build.maven.home}'s bin/mvn and the same
 * local repository ({@code build.maven.repo.local}), both passed by src/it/pom.xml; {@code mvn} on the
 * PATH and Maven's default repository when run elsewhere (an IDE).
 */
public final class MavenCommand {
    private MavenCommand() {}

    /** The mvn executable. */
    public static String executable() {
        String home = System.getProperty("build.maven.home", "");
        if (!home.isBlank()) {
            Path mvn = Path.of(home, "bin", "mvn");
            if (Files.isExecutable(mvn)) return mvn.toString();
        }
        return "mvn";
    }

    /** {@code -B -ntp}, and this build's local repository when known: {@code goals} come after them. */
    public static List<String> arguments(String... goals) {
        List<String> args = new ArrayList<>(List.of("-B", "-ntp"));
        String repo = System.getProperty("build.maven.repo.local", "");
        if (!repo.isBlank()) args.add("-Dmaven.repo.local=" + repo);
        args.addAll(List.of(goals));
        return args;
    }
}
