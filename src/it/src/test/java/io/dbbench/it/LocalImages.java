package io.dbbench.it;

import com.github.dockerjava.api.exception.NotFoundException;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.images.ImagePullPolicy;

/**
 * Whether a Testcontainers test may run here: Docker answers and already has the image. Nothing is ever
 * pulled: our machines reach no registry, and a pull would turn "no image" into a slow failure (retries
 * for minutes) instead of a one-line skip. Tests ask {@link #assumePresent} first, then start their
 * container with {@link #NEVER_PULL}.
 */
public final class LocalImages {
    /** A pull policy that never pulls: the image must be local (checked before the container starts). */
    public static final ImagePullPolicy NEVER_PULL = image -> false;

    /** When a missing Docker or image fails the test instead of skipping it: {@link #requiredOnCi}. */
    static final String REQUIRED_WHEN = "CI=true without DBBENCH_SKIP_CONTAINERS=1";

    private LocalImages() {}

    /**
     * Goes on when Docker runs and has {@code image}; otherwise aborts the test (JUnit skips it) with the
     * reason, or fails it with the reason on CI ({@link #requiredOnCi}). {@code DBBENCH_SKIP_CONTAINERS=1}
     * skips it on purpose, as it skips scripts/ci-test.sh's container step.
     *
     * @param howToGetIt what to run to have the image, for the message
     * @param env        the environment ({@code System.getenv()})
     */
    public static void assumePresent(String image, String howToGetIt, Map<String, String> env) {
        if (skippedOnPurpose(env)) skip("DBBENCH_SKIP_CONTAINERS=1: container tests skipped on purpose");
        enforce(whyAbsent(image, howToGetIt), requiredOnCi(env));
    }

    /** Why {@code image} cannot be used here (no Docker, or no such local image), or empty when it can. */
    public static Optional<String> whyAbsent(String image, String howToGetIt) {
        boolean docker = DockerClientFactory.instance().isDockerAvailable();
        return whyAbsent(image, howToGetIt, docker, docker && present(image));
    }

    static Optional<String> whyAbsent(String image, String howToGetIt, boolean dockerAvailable, boolean imagePresent) {
        if (!dockerAvailable)
            return Optional.of(
                    "no Docker engine answers here (DOCKER_HOST or /var/run/docker.sock), needed for " + image);
        if (!imagePresent)
            return Optional.of("image " + image + " is not present locally (tests never pull it); " + howToGetIt);
        return Optional.empty();
    }

    /** Skips (aborts) with {@code why}, or fails with it when {@code required}; nothing when there is no why. */
    static void enforce(Optional<String> why, boolean required) {
        if (why.isEmpty()) return;
        if (required) Assertions.fail(why.get() + " (required here: " + REQUIRED_WHEN + ")");
        skip(why.get());
    }

    /**
     * Aborts the test (JUnit reports it skipped) with {@code why}, also printed as one line: Maven's console
     * shows only "Skipped: 1", the reason only in the reports.
     */
    public static void skip(String why) {
        System.err.println("skipped: " + why);
        Assumptions.abort(why);
    }

    /**
     * The CI rule (issue 21 point 6): under {@code CI=true} Docker must run (scripts/ci-test.sh fails
     * otherwise) and the images are built before the tests, so a missing one is a failure there; elsewhere
     * the container tests skip.
     */
    static boolean requiredOnCi(Map<String, String> env) {
        return "true".equals(env.get("CI")) && !skippedOnPurpose(env);
    }

    static boolean skippedOnPurpose(Map<String, String> env) {
        return "1".equals(env.get("DBBENCH_SKIP_CONTAINERS"));
    }

    private static boolean present(String image) {
        try {
            DockerClientFactory.instance().client().inspectImageCmd(image).exec();
            return true;
        } catch (NotFoundException e) {
            return false;
        }
    }
}
