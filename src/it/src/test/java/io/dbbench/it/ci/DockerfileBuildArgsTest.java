package io.dbbench.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The shipped Dockerfiles build anywhere only while every base image is a build argument whose default is
 * the public image users pull, and deploy/images.sh --offline can substitute it: a hard-coded FROM (say a
 * second `FROM maven` stage, which docker 20.10's classic builder builds even when unused) would need a
 * registry, and a build argument images.sh passes but the Dockerfile no longer declares is silently ignored.
 */
class DockerfileBuildArgsTest {
    private static final Path ROOT = Path.of(System.getProperty("bench.root.dir", "../.."))
            .toAbsolutePath()
            .normalize();
    private static final Pattern ARG = Pattern.compile("^ARG\\s+(\\w+)(?:=(\\S+))?", Pattern.MULTILINE);
    private static final Pattern FROM = Pattern.compile("^FROM\\s+(\\S+)", Pattern.MULTILINE);
    private static final Pattern BUILD_ARG = Pattern.compile("--build-arg\\s+(\\w+)=");

    @Test
    void everyBaseImageIsABuildArgumentDefaultingToAPublicImage() throws IOException {
        for (String dockerfile : List.of("deploy/Dockerfile", "deploy/postgres/Dockerfile")) {
            String text = Files.readString(ROOT.resolve(dockerfile));
            Map<String, String> globalArgs = globalArgs(text);
            List<String> froms = matches(FROM, text);
            assertFalse(froms.isEmpty(), dockerfile + ": no FROM");
            for (String from : froms) {
                Matcher variable = Pattern.compile("^\\$\\{(\\w+)}$").matcher(from);
                assertTrue(variable.matches(), dockerfile + ": FROM " + from + " is not a build argument");
                String image = globalArgs.get(variable.group(1));
                assertTrue(
                        image != null && !image.startsWith("local/"),
                        dockerfile + ": ARG " + variable.group(1)
                                + " needs a public default before the first FROM, has " + image);
            }
        }
    }

    @Test
    void theAppImageHasOneBuildStageThatCanTakeTheHostJar() throws IOException {
        String text = Files.readString(ROOT.resolve("deploy/Dockerfile"));
        assertEquals(2, matches(FROM, text).size(), "deploy/Dockerfile: a build stage and a runtime stage, no more");
        assertTrue(
                text.contains("host) test -f bench-cli/target/bench-cli.jar"),
                "deploy/Dockerfile: JAR_SOURCE=host takes bench-cli/target/bench-cli.jar");
        List<String> ignore = Files.readAllLines(ROOT.resolve(".dockerignore"));
        assertTrue(
                ignore.indexOf("!bench-cli/target/bench-cli.jar") > ignore.indexOf("**/target"),
                ".dockerignore must exclude target directories but keep bench-cli/target/bench-cli.jar, after them");
    }

    @Test
    void imagesShPassesOnlyDeclaredBuildArguments() throws IOException {
        Set<String> declared = new LinkedHashSet<>();
        for (String dockerfile : List.of("deploy/Dockerfile", "deploy/postgres/Dockerfile")) {
            declared.addAll(matches(ARG, Files.readString(ROOT.resolve(dockerfile))));
        }
        List<String> passed = matches(BUILD_ARG, Files.readString(ROOT.resolve("deploy/images.sh")));
        assertEquals(Set.of("JAR_SOURCE", "BUILD_IMAGE", "RUNTIME_IMAGE", "BASE_IMAGE"), new LinkedHashSet<>(passed));
        for (String arg : passed) assertTrue(declared.contains(arg), "deploy/images.sh passes undeclared " + arg);
    }

    /** ARGs before the first FROM: only those may be used in a FROM line. */
    private static Map<String, String> globalArgs(String dockerfile) {
        int firstFrom = dockerfile.indexOf("\nFROM ");
        Map<String, String> args = new LinkedHashMap<>();
        Matcher m = ARG.matcher(dockerfile.substring(0, firstFrom < 0 ? dockerfile.length() : firstFrom));
        while (m.find()) args.put(m.group(1), m.group(2));
        return args;
    }

    private static List<String> matches(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) found.add(m.group(1));
        return found;
    }
}
