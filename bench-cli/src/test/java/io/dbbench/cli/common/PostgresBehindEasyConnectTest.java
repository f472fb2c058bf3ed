package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An Easy Connect address whose server speaks PostgreSQL is said to be one, with the URL to use. */
class PostgresBehindEasyConnectTest {
    private static final SQLException ORA_17800 = new SQLException(
            "ORA-17800: Got minus one from a read call. (CONNECTION_ID=x); https://docs.oracle.com/error-help/db/ora-17800/");

    private ServerSocket server;
    private Thread serving;
    private final AtomicReference<byte[]> received = new AtomicReference<>();

    /** A one-connection server: reads the 8-byte request, answers {@code answer} (or nothing when negative). */
    private int fakeServer(int answer) throws IOException {
        server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        serving = new Thread(() -> {
            try (Socket s = server.accept()) {
                received.set(s.getInputStream().readNBytes(8));
                if (answer >= 0) s.getOutputStream().write(answer);
                s.getOutputStream().flush();
            } catch (IOException e) {
                // the test's assertions say what went wrong
            }
        });
        serving.start();
        return server.getLocalPort();
    }

    @AfterEach
    void stop() throws Exception {
        if (server != null) server.close();
        if (serving != null) serving.join(10_000);
    }

    @Test
    void aServerAnsweringTheSslRequestIsPostgres() throws Exception {
        int port = fakeServer('N');
        assertEquals(
                Optional.of("-cs 127.0.0.1:" + port + "/bench: the server there speaks PostgreSQL, not Oracle (an"
                        + " address without a scheme is Oracle's Easy Connect); use -cs jdbc:postgresql://127.0.0.1:"
                        + port + "/bench"),
                PostgresBehindEasyConnect.explain("127.0.0.1:" + port + "/bench", ORA_17800));
        assertArrayEquals(new byte[] {0, 0, 0, 8, 4, (byte) 0xd2, 0x16, 0x2f}, received.get(), "an SSLRequest");
    }

    @Test
    void aServerThatAnswersSomethingElseIsLeftToTheDriversWords() throws Exception {
        int port = fakeServer('R');
        assertEquals(Optional.empty(), PostgresBehindEasyConnect.explain("//127.0.0.1:" + port + "/orcl", ORA_17800));
    }

    @Test
    void anOracleErrorFromTheServerIsNeverProbed() throws Exception {
        int port = fakeServer('N');
        SQLException badLogin = new SQLException("ORA-01017: invalid username/password; logon denied");
        assertEquals(Optional.empty(), PostgresBehindEasyConnect.explain("127.0.0.1:" + port + "/x", badLogin));
        // nor a URL that says which driver it wants
        assertEquals(
                Optional.empty(),
                PostgresBehindEasyConnect.explain("jdbc:oracle:thin:@//127.0.0.1:" + port + "/x", ORA_17800));
        server.close();
    }
}
