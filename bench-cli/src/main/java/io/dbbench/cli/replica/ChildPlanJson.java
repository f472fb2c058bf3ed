package io.dbbench.cli.replica;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;

/**
 * How a {@link ChildPlan} is written and read: the records as they are, times and paths as their own
 * text (2026-11-29T05:00:00Z, PT30S, /tmp/results.xml), and two things left out on purpose: the password
 * (it travels in the child's environment) and the start gate (a live object of the parent's JVM).
 */
final class ChildPlanJson {
    private ChildPlanJson() {}

    /** The login without its password: a plan file is a file, and may be read by whoever can read the directory. */
    @JsonIgnoreProperties("password")
    private interface NoPassword {}

    @JsonIgnoreProperties("startGate")
    private interface NoStartGate {}

    static final ObjectMapper MAPPER = new ObjectMapper()
            .addMixIn(ConnectionConfig.class, NoPassword.class)
            .addMixIn(BenchmarkOptions.class, NoStartGate.class)
            .registerModule(new SimpleModule("dbbench-child-plan")
                    .addSerializer(Duration.class, ToStringSerializer.instance)
                    .addDeserializer(Duration.class, fromText(Duration::parse))
                    .addSerializer(Instant.class, ToStringSerializer.instance)
                    .addDeserializer(Instant.class, fromText(Instant::parse))
                    .addSerializer(Path.class, ToStringSerializer.instance)
                    .addDeserializer(Path.class, fromText(Path::of)))
            // the parent and the child are the same jar: an unknown field is a bug, not a newer version
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static <T> JsonDeserializer<T> fromText(Function<String, T> parse) {
        return new JsonDeserializer<>() {
            @Override
            public T deserialize(JsonParser p, DeserializationContext context) throws IOException {
                return parse.apply(p.getValueAsString());
            }
        };
    }
}
