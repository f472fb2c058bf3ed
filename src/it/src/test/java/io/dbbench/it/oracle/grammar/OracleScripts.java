package io.dbbench.it.oracle.grammar;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every Oracle SQL script on the class path: a resource under {@code io/dbbench/} in a folder named
 * {@code oracle} ending in {@code .sql} (the layout every workload keeps its per-dialect SQL in), found in
 * class directories and jars alike, so a script another workload adds is checked without naming it here.
 */
final class OracleScripts {
    static final String ROOT = "io/dbbench/";
    private static final Pattern ORACLE_SCRIPT = Pattern.compile(".*/oracle/[^/]+\\.sql");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([a-z_]+)}");

    private OracleScripts() {}

    /** Resource path -> text, sorted by path. */
    static Map<String, String> discover() {
        Map<String, String> out = new TreeMap<>();
        try {
            Enumeration<URL> roots = OracleScripts.class.getClassLoader().getResources(ROOT);
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                if (root.getProtocol().equals("file")) fromDirectory(Path.of(root.toURI()), out);
                else if (root.getProtocol().equals("jar")) fromJar(root, out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** The script with every {@code ${name}} placeholder (a number the loader fills in) set to 1. */
    static String withPlaceholdersFilled(String text) {
        return PLACEHOLDER.matcher(text).replaceAll(Matcher.quoteReplacement("1"));
    }

    private static void fromDirectory(Path root, Map<String, String> out) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String path = ROOT + root.relativize(file).toString().replace('\\', '/');
                if (ORACLE_SCRIPT.matcher(path).matches())
                    out.putIfAbsent(path, Files.readString(file, StandardCharsets.UTF_8));
            }
        }
    }

    private static void fromJar(URL root, Map<String, String> out) throws IOException {
        JarURLConnection connection = (JarURLConnection) root.openConnection();
        connection.setUseCaches(false);
        try (JarFile jar = connection.getJarFile()) {
            for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
                JarEntry entry = entries.nextElement();
                if (entry.isDirectory()
                        || !ORACLE_SCRIPT.matcher(entry.getName()).matches()) continue;
                try (InputStream in = jar.getInputStream(entry)) {
                    out.putIfAbsent(entry.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
    }
}
