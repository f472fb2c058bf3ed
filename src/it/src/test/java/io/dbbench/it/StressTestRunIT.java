package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** A short Stress Test run on real PostgreSQL whose reported DML counts match the rows in the database. */
class StressTestRunIT {
    private static final long LOADED_ROWS = 10_000; // --scale 0.01

    @TempDir
    Path dir;

    @Test
    void rowCountsInTheDatabaseMatchTheReportedInsertsAndDeletes() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("stress_run");
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "4",
                "-mt",
                "3000",
                "--create",
                "--scale",
                "0.01",
                "-r",
                xml.toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in output");

        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(3000, result.totalCompleted() + result.totalFailed());
        assertEquals(0, result.totalFailed());
        long inserts = result.dmlTotals().inserts();
        long deletes = result.dmlTotals().deletes();
        assertTrue(inserts > 0 && deletes > 0, "inserts " + inserts + " deletes " + deletes);
        assertEquals(LOADED_ROWS + inserts - deletes, db.count("SELECT COUNT(*) FROM stresstesttable"));
        assertEquals(LOADED_ROWS + inserts, db.count("SELECT MAX(id) FROM stresstesttable"));
        assertEquals(result.totalCompleted(), result.dmlTotals().commits());

        Document doc =
                DocumentBuilderFactory.newNSInstance().newDocumentBuilder().parse(xml.toFile());
        String ns = "http://www.dominicgiles.com/swingbench/results";
        assertEquals(ns, doc.getDocumentElement().getNamespaceURI());
        assertEquals(
                "3000",
                doc.getElementsByTagNameNS(ns, "TotalCompletedTransactions")
                        .item(0)
                        .getTextContent()
                        .trim());
        assertEquals(
                Long.toString(inserts),
                doc.getElementsByTagNameNS(ns, "InsertStatements")
                        .item(0)
                        .getTextContent()
                        .trim());
        assertEquals(4, doc.getElementsByTagNameNS(ns, "Result").getLength());
        assertFalse(Files.readString(xml).contains(db.password()));
        assertFalse(Files.readString(dir.resolve("results.json")).contains(db.password()));
        assertFalse(Files.readString(dir.resolve("results.html")).contains(db.password()));
    }
}
