package io.dbbench.embedded;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

import javax.sql.DataSource;

/**
 * JUnit 5: one private {@link EmbeddedPostgres} per test class, started before the first test and
 * stopped and deleted after the last. Either register it on a static field and use its accessors,
 *
 * <pre>{@code
 * @RegisterExtension
 * static EmbeddedPostgresExtension postgres = new EmbeddedPostgresExtension();
 * ... postgres.dataSource() ...
 * }</pre>
 *
 * or declare {@code @ExtendWith(EmbeddedPostgresExtension.class)} and take a {@link DataSource} or an
 * {@link EmbeddedPostgres} as a parameter of a test, a lifecycle method or the constructor. Needs no
 * Docker and no running server; never uses port 5432.
 */
public final class EmbeddedPostgresExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {
    private final EmbeddedPostgres.Options options;
    private EmbeddedPostgres server;
    /** The test class that started the server: its end (not a @Nested class's) stops it. */
    private String startedBy;

    /** A server with {@link EmbeddedPostgres.Options#defaults()}: a free port, fsync off, a random password. */
    public EmbeddedPostgresExtension() {
        this(EmbeddedPostgres.Options.defaults());
    }

    public EmbeddedPostgresExtension(EmbeddedPostgres.Options options) {
        this.options = options;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws EmbeddedPostgresException {
        start(context);
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) throws EmbeddedPostgresException {
        if (server == null || !context.getUniqueId().equals(startedBy)) return;
        EmbeddedPostgres s = server;
        server = null;
        startedBy = null;
        s.close();
    }

    private synchronized EmbeddedPostgres start(ExtensionContext context) throws EmbeddedPostgresException {
        if (server == null) {
            server = EmbeddedPostgres.start(options);
            startedBy = context.getUniqueId();
        }
        return server;
    }

    /** The running server (its JDBC URL, user, password). */
    public synchronized EmbeddedPostgres server() {
        if (server == null) {
            throw new ExtensionConfigurationException("the embedded PostgreSQL runs between @BeforeAll and @AfterAll of a "
                    + "test class; register EmbeddedPostgresExtension on a static field");
        }
        return server;
    }

    /** A plain DataSource on the running server. */
    public DataSource dataSource() {
        return server().dataSource();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == DataSource.class || type == EmbeddedPostgres.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        EmbeddedPostgres s;
        try {
            // a PER_CLASS test instance is made before the class's beforeAll: start on first need
            s = start(context.getRoot() == context ? context : classContext(context));
        } catch (EmbeddedPostgresException e) {
            throw new ParameterResolutionException("cannot start the embedded PostgreSQL: " + e.getMessage(), e);
        }
        return parameter.getParameter().getType() == DataSource.class ? s.dataSource() : s;
    }

    /** The outermost class context above {@code context}: the one whose afterAll ends the server. */
    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext c = context;
        while (c.getParent().isPresent() && c.getParent().get() != c.getRoot()) c = c.getParent().get();
        return c;
    }
}
