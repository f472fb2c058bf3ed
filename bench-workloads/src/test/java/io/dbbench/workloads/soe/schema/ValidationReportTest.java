package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ValidationReportTest {
    @Test
    void formatsOneAlignedLinePerCheckAndASummary() throws IOException {
        ValidationReport report = new ValidationReport(List.of(
                ValidationCheck.passed("tables", "11 present and valid"),
                ValidationCheck.failed("order totals", "3 loaded orders whose total is not the sum of their lines"),
                ValidationCheck.passed("server-side code", "not installed")));
        assertFalse(report.ok());
        assertEquals(1, report.failures().size());
        assertEquals(golden("validation-report.txt"), report.format());
    }

    @Test
    void allPassed() {
        ValidationReport report =
                new ValidationReport(List.of(ValidationCheck.passed("tables", "11 present and valid")));
        assertTrue(report.ok());
        assertEquals("OK     tables  11 present and valid\nSchema valid: all 1 checks passed\n", report.format());
    }

    @Test
    void presentNamesMissingAndInvalidObjects() {
        ValidationCheck ok =
                SoeValidator.present("views", List.of("a", "b"), Map.of("a", "VALID", "b", "VALID", "c", "X"));
        assertEquals(ValidationCheck.passed("views", "2 present and valid"), ok);
        ValidationCheck bad =
                SoeValidator.present("indexes", List.of("a", "b", "c"), Map.of("a", "INVALID", "c", "VALID"));
        assertEquals(ValidationCheck.failed("indexes", "missing: b; not valid: a"), bad);
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = ValidationReportTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
