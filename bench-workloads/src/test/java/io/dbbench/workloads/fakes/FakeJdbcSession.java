package io.dbbench.workloads.fakes;

import io.dbbench.core.workload.FakeTransactionContext;

/**
 * The shared {@link FakeTransactionContext} over a {@link FakeJdbc}, as the Stress Test sees a session:
 * statements prepared once per SQL, a PostgreSQL dialect, no calls; {@link #jdbc()} gives the recorded events.
 */
public final class FakeJdbcSession extends FakeTransactionContext {
    private final FakeJdbc jdbc;

    public FakeJdbcSession(FakeJdbc jdbc, long seed, int sessionId) {
        super(jdbc.connection());
        this.jdbc = jdbc;
        seed(seed)
                .sessionId(sessionId)
                .dialect(new FakeDialect("postgresql"))
                .refuseCalls("the Stress Test makes no calls");
    }

    public FakeJdbc jdbc() {
        return jdbc;
    }
}
