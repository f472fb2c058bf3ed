package io.dbbench.it.oracle.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.engine.StandaloneSession;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every SQL string our Java code sends to Oracle, collected by running the code against a recording JDBC
 * proxy ({@link RecordingJdbc}) with the Oracle dialect: every workload the registry finds (its schema
 * installer's create, exists and drop, and each of its transactions, many times over different seeds so
 * every branch is taken), the Order Entry validator, and the dialect's own statements (ping, the
 * connection label a topology sets). Each statement is parsed by {@link OracleGrammar}; binds are checked
 * against the placeholders at every execution.
 */
class OracleSqlGrammarTest {
    private static final Dialect ORACLE = Dialects.oracle();
    private static final int RUNS_PER_TRANSACTION = 40;
    private static final RecordingJdbc JDBC = new RecordingJdbc();
    private static final List<String> FAILURES = new ArrayList<>();
    private static final Set<String> WORKLOADS_WITH_ORACLE = new TreeSet<>();

    @BeforeAll
    static void runOurCodeAgainstTheRecorder() throws SQLException {
        WorkloadContext context = new WorkloadContext(JDBC.dataSource(), ORACLE, Map.of());
        // the JSON workload starts its ids after the highest key, which must be one of its keys
        JDBC.answering(
                "SELECT MAX(JSON_VALUE(doc, '$.passengerId')) FROM passengers", List.of(List.of("P000000001000")));
        for (WorkloadProvider provider : WorkloadRegistry.load().providers()) {
            SchemaInstaller installer;
            try {
                installer = provider.schemaInstaller(ORACLE);
            } catch (UnsupportedOperationException noOracle) {
                continue;
            }
            WORKLOADS_WITH_ORACLE.add(provider.name());
            attempt(provider.name() + " exists", () -> installer.exists(context));
            attempt(
                    provider.name() + " create",
                    () -> installer.create(
                            context, new InstallOptions(0.0001, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE)));
            // the tables are there when dropping, or an installer that checks first sends nothing
            JDBC.tablesExist(true);
            attempt(provider.name() + " drop", () -> installer.drop(context));
            JDBC.tablesExist(false);
            try (Workload workload = provider.open(context)) {
                for (String name : provider.transactionNames()) {
                    for (int seed = 0; seed < RUNS_PER_TRANSACTION; seed++) {
                        // the engine's own session over a recording connection; a think time up to 10 ms, so the
                        // server-side calls bind one; not closed: the recording connection is the test's
                        StandaloneSession session = StandaloneSession.open(
                                JDBC.connection(),
                                ORACLE,
                                StandaloneSession.Options.defaults(0, seed).withThinkMillis(0, 10));
                        attempt(provider.name() + " " + name, () -> workload.newTransaction(name)
                                .execute(session.context()));
                    }
                }
            }
        }
        // the validator goes past its first check only when the tables are there: the dictionary says so
        JDBC.answering(
                "SELECT object_name, status FROM user_objects WHERE object_type = 'TABLE'",
                SoeSchemaInstaller.TABLES.stream()
                        .map(t -> List.of(t.toUpperCase(Locale.ROOT), "VALID"))
                        .toList());
        attempt("Order Entry validate", () -> SoeValidator.forDialect(ORACLE).validate(context));
        // the Calling Circle validator's consistency queries run only past its tables check
        JDBC.tablesExist(true);
        attempt("Calling Circle validate", () -> io.dbbench.workloads.callingcircle.CcValidator.forDialect(ORACLE)
                .validate(context));
        JDBC.tablesExist(false);
        attempt("server counters", () -> io.dbbench.core.internal.server.ServerCounters.forDialect(ORACLE)
                .orElseThrow()
                .read(JDBC.connection()));
        // the traffic probe: prepared once per connection and executed again and again
        JDBC.answering(
                io.dbbench.core.internal.traffic.OracleSessionTraffic.SQL,
                List.of(List.of("3", "0000000000000000100", "0000000000000000200", "0000000000000000003")));
        attempt(
                "session statistics (traffic)",
                () -> io.dbbench.core.internal.traffic.OracleSessionTraffic.open(JDBC.connection()));
        try (Connection c = JDBC.connection();
                Statement s = c.createStatement()) {
            s.execute(ORACLE.pingSql());
            s.execute(ORACLE.applicationNameSql("svc_1-of-4"));
        }
    }

    private interface Step {
        void run() throws Exception;
    }

    private static void attempt(String what, Step step) {
        try {
            step.run();
        } catch (Exception e) {
            FAILURES.add(what + ": " + e);
        }
    }

    @Test
    void ourCodeRanToTheEndAgainstTheRecorder() {
        // a step that threw sent less than it would on Oracle, and its remaining SQL went unchecked
        assertEquals(List.of(), FAILURES.stream().distinct().toList());
        assertTrue(
                WORKLOADS_WITH_ORACLE.containsAll(Set.of("Order Entry (client-side)", "Stress Test")),
                "workloads with Oracle SQL: " + WORKLOADS_WITH_ORACLE);
    }

    @Test
    void everyStatementSentToOracleParses() throws IOException {
        List<RecordingJdbc.Sent> sent = JDBC.sent();
        // what was checked, for a reviewer: target/oracle-grammar/sent.txt
        Path listing = Path.of("target", "oracle-grammar", "sent.txt");
        Files.createDirectories(listing.getParent());
        Files.write(
                listing,
                sent.stream()
                        .map(s -> s.via() + "\t" + s.sql().replaceAll("\\s+", " "))
                        .toList());
        assertTrue(sent.size() > 40, "too few statements recorded: " + sent.size());
        List<String> problems = new ArrayList<>();
        for (RecordingJdbc.Sent s : sent)
            problems.addAll(OracleGrammar.check(s.via() + " \"" + s.sql() + "\"", s.sql()));
        assertTrue(
                problems.isEmpty(),
                problems.size() + " problem(s) in " + sent.size() + " statements:\n" + String.join("\n", problems));
    }

