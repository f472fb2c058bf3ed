package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.measure.BenchmarkOptions;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class UserThreadsTest {
    private static final boolean JDK_HAS_VIRTUAL = Runtime.version().feature() >= 21;

    private static boolean isVirtual(Thread t) throws ReflectiveOperationException {
        return JDK_HAS_VIRTUAL && (Boolean) Thread.class.getMethod("isVirtual").invoke(t);
    }

    @Test
    void theOptionsValuesAreVirtualAndPlatformOnly() {
        assertEquals(UserThreads.VIRTUAL, UserThreads.of("virtual"));
        assertEquals(UserThreads.PLATFORM, UserThreads.of("platform"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> UserThreads.of("green"));
        assertEquals("'green': expected virtual or platform", e.getMessage());
    }

    @Test
    void aPlatformUserIsADaemonPlatformThreadWithItsName() throws Exception {
        Thread t = UserThreads.PLATFORM.newThread(() -> {}, "svc-session-3");
        assertEquals("svc-session-3", t.getName());
        assertTrue(t.isDaemon());
        assertFalse(isVirtual(t));
    }

    @Test
    void aVirtualUserRunsOnAVirtualThreadWhereTheJdkHasThemAndIsRefusedWhereItHasNot() throws Exception {
        assertEquals(JDK_HAS_VIRTUAL, UserThreads.virtualAvailable());
        if (!JDK_HAS_VIRTUAL) {
            assertThrows(IllegalStateException.class, () -> UserThreads.VIRTUAL.newThread(() -> {}, "u"));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> BenchmarkOptions.defaults().withVirtualThreads(true),
                    "never a silent fallback to platform threads");
            return;
        }
        CountDownLatch ran = new CountDownLatch(1);
        Thread t = UserThreads.VIRTUAL.newThread(ran::countDown, "svc-session-4");
        assertEquals("svc-session-4", t.getName());
        assertTrue(t.isDaemon());
        assertTrue(isVirtual(t));
        t.start();
        assertTrue(ran.await(1, TimeUnit.MINUTES));
        assertTrue(BenchmarkOptions.defaults().withVirtualThreads(true).virtualThreads());
    }
}
