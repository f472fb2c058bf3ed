package io.dbbench.cli.capacity.replicas;

/** A replica of a capacity search that did not connect, report or listen in time, or whose JVM ended: named. */
public final class ReplicaSilentException extends Exception {
    private static final long serialVersionUID = 1L;

    public ReplicaSilentException(String message) {
        super(message);
    }
}
