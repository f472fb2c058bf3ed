package io.dbbench.core.config;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TopologyTest {
    @Test
    void connectionsTimesServices() {
        Topology t = Topology.parse(" 8X2 ");
        assertEquals(8, t.connectionsPerService());
        assertEquals(2, t.services());
        assertEquals(16, t.totalConnections());
        assertEquals("8x2", t.label());
    }

    @Test
    void aListRunsInTheOrderGiven() {
        assertEquals(
                List.of(new Topology(16, 1), new Topology(8, 2), new Topology(4, 4)),
                Topology.parseList("16x1,8x2, 4x4"));
    }

    @Test
    void badTextSaysWhatIsExpected() {
        for (String bad : List.of("", "x", "8x", "x2", "8x2x1", "8*2", "ax2", "8x-1", "99999999999x1")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Topology.parse(bad), bad);
            assertTrue(
                    e.getMessage().contains("CONNECTIONSxSERVICES")
                            || e.getMessage().contains("at least"),
                    e.getMessage());
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Topology.parse("0x4"))
                .getMessage()
                .contains("at least 1 connection"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Topology.parseList("4x4,4X4"))
                .getMessage()
                .contains("twice"));
    }

    @Test
    void usersAreSplitEvenlyTheFirstServicesTakingTheRest() {
        assertArrayEquals(new int[] {4, 4}, new Topology(8, 2).usersPerService(8));
        assertArrayEquals(new int[] {3, 3, 2, 2}, new Topology(4, 4).usersPerService(10));
        assertArrayEquals(new int[] {20}, new Topology(4, 1).usersPerService(20));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new Topology(4, 4).usersPerService(3));
        assertTrue(e.getMessage().contains("every service needs at least one user"), e.getMessage());
    }
}
