package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TestSpec;

/** A test the server ran to its end, with what it reported back to the client. */
public record ServerTestSummary(String remote, TestSpec spec, long runNanos, ServerResults results) {}
