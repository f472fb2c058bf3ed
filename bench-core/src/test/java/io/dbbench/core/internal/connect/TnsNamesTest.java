package io.dbbench.core.internal.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class TnsNamesTest {
    @Test
    void readsTopLevelAliasesOnly() {
        TnsNames names = TnsNames.parse(
                """
                # ORCL = (commented out)
                soe, soe.world =
                  (DESCRIPTION =
                    (ADDRESS = (PROTOCOL = TCP)(HOST = db)(PORT = 1521))
                    (CONNECT_DATA = (SERVICE_NAME = soe)))   # trailing comment
                other=(description=(address=(host=x)(port=1))(connect_data=(sid=o)))
                """);
        assertEquals(Set.of("SOE", "SOE.WORLD", "OTHER"), names.aliasesUpperCase());
        assertFalse(names.includesOtherFiles());
        assertTrue(names.defines("Soe.World"));
        assertFalse(names.defines("DESCRIPTION"));
        assertFalse(names.defines("ORCL"));
    }

    @Test
    void notesIncludedFiles() {
        TnsNames names = TnsNames.parse(
                "IFILE = /u01/app/oracle/network/admin/more.ora\nlocal = (description=(address=(host=h)))\n");
        assertTrue(names.includesOtherFiles());
        assertEquals(Set.of("LOCAL"), names.aliasesUpperCase());
    }

    @Test
    void anEmptyFileDefinesNothing() {
        assertEquals(Set.of(), TnsNames.parse("").aliasesUpperCase());
    }
}
