package io.dbbench.core.internal.config;

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
 * as XML itself defaults. Public for the statement runner's XML files, which meet the same parser.
 */
public final class ConfigTextDecoder {
    /** An XML declaration fits in far fewer bytes; more would only cost buffering. */
    private static final int SNIFF_BYTES = 512;

    private static final Pattern DECLARED =
            Pattern.compile("^<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z][A-Za-z0-9._-]*)[\"']");

    private ConfigTextDecoder() {}

    /** A reader that throws {@link java.nio.charset.CharacterCodingException} at the first byte not in the encoding. */
    public static Reader open(InputStream in) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in, SNIFF_BYTES);
        buffered.mark(SNIFF_BYTES);
        byte[] head = buffered.readNBytes(SNIFF_BYTES);
        buffered.reset();
        Charset charset = charsetOf(head);
        // a byte order mark is not content: left in, the parser sees U+FEFF before the prolog
        buffered.skipNBytes(bomLength(head));
        return new InputStreamReader(
                buffered,
                charset.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT));
    }

    /**
     * The encoding as XML 1.0 appendix F detects it: a byte order mark, else the first bytes of
     * {@code <?} in a 16-bit encoding, then the declaration, which may only refine within that family
     * (a declared "UTF-16" names the byte order the first bytes already showed).
     */
    static Charset charsetOf(byte[] head) {
        Charset family;
        if (startsWith(head, 0xFE, 0xFF) || startsWith(head, 0x00, 0x3C, 0x00, 0x3F))
            family = StandardCharsets.UTF_16BE;
        else if (startsWith(head, 0xFF, 0xFE) || startsWith(head, 0x3C, 0x00, 0x3F, 0x00))
            family = StandardCharsets.UTF_16LE;
        else family = null;
        int from = bomLength(head);
        // the declaration is ASCII in every encoding an ASCII-compatible config may use
        Charset asRead = family == null ? StandardCharsets.ISO_8859_1 : family;
        Matcher declared = DECLARED.matcher(new String(head, from, head.length - from, asRead));
        Charset fallback = family == null ? StandardCharsets.UTF_8 : family;
        if (!declared.find()) return fallback;
        Charset named;
        try {
            if (!Charset.isSupported(declared.group(1))) return fallback;
            named = Charset.forName(declared.group(1));
        } catch (IllegalCharsetNameException unsupported) {
            // the parser would refuse the name as well; the fallback lets it say so in its own words
            return fallback;
        }
        boolean namedIsWide = named.name().startsWith("UTF-16") || named.name().startsWith("UTF-32");
        if (family == null) return namedIsWide ? fallback : named;
        return named.equals(StandardCharsets.UTF_16LE) || named.equals(StandardCharsets.UTF_16BE) ? named : family;
    }

    private static int bomLength(byte[] head) {
        if (startsWith(head, 0xEF, 0xBB, 0xBF)) return 3;
        if (startsWith(head, 0xFE, 0xFF) || startsWith(head, 0xFF, 0xFE)) return 2;
        return 0;
    }

    private static boolean startsWith(byte[] head, int... prefix) {
        if (head.length < prefix.length) return false;
        for (int i = 0; i < prefix.length; i++) {
            if ((head[i] & 0xFF) != prefix[i]) return false;
        }
        return true;
    }
}
