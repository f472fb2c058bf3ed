package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.WorkloadRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** One way to configure a benchmark: what does not apply is refused by name, nothing set is dropped. */
class BenchmarkBuilderTest {
    private static final RunConfig CONFIG = RunConfig.builder()
            .name("orders")
            .transaction("Insert", "I", "x.Insert", 1)
            .build();
    private static final String URL = "jdbc:postgresql://127.0.0.1:1/x";

    private static BenchmarkBuilder ofConfig() {
        return Benchmark.builder(CONFIG).jdbcUrl(URL).resultsDirectory(null);
    }

    private static String refusal(Runnable call) {
        return assertThrows(IllegalStateException.class, call::run).getMessage();
    }

    @Test
    void optionsOneAtATimeAreAllKept() {
        BenchmarkOptions options = ofConfig()
                .topologies("2x1,1x2")
                .rate(5)
                .seed(3)
                .warmup(1, Duration.ofSeconds(2))
                .iterations(2, Duration.ofSeconds(3))
                .repeats(2)
                .build()
                .options();
        assertEquals(List.of(new Topology(2, 1), new Topology(1, 2)), options.topologies());
        assertEquals(5, options.ratePerSecond());
        assertEquals(3, options.seed());
        assertEquals(1, options.plan().warmupIterations());
        assertEquals(2, options.plan().measurementIterations());
        assertEquals(2, options.plan().repeats());
    }

    @Test
    void optionsGivenWholeAreKept() {
        BenchmarkOptions whole = BenchmarkOptions.defaults()
                .withRate(5)
                .withSeed(3)
                .withTopologies(List.of(new Topology(2, 1)))
                .withStopGrace(Duration.ofSeconds(1));
        assertEquals(whole, ofConfig().options(whole).build().options());
    }

    @Test
    void optionsAfterOneAtATimeMethodsIsRefusedNamingWhatItWouldDrop() {
        // before: options(...) replaced the rate, seed and topologies set before it without a word
        String message =
                refusal(() -> ofConfig().rate(5).seed(3).topologies("2x1").options(BenchmarkOptions.defaults()));
        assertEquals(
                "options(...) sets every option, so it would drop what rate(...), seed(...), topologies(...) set "
                        + "before it; set those on the BenchmarkOptions instead (withRate, withSeed, withTopologies, "
                        + "withUsersPerService, withPlan), or leave options(...) out",
                message);
        assertTrue(
                refusal(() -> ofConfig().iterations(2, Duration.ofSeconds(1)).options(BenchmarkOptions.defaults()))
                        .startsWith(
                                "options(...) sets every option, so it would drop what iterations(...) set before it; "
                                        + "set that on"),
                "one method");
    }

    @Test
    void eachOneAtATimeMethodAfterOptionsIsRefusedByName() {
        Map<String, UnaryOperator<BenchmarkBuilder>> calls = Map.of(
                "rate(...)", b -> b.rate(1),
                "seed(...)", b -> b.seed(1),
                "topologies(...)", b -> b.topologies(List.of(new Topology(1, 1))),
                "usersPerService(...)", b -> b.usersPerService(1),
                "warmup(...)", b -> b.warmup(1, Duration.ofSeconds(1)),
                "iterations(...)", b -> b.iterations(2, Duration.ofSeconds(1)),
                "repeats(...)", b -> b.repeats(2));
        calls.forEach((method, call) -> {
            String message = refusal(() -> call.apply(ofConfig().options(BenchmarkOptions.defaults())));
            assertTrue(
                    message.startsWith(method + " after options(...): options(...) set every option already"), message);
        });
    }

    @Test
    void optionsTwiceIsRefused() {
        assertTrue(refusal(() -> ofConfig()
                        .options(BenchmarkOptions.defaults().withRate(5))
                        .options(BenchmarkOptions.defaults().withSeed(3)))
                .startsWith("options(...) was called already"));
    }

    @Test
    void aConfigBenchmarkRefusesTheCodeBenchmarksMethods() {
        // before: name(...) was ignored for a config, connectionMode(...) refused only at build()
        assertTrue(refusal(() -> ofConfig().name("other"))
                .startsWith("name(...): a benchmark of a config is named by the config (orders)"));
        assertTrue(refusal(() -> ofConfig().connectionMode(ConnectionMode.SESSION))
                .startsWith("connectionMode(...): a config's transactions always run on the engine's session"));
        assertTrue(refusal(() -> ofConfig().transaction("t", 1, ctx -> Outcome.COMMITTED))
                .startsWith("a benchmark of a config runs the config's transactions"));
    }

    @Test
    void aCodeBenchmarkRefusesARegistry() {
        // before: ignored, the code transactions were run whatever registry was given
        assertTrue(refusal(() -> Benchmark.builder().registry(WorkloadRegistry.load()))
                .startsWith("registry(...): a code benchmark runs the transactions given to transaction("));
    }

    @Test
    void aCodeBenchmarkIsNamedByName() {
        Benchmark benchmark = Benchmark.builder()
                .name("checkout")
                .connectionMode(ConnectionMode.APPLICATION)
                .maxTransactions(1)
                .transaction("t", 1, ctx -> Outcome.COMMITTED)
                .resultsDirectory(null)
                .build();
        assertEquals("checkout", benchmark.configFor(null).name());
    }
}
