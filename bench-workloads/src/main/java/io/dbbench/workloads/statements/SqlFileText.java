package io.dbbench.workloads.statements;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A {@code .sql} statements file's bytes as text, checked before anything parses them: bytes that are not
 * UTF-8 were "Input length = 1" (the decoder's words, naming neither file nor place), and NUL bytes were read
 * as SQL and failed on the wire only once the run had run. Both are refused here with the byte's offset.
 */
final class SqlFileText {
    private SqlFileText() {}

    /** @param file the file's name, for the message */
    static String decode(byte[] bytes, String file) throws StatementsFileException {
        for (int i = 0; i < bytes.length; i++) {
            // in UTF-8 a zero byte is only ever NUL, never part of another character
            if (bytes[i] == 0)
                throw new StatementsFileException(
                        file + ": a NUL byte at byte " + i + " (line " + lineAt(bytes, i)
                                + "): NUL is not allowed in SQL text (a binary file?)",
                        null);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) result = decoder.flush(out);
        if (result.isError())
            throw new StatementsFileException(
                    file + ": not valid UTF-8 text at byte " + in.position() + " (line " + lineAt(bytes, in.position())
                            + "); save the file as UTF-8",
                    null);
        return out.flip().toString();
    }

    /** The 1-based line the byte at {@code offset} is on. */
    private static int lineAt(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) if (bytes[i] == '\n') line++;
        return line;
    }
}
