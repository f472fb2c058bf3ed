package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Issue 35: {@code soe validate} against a database hung 10 s in waited out the whole hang (187 s), and a login
 * on a hung server said "The connection attempt failed" or nothing at all. A schema command gives up after its
 * timeouts with one line and the connect-failure exit code.
 */
class SchemaTimeoutsTest {
    @Test
    void postgresConnectStringsGetTheTimeoutsUnlessTheyHaveTheirOwn() {
        SchemaTimeouts both = SchemaTimeouts.loginAndReply();
        assertEquals(
                "jdbc:postgresql://h:5432/db?loginTimeout=20&connectTimeout=20&socketTimeout=300",
                both.applyTo("jdbc:postgresql://h:5432/db"));
        assertEquals(
                "jdbc:postgresql://h/db?ssl=true&loginTimeout=20&connectTimeout=20&socketTimeout=300",
                both.applyTo("jdbc:postgresql://h/db?ssl=true"));
        assertEquals(
                "jdbc:postgresql://h/db?socketTimeout=5&loginTimeout=20&connectTimeout=20",
                both.applyTo("jdbc:postgresql://h/db?socketTimeout=5"));
        // create: its CREATE INDEX may run for an hour without a byte back
        assertEquals(
                "jdbc:postgresql://h/db?loginTimeout=20&connectTimeout=20",
                SchemaTimeouts.loginOnly().applyTo("jdbc:postgresql://h/db"));
        assertEquals("jdbc:oracle:thin:@//h:1521/s", both.applyTo("jdbc:oracle:thin:@//h:1521/s"));
        assertEquals("jdbc:postgresql://h/db", SchemaTimeouts.NONE.applyTo("jdbc:postgresql://h/db"));
    }

    @Test
    void aTimeoutIsSaidAsTheDatabaseStoppedAnswering() {
        SchemaTimeouts both = SchemaTimeouts.loginAndReply();
        SQLException read = new SQLException(
                "An I/O error occurred while sending to the backend.",
                "08006",
                new SocketTimeoutException("Read timed out"));
        assertEquals(Optional.of("the database stopped answering (no reply in 300 s)"), both.stoppedAnswering(read));
        assertEquals(
                Optional.of("the database stopped answering (no reply in 20 s)"),
                both.stoppedAnswering(new SQLException("Connection attempt timed out.", "08001")));
        assertEquals(
                Optional.empty(), both.stoppedAnswering(new SQLException("relation \"x\" does not exist", "42P01")));
        // create has no reply timeout: a read timeout there is not one of ours
        assertEquals(Optional.empty(), SchemaTimeouts.loginOnly().stoppedAnswering(read));
        // at the logon, whichever timer fired (pgjdbc's 5 s for the SSL answer, the login's 20 s): the time waited
        SQLException ssl = new SQLException(
                "The connection attempt failed.", "08001", new SocketTimeoutException("Read timed out"));
        assertEquals(
                Optional.of("the database stopped answering (no reply in 5 s)"),
                SchemaTimeouts.stoppedAnsweringAtLogon(ssl, Duration.ofMillis(5_400)));
        assertEquals(
                Optional.empty(),
                SchemaTimeouts.stoppedAnsweringAtLogon(
                        new SQLException("password authentication failed", "28P01"), Duration.ofMillis(40)));
    }

    /** A server that accepts connections and never answers: a stopped postmaster, as its clients see it. */
    @Test
    void validateOnAServerThatNeverAnswersGivesUpWithOneLineAndExit4() throws Exception {
        List<Socket> held = new CopyOnWriteArrayList<>();
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) held.add(silent.accept());
                } catch (java.io.IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            StringWriter err = new StringWriter();
            CommandLine cl = WorkloadSchemaCommands.commandLine(SoeSchemaDefinition.INSTANCE);
            cl.setOut(new PrintWriter(new StringWriter(), true));
            cl.setErr(new PrintWriter(err, true));
            String url = "jdbc:postgresql://127.0.0.1:" + silent.getLocalPort() + "/x";
            // pgjdbc's 5 s for the SSL answer or the login timeout (20 s), and room for a loaded machine; without a
            // login timeout the command waited for ever
            int exit = assertTimeoutPreemptively(
                    Duration.ofSeconds(90), () -> cl.execute("validate", "-cs", url, "-u", "u", "-p", "secret"));
            assertEquals(ExitCodes.CANNOT_CONNECT, exit, err.toString());
            assertTrue(
                    err.toString()
                            .strip()
                            .matches("bench-cli: soe validate: cannot connect to " + java.util.regex.Pattern.quote(url)
                                    + " as 'u': the database stopped answering \\(no reply in [0-9]+ s\\)"),
                    err.toString());
        } finally {
            for (Socket s : held) s.close();
        }
    }
}
