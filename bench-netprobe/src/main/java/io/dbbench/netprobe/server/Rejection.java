package io.dbbench.netprobe.server;

/** The server refuses a well-formed request (unknown test, stream already attached, writes not allowed). */
final class Rejection extends Exception {
    Rejection(String message) {
        super(message);
    }
}
