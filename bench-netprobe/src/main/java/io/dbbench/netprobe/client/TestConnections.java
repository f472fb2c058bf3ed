package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.TestSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A test's connections as the rr and tput clients open them: an idle watchdog, the control connection
 * that asks for the test, then one data connection per stream. Closing closes them all, in the order
 * the clients always did: control, watchdog, then the data connections.
 */
public final class TestConnections implements AutoCloseable {
    private final IdleWatchdog watchdog;
    private final List<DataConnection> data = new ArrayList<>();
    private ControlConnection control;

    private TestConnections(IdleWatchdog watchdog) {
        this.watchdog = watchdog;
    }

    /**
     * @param socketBufferBytes SO_SNDBUF/SO_RCVBUF asked for on the data connections; 0 for the OS default
     * @param watchdogThread    name of the idle watchdog's thread
     */
    public static TestConnections open(
            String host,
            int port,
            Duration connectTimeout,
            Duration idleTimeout,
            int socketBufferBytes,
            TestSpec spec,
            String watchdogThread)
            throws ProbeException {
        TestConnections test = new TestConnections(new IdleWatchdog(idleTimeout, watchdogThread));
        try {
            test.control = ControlConnection.open(host, port, connectTimeout, spec, test.watchdog);
            for (int i = 0; i < spec.streamCount(); i++) {
                test.data.add(DataConnection.open(
                        host, port, connectTimeout, socketBufferBytes, test.control.cookie(), i, test.watchdog));
            }
            return test;
        } catch (ProbeException | RuntimeException e) {
            test.close();
            throw e;
        }
    }

    public ControlConnection control() {
        return control;
    }

    /** The data connections, stream 0 first. */
    public List<DataConnection> data() {
        return data;
    }

    @Override
    public void close() {
        try {
            if (control != null) {
                control.close();
            }
            watchdog.close();
        } finally {
            data.forEach(DataConnection::close);
        }
    }
}
