package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.engine.UsersSteering;
import java.util.List;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

/** The held connections (a pooled config's pool) are sized for a steered run's ceiling, not its first step. */
class BenchmarkHeldUsersTest {
    private static UsersSteering steeringUpTo(int maxUsers) {
        return new UsersSteering() {
            @Override
            public int maxUsers() {
                return maxUsers;
            }

            @Override
            public void attach(IntConsumer setActiveUsers, Runnable endRun) {}

            @Override
            public void onInterval(ProgressSnapshot snapshot) {}
        };
    }

    @Test
    void aSteeredRunIsSizedForItsCeiling() {
        assertEquals(8, Benchmark.heldUsers(1, List.of(steeringUpTo(8))));
    }

    @Test
    void theConfigsUsersWhenTheyAreMore() {
        assertEquals(10, Benchmark.heldUsers(10, List.of(steeringUpTo(8))));
    }

    @Test
    void theConfigsUsersWithoutSteering() {
        ProgressListener watcher = snapshot -> {};
        assertEquals(4, Benchmark.heldUsers(4, List.of(watcher)));
    }
}
