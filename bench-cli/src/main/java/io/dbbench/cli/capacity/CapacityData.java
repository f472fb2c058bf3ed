package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslPoint;
import java.util.List;

/**
 * The measured steps read from one file, with the names of what was read: the load and throughput columns of
 * a CSV, or {@code load} and {@code throughput} of a results.json's capacity section.
 */
record CapacityData(String loadName, String throughputName, List<UslPoint> points) {
    CapacityData {
        points = List.copyOf(points);
    }
}
