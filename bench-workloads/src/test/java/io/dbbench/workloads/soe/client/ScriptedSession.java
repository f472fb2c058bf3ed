package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.FakeTransactionContext;
import io.dbbench.workloads.fakes.FakeDialect;

/**
 * The shared {@link FakeTransactionContext} over a {@link ScriptedJdbc}, as the engine gives a session to a
 * client-side transaction: statements prepared once per SQL, a seeded random source, think time that only
 * counts how often it was asked for ({@link #thinks()}), and no calls.
 */
final class ScriptedSession extends FakeTransactionContext {
    private final ScriptedJdbc jdbc;

    ScriptedSession(ScriptedJdbc jdbc, long seed, String dialectName) {
        super(jdbc.connection());
        this.jdbc = jdbc;
        seed(seed).dialect(new FakeDialect(dialectName)).refuseCalls("client-side transactions make no calls");
    }

    ScriptedSession(ScriptedJdbc jdbc, long seed) {
        this(jdbc, seed, "postgresql");
    }

    ScriptedJdbc jdbc() {
        return jdbc;
    }
}
