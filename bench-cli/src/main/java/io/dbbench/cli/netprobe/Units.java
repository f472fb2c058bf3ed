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
        String[] units = {"Bytes", "KBytes", "MBytes", "GBytes", "TBytes"};
        Scaled s = Scaled.of(bytes, 1024, units.length);
        return s.unit() == 0
                ? String.format("%d %s", bytes, units[0])
                : String.format("%.3g %s", s.value(), units[s.unit()]);
    }

    /** Bits per second with decimal units: "9.87 Gbits/sec". */
    static String bitrate(double bitsPerSecond) {
        String[] units = {"bits/sec", "Kbits/sec", "Mbits/sec", "Gbits/sec", "Tbits/sec"};
        Scaled s = Scaled.of(bitsPerSecond, 1000, units.length);
        return String.format("%.3g %s", s.value(), units[s.unit()]);
    }

    /** A value divided by base until it is under base or the last of the units is reached, and that unit's index. */
    private record Scaled(double value, int unit) {
        static Scaled of(double value, double base, int units) {
            double v = value;
            int u = 0;
            while (v >= base && u < units - 1) {
                v /= base;
                u++;
            }
            return new Scaled(v, u);
        }
    }

    /** Nanoseconds as milliseconds with microsecond detail: "0.0213". */
    static String ms(long nanos) {
        return String.format("%.4f", nanos / 1e6);
    }

    static String ms(double nanos) {
        return String.format("%.4f", nanos / 1e6);
    }
}
