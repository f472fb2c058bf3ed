package io.dbbench.cli.netprobe;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option value converters and human-readable numbers for the netprobe commands. */
final class Units {
    private Units() {}

    /** Sizes as iperf3 takes them: 4096, 128K, 1M, 1G (binary multiples). */
    static final class Size implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            String v = value.trim();
            long multiplier = 1;
            char last = v.isEmpty() ? ' ' : Character.toUpperCase(v.charAt(v.length() - 1));
            switch (last) {
                case 'K' -> multiplier = 1024;
                case 'M' -> multiplier = 1024 * 1024;
                case 'G' -> multiplier = 1024L * 1024 * 1024;
                default -> {
                    // a plain number of bytes
                }
            }
            String digits = multiplier == 1 ? v : v.substring(0, v.length() - 1);
            try {
                long bytes = Long.parseLong(digits) * multiplier;
                if (bytes < 0 || bytes > Integer.MAX_VALUE) {
                    throw new TypeConversionException("'" + value + "' is out of range");
                }
                return (int) bytes;
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a size (e.g. 4096, 128K, 1M)");
            }
        }
    }

    /** Seconds, fractions allowed (0.5), to milliseconds. */
    static long millis(double seconds, String option) {
        if (!(seconds >= 0) || seconds > 1e7) {
            throw new IllegalArgumentException(option + " must be a number of seconds >= 0, got " + seconds);
        }
        return Math.round(seconds * 1000);
    }

    /** Bytes with iperf3's binary units: "1.16 GBytes". */
    static String bytes(long bytes) {
        double v = bytes;
        String[] units = {"Bytes", "KBytes", "MBytes", "GBytes", "TBytes"};
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? String.format("%d %s", bytes, units[0]) : String.format("%.3g %s", v, units[u]);
    }

    /** Bits per second with decimal units: "9.87 Gbits/sec". */
    static String bitrate(double bitsPerSecond) {
        double v = bitsPerSecond;
        String[] units = {"bits/sec", "Kbits/sec", "Mbits/sec", "Gbits/sec", "Tbits/sec"};
        int u = 0;
        while (v >= 1000 && u < units.length - 1) {
            v /= 1000;
            u++;
        }
        return String.format("%.3g %s", v, units[u]);
    }

    /** Nanoseconds as milliseconds with microsecond detail: "0.0213". */
    static String ms(long nanos) {
        return String.format("%.4f", nanos / 1e6);
    }

    static String ms(double nanos) {
        return String.format("%.4f", nanos / 1e6);
    }
}
