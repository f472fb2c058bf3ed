package io.dbbench.cli.results;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TransactionResult;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * The table printed after a {@code --topology} run: one row per topology (throughput, response time
 * over all transactions, errors, time waiting for a pooled connection), then each transaction's
 * percentiles per topology, then every service on its own. Figures cover each run's statistics window
 * (the measured iterations, when there are any).
 */
final class TopologyTable {
    private TopologyTable() {}

    static String render(List<RunResult> runs) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%nTopology comparison%n%-9s %-14s %6s %10s %9s %9s %9s %8s %12s %12s%n",
                "topology",
                "services",
                "users",
                "TPS",
                "p50 ms",
                "p90 ms",
                "p99 ms",
                "errors",
                "wait p50 ms",
                "wait p99 ms"));
        for (RunResult r : runs) {
            Histogram all = merged(TransactionResult.transactionsOnly(r.transactions()).stream()
                    .map(TransactionResult::latencyNanos)
                    .toList());
            Histogram wait = merged(r.details().services().stream()
                    .map(ServiceResult::poolWaitNanos)
                    .toList());
            int connections = r.details().services().stream()
                    .mapToInt(ServiceResult::connections)
                    .findFirst()
                    .orElse(0);
            out.append(String.format(
                    Locale.ROOT,
                    "%-9s %-14s %6d %10.1f %9s %9s %9s %8d %12s %12s%n",
                    label(r),
                    r.details().services().size() + " x " + connections + " conn",
                    r.config().load().users(),
                    r.averageTransactionsPerSecond(),
                    ms(all, 50),
                    ms(all, 90),
                    ms(all, 99),
                    r.totalFailed(),
                    ms(wait, 50),
                    ms(wait, 99)));
        }
        out.append(String.format(
                Locale.ROOT, "%nResponse time per transaction, p50 / p90 / p99 ms%n%-28s", "transaction"));
        for (RunResult r : runs) out.append(String.format(Locale.ROOT, " %26s", label(r)));
        out.append(System.lineSeparator());
        for (int t = 0; t < runs.get(0).transactions().size(); t++) {
            out.append(String.format(
                    Locale.ROOT, "%-28s", clip(runs.get(0).transactions().get(t).id(), 28)));
            for (RunResult r : runs) {
                Histogram h = r.transactions().get(t).latencyNanos();
                out.append(String.format(Locale.ROOT, " %26s", ms(h, 50) + " / " + ms(h, 90) + " / " + ms(h, 99)));
            }
            out.append(System.lineSeparator());
        }
        out.append(String.format(
                Locale.ROOT,
                "%nPer service%n%-9s %-22s %5s %6s %10s %9s %9s %8s %12s %12s%n",
                "topology",
                "service",
                "conn",
                "users",
                "TPS",
                "p50 ms",
                "p99 ms",
                "errors",
                "wait p50 ms",
                "wait p99 ms"));
        for (RunResult r : runs) {
            double seconds = r.statisticsDuration().toNanos() / 1e9;
            for (ServiceResult s : r.details().services()) {
                out.append(String.format(
                        Locale.ROOT,
                        "%-9s %-22s %5d %6d %10.1f %9s %9s %8d %12s %12s%n",
                        label(r),
                        clip(s.name(), 22),
                        s.connections(),
                        s.users(),
                        seconds <= 0 ? 0 : s.completed() / seconds,
                        ms(s.latencyNanos(), 50),
                        ms(s.latencyNanos(), 99),
                        s.failed(),
                        ms(s.poolWaitNanos(), 50),
                        ms(s.poolWaitNanos(), 99)));
            }
        }
        return out.toString();
    }

    private static String label(RunResult r) {
        return r.details().topology() == null ? "(single)" : r.details().topology();
    }

    private static Histogram merged(List<Histogram> histograms) {
        Histogram h = new Histogram(3);
        histograms.forEach(h::add);
        return h;
    }

    private static String ms(Histogram h, double percentile) {
        if (h.getTotalCount() == 0) return "-";
        return String.format(Locale.ROOT, "%.3f", h.getValueAtPercentile(percentile) / 1e6);
    }

    private static String clip(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "~";
    }
}
