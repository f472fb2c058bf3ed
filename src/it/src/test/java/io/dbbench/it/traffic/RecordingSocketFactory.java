package io.dbbench.it.traffic;

import io.dbbench.core.internal.traffic.CountingSocket;
import io.dbbench.core.internal.traffic.CountingSocketFactory;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.SocketFactory;

/** The counting factory, keeping every socket it made so a test can read their counts and ports. */
public final class RecordingSocketFactory extends SocketFactory {
    static final List<CountingSocket> SOCKETS = new CopyOnWriteArrayList<>();
    private final CountingSocketFactory counting = new CountingSocketFactory();

    private static Socket kept(Socket s) {
        SOCKETS.add((CountingSocket) s);
        return s;
    }

    @Override
    public Socket createSocket() {
        return kept(counting.createSocket());
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return kept(counting.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return kept(counting.createSocket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return kept(counting.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return kept(counting.createSocket(address, port, localAddress, localPort));
    }
}
