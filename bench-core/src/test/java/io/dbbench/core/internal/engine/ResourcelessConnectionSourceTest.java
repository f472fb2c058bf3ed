package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class ResourcelessConnectionSourceTest {
    @Test
    void applicationConnectionsLendNothingAndHaveNothingToGiveBackOrClose() {
        ApplicationConnections source = new ApplicationConnections();
        SQLException e = assertThrows(SQLException.class, source::acquire);
        assertEquals("08003", e.getSQLState());
        assertFalse(source.lendsConnections());
        assertNull(source.dataSource());
        assertDoesNotThrow(() -> {
            source.release(null);
            source.discard(null);
            source.close();
        });
    }
}
