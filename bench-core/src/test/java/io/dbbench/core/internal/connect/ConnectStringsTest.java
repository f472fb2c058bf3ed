package io.dbbench.core.internal.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every connect-string form without a wallet; wallets are in {@link ConnectStringsWalletTest}. */
class ConnectStringsTest {
    private static final Map<String, String> NO_ENV = Map.of();

    private static JdbcTarget resolve(String cs) throws ConnectStringException {
        return ConnectStrings.resolve(cs, null, NO_ENV);
    }

    private static ConnectStringException refused(String cs) {
        return assertThrows(ConnectStringException.class, () -> resolve(cs));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "//172.17.0.1:1521/orclpdb1            | jdbc:oracle:thin:@//172.17.0.1:1521/orclpdb1",
                "//localhost/soe                       | jdbc:oracle:thin:@//localhost:1521/soe",
                "localhost:1521/soe                    | jdbc:oracle:thin:@//localhost:1521/soe",
                "db-host.example.com/soe.example.com   | jdbc:oracle:thin:@//db-host.example.com:1521/soe.example.com",
                "//db:1522/svc:DEDICATED/orcl2         | jdbc:oracle:thin:@//db:1522/svc:dedicated/orcl2",
                "db/svc/orcl1                          | jdbc:oracle:thin:@//db:1521/svc/orcl1",
                "dbhost:1521:ORCL                      | jdbc:oracle:thin:@dbhost:1521:ORCL",
                "[::1]:1521/svc                        | jdbc:oracle:thin:@//[::1]:1521/svc",
                "//[2001:db8::17]/freepdb1             | jdbc:oracle:thin:@//[2001:db8::17]:1521/freepdb1",
                "[fe80::1%eth0]:1521/svc               | jdbc:oracle:thin:@//[fe80::1%eth0]:1521/svc",
                "tcps://adb.eu-frankfurt-1.oraclecloud.com:1522/x_high.adb.oraclecloud.com | jdbc:oracle:thin:@tcps://adb.eu-frankfurt-1.oraclecloud.com:1522/x_high.adb.oraclecloud.com",
                "//db:1521/svc?connect_timeout=5&retry_count=3 | jdbc:oracle:thin:@//db:1521/svc?connect_timeout=5&retry_count=3"
            })
    void easyConnectFormsBecomeThinUrls(String cs, String expectedUrl) throws Exception {
        JdbcTarget target = resolve(cs);
        assertEquals(expectedUrl, target.jdbcUrl());
        assertSame(Dialects.oracle(), target.dialect());
        assertEquals(Optional.empty(), target.extractedWalletDir());
    }

    @Test
    void descriptorsPassThroughOnOneLine() throws Exception {
        String descriptor =
                """
                (DESCRIPTION=
                   (ADDRESS=(PROTOCOL=TCP)(HOST=db1)(PORT=1521))
                   (CONNECT_DATA=(SERVICE_NAME=soe)))""";
        assertEquals(
                "jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=db1)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=soe)))",
                resolve(descriptor).jdbcUrl());
        assertEquals(
                "jdbc:oracle:thin:@(description_list=(description=(address=(protocol=tcp)(host=a)(port=1))))",
                resolve("(description_list=(description=(address=(protocol=tcp)(host=a)(port=1))))")
                        .jdbcUrl());
    }

    @Test
    void jdbcUrlsPassThroughWithTheirDialect() throws Exception {
        JdbcTarget pg = resolve("jdbc:postgresql://localhost:56001/soe?ApplicationName=dbbench");
        assertEquals("jdbc:postgresql://localhost:56001/soe?ApplicationName=dbbench", pg.jdbcUrl());
        assertSame(Dialects.postgresql(), pg.dialect());
        JdbcTarget ora = resolve("  jdbc:oracle:thin:@//db:1521/soe  ");
        assertEquals("jdbc:oracle:thin:@//db:1521/soe", ora.jdbcUrl());
        assertSame(Dialects.oracle(), ora.dialect());
    }

    @Test
    void postgresUrisBecomePgjdbcUrls() throws Exception {
        JdbcTarget t = resolve("postgresql://db1:5433,db2:5433/soe?sslmode=disable");
        assertEquals("jdbc:postgresql://db1:5433,db2:5433/soe?sslmode=disable", t.jdbcUrl());
        assertSame(Dialects.postgresql(), t.dialect());
        assertEquals(
                "jdbc:postgresql://localhost/soe",
                resolve("postgres://localhost/soe").jdbcUrl());
    }

    @Test
    void aPostgresUriWithCredentialsIsRefusedWithoutShowingThePassword() {
        ConnectStringException e = refused("postgresql://soe:s3cret@db/soe");
        assertTrue(e.getMessage().contains("-u and -p"), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
        refused("postgresql:///soe");
    }

    @Test
    void anUnsupportedJdbcDriverIsRefusedListingTheSupportedOnes() {
        ConnectStringException e = refused("jdbc:mysql://root:s3cret@db:3306/soe");
        assertTrue(e.getMessage().contains("jdbc:mysql:"), e.getMessage());
        assertTrue(e.getMessage().contains("jdbc:postgresql:, jdbc:oracle:"), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
        assertTrue(e.getMessage().contains("root:***@"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\t\n"})
    void emptyConnectStringsListTheAcceptedForms(String cs) {
        ConnectStringException e = refused(cs);
        assertTrue(e.getMessage().contains("is empty"), e.getMessage());
        assertTrue(e.getMessage().contains("host:port:SID"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        ConnectStringException nullCs = assertThrows(ConnectStringException.class, () -> resolve(null));
        assertTrue(nullCs.getMessage().contains("is empty"), nullCs.getMessage());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "host:1521            | no service",
                "//host               | no service",
                "host:orcl            | SID form",
                "//db:1521:ORCL       | SID form",
                "db:70000/svc         | outside 1-65535",
                "db:0/svc             | outside 1-65535",
                "(DESCRIPTION=(ADDRESS=(HOST=a)) | missing 1 closing parenthesis",
                "(DESCRIPTION=(A=1)))  | without its '('",
                "(FOO=bar)            | not a (DESCRIPTION=...)",
                "not a connect string | accepted forms",
                "db:1521/svc/extra/more | accepted forms",
                "user@db/svc          | accepted forms"
            })
    void malformedConnectStringsSayWhatIsWrong(String cs, String expectedText) {
        ConnectStringException e = refused(cs);
        assertTrue(e.getMessage().startsWith("connect string '" + cs.strip() + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(expectedText), e.getMessage());
    }

    @Test
    void aBareAliasWithoutWalletOrTnsAdminNamesBothRemedies() {
        ConnectStringException e = refused("test1_tpurgent");
        assertTrue(e.getMessage().contains("-cf"), e.getMessage());
        assertTrue(e.getMessage().contains("TNS_ADMIN"), e.getMessage());
    }

    @Test
    void aBareAliasUsesTnsAdminFromTheEnvironment(@TempDir Path tnsAdmin) throws Exception {
        Files.writeString(
                tnsAdmin.resolve("tnsnames.ora"),
                "SOE = (DESCRIPTION=(ADDRESS=(HOST=db)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=soe)))\n");
        JdbcTarget t = ConnectStrings.resolve("soe", null, Map.of("TNS_ADMIN", tnsAdmin.toString()));
        assertEquals("jdbc:oracle:thin:@soe?TNS_ADMIN=" + tnsAdmin.toAbsolutePath(), t.jdbcUrl());
        assertSame(Dialects.oracle(), t.dialect());
        assertEquals(Optional.empty(), t.extractedWalletDir());

        ConnectStringException missing = assertThrows(
                ConnectStringException.class,
                () -> ConnectStrings.resolve("soe_high", null, Map.of("TNS_ADMIN", tnsAdmin.toString())));
        assertTrue(missing.getMessage().contains("it defines: SOE"), missing.getMessage());

        ConnectStringException notADir = assertThrows(
                ConnectStringException.class,
                () -> ConnectStrings.resolve(
                        "soe",
                        null,
                        Map.of("TNS_ADMIN", tnsAdmin.resolve("nope").toString())));
        assertTrue(notADir.getMessage().contains("is not a directory"), notADir.getMessage());
    }

    @Test
    void aCredentialsFileIsRefusedForPostgres(@TempDir Path dir) {
        Path cf = dir.resolve("Wallet_x.zip");
        ConnectStringException e = assertThrows(
                ConnectStringException.class, () -> ConnectStrings.resolve("jdbc:postgresql://db/soe", cf, NO_ENV));
        assertTrue(e.getMessage().contains("Oracle credentials zip"), e.getMessage());
        assertThrows(ConnectStringException.class, () -> ConnectStrings.resolve("postgresql://db/soe", cf, NO_ENV));
    }

    @Test
    void redactMasksPasswordsInEveryShape() {
        assertEquals(
                "jdbc:postgresql://db/soe?user=soe&password=***&ssl=true",
                ConnectStrings.redact("jdbc:postgresql://db/soe?user=soe&password=s3cret&ssl=true"));
        assertEquals(
                "jdbc:oracle:thin:soe/***@//db:1521/soe",
                ConnectStrings.redact("jdbc:oracle:thin:soe/s3cret@//db:1521/soe"));
        assertEquals("postgresql://soe:***@db/soe", ConnectStrings.redact("postgresql://soe:s3cret@db/soe"));
        assertEquals("x;sslKeyPassword=***;PWD=***", ConnectStrings.redact("x;sslKeyPassword=a1;PWD=b2"));
        assertEquals("(A=1) (B=2)", ConnectStrings.redact("(A=1)\n   (B=2)"));
        assertEquals("//db:1521/soe", ConnectStrings.redact("//db:1521/soe"));
        assertEquals("", ConnectStrings.redact(null));
    }

    @Test
    void aTargetNeverPrintsItsPassword() throws Exception {
        JdbcTarget t = resolve("jdbc:postgresql://db/soe?password=s3cret");
        assertFalse(t.toString().contains("s3cret"), t.toString());
        assertEquals("jdbc:postgresql://db/soe?password=***", t.displayUrl());
        assertEquals("jdbc:postgresql://db/soe?password=s3cret", t.jdbcUrl(), "the driver still gets the real URL");
        ConnectStringException e = refused("jdbc:mysql://db/soe?password=s3cret");
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
        assertFalse(e.connectString().contains("s3cret"), e.connectString());
    }
}
