package io.dbbench.netprobe.server;

import io.dbbench.netprobe.net.BufferPool;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.ErrorMessage;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The netprobe server: one listening socket for tput, rr and control connections, a thread per
 * connection, at most {@link ServerConfig#maxClients()} connections at once and
 * {@link ServerConfig#maxClientsPerAddress()} from one client address, idle connections closed, and
 * connections whose first message (the hello) is not complete within {@link ServerConfig#helloTimeout()}
 * of being accepted too, so that a silent connection frees its slot long before the idle timeout. Buffers
 * are reused from one connection to the next ({@link BufferPool}), so churn does not grow the memory.
 * Start it with {@link #start}, stop it with {@link #close()}.
 */
public final class ProbeServer implements AutoCloseable {
    private final ServerConfig config;
    private final ServerListener listener;
    private final ServerSocketChannel acceptor;
    private final ExecutorService workers;
    private final IdleWatchdog watchdog;
    private final ServerContext context;
    private final Map<Long, ServerConnection> open = new ConcurrentHashMap<>();
    private final Map<InetAddress, Integer> perAddress = new ConcurrentHashMap<>();
    /**
     * Released buffers the pool keeps, per connection slot: a frame channel's two 64 KiB buffers and a
     * 256 KiB stream reader buffer. Bigger stream buffers (1 MiB blocks) are reused while they fit.
     */
    static final long RETAINED_BUFFER_BYTES_PER_CLIENT = 2 * 64 * 1024 + 256 * 1024;

    private final BufferPool buffers;
    private final AtomicInteger active = new AtomicInteger();
    private final AtomicLong nextId = new AtomicLong();
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Thread acceptThread;
    private volatile boolean closing;

    private ProbeServer(ServerConfig config, ServerListener listener, ServerSocketChannel acceptor) {
        this.config = config;
        this.listener = listener;
        this.acceptor = acceptor;
        this.buffers = BufferPool.reusing(config.maxClients() * RETAINED_BUFFER_BYTES_PER_CLIENT);
        AtomicLong threadIds = new AtomicLong();
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "netprobe-conn-" + threadIds.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        Duration shortestDeadline = config.helloTimeout().compareTo(config.handshakeTimeout()) < 0
                ? config.helloTimeout()
                : config.handshakeTimeout();
        this.watchdog = new IdleWatchdog(config.idleTimeout(), shortestDeadline, "netprobe-idle-watchdog");
        this.context = new ServerContext(config, listener, new TestRegistry(), watchdog, buffers);
        this.acceptThread = new Thread(this::acceptLoop, "netprobe-accept");
    }

    /**
     * Binds and starts accepting.
     *
     * @throws IOException when the address cannot be bound (the message names host:port)
     */
    public static ProbeServer start(ServerConfig config, ServerListener listener) throws IOException {
        ServerSocketChannel acceptor = ServerSocketChannel.open();
        try {
            acceptor.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            acceptor.bind(new InetSocketAddress(config.bindHost(), config.port()), 128);
        } catch (IOException e) {
            acceptor.close();
            throw new IOException(
                    "cannot listen on " + config.bindHost() + ":" + config.port() + ": " + e.getMessage(), e);
        }
        ProbeServer server = new ProbeServer(config, listener, acceptor);
        listener.onListening(server.address());
        server.acceptThread.start();
        return server;
    }

    public InetSocketAddress address() {
        try {
            return (InetSocketAddress) acceptor.getLocalAddress();
        } catch (IOException e) {
            return new InetSocketAddress(config.bindHost(), config.port());
        }
    }

    /** Blocks until the server has been closed. */
    public void awaitClosed() throws InterruptedException {
        closed.await();
    }

    private void acceptLoop() {
        try {
            while (!closing) {
                SocketChannel channel = acceptor.accept();
                admit(channel);
            }
        } catch (ClosedChannelException e) {
            // close() was called
        } catch (IOException e) {
            if (!closing) {
                listener.onConnectionClosed(
                        new ConnectionClosed(-1, "", CloseReason.IO_ERROR, "accept failed: " + e.getMessage()));
            }
        } finally {
            close();
        }
    }

    /** Direct memory the server's buffer pool allocated so far, in bytes (for tests and diagnostics). */
    public long bufferBytesAllocated() {
        return buffers.allocatedBytes();
    }

    private void admit(SocketChannel channel) {
        // the hello deadline counts from here, not from when a worker thread gets to the connection
        long acceptedNanos = System.nanoTime();
        long id = nextId.incrementAndGet();
        String remote = remoteOf(channel);
        InetAddress address = addressOf(channel);
        listener.onConnectionOpened(id, remote);
        if (active.incrementAndGet() > config.maxClients()) {
            active.decrementAndGet();
            reject(channel, id, remote, "server busy: " + config.maxClients() + " connections already (--max-clients)");
            return;
        }
        if (!claimSlotOf(address)) {
            active.decrementAndGet();
            reject(
                    channel,
                    id,
                    remote,
                    "server busy for " + address.getHostAddress() + ": " + config.maxClientsPerAddress()
                            + " connections from that address already (per-address limit)");
            return;
        }
        try {
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
        } catch (IOException ignored) {
            // a socket that cannot take options will fail visibly on first use
        }
        ServerConnection connection = new ServerConnection(id, channel, remote, acceptedNanos, context, () -> {
            open.remove(id);
            releaseSlotOf(address);
            active.decrementAndGet();
        });
        open.put(id, connection);
        workers.execute(connection);
    }

    private void reject(SocketChannel channel, long id, String remote, String reason) {
        refuse(channel, reason);
        listener.onConnectionClosed(new ConnectionClosed(id, remote, CloseReason.REJECTED, reason));
    }

    /** Counts a connection against its address; false when the address has all it may have. */
    private boolean claimSlotOf(InetAddress address) {
        if (address == null) {
            return true;
        }
        boolean[] claimed = {false};
        perAddress.compute(address, (a, held) -> {
            int n = held == null ? 0 : held;
            if (n >= config.maxClientsPerAddress()) {
                return held;
            }
            claimed[0] = true;
            return n + 1;
        });
        return claimed[0];
    }

    private void releaseSlotOf(InetAddress address) {
        if (address != null) {
            perAddress.computeIfPresent(address, (a, held) -> held <= 1 ? null : held - 1);
        }
    }

    private static InetAddress addressOf(SocketChannel channel) {
        try {
            return ((InetSocketAddress) channel.getRemoteAddress()).getAddress();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static void refuse(SocketChannel channel, String reason) {
        try (channel) {
            ByteBuffer payload = ErrorMessage.encode(reason);
            ByteBuffer frame = ByteBuffer.allocate(FrameHeader.BYTES + payload.remaining());
            new FrameHeader(FrameType.ERROR, payload.remaining()).encode(frame);
            frame.put(payload).flip();
            channel.write(frame);
        } catch (IOException ignored) {
            // the refused client is gone already
        }
    }

    private static String remoteOf(SocketChannel channel) {
        try {
            InetSocketAddress a = (InetSocketAddress) channel.getRemoteAddress();
            return a.getAddress().getHostAddress() + ":" + a.getPort();
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }

    /** Stops accepting, closes every connection and waits briefly for their threads. */
    @Override
    public void close() {
        if (closing) {
            return;
        }
        closing = true;
        try {
            acceptor.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        open.values().forEach(ServerConnection::shutdown);
        workers.shutdown();
        try {
            workers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watchdog.close();
        closed.countDown();
    }
}
