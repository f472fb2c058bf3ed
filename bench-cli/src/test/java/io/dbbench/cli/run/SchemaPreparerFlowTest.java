package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A run's set-up, followed through: the config's workloads are resolved once, each installer is asked for
 * once, the set-up pool is sized to the loader (not to -uc), and a load that fails part way has its own
 * exit code and says how to get rid of what it left.
 */
class SchemaPreparerFlowTest {
    private static final String PREFIX = "test.counting.";

    /** Counts how often the CLI resolves it (prefix lookups) and asks for its installer. */
    private static final class CountingProvider implements WorkloadProvider {
        int prefixLookups;
        int installerRequests;
        final CountingInstaller installer = new CountingInstaller();

        @Override
        public String name() {
            return "Counting";
        }

        @Override
        public List<String> classNamePrefixes() {
            prefixLookups++;
            return List.of(PREFIX);
        }

        @Override
        public Set<String> transactionNames() {
            return Set.of("Txn");
        }

        @Override
        public Workload open(WorkloadContext context) {
            throw new UnsupportedOperationException("not run here");
        }

        @Override
        public SchemaInstaller schemaInstaller(Dialect dialect) {
            installerRequests++;
            return installer;
        }
    }

    private static final class CountingInstaller implements SchemaInstaller {
        boolean present;
        SQLException failure;
        final List<InstallOptions> creates = new ArrayList<>();

        @Override
        public boolean exists(WorkloadContext context) {
            return present;
        }

        @Override
        public void create(WorkloadContext context, InstallOptions options) throws SQLException {
            creates.add(options);
            if (failure != null) throw failure;
        }

        @Override
        public void drop(WorkloadContext context) {}
    }

    /** The set-up pool the preparer asked for: its size, and that it was closed. */
    private static final class RecordingPool implements ConnectionSource {
        final List<Integer> sizes = new ArrayList<>();
        boolean closed;

        SchemaPreparer.PoolOpener opener() {
            return (url, connection, connections, name) -> {
                sizes.add(connections);
                return this;
            };
        }

        @Override
        public Connection acquire() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void release(Connection connection) {}

        @Override
        public void discard(Connection connection) {}

