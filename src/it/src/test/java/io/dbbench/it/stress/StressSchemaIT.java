package io.dbbench.it.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@code stress create | validate | drop} on embedded PostgreSQL, through bench-cli's command line. */
class StressSchemaIT {
    @Test
    void createValidateDropValidate() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("stressschema");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};

        CliProcess.Run create = stress(target, "create", "--scale", "0.002");
        assertEquals(0, create.exitCode(), create.out() + create.err());
        assertEquals(2_000, db.count("SELECT count(*) FROM stresstesttable"));

        CliProcess.Run valid = stress(target, "validate");
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("2000 rows"), valid.out());
        assertTrue(valid.out().contains("Schema valid: all 3 checks passed"), valid.out());

        CliProcess.Run again = stress(target, "create", "--scale", "0.002");
        assertEquals(8, again.exitCode(), again.out() + again.err());
        assertTrue(again.err().contains("--replace"), again.err());

        // a load that stopped before its index: partial, so validate fails and create refuses without --replace
        try (Connection c = db.dataSource().getConnection();
                Statement st = c.createStatement()) {
            st.execute("DROP INDEX stresstest_asmallvarchar_ix");
        }
        CliProcess.Run invalid = stress(target, "validate");
        assertEquals(7, invalid.exitCode(), invalid.out() + invalid.err());
        assertTrue(invalid.out().contains("stresstest_asmallvarchar_ix missing"), invalid.out());
        CliProcess.Run replaced = stress(target, "create", "--scale", "0.001", "--replace");
        assertEquals(0, replaced.exitCode(), replaced.out() + replaced.err());
        assertEquals(1_000, db.count("SELECT count(*) FROM stresstesttable"));

        CliProcess.Run drop = stress(target, "drop");
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
        assertEquals(0, db.count("SELECT count(*) FROM pg_tables WHERE tablename = 'stresstesttable'"));
        CliProcess.Run missing = stress(target, "validate");
        assertEquals(6, missing.exitCode(), missing.out() + missing.err());
        assertTrue(missing.err().contains("'stress create'"), missing.err());
    }

    private static CliProcess.Run stress(String[] target, String... command) throws Exception {
        String[] args = new String[1 + command.length + target.length];
        args[0] = "stress";
        System.arraycopy(command, 0, args, 1, command.length);
        System.arraycopy(target, 0, args, 1 + command.length, target.length);
        return CliProcess.inProcess(Arrays.copyOf(args, args.length));
    }
}
