package io.dbbench.core.config;

import java.util.List;
import java.util.Objects;

/**
 * What {@link SwingBenchConfigReader} made of a file.
 *
 * @param config            the validated configuration; its password is {@link Secret#none()} when
 *                          {@code passwordEncrypted} is true
 * @param warnings          things that were accepted but ignored (unknown elements, GUI-only preferences),
 *                          in file order, each once; for the user, never an error
 * @param passwordEncrypted the file's Password was SwingBench's {@code enc(...)} obfuscation, which we do
 *                          not decode: the caller must get the password elsewhere (-p, environment, prompt)
 */
public record ParsedConfig(RunConfig config, List<String> warnings, boolean passwordEncrypted) {
    public ParsedConfig {
        Objects.requireNonNull(config, "config");
        warnings = List.copyOf(warnings == null ? List.of() : warnings);
    }
}
