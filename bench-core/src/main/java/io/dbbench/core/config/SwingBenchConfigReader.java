package io.dbbench.core.config;

import io.dbbench.core.workload.WorkloadRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a SwingBench {@code SwingBenchConfiguration} XML file (2.5 to 2.8, with or without the
 * namespace) into a validated {@link RunConfig}. Anything we cannot use is refused with a
 * {@link ConfigException} naming file, line and element; anything harmless we do not use is accepted
 * and reported in {@link ParsedConfig#warnings()}. Instances hold no state between reads.
 */
public final class SwingBenchConfigReader {
    static final String ROOT = "SwingBenchConfiguration";
    private static final Set<String> ROOT_CHILDREN =
            Set.of("Name", "Comment", "Connection", "Load", "Database", "Preferences");

    private final WorkloadRegistry registry;

    /** @param registry resolves each transaction's ClassName; unknown ones are refused */
    public SwingBenchConfigReader(WorkloadRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    /** Reads a file; messages and {@link RunConfig#source()} name it as given. */
    public ParsedConfig read(Path file) throws ConfigException, IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        }
    }

    /**
     * Reads a config from a stream, which is left open.
     *
     * @param sourceName what messages call the input, usually its file name
     */
    public ParsedConfig read(InputStream in, String sourceName) throws ConfigException, IOException {
        Objects.requireNonNull(in, "in");
        String source = sourceName == null ? "<config>" : sourceName;
        XmlElement root = XmlTreeReader.parse(in, source);
        ConfigReadContext ctx = new ConfigReadContext(source);
        if (!root.name().equals(ROOT)) {
            throw ctx.error(root, "not a SwingBench configuration: the root element must be <" + ROOT + ">");
        }
        ctx.checkChildren(root, ROOT_CHILDREN);
        root.child("Database")
                .ifPresent(db -> ctx.warnOnce(
                        "database",
                        "ignoring <Database> at line " + db.line() + " (a SwingBench 2.5 block with no effect here)"));

        Optional<XmlElement> connectionBlock = root.child("Connection");
        ConnectionSection.Result connection = connectionBlock.isPresent()
                ? ConnectionSection.read(ctx, connectionBlock.get())
                : ConnectionSection.empty();

        XmlElement load = root.child("Load")
                .orElseThrow(() -> ctx.error(
                        root, "missing <Load> (with its <" + LoadSection.TRANSACTION_LIST + ">): nothing to run"));
        LoadConfig loadConfig = LoadSection.read(ctx, load);
        XmlElement list = load.child(LoadSection.TRANSACTION_LIST)
                .orElseThrow(() -> ctx.error(
                        load,
                        "missing <" + LoadSection.TRANSACTION_LIST
                                + ">: a configuration needs at least one transaction"));
        List<TransactionConfig> transactions = TransactionListSection.read(ctx, list, registry);
        Map<String, String> environment = LoadSection.readEnvironment(ctx, load);

        Optional<XmlElement> prefsBlock = root.child("Preferences");
        Preferences preferences =
                prefsBlock.isPresent() ? PreferencesSection.read(ctx, prefsBlock.get()) : Preferences.DEFAULT;

        RunConfig config;
        try {
            config = new RunConfig(
                    ctx.text(root, "Name", ""),
                    ctx.text(root, "Comment", ""),
                    source,
                    connection.config(),
                    loadConfig,
                    transactions,
                    environment,
                    preferences);
        } catch (IllegalArgumentException e) {
            // the section readers check what RunConfig checks; this only fires if the contract grows
            throw ctx.invalid(list, e);
        }
        return new ParsedConfig(config, ctx.warnings(), connection.passwordEncrypted());
    }
}
