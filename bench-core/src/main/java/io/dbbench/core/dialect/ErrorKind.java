package io.dbbench.core.dialect;

/** How the engine treats a failed statement, decided by each dialect from vendor codes. */
public enum ErrorKind {
    /** The connection is gone (network, server restart, admin shutdown): replace it and go on. */
    CONNECTION_LOST,
    /** Deadlock, serialization failure, lock timeout: the transaction failed, the session goes on. */
    TRANSIENT,
    /** The statement hit the query timeout or was cancelled. */
    TIMEOUT,
    /** Anything else (constraint violation, missing object, bad SQL): counted as a failure, session goes on. */
    OTHER
}
