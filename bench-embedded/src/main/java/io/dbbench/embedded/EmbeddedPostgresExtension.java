package io.dbbench.embedded;

import javax.sql.DataSource;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

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
 *
 * <p>The server is kept in the outermost test class's {@link ExtensionContext.Store}, which JUnit closes
 * when that class ends, however the extension was registered (even on one test method only, where no
 * afterAll would run): then it is stopped and its directory deleted.
 */
public final class EmbeddedPostgresExtension implements BeforeAllCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(EmbeddedPostgresExtension.class);
    private final EmbeddedPostgres.Options options;
    private EmbeddedPostgres server;

    /** A server with {@link EmbeddedPostgres.Options#defaults()}: a free port, fsync off, a random password. */
    public EmbeddedPostgresExtension() {
        this(EmbeddedPostgres.Options.defaults());
    }

    public EmbeddedPostgresExtension(EmbeddedPostgres.Options options) {
        this.options = options;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws EmbeddedPostgresException {
        start(classContext(context));
    }

    private synchronized EmbeddedPostgres start(ExtensionContext classContext) throws EmbeddedPostgresException {
        if (server == null) {
            EmbeddedPostgres started = EmbeddedPostgres.start(options);
            server = started;
            // keyed by this extension, so two extensions in one class keep two servers
            classContext.getStore(NAMESPACE).put(this, new Running(started));
        }
        return server;
    }

    /** What the class's store closes at the class's end: the server, stopped and deleted. */
    private final class Running implements ExtensionContext.Store.CloseableResource {
        private final EmbeddedPostgres started;

        Running(EmbeddedPostgres started) {
            this.started = started;
        }

        @Override
        public void close() throws EmbeddedPostgresException {
            synchronized (EmbeddedPostgresExtension.this) {
                if (server == started) server = null;
            }
            started.close();
        }
    }

    /** The running server (its JDBC URL, user, password). */
    public synchronized EmbeddedPostgres server() {
        if (server == null) {
            throw new ExtensionConfigurationException(
                    "the embedded PostgreSQL runs between @BeforeAll and @AfterAll of a "
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
            s = start(classContext(context));
        } catch (EmbeddedPostgresException e) {
            throw new ParameterResolutionException("cannot start the embedded PostgreSQL: " + e.getMessage(), e);
        }
        return parameter.getParameter().getType() == DataSource.class ? s.dataSource() : s;
    }

    /** The outermost class context at or above {@code context}: the one whose end stops the server. */
    private static ExtensionContext classContext(ExtensionContext context) {
        if (context.getRoot() == context) return context;
        ExtensionContext c = context;
        while (c.getParent().isPresent() && c.getParent().get() != c.getRoot())
            c = c.getParent().get();
        return c;
    }
}
