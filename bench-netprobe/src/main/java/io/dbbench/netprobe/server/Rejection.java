package io.dbbench.netprobe.server;

/** The server refuses a well-formed request (unknown test, stream already attached, writes not allowed). */
final class Rejection extends Exception {
    private static final long serialVersionUID = 1L;

    Rejection(String message) {
        super(message);
    }
}
