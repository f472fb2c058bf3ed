package io.dbbench.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is a front door that sends readers into docs/: every relative link of the README and of every
 * page must reach a file, and a link to a section must reach a heading, so moving a section cannot strand
 * a link. docs/README.md is the index: it names every page.
 */
class DocsLinksTest {
    private static final Path ROOT = Path.of(System.getProperty("bench.root.dir", "../.."))
            .toAbsolutePath()
            .normalize();
    /** [text](target) or ![alt](target); the target ends at the first space or closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)\\)");

    @Test
    void everyRelativeLinkReachesAFileAndEverySectionLinkAHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (String target : links(page)) {
                if (target.matches("^[a-z]+:.*")) continue; // http:, https:, mailto:
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved =
                        file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no such file)");
                } else if (hash >= 0 && resolved.toString().endsWith(".md")) {
                    String anchor = target.substring(hash + 1);
                    if (!anchors(resolved).contains(anchor))
                        broken.add(ROOT.relativize(page) + ": " + target + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken, "links that lead nowhere");
    }

    @Test
    void theIndexNamesEveryPage() throws IOException {
        Path index = ROOT.resolve("docs/README.md");
        Set<String> linked = new TreeSet<>(links(index));
        Set<String> missing = new TreeSet<>();
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".md") && !name.equals("README.md"))
                    .filter(name -> !linked.contains(name))
                    .forEach(missing::add);
        }
        assertEquals(Set.of(), missing, "pages docs/README.md does not list");
    }

    @Test
    void headingsBecomeGitHubsAnchors() {
        assertEquals("a-nightly-regression-gate--pnightly", slug("A nightly regression gate: `-Pnightly`"));
        assertEquals("the-engines-own-cost", slug("The engine's own cost"));
        assertEquals("resultsjson-ours-complete", slug("results.json (ours, complete)"));
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(ROOT.resolve("README.md"));
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        assertFalse(pages.size() < 2, "no pages in " + ROOT.resolve("docs"));
        return pages;
    }

    /** Link targets outside fenced code blocks and inline code. */
    private static List<String> links(Path page) throws IOException {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) continue;
            Matcher link = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
            while (link.find()) out.add(link.group(1));
        }
        return out;
    }

    /** GitHub's anchors of a page's headings, with -1, -2 ... for repeated ones. */
    private static Set<String> anchors(Path page) throws IOException {
        Set<String> out = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page)) {
            if (line.strip().startsWith("```")) fenced = !fenced;
            if (fenced || !line.matches("^#{1,6} .*")) continue;
            String slug = slug(line.replaceFirst("^#+ ", ""));
            int n = seen.merge(slug, 1, Integer::sum);
            out.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return out;
    }

    /** As GitHub makes them: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
    static String slug(String heading) {
        return heading.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
                .replace(' ', '-');
    }
}
