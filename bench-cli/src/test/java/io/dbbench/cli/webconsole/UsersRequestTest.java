package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UsersRequestTest {
    @Test
    void aTargetOrAChangeFromTheQueryOrTheBody() {
        assertEquals(7, UsersRequest.parse("set=7", null).target(3));
        assertEquals(5, UsersRequest.parse(null, "add=2").target(3));
        assertEquals(2, UsersRequest.parse(null, "add=-1").target(3));
        assertEquals(5, UsersRequest.parse(null, "add=%2B2").target(3), "a form's + is encoded");
        assertEquals(
                Integer.MAX_VALUE, UsersRequest.parse(null, "add=2147483647").target(3), "no overflow");
    }

    @Test
    void nothingTwiceOrNotANumberIsRefusedSayingWhat() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> UsersRequest.parse(null, ""))
                .getMessage()
                .contains("set=N"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> UsersRequest.parse("set=1", "add=1"))
                .getMessage()
                .contains("once"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> UsersRequest.parse(null, "set=1e3"))
                .getMessage()
                .contains("'1e3' is not a whole number"));
    }
}
