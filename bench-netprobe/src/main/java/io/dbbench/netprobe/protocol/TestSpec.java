package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;

/** What a client asks the server to run: the payload of HELLO_CONTROL. */
public sealed interface TestSpec permits TputSpec, RrSpec {
    int KIND_TPUT = 1;
    int KIND_RR = 2;

    /** Number of data connections the client will attach. */
    int streamCount();

    /** Longest the test runs, including any omitted warm-up. */
    long runMillis();

    ByteBuffer encode();

    /** Decodes and validates a HELLO_CONTROL payload. */
    static TestSpec decode(ByteBuffer payload) throws ProtocolException {
        PayloadReader r = new PayloadReader(payload, "HELLO_CONTROL");
        int kind = r.u8("kind");
        try {
            TestSpec spec =
                    switch (kind) {
                        case KIND_TPUT -> TputSpec.read(r);
                        case KIND_RR -> RrSpec.read(r);
                        default -> throw new ProtocolException("HELLO_CONTROL: unknown test kind " + kind);
                    };
            r.end();
            return spec;
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("HELLO_CONTROL: " + e.getMessage());
        }
    }

    static <E extends Enum<E>> E enumOf(Class<E> type, int ordinal, String field) {
        E[] values = type.getEnumConstants();
        if (ordinal < 0 || ordinal >= values.length) {
            throw new IllegalArgumentException(field + " has no value " + ordinal);
        }
        return values[ordinal];
    }
}
