package io.dbbench.core.internal.connect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -cf wallet.zip}: extraction, the URL it yields, clean-up, and the zips that must be refused. */
class ConnectStringsWalletTest {
    private static final Map<String, String> NO_ENV = Map.of();
    private static final String TNSNAMES =
            """
            # generated for a test, shaped like an Autonomous Database wallet
            test1_high = (description= (retry_count=20)(retry_delay=3)
                (address=(protocol=tcps)(port=1522)(host=adb.example.oraclecloud.com))
                (connect_data=(service_name=x_test1_high.adb.oraclecloud.com))(security=(ssl_server_dn_match=yes)))
            test1_tpurgent = (description= (address=(protocol=tcps)(port=1522)(host=adb.example.oraclecloud.com))
                (connect_data=(service_name=x_test1_tpurgent.adb.oraclecloud.com)))
            """;
    private static final byte[] FAKE_SSO = {(byte) 0xA1, (byte) 0xF8, 0x4E, 0x36, 0x00, 0x01};

    @TempDir
    Path work;

    private Path extractions() throws IOException {
        return Files.createDirectories(work.resolve("extractions"));
    }

    private Path zip(String name, Map<String, byte[]> entries) throws IOException {
        Path zip = work.resolve(name);
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return zip;
    }

    private Path cloudWallet() throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("tnsnames.ora", TNSNAMES.getBytes(StandardCharsets.US_ASCII));
        entries.put(
                "sqlnet.ora",
                "WALLET_LOCATION = (SOURCE = (METHOD = file) (METHOD_DATA = (DIRECTORY=\"?/network/admin\")))\n"
                        .getBytes(StandardCharsets.US_ASCII));
        entries.put("cwallet.sso", FAKE_SSO);
        return zip("Wallet_test1.zip", entries);
    }

    private JdbcTarget resolve(String cs, Path cf) throws ConnectStringException, IOException {
        return ConnectStrings.resolve(cs, cf, NO_ENV, extractions());
    }

    private long leftoverDirectories() throws IOException {
        try (Stream<Path> s = Files.list(extractions())) {
            return s.count();
        }
    }

    @Test
    void anAliasWithAWalletBecomesAThinUrlWithTnsAdmin() throws Exception {
        JdbcTarget t = resolve("test1_tpurgent", cloudWallet());
        Path dir = t.extractedWalletDir().orElseThrow();
        assertEquals("jdbc:oracle:thin:@test1_tpurgent?TNS_ADMIN=" + dir.toAbsolutePath(), t.jdbcUrl());
        assertEquals(Dialects.oracle(), t.dialect());
        assertEquals(TNSNAMES, Files.readString(dir.resolve("tnsnames.ora")));
        assertArrayEquals(FAKE_SSO, Files.readAllBytes(dir.resolve("cwallet.sso")));
        assertTrue(dir.startsWith(extractions()));

        t.close();
        assertFalse(Files.exists(dir));
        t.close(); // a second close is harmless
    }

    @Test
    void theExtractedWalletIsPrivateToThisUser() throws Exception {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return; // permissions are POSIX-only; on other systems the temp directory's own ACL applies
        }
        try (JdbcTarget t = resolve("test1_high", cloudWallet())) {
            Path dir = t.extractedWalletDir().orElseThrow();
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
            assertEquals(
                    "rw-------",
                    PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("cwallet.sso"))));
        }
    }

    @Test
    void aliasesAreMatchedIgnoringCase() throws Exception {
        try (JdbcTarget t = resolve("TEST1_HIGH", cloudWallet())) {
            assertTrue(t.jdbcUrl().startsWith("jdbc:oracle:thin:@TEST1_HIGH?TNS_ADMIN="), t.jdbcUrl());
        }
    }

    @Test
    void anAliasTheWalletDoesNotDefineIsRefusedListingTheRealOnesAndLeavesNothing() throws Exception {
        Path wallet = cloudWallet();
        ConnectStringException e = assertThrows(ConnectStringException.class, () -> resolve("test1_low", wallet));
        assertTrue(e.getMessage().contains("it defines: TEST1_HIGH, TEST1_TPURGENT"), e.getMessage());
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void aZipSlipEntryRefusesTheWholeZipAndWritesNothing() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("tnsnames.ora", TNSNAMES.getBytes(StandardCharsets.US_ASCII));
        entries.put("../escaped.txt", "gotcha".getBytes(StandardCharsets.US_ASCII));
        Path evil = zip("evil.zip", entries);

        ConnectStringException e = assertThrows(ConnectStringException.class, () -> resolve("test1_high", evil));
        assertTrue(e.getMessage().contains("'../escaped.txt'"), e.getMessage());
        assertTrue(e.getMessage().contains("zip-slip"), e.getMessage());
        assertFalse(Files.exists(extractions().resolve("escaped.txt")));
        assertFalse(Files.exists(work.resolve("escaped.txt")));
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void absoluteAndDriveLetterEntriesAreRefused() throws Exception {
        for (String name :
                new String[] {"/tmp/dbbench-evil.txt", "C:\\evil.txt", "a/../../evil.txt", "sub\\..\\..\\evil.txt"}) {
            Path evil = zip("evil.zip", Map.of(name, new byte[] {1}));
            ConnectStringException e =
                    assertThrows(ConnectStringException.class, () -> resolve("test1_high", evil), name);
            assertTrue(e.getMessage().contains("zip-slip"), e.getMessage());
        }
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void anAbsurdlyLargeEntryIsRefused() throws Exception {
        Path bomb = work.resolve("bomb.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(bomb))) {
            out.putNextEntry(new ZipEntry("tnsnames.ora"));
            byte[] zeros = new byte[64 * 1024];
            for (long written = 0; written <= WalletZip.MAX_ENTRY_BYTES; written += zeros.length) {
                out.write(zeros);
            }
            out.closeEntry();
        }
        ConnectStringException e = assertThrows(ConnectStringException.class, () -> resolve("test1_high", bomb));
        assertTrue(e.getMessage().contains("limit for a wallet file"), e.getMessage());
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void aWalletZippedWithItsFolderStillWorks() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("Wallet_test1/", new byte[0]);
        entries.put("Wallet_test1/tnsnames.ora", TNSNAMES.getBytes(StandardCharsets.US_ASCII));
        entries.put("Wallet_test1/cwallet.sso", FAKE_SSO);
        try (JdbcTarget t = resolve("test1_high", zip("folder.zip", entries))) {
            Path root = t.extractedWalletDir().orElseThrow();
            assertEquals(
                    "jdbc:oracle:thin:@test1_high?TNS_ADMIN="
                            + root.resolve("Wallet_test1").toAbsolutePath(),
                    t.jdbcUrl());
        }
    }

    @Test
    void aWalletWithoutTnsnamesCannotResolveAnAlias() throws Exception {
        Path noTns = zip("notns.zip", Map.of("cwallet.sso", FAKE_SSO));
        ConnectStringException e = assertThrows(ConnectStringException.class, () -> resolve("test1_high", noTns));
        assertTrue(e.getMessage().contains("has no tnsnames.ora"), e.getMessage());
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void easyConnectAndDescriptorsGetTheWalletToo() throws Exception {
        try (JdbcTarget t =
                resolve("tcps://adb.example.oraclecloud.com:1522/x_test1_high.adb.oraclecloud.com", cloudWallet())) {
            assertEquals(
                    "jdbc:oracle:thin:@tcps://adb.example.oraclecloud.com:1522/x_test1_high.adb.oraclecloud.com?TNS_ADMIN="
                            + t.extractedWalletDir().orElseThrow().toAbsolutePath(),
                    t.jdbcUrl());
        }
        try (JdbcTarget t = resolve("//db:1521/svc?retry_count=3", cloudWallet())) {
            assertTrue(t.jdbcUrl().startsWith("jdbc:oracle:thin:@//db:1521/svc?retry_count=3&TNS_ADMIN="), t.jdbcUrl());
        }
        try (JdbcTarget t = resolve("jdbc:oracle:thin:@test1_high", cloudWallet())) {
            assertTrue(t.jdbcUrl().startsWith("jdbc:oracle:thin:@test1_high?TNS_ADMIN="), t.jdbcUrl());
        }
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void aUrlThatAlreadyNamesTnsAdminConflictsWithCf() throws Exception {
        Path wallet = cloudWallet();
        ConnectStringException e = assertThrows(
                ConnectStringException.class,
                () -> resolve("jdbc:oracle:thin:@test1_high?TNS_ADMIN=/opt/wallet", wallet));
        assertTrue(e.getMessage().contains("give only one"), e.getMessage());
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void anExtractedWalletDirectoryIsUsedInPlace() throws Exception {
        Path dir = Files.createDirectories(work.resolve("wallet_dir"));
        Files.writeString(dir.resolve("tnsnames.ora"), TNSNAMES);
        JdbcTarget t = resolve("test1_high", dir);
        assertEquals("jdbc:oracle:thin:@test1_high?TNS_ADMIN=" + dir.toAbsolutePath(), t.jdbcUrl());
        assertEquals(Optional.empty(), t.extractedWalletDir());
        t.close();
        assertTrue(Files.exists(dir.resolve("tnsnames.ora")), "close() never deletes a directory it did not create");
    }

    @Test
    void aMissingOrBrokenCredentialsFileIsReported() throws Exception {
        ConnectStringException missing =
                assertThrows(ConnectStringException.class, () -> resolve("test1_high", work.resolve("nope.zip")));
        assertTrue(missing.getMessage().contains("does not exist"), missing.getMessage());

        Path notZip = work.resolve("notzip.zip");
        try (OutputStream out = Files.newOutputStream(notZip)) {
            out.write("this is not a zip".getBytes(StandardCharsets.US_ASCII));
        }
        ConnectStringException broken = assertThrows(ConnectStringException.class, () -> resolve("test1_high", notZip));
        assertTrue(broken.getMessage().contains("not a readable zip"), broken.getMessage());
        assertTrue(broken.getMessage().startsWith("connect string 'test1_high': "), broken.getMessage());
        assertEquals(0, leftoverDirectories());
    }

    @Test
    void theDefaultResolveExtractsIntoTheSystemTempDirectory() throws Exception {
        try (JdbcTarget t = ConnectStrings.resolve("test1_high", cloudWallet(), NO_ENV)) {
            Path dir = t.extractedWalletDir().orElseThrow();
            assertTrue(dir.getFileName().toString().startsWith("dbbench-wallet-"), dir.toString());
            assertTrue(Files.isRegularFile(dir.resolve("tnsnames.ora")));
        }
    }
}