        @Override
        public DataSource dataSource() {
            return null;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final CountingProvider provider = new CountingProvider();
    private final WorkloadRegistry registry = new WorkloadRegistry(List.of(provider));
    private final RunConfig oneUser = RunConfig.builder()
            .name("t")
            .connect("//h/s", "u", "p")
            .users(1)
            .transaction("T", "T", PREFIX + "Txn", 100)
            .build();
    private final RecordingPool pool = new RecordingPool();
    private final StringWriter out = new StringWriter();

    private SchemaPreparer preparer(int loaderThreads) {
        SchemaPreparer resolved = SchemaPreparer.of(oneUser, registry);
        assertEquals(List.of("Counting"), resolved.transactionWorkloads());
        return new SchemaPreparer(resolved.providers(), resolved.transactionWorkloads(), loaderThreads, pool.opener());
    }

    private void prepare(SchemaPreparer preparer, boolean create) throws CliException {
        preparer.prepare(
                "jdbc:postgresql://h/s",
                Dialects.postgresql(),
                "h/s",
                oneUser,
                create,
                0.01,
                -1,
                new PrintWriter(out, true));
    }

    @Test
    void theConfigIsResolvedOnceAndEachInstallerAskedForOnce() throws CliException {
        SchemaPreparer preparer = preparer(4);
        int lookupsToResolve = provider.prefixLookups;
        assertEquals(1, lookupsToResolve, "one transaction, one provider: one lookup");
        preparer.checkScale(0.01);
        prepare(preparer, true);
        assertEquals(lookupsToResolve, provider.prefixLookups, "the scale check and the set-up resolve nothing again");
        assertEquals(1, provider.installerRequests, "prepared once");
        assertEquals(1, provider.installer.creates.size());
        assertEquals(List.of(5), pool.sizes, "one set-up pool");
        assertTrue(pool.closed);
    }

    @Test
    void theSetupPoolIsSizedToTheLoaderNotToTheUsers() throws CliException {
        prepare(preparer(4), true);
        assertEquals(4, provider.installer.creates.get(0).threads(), "the loader gets the threads it was sized for");
        assertEquals(
                List.of(5),
                pool.sizes,
                "-uc 1: a connection per loader thread and one for the checks, never the users' 1");
    }

    @Test
    void withoutCreateTheSchemaIsOnlyCheckedAndNothingLoads() throws CliException {
        provider.installer.present = true;
        prepare(preparer(4), false);
        assertEquals(0, provider.installer.creates.size());
        assertEquals(1, provider.installerRequests);
    }

    @Test
    void aDatabaseThatHangsAtLogonIsSaidToHaveStoppedAnswering() {
        // pgjdbc's answer to a silent server: "The connection attempt failed." caused by a read timeout
        SQLException hung = new SQLException(
                "The connection attempt failed.", "08001", new java.net.SocketTimeoutException("Read timed out"));
        SchemaPreparer resolved = SchemaPreparer.of(oneUser, registry);
        SchemaPreparer preparer = new SchemaPreparer(
                resolved.providers(), resolved.transactionWorkloads(), 2, (url, connection, connections, name) -> {
                    throw hung;
                });
        CliException e = assertThrows(CliException.class, () -> prepare(preparer, false));
        assertEquals(ExitCodes.CANNOT_CONNECT, e.exitCode());
        assertTrue(e.getMessage().contains("the database stopped answering (no reply in "), e.getMessage());
        assertFalse(e.getMessage().contains("The connection attempt failed"), e.getMessage());
    }

    @Test
    void aLoadThatFailsPartWayHasItsOwnExitCodeAndSaysToDropWhatItLeft() {
        provider.installer.failure = new SQLException("could not extend file: No space left on device");
        CliException e = assertThrows(CliException.class, () -> prepare(preparer(2), true));
        assertEquals(ExitCodes.LOAD_FAILED, e.exitCode());
        assertEquals(
                "loading the Counting schema failed part way, leaving it half-loaded: could not extend file: No space"
                        + " left on device; drop its tables, then run this command again",
                e.getMessage());
        assertTrue(pool.closed, "the set-up pool is closed after a failed load");
    }

    @Test
    void aFailedOrderEntryLoadNamesSoeDrop() {
        assertEquals(
                "loading the Order Entry (client-side) schema failed part way, leaving it half-loaded: boom; drop it"
                        + " with 'dbbench soe drop -cs <connect> -u <user> -p <password>', then run"
                        + " this command again",
                SchemaPreparer.loadFailed(
                        "Order Entry (client-side)", SchemaPreparerTest.command("Order Entry (client-side)"), "boom"));
        assertTrue(SchemaPreparer.loadFailed("TPC-DS-like", SchemaPreparerTest.command("TPC-DS-like"), "boom")
                .contains("'dbbench tpcds drop"));
    }

    @Test
    void aHalfLoadedTpcdsSchemaIsToBeReplacedWithTpcdsCreate() {
        String message = SchemaPreparer.notThere(
                "TPC-DS-like",
                SchemaPreparerTest.command("TPC-DS-like"),
                "partial (load state 'loading')",
                "the database");
        assertTrue(message.contains("'dbbench tpcds create --replace"), message);
        assertTrue(message.contains("(or 'tpcds drop', then this command again)"), message);
    }

    @Test
    void aHalfLoadedSalesHistorySchemaIsToBeReplacedWithShCreate() {
        String message = SchemaPreparer.notThere(
                "Sales History", SchemaPreparerTest.command("Sales History"), "load state 'loading'", "the database");
        assertTrue(message.contains("'dbbench sh create --replace"), message);
        assertTrue(SchemaPreparer.loadFailed("Sales History", SchemaPreparerTest.command("Sales History"), "boom")
                .contains("'dbbench sh drop"));
    }

    @Test
    void aHalfLoadedCallingCircleSchemaIsToBeReplacedWithCcCreate() {
        String message = SchemaPreparer.notThere(
                io.dbbench.workloads.callingcircle.CcProvider.NAME,
                SchemaPreparerTest.command(io.dbbench.workloads.callingcircle.CcProvider.NAME),
                "keys or indexes missing: cc_calls_pk",
                "the db");
        assertTrue(message.contains("'dbbench cc create --replace"), message);
        assertTrue(SchemaPreparer.loadFailed("Calling Circle", SchemaPreparerTest.command("Calling Circle"), "boom")
                .contains("'dbbench cc drop"));
    }
}
