package io.dbbench.netprobe.client;

import java.util.concurrent.locks.LockSupport;

/**
 * A probe's "end the test early" flag (rr, tput and db): set from any thread (e.g. a Ctrl-C hook), it also unparks the
 * thread running the test so that thread sees the request at once instead of at its next tick.
 */
public final class StopRequest {
    private volatile boolean requested;
    private volatile Thread runner;

    /** Called by the thread that runs the test, before it first parks. */
    public void runOnCurrentThread() {
        runner = Thread.currentThread();
    }

    /** Safe from any thread. */
    public void request() {
        requested = true;
        Thread t = runner;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    public boolean requested() {
        return requested;
    }
}