    @Test
    void theInstallersDropsWereSentAndChecked() {
        // the Stress Test installer drops only a table it finds: its DROP ... PURGE must have been recorded
        assertTrue(
                JDBC.sent().stream().anyMatch(s -> s.sql().matches("(?is)DROP\\s+TABLE\\s+stresstesttable\\s+PURGE")),
                JDBC.sent().toString());
    }

    @Test
    void everyExecutionBoundExactlyItsPlaceholders() {
        assertEquals(List.of(), JDBC.bindProblems());
    }

    /**
     * Every call our server-side code makes names a subprogram of the ORDERENTRY package we install, with its
     * parameter count; a function is called as {@code ? = call} with a VARCHAR out parameter for its
     * VARCHAR2 reply, a procedure without one.
     */
    @Test
    void everyCallMatchesThePackageSignature() {
        String source = "io/dbbench/workloads/soe/oracle/orderentry.sql";
        PackageSpec spec =
                PackageSpec.fromScript(source, OracleScripts.discover().get(source));
        assertTrue(spec.subprograms().size() >= 11, "package spec read: " + spec);
        List<RecordingJdbc.Call> calls = JDBC.calls();
        assertTrue(calls.size() >= 11, "calls recorded: " + calls);
        List<String> problems = new ArrayList<>();
        for (RecordingJdbc.Call call : calls) {
            Matcher m = CALL.matcher(call.sql());
            Matcher standalone = STANDALONE_CALL.matcher(call.sql());
            if (!m.matches() && standalone.matches()) {
                // a schema-level function (the stored-procedure stubs): one our Oracle scripts create, returning
                // VARCHAR2
                if (!standaloneFunctionExists(standalone.group(2), standalone.group(3))
                        || standalone.group(1) == null
                        || !Map.of(1, Types.VARCHAR).equals(call.outTypes())) {
                    problems.add(
                            call.sql() + ": no function " + standalone.group(2) + " returning VARCHAR2 with that many "
                                    + "parameters in our Oracle scripts, or its reply is not registered as VARCHAR");
                }
                continue;
            }
            if (!m.matches()) {
                problems.add(call.sql() + ": not a JDBC call escape");
                continue;
            }
            boolean function = m.group(1) != null;
            int arguments = m.group(4).isBlank() ? 0 : m.group(4).split(",").length;
            List<PackageSpec.Subprogram> match =
                    m.group(2).equalsIgnoreCase(spec.packageName()) ? spec.find(m.group(3), arguments) : List.of();
            if (match.isEmpty()) {
                problems.add(
                        call.sql() + ": no " + m.group(2) + "." + m.group(3) + " with " + arguments + " parameter(s)");
            } else if (function != (match.get(0).returnType() != null)) {
                problems.add(call.sql() + ": "
                        + (function ? "calls a procedure as a function" : "drops a function's reply"));
            } else if (function
                    && !("VARCHAR2".equals(match.get(0).returnType())
                            && Map.of(1, Types.VARCHAR).equals(call.outTypes()))) {
                problems.add(call.sql() + ": returns " + match.get(0).returnType() + ", out parameters registered "
                        + call.outTypes());
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Beyond grammar: every table a statement names is one our Oracle scripts create (or Oracle's dictionary),
     * and every column an INSERT lists is a column of its table, so a misspelt name is caught here too.
     */
    @Test
    void everyTableAndInsertedColumnIsOneOurScriptsCreate() {
        Map<String, List<String>> schema = ScriptSchema.fromScripts(OracleScripts.discover());
        assertTrue(
                schema.keySet().containsAll(List.of("customers", "products", "stresstesttable")),
                schema.keySet().toString());
        List<String> problems = new ArrayList<>();
        for (RecordingJdbc.Sent s : JDBC.sent()) problems.addAll(ScriptSchema.unknownNames(schema, s.sql()));
        assertEquals(List.of(), problems);
    }

    private static final Pattern STANDALONE_CALL =
            Pattern.compile("(?is)\\{\\s*(\\?\\s*=\\s*)?call\\s+(\\w+)\\s*\\(([^)]*)\\)\\s*}");

    /** Whether an Oracle script creates function {@code name} with as many parameters as {@code arguments} passes. */
    private static boolean standaloneFunctionExists(String name, String arguments) {
        int count = arguments.isBlank() ? 0 : arguments.split(",").length;
        Pattern declared = Pattern.compile("(?is)CREATE\\s+OR\\s+REPLACE\\s+FUNCTION\\s+" + Pattern.quote(name)
                + "\\s*\\(([^)]*)\\)\\s*RETURN\\s+VARCHAR2\\b");
        for (String script : OracleScripts.discover().values()) {
            Matcher d = declared.matcher(script);
            while (d.find()) if (d.group(1).split(",").length == count) return true;
        }
        return false;
    }

    private static final Pattern CALL =
            Pattern.compile("(?is)\\{\\s*(\\?\\s*=\\s*)?call\\s+(\\w+)\\.(\\w+)\\s*\\(([^)]*)\\)\\s*}");
}
