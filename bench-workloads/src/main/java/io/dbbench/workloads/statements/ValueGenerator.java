package io.dbbench.workloads.statements;

import java.time.LocalDate;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Where a parameter's values come from: a range drawn uniformly with both ends included
 * ({@code randomvalues}), or a list picked from uniformly ({@code enumerationvalues}). Values are
 * {@link Long}, {@link String} or {@link LocalDate}, as the parameter's type says. Immutable.
 */
public sealed interface ValueGenerator {
    Object next(RandomGenerator random);

    /** Integers in [start, end]. */
    record IntegerRange(long start, long end) implements ValueGenerator {
        public IntegerRange {
            if (end < start) throw new IllegalArgumentException("endvalue " + end + " is below startvalue " + start);
        }

        @Override
        public Object next(RandomGenerator random) {
            return start == end ? start : random.nextLong(start, end + 1);
        }
    }

    /** Days in [start, end]. */
    record DateRange(LocalDate start, LocalDate end) implements ValueGenerator {
        public DateRange {
            if (end.isBefore(start))
                throw new IllegalArgumentException("endvalue " + end + " is before startvalue " + start);
        }

        @Override
        public Object next(RandomGenerator random) {
            long days = end.toEpochDay() - start.toEpochDay();
            return days == 0 ? start : start.plusDays(random.nextLong(0, days + 1));
        }
    }

    /** One of a fixed list, each equally likely. */
    record Choices(List<Object> values) implements ValueGenerator {
        public Choices {
            values = List.copyOf(values);
            if (values.isEmpty()) throw new IllegalArgumentException("possiblevalues is empty");
        }

        @Override
        public Object next(RandomGenerator random) {
            return values.size() == 1 ? values.get(0) : values.get(random.nextInt(values.size()));
        }
    }
}
