package io.dbbench.netprobe.tput;

/** One data connection of a throughput test, with both ends' actual socket buffers (bytes). */
public record ConnectedStream(
        int streamId,
        boolean clientSends,
        String localHost,
        int localPort,
        String remoteHost,
        int remotePort,
        int clientSendBufferBytes,
        int clientReceiveBufferBytes,
        int serverSendBufferBytes,
        int serverReceiveBufferBytes) {}
