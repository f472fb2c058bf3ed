package io.dbbench.netprobe.protocol;

/**
 * What the server does after writing a request to its file, before acknowledging it: nothing (page
 * cache only), {@code FileChannel.force(false)} (data, like fdatasync) or {@code force(true)} (data and
 * metadata, like fsync).
 */
public enum FsyncMode {
    NONE,
    DATA,
    FULL
}
