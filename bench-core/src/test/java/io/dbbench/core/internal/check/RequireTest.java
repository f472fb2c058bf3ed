package io.dbbench.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RequireTest {
    @Test
    void nonNullPassesWhenEveryValueIsThere() {
        assertDoesNotThrow(() -> Require.nonNull("a", 1, "b", "two"));
    }

    @Test
    void nonNullNamesTheFirstNullValueAsObjectsRequireNonNullWould() {
        NullPointerException e =
                assertThrows(NullPointerException.class, () -> Require.nonNull("a", 1, "b", null, "c", null));
        assertEquals("b", e.getMessage());
    }

    @Test
    void nonNullRefusesANameWithoutAValue() {
        assertThrows(IllegalArgumentException.class, () -> Require.nonNull("a", 1, "b"));
    }
}
