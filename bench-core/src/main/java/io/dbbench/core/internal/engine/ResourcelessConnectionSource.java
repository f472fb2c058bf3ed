package io.dbbench.core.internal.engine;

import java.sql.Connection;

/**
 * A connection source whose connections hold no resource (or that lends none at all): giving one back,
 * discarding one and closing the source have nothing to do.
 */
abstract class ResourcelessConnectionSource implements ConnectionSource {
    @Override
    public final void release(Connection connection) {
        // nothing to give back
    }

    @Override
    public final void discard(Connection connection) {
        // nothing to free
    }

    @Override
    public final void close() {
        // nothing open
    }
}
