package io.dbbench.core.internal.connect;

import io.dbbench.core.dialect.Dialect;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where to connect: the JDBC URL a connect string resolved to, the dialect that speaks to it, and the
 * private directory a credentials zip ({@code -cf}) was extracted into, if any. The wallet holds keys:
 * {@link #close()} deletes it once connections no longer need it (at the end of the run).
 */
public record JdbcTarget(String jdbcUrl, Dialect dialect, Optional<Path> extractedWalletDir) implements AutoCloseable {
    public JdbcTarget {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(dialect, "dialect");
        Objects.requireNonNull(extractedWalletDir, "extractedWalletDir");
    }

    /** A target with nothing to clean up. */
    public JdbcTarget(String jdbcUrl, Dialect dialect) {
        this(jdbcUrl, dialect, Optional.empty());
    }

    /** The URL with any password masked, for messages, logs and result files. */
    public String displayUrl() {
        return ConnectStrings.redact(jdbcUrl);
    }

    /**
     * Deletes the extracted wallet directory and everything in it. Safe to call more than once.
     *
     * @throws UncheckedIOException naming the directory when it cannot be deleted
     */
    @Override
    public void close() {
        if (extractedWalletDir.isEmpty()) {
            return;
        }
        try {
            WalletZip.deleteTree(extractedWalletDir.get());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete extracted wallet directory " + extractedWalletDir.get(), e);
        }
    }

    /** Never prints the raw URL: a pass-through {@code jdbc:} URL may carry a password. */
    @Override
    public String toString() {
        return "JdbcTarget[jdbcUrl=" + displayUrl() + ", dialect=" + dialect.name() + ", extractedWalletDir="
                + extractedWalletDir.map(Path::toString).orElse("none") + "]";
    }
}
