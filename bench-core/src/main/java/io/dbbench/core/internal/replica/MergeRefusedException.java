package io.dbbench.core.internal.replica;

/** The replicas' results cannot be merged as given; the message names the inputs and what is wrong. */
public final class MergeRefusedException extends Exception {
    private static final long serialVersionUID = 1L;

    public MergeRefusedException(String message) {
        super(message);
    }
}
