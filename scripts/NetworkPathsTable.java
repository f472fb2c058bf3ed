import io.dbbench.core.internal.compare.MetricComparison;
import io.dbbench.core.internal.compare.MetricKind;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.stats.TextColumns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The table of scripts/network-paths.sh: one row per path, each probe's mean over the repeats, its ratio
 * to the first path (host loopback) and the verdict of bench-core's comparison at 99% (Welch's test on
 * the log scale, as compare does for ratios of rates: a busy minute halves a value, a quiet one doubles it).
 *
 * <p>Input: lines "PATH PROBE REPEAT VALUE"; probes tput (Gbit/s, higher is better), rr (median round trip,
 * us), db (median SELECT 1, us), tps (SOE client-side, one line per measured iteration, in a table of its own
 * whose first row is the reference) and tps-ss (SOE server-side, likewise in a table of its own: a
 * server-side run is never compared with a client-side one). Every probe's reference is the first path
 * seen for it.
 *
 * <p>Usage: java -cp bench-cli.jar scripts/NetworkPathsTable.java SAMPLES
 */
public class NetworkPathsTable {
    static final double CONFIDENCE = 0.99;
    /** SOE's probes, each in a table of its own with its own reference: client-side, server-side. */
    static final List<String> SOE_PROBES = List.of("tps", "tps-ss");

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java -cp bench-cli.jar scripts/NetworkPathsTable.java SAMPLES");
            System.exit(2);
        }
        // probe -> path -> values, in the order first seen
        Map<String, Map<String, List<Double>>> byProbe = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank()) continue;
            String[] f = line.trim().split("\\s+");
            byProbe.computeIfAbsent(f[1], k -> new LinkedHashMap<>())
                    .computeIfAbsent(f[0], k -> new ArrayList<>())
                    .add(Double.parseDouble(f[3]));
        }
        List<String> probes = new ArrayList<>(byProbe.keySet());
        probes.removeAll(SOE_PROBES);
        List<String> paths = new ArrayList<>();
        for (String p : probes) for (String path : byProbe.get(p).keySet()) if (!paths.contains(path)) paths.add(path);
        boolean printed = !probes.isEmpty();
        if (printed) print(paths, probes, byProbe);
        for (String soe : SOE_PROBES) {
            if (!byProbe.containsKey(soe)) continue;
            if (printed) System.out.println();
            print(new ArrayList<>(byProbe.get(soe).keySet()), List.of(soe), byProbe);
            printed = true;
        }
        System.out.println("ratio: mean of the path / mean of the first row (geometric means); verdict at "
                + Math.round(CONFIDENCE * 100) + "% against the first row: faster, slower, n.s. (not significant),"
                + " n/a (fewer than 2 values)");
        if (byProbe.containsKey("tps") || byProbe.containsKey("tps-ss")) {
            System.out.println("SOE TPS: mean ± half-width of its " + Math.round(CONFIDENCE * 100)
                    + "% interval over every measured iteration of every repeat");
        }
    }

    private static void print(List<String> paths, List<String> probes, Map<String, Map<String, List<Double>>> data) {
        List<String> header = new ArrayList<>(List.of("path"));
        boolean[] right = new boolean[1 + 3 * probes.size()];
        for (int i = 1; i < right.length; i++) right[i] = true;
        for (String p : probes) {
            header.add(title(p));
            header.add("ratio");
            header.add("verdict");
            right[header.size() - 1] = false;
        }
        TextColumns columns = new TextColumns(right);
        columns.row(header.toArray(String[]::new));
        for (String path : paths) {
            List<String> cells = new ArrayList<>(List.of(path));
            for (String probe : probes) {
                Map<String, List<Double>> values = data.get(probe);
                List<Double> mine = values.get(path);
                if (mine == null) {
                    cells.addAll(List.of("-", "-", "-"));
                    continue;
                }
                String first = values.keySet().iterator().next();
                MetricComparison c = MetricComparison.onLogScale(
                        probe.equals("tput") || SOE_PROBES.contains(probe) ? MetricKind.TPS : MetricKind.P50,
                        null,
                        null,
                        array(values.get(first)),
                        array(mine),
                        CONFIDENCE);
                if (SOE_PROBES.contains(probe)) {
                    // SOE: the score of every measured iteration with its 99% error, and a ratio with three
                    // decimals, as the difference users ask about is one or two percent
                    cells.add(c.candidate().format(1, 1).replace("NaN", "n/a"));
                    cells.add(String.format(Locale.ROOT, "%.3f", ratio(values.get(first), mine)));
                } else {
                    cells.add(String.format(Locale.ROOT, "%.2f", c.candidate().mean()));
                    cells.add(String.format(Locale.ROOT, "%.2f", ratio(values.get(first), mine)));
                }
                cells.add(path.equals(first) ? "(reference)" : verdict(c.verdict()));
            }
            columns.row(cells.toArray(String[]::new));
        }
        System.out.print(columns.render());
    }

    private static String title(String probe) {
        return switch (probe) {
            case "tput" -> "tput Gbit/s";
            case "rr" -> "rr p50 us";
            case "db" -> "db p50 us";
            case "tps" -> "SOE TPS (score ± error)";
            case "tps-ss" -> "SOE server-side TPS (score ± error)";
            default -> probe;
        };
    }

    private static double ratio(List<Double> base, List<Double> mine) {
        return Math.exp(meanLog(mine) - meanLog(base));
    }

    private static double meanLog(List<Double> v) {
        return v.stream().mapToDouble(Math::log).average().orElse(Double.NaN);
    }

    private static String verdict(Verdict v) {
        return switch (v) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case NO_DIFFERENCE -> "n.s.";
            case NOT_COMPARABLE -> "n/a";
        };
    }

    private static double[] array(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
