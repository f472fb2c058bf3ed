package io.dbbench.core.internal.connect;

import io.dbbench.core.dialect.Dialects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Joins an Oracle URL to the directory holding tnsnames.ora / sqlnet.ora / the wallet: extracts the
 * {@code -cf} credentials zip when there is one and names the directory to the driver as the
 * {@code TNS_ADMIN} URL property (ojdbc 18.3+). A directory given as {@code -cf} is used in place.
 */
final class OracleWallets {
    private OracleWallets() {}

    /** {@code jdbcUrl} unchanged without a credentials file; else with {@code TNS_ADMIN} naming the wallet. */
    static JdbcTarget attach(String cs, String jdbcUrl, Path credentialsFile, Path walletParentDir)
            throws ConnectStringException {
        if (credentialsFile == null) {
            return new JdbcTarget(jdbcUrl, Dialects.oracle());
        }
        if (jdbcUrl.toUpperCase(Locale.ROOT).contains("TNS_ADMIN=")) {
            throw new ConnectStringException(
                    cs, "already names TNS_ADMIN, and -cf " + credentialsFile + " names another; give only one");
        }
        Wallet wallet = open(cs, credentialsFile, walletParentDir);
        try {
            return wallet.target(withTnsAdmin(cs, jdbcUrl, wallet.tnsAdmin()));
        } catch (ConnectStringException | RuntimeException e) {
            wallet.discard(e);
            throw e;
        }
    }

    /** A bare TNS alias resolved through the credentials zip, which must define it. */
    static JdbcTarget aliasWithWallet(String alias, Path credentialsFile, Path walletParentDir)
            throws ConnectStringException {
        Wallet wallet = open(alias, credentialsFile, walletParentDir);
        try {
            if (!Files.isRegularFile(wallet.tnsAdmin().resolve(TnsNames.FILE_NAME))) {
                throw new ConnectStringException(
                        alias,
                        "is a TNS alias, but the credentials zip " + credentialsFile + " (-cf) has no "
                                + TnsNames.FILE_NAME + " to look it up in");
            }
            checkAliasIfListed(alias, wallet.tnsAdmin());
            return wallet.target(withTnsAdmin(alias, "jdbc:oracle:thin:@" + alias, wallet.tnsAdmin()));
        } catch (ConnectStringException | RuntimeException e) {
            wallet.discard(e);
            throw e;
        }
    }

    /**
     * Refuses an alias the directory's tnsnames.ora does not define, listing those it does. Says nothing
     * when there is no tnsnames.ora or it includes other files (IFILE): the driver may still know better.
     */
    static void checkAliasIfListed(String alias, Path tnsAdmin) throws ConnectStringException {
        Path file = tnsAdmin.resolve(TnsNames.FILE_NAME);
        if (!Files.isRegularFile(file)) {
            return;
        }
        TnsNames names;
        try {
            names = TnsNames.read(file);
        } catch (IOException e) {
            throw new ConnectStringException(alias, "cannot read " + file + ": " + e, e);
        }
        if (!names.includesOtherFiles() && !names.defines(alias)) {
            throw new ConnectStringException(
                    alias,
                    "is not an alias in " + file + "; it defines: "
                            + (names.aliasesUpperCase().isEmpty()
                                    ? "(none)"
                                    : String.join(", ", names.aliasesUpperCase())));
        }
    }

    /** Appends {@code TNS_ADMIN=<dir>} as a URL property ({@code ?} or {@code &} as the URL needs). */
    static String withTnsAdmin(String cs, String jdbcUrl, Path dir) throws ConnectStringException {
        String path = dir.toAbsolutePath().toString().replace('\\', '/');
        if (path.contains("&") || path.contains("?")) {
            throw new ConnectStringException(
                    cs, "wallet directory " + path + " contains '&' or '?', which cannot go in a JDBC URL");
        }
        return jdbcUrl + (jdbcUrl.contains("?") ? "&" : "?") + "TNS_ADMIN=" + path;
    }

    private static Wallet open(String cs, Path credentialsFile, Path walletParentDir) throws ConnectStringException {
        if (Files.isDirectory(credentialsFile)) {
            return new Wallet(credentialsFile, Optional.empty());
        }
        if (!Files.isRegularFile(credentialsFile)) {
            throw new ConnectStringException(cs, "credentials zip " + credentialsFile + " (-cf) does not exist");
        }
        Path root = WalletZip.extract(cs, credentialsFile, walletParentDir);
        return new Wallet(tnsAdminIn(root), Optional.of(root));
    }

    /**
     * Cloud wallets keep tnsnames.ora at the top of the zip; a zip a user made of the wallet folder has
     * one directory on top. Either way, TNS_ADMIN is where tnsnames.ora is.
     */
    private static Path tnsAdminIn(Path root) {
        if (Files.isRegularFile(root.resolve(TnsNames.FILE_NAME))) {
            return root;
        }
        try (Stream<Path> children = Files.list(root)) {
            var only = children.toList();
            if (only.size() == 1 && Files.isRegularFile(only.get(0).resolve(TnsNames.FILE_NAME))) {
                return only.get(0);
            }
        } catch (IOException e) {
            return root;
        }
        return root;
    }

    private record Wallet(Path tnsAdmin, Optional<Path> extractedRoot) {
        JdbcTarget target(String jdbcUrl) {
            return new JdbcTarget(jdbcUrl, Dialects.oracle(), extractedRoot);
        }

        /** Deletes what was extracted when resolving failed after all; a failed delete rides on the failure. */
        void discard(Exception failure) {
            if (extractedRoot.isPresent()) {
                try {
                    WalletZip.deleteTree(extractedRoot.get());
                } catch (IOException cleanupFailure) {
                    failure.addSuppressed(cleanupFailure);
                }
            }
        }
    }
}
