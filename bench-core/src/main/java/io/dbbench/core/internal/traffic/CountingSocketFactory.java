package io.dbbench.core.internal.traffic;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Properties;
import javax.net.SocketFactory;

/**
 * Hands out {@link CountingSocket}s. Named in pgjdbc's {@code socketFactory} connection property, which
 * instantiates it for each connection, by its constructor taking the connection's properties (pgjdbc's first
 * choice), and asks for an unconnected socket. With an argument, it is the key under which
 * {@link TrafficMeter} collects the socket's counts.
 */
public final class CountingSocketFactory extends SocketFactory {
    private final String meterKey;

    public CountingSocketFactory() {
        this((String) null);
    }

    /**
     * What pgjdbc calls for each connection: the key is the properties' {@code socketFactoryArg}. pgjdbc looks for
     * this constructor first and for the String one after; without it, every logon made and threw a
     * NoSuchMethodException (10,000 in a JFR recording of 10,000 users logging on).
     */
    public CountingSocketFactory(Properties connectionProperties) {
        this(connectionProperties.getProperty("socketFactoryArg"));
    }

    /** @param meterKey {@link TrafficMeter#prepare}'s key for the connection being opened, or null */
    public CountingSocketFactory(String meterKey) {
        this.meterKey = meterKey;
    }

    @Override
    public Socket createSocket() {
        return registered(new CountingSocket());
    }

    private CountingSocket registered(CountingSocket socket) {
        TrafficMeter.socketCreated(meterKey, socket.counts());
        return socket;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port), null);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(new InetSocketAddress(host, port), new InetSocketAddress(localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port), null);
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return connected(new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
    }

    private Socket connected(InetSocketAddress remote, InetSocketAddress local) throws IOException {
        CountingSocket socket = registered(new CountingSocket());
        try {
            if (local != null) socket.bind(local);
            socket.connect(remote);
            return socket;
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    }
}
