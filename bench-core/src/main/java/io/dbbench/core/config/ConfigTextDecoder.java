package io.dbbench.core.config;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a config file's bytes into characters before the XML parser sees them. The JDK's parser, when
 * it decodes bytes itself and meets a malformed sequence in the first bytes, prints its own
 * {@code [Fatal Error] :-1:-1: ...} line to standard error (an error handler StAX offers no way to replace);
 * decoding here lets the caller report binary junk in one line of its own instead. The encoding is the one
 * the file declares ({@code <?xml ... encoding="..."?>}) or announces by a byte order mark, else UTF-8,
 * as XML itself defaults.
 */
final class ConfigTextDecoder {
    /** An XML declaration fits in far fewer bytes; more would only cost buffering. */
    private static final int SNIFF_BYTES = 512;
    private static final Pattern DECLARED = Pattern.compile("^<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z][A-Za-z0-9._-]*)[\"']");

    private ConfigTextDecoder() {
    }

    /** A reader that throws {@link java.nio.charset.CharacterCodingException} at the first byte not in the encoding. */
    static Reader open(InputStream in) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in, SNIFF_BYTES);
        buffered.mark(SNIFF_BYTES);
        byte[] head = buffered.readNBytes(SNIFF_BYTES);
        buffered.reset();
        Charset charset = charsetOf(head);
        if (startsWith(head, 0xEF, 0xBB, 0xBF) && charset.equals(StandardCharsets.UTF_8)) {
            buffered.skipNBytes(3);
        }
        return new InputStreamReader(buffered, charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT));
    }

    static Charset charsetOf(byte[] head) {
        if (startsWith(head, 0xFE, 0xFF)) return StandardCharsets.UTF_16BE;
        if (startsWith(head, 0xFF, 0xFE)) return StandardCharsets.UTF_16LE;
        // the declaration is ASCII in every encoding an ASCII-compatible config may use
        int from = startsWith(head, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        Matcher declared = DECLARED.matcher(new String(head, from, head.length - from, StandardCharsets.ISO_8859_1));
        if (declared.find()) {
            try {
                if (Charset.isSupported(declared.group(1))) return Charset.forName(declared.group(1));
            } catch (IllegalCharsetNameException unsupported) {
                // the parser would refuse the name as well; UTF-8 lets it say so in its own words
            }
        }
        return StandardCharsets.UTF_8;
    }

    private static boolean startsWith(byte[] head, int... prefix) {
        if (head.length < prefix.length) return false;
        for (int i = 0; i < prefix.length; i++) {
            if ((head[i] & 0xFF) != prefix[i]) return false;
        }
        return true;
    }
}
