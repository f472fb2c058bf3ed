package io.dbbench.netprobe.server;

import io.dbbench.netprobe.net.BufferPool;
import io.dbbench.netprobe.net.IdleWatchdog;

/** What every connection handler of one server shares. */
record ServerContext(
        ServerConfig config,
        ServerListener listener,
        TestRegistry registry,
        IdleWatchdog watchdog,
        BufferPool buffers) {}
