package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * After its test class, the extension's server is stopped and its directory deleted, however it was
 * registered: the classes below are run through JUnit's test kit (surefire skips nested classes), and
 * this test looks at what they left.
 */
class EmbeddedPostgresExtensionEndTest {
    private static volatile EmbeddedPostgres seen;

    private static void runAndCheckItsServerIsGone(Class<?> testClass) {
        seen = null;
        EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(testClass))
                .execute()
                .testEvents()
                .assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertTrue(seen != null, "the test ran with a server");
        Path base = seen.baseDirectory();
        assertFalse(seen.isRunning(), "stopped after " + testClass.getSimpleName());
        assertFalse(Files.exists(base), base + " deleted after " + testClass.getSimpleName());
    }

    @Test
    void onAStaticField() {
        runAndCheckItsServerIsGone(OnAStaticField.class);
    }

    @Test
    void onOneTestMethodOnly() {
        // before: registered at method level, no afterAll ran and the server and its directory were left
        runAndCheckItsServerIsGone(OnOneTestMethod.class);
    }

    static class OnAStaticField {
        @RegisterExtension
        static EmbeddedPostgresExtension postgres = new EmbeddedPostgresExtension();

        @Test
        void uses() {
            seen = postgres.server();
            assertTrue(seen.isRunning());
        }
    }

    static class OnOneTestMethod {
        @Test
        @ExtendWith(EmbeddedPostgresExtension.class)
        void uses(EmbeddedPostgres server) {
            seen = server;
            assertTrue(seen.isRunning());
        }
    }
}
