package io.dbbench.core.result.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Iterations with their raw per-transaction histograms as results.json holds them (its {@code iterations} array),
 * also on their own: a replica of a capacity search hands each step's iterations to its parent this way, as one line.
 */
public final class IterationsJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private IterationsJson() {}

    /** {@code iterations} as a JSON array on one line, readable by {@link #read(String)}. */
    public static String write(List<IterationResult> iterations) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        addTo(array, iterations, JsonNodeFactory.instance);
        return array.toString();
    }

    /** The iterations of a JSON array {@link #write} wrote; a malformed one is named by its path. */
    public static List<IterationResult> read(String jsonArray) throws MalformedResultsException {
        try {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.set("iterations", MAPPER.readTree(jsonArray));
            return read(JsonFields.root(root));
        } catch (JsonProcessingException e) {
            throw new MalformedResultsException("iterations: not JSON: " + e.getOriginalMessage(), e);
        }
    }

    static void addTo(ArrayNode iterations, List<IterationResult> list, JsonNodeFactory json) {
        for (IterationResult it : list) {
            ObjectNode node = iterations
                    .addObject()
                    .put("phase", it.phase().name().toLowerCase(Locale.ROOT))
                    .put("repeat", it.repeat())
                    .put("index", it.index())
                    .put("durationMillis", JsonNumbers.millis(it.duration()))
                    .put("completed", it.completed())
                    .put("failed", it.failed())
                    .put("transactionsPerSecond", JsonNumbers.derived(it.transactionsPerSecond()));
            ArrayNode transactions = node.putArray("transactions");
            it.transactions().forEach(tx -> transactions.add(ResultsJsonWriter.transaction(tx, json)));
        }
    }

    /** {@code root}'s {@code iterations} array. */
    static List<IterationResult> read(JsonFields root) throws MalformedResultsException {
        List<IterationResult> iterations = new ArrayList<>();
        for (JsonFields it : root.objects("iterations")) {
            List<TransactionResult> transactions = new ArrayList<>();
            for (JsonFields tx : it.objects("transactions")) transactions.add(ResultsJsonReader.transaction(tx));
            iterations.add(new IterationResult(
                    phase(it), it.intValue("repeat"), it.intValue("index"), it.millis("durationMillis"), transactions));
        }
        return iterations;
    }

    private static Phase phase(JsonFields it) throws MalformedResultsException {
        String text = it.text("phase");
        try {
            return Phase.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw it.invalid("phase", "'" + text + "' is neither warmup nor measurement", e);
        }
    }
}
