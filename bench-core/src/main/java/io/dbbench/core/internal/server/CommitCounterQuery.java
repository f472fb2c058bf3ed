package io.dbbench.core.internal.server;

import java.util.Optional;

/**
 * The one query that reads the database's committed-transaction counter, for a reading once a second (the web
 * console's live commits): the same statement the server counters read it with ({@link PostgresCounterQueries#DATABASE},
 * {@link OracleServerCounters#SQL}), its row named {@link ServerCounters#COMMITS} being the figure, so the live rate and
 * the results' {@code server} section count the same thing.
 */
public final class CommitCounterQuery {
    private CommitCounterQuery() {}

    /** The query for this dialect ({@code Dialect#name()}), empty when dbbench reads no commit counter for it. */
    public static Optional<String> forDialect(String dialectName) {
        return switch (dialectName) {
            case "postgresql" -> Optional.of(PostgresCounterQueries.DATABASE);
            case "oracle" -> Optional.of(OracleServerCounters.SQL);
            default -> Optional.empty();
        };
    }
}
