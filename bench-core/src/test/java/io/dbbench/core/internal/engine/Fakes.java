package io.dbbench.core.internal.engine;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.ErrorKind;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/** Test doubles for the engine: a dialect, a connection source and a workload made of lambdas. */
final class Fakes {
    private Fakes() {}

    static final String PREFIX = "test.fake.";

    /** SQLState class 08 is a lost connection; the code is the SQLState. */
    static final Dialect DIALECT = new Dialect() {
        @Override
        public String name() {
            return "fake";
        }

        @Override
        public boolean acceptsJdbcUrl(String jdbcUrl) {
            return jdbcUrl.startsWith("jdbc:fake:");
        }

        @Override
        public ErrorKind classify(SQLException e) {
            return e.getSQLState() != null && e.getSQLState().startsWith("08")
                    ? ErrorKind.CONNECTION_LOST
                    : ErrorKind.OTHER;
        }

        @Override
        public String errorCode(SQLException e) {
            return e.getSQLState();
        }

        @Override
        public String pingSql() {
            return "SELECT 1";
        }
    };

    static Connection connection(AtomicInteger rollbacks) {
        return (Connection) Proxy.newProxyInstance(
                Fakes.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "rollback" -> rollbacks.incrementAndGet();
                        case "isClosed", "getAutoCommit" -> {
                            return false;
                        }
                        case "hashCode" -> {
                            return System.identityHashCode(proxy);
                        }
                        case "equals" -> {
                            return proxy == args[0];
                        }
                        case "getMetaData" -> {
                            return META_DATA;
                        }
                        default -> {}
                    }
                    return null;
                });
    }

    /** What the engine reads for a run's environment fingerprint: a product name and version. */
    private static final java.sql.DatabaseMetaData META_DATA = (java.sql.DatabaseMetaData) Proxy.newProxyInstance(
            Fakes.class.getClassLoader(),
            new Class<?>[] {java.sql.DatabaseMetaData.class},
            (proxy, method, args) -> switch (method.getName()) {
                case "getDatabaseProductName" -> "FakeDB";
                case "getDatabaseProductVersion" -> "1.0";
                default -> null;
            });

    /** Counts what sessions do with connections. */
    static class CountingConnectionSource implements ConnectionSource {
        final AtomicInteger acquired = new AtomicInteger();
        final AtomicInteger released = new AtomicInteger();
        final AtomicInteger discarded = new AtomicInteger();
        final AtomicInteger rollbacks = new AtomicInteger();
        volatile int failNextAcquires;

        @Override
        public Connection acquire() throws SQLException {
            synchronized (this) {
                if (failNextAcquires > 0) {
                    failNextAcquires--;
                    throw new SQLException("connection refused", "08001");
                }
            }
            acquired.incrementAndGet();
            return connection(rollbacks);
        }

        @Override
        public void release(Connection connection) {
            released.incrementAndGet();
        }

        @Override
        public void discard(Connection connection) {
            discarded.incrementAndGet();
        }

        @Override
        public DataSource dataSource() {
            return (DataSource) Proxy.newProxyInstance(
                    Fakes.class.getClassLoader(),
                    new Class<?>[] {DataSource.class},
                    (proxy, method, args) -> method.getName().equals("getConnection") ? connection(rollbacks) : null);
        }

        @Override
        public void close() {}
    }

    /** A registry with one workload whose transactions are the given lambdas, named by the map keys. */
    static WorkloadRegistry registry(Map<String, Transaction> transactions) {
        return registry(transactions, Map.of());
    }

    /** @param statements per transaction name, the statement names its workload declares */
    static WorkloadRegistry registry(Map<String, Transaction> transactions, Map<String, List<String>> statements) {
        WorkloadProvider provider = new WorkloadProvider() {
            @Override
            public String name() {
                return "Fake";
            }

            @Override
            public List<String> classNamePrefixes() {
                return List.of(PREFIX);
            }

            @Override
            public Set<String> transactionNames() {
                return transactions.keySet();
            }

            @Override
            public Workload open(WorkloadContext context) {
                return new Workload() {
                    @Override
                    public Transaction newTransaction(String transactionName) {
                        return transactions.get(transactionName);
                    }

                    @Override
                    public List<String> statementNames(String transactionName) {
                        return statements.getOrDefault(transactionName, List.of());
                    }
                };
            }

            @Override
            public SchemaInstaller schemaInstaller(Dialect dialect) {
                throw new UnsupportedOperationException("no schema for " + dialect.name());
            }
        };
        return new WorkloadRegistry(List.of(provider));
    }
}
