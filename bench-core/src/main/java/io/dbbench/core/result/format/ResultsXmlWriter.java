package io.dbbench.core.result.format;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionResult;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Objects;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes SwingBench's {@code results.xml}, so that scripts written for charbench results (SwingBench's
 * {@code parse_results.py}, people's own loaders) read ours unchanged. Element names, their order
 * and their misspellings follow SwingBench; see docs/results.md for what each value means here.
 *
 * <p>Response times are in the config's {@code TimingsIn} unit: averages and the geometric mean as
 * plain decimals, minimum, maximum and percentiles as whole numbers (rounded to nearest).
 */
public final class ResultsXmlWriter {
    /** The namespace of SwingBench's results documents. */
    public static final String NAMESPACE = "http://www.dominicgiles.com/swingbench/results";

    private static final String DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";

    /**
     * Writes {@code result} as results.xml. {@code out} must encode UTF-8 (the declaration says so); it
     * is flushed, not closed.
     *
     * @param zone time zone of {@code TimeOfRun} (charbench writes the machine's local time)
     */
    public void write(RunResult result, ZoneId zone, Writer out) throws IOException {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(out, "out");
        out.write(DECLARATION);
        try {
            // the JDK's own StAX writer, whatever else is on the class path: its escaping is sealed by golden files
            XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(out);
            writeDocument(new IndentingXml(xml), result, zone);
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IOException(
                    "cannot write results.xml for benchmark '" + result.benchmarkName() + "': " + e.getMessage(), e);
        }
        out.write("\n");
        out.flush();
    }

    /** Writes {@code result} as UTF-8 results.xml to {@code out}, which is flushed, not closed. */
    public void write(RunResult result, ZoneId zone, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        write(result, zone, writer);
        writer.flush();
    }

    private static void writeDocument(IndentingXml xml, RunResult result, ZoneId zone) throws XMLStreamException {
        xml.openRoot("Results", NAMESPACE);
        writeOverview(xml, result, zone);
        writeConfiguration(xml, result.config());
        writeDml(xml, result.dmlTotals());
        writeTransactions(xml, result);
        xml.open("BenchmarkMetrics");
        xml.element("TPSReadings", tpsReadings(result));
        xml.close();
        xml.close();
    }

    private static void writeOverview(IndentingXml xml, RunResult result, ZoneId zone) throws XMLStreamException {
        xml.open("Overview");
        xml.element("BenchmarkName", result.benchmarkName());
        xml.element("Comment", result.comment());
        xml.element("TimeOfRun", SwingBenchText.timeOfRun(result.startTime(), zone));
        xml.element("TotalRunTime", SwingBenchText.hoursMinutesSeconds(result.runDuration()));
        xml.element("TotalLogonTime", SwingBenchText.hoursMinutesSeconds(result.logonTime()));
        xml.element("TotalCompletedTransactions", result.totalCompleted());
        xml.element("TotalFailedTransactions", result.totalFailed());
        xml.element("AverageTransactionsPerSecond", SwingBenchText.twoDecimals(result.averageTransactionsPerSecond()));
        // SwingBench's name for it, but the value is the best 60-second window: transactions per MINUTE
        xml.element("MaximumTransactionRate", result.maxTransactionsPerMinute());
        xml.close();
    }

    private static void writeConfiguration(IndentingXml xml, RunConfig config) throws XMLStreamException {
        LoadConfig load = config.load();
        xml.open("Configuration");
        xml.element("NumberOfUsers", load.users());
        xml.element("MinimumInterThinkTime", load.interMinDelayMillis());
        xml.element("MaximumInterThinkTime", load.interMaxDelayMillis());
        xml.element("MinimumIntraThinkTime", load.minDelayMillis());
        xml.element("MaximumIntraThinkTime", load.maxDelayMillis());
        xml.element("ConnectString", config.connection().connectString());
        xml.element("TimingsIn", config.preferences().timingsIn().swingBenchName());
        xml.element("WaitTillAllLogon", Boolean.toString(load.waitTillAllLogon()));
        xml.element("Driver", config.connection().driverType());
        xml.close();
    }

    private static void writeDml(IndentingXml xml, DmlTotals dml) throws XMLStreamException {
        xml.open("DMLResults");
        for (DmlColumn kind : DmlColumn.values()) xml.element(kind.swingBenchWord + "Statements", kind.of(dml));
        xml.close();
    }

    private static void writeTransactions(IndentingXml xml, RunResult result) throws XMLStreamException {
        Preferences preferences = result.config().preferences();
        TimingUnit unit = preferences.timingsIn();
        xml.open("TransactionResults");
        for (TransactionResult tx : result.transactions()) {
            xml.openWithId("Result", tx.id());
            xml.element("AverageResponse", SwingBenchText.plainDouble(SwingBenchText.units(tx.meanNanos(), unit)));
            xml.element("MinimumResponse", SwingBenchText.wholeUnits(tx.minNanos(), unit));
            xml.element("MaximumResponse", SwingBenchText.wholeUnits(tx.maxNanos(), unit));
            xml.element("TransactionCount", tx.completed());
            xml.element("FailedTransactionCount", tx.failed());
            xml.element("RollbackCount", tx.rolledBack());
            xml.element(
                    "GeometricMean", SwingBenchText.plainDouble(SwingBenchText.units(tx.geometricMeanNanos(), unit)));
            for (SwingBenchPercentile p : SwingBenchPercentile.writtenAt(preferences.statisticsLevel())) {
                xml.element(p.elementName(), SwingBenchText.wholeUnits(tx.percentileNanos(p.percentile()), unit));
            }
            xml.close();
        }
        xml.close();
    }

    /** "epochMillis, tps," per reading, trailing comma included: SwingBench writes it and parsers strip it. */
    private static String tpsReadings(RunResult result) {
        StringBuilder text = new StringBuilder(result.tpsReadings().size() * 20);
        for (TpsReading reading : result.tpsReadings()) {
            text.append(reading.epochMillis())
                    .append(", ")
                    .append(reading.tps())
                    .append(',');
        }
        return text.toString();
    }
}
