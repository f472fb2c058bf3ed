package io.dbbench.core.internal.traffic;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/** A plain client socket whose streams count what they carry into its {@link WireCounts}. */
public final class CountingSocket extends Socket {
    private final WireCounts counts = new WireCounts();
    // not "in" and "out": the counting streams below inherit fields of those names
    private InputStream countingIn;
    private OutputStream countingOut;

    public WireCounts counts() {
        return counts;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        // one wrapper per socket: the driver may ask more than once, the counts must not split
        if (countingIn == null) countingIn = new CountingInput(super.getInputStream());
        return countingIn;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (countingOut == null) countingOut = new CountingOutput(super.getOutputStream());
        return countingOut;
    }

    /** Counts into the socket's {@link #counts}. */
    private final class CountingInput extends FilterInputStream {
        CountingInput(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) counts.received(1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            counts.received(n);
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = in.skip(n);
            counts.received((int) Math.min(skipped, Integer.MAX_VALUE));
            return skipped;
        }
    }

    /** Counts into the socket's {@link #counts}. */
    private final class CountingOutput extends FilterOutputStream {
        CountingOutput(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            counts.sent(1);
        }

        // FilterOutputStream would write byte by byte: pass the whole buffer down, count it once
        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            counts.sent(len);
        }
    }
}
