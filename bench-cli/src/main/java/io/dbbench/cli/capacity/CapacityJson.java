package io.dbbench.cli.capacity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslNormalisation;
import io.dbbench.core.internal.capacity.UslPoint;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code capacity analyze --json}: one object other tools parse (sealed by CapacityAnalyzeCommandTest's golden
 * file). Figures are rounded to six significant digits, so the output is the same on every JVM; a missing peak
 * is {@code null}, never a made-up number.
 */
final class CapacityJson {
    private static final MathContext SIX_DIGITS = new MathContext(6);
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private CapacityJson() {}

    static String of(CapacityData data, UslFit fit) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("sigma", number(fit.sigma()));
        json.put("kappa", number(fit.kappa()));
        json.put("peakLoad", fit.peakLoad().isPresent() ? number(fit.peakLoad().getAsDouble()) : null);
        json.put(
                "peakThroughput",
                fit.peakThroughput().isPresent() ? number(fit.peakThroughput().getAsDouble()) : null);
        json.put("r2", number(fit.r2()));
        json.put("lambda", number(fit.lambda()));
        json.put(
                "normalisation",
                fit.normalisation() == UslNormalisation.MEASURED_AT_LOAD_ONE ? "measured-at-load-1" : "fitted-lambda");
        json.put("points", fit.points().size());
        json.put("distinctLoads", fit.distinctLoads());
        json.put("loadColumn", data.loadName());
        json.put("throughputColumn", data.throughputName());
        json.put("warnings", fit.warnings());
        List<Map<String, Object>> steps = new ArrayList<>();
        for (UslPoint p : fit.points()) {
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("load", number(p.load()));
            step.put("measured", number(p.throughput()));
            step.put("fitted", number(fit.throughputAt(p.load())));
            steps.add(step);
        }
        json.put("steps", steps);
        try {
            return MAPPER.writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the capacity JSON", e);
        }
    }

    /**
     * Six significant digits; null for a value that is not a finite number (JSON has none, and BigDecimal
     * throws on one): the fitted throughput at a step is infinite at the pole of a κ &lt; 0 curve.
     */
    static BigDecimal number(double value) {
        if (!Double.isFinite(value)) return null;
        return new BigDecimal(value).round(SIX_DIGITS).stripTrailingZeros();
    }
}
