package io.dbbench.it.refbuild;

/** A reference build that could not be made: the message names the ref and what failed, on one line (plus a log tail). */
public final class RefBuildException extends Exception {
    private static final long serialVersionUID = 1L;

    public RefBuildException(String message) {
        super(message);
    }
}
