package io.dbbench.core.internal.stats;

import io.dbbench.core.Internal;
import java.util.ArrayList;
import java.util.List;

/**
 * Lays out rows of cells as aligned columns separated by two spaces, for the plain-text score and
 * comparison tables. Text columns are left-aligned, number columns right-aligned so that their
 * decimal points line up; trailing blanks are cut so the output diffs cleanly.
 */
@Internal("the plain-text tables of bench-core and bench-cli")
public final class TextColumns {
    private final boolean[] rightAligned;
    private final List<String[]> rows = new ArrayList<>();

    /** @param rightAligned one flag per column: true for numbers */
    public TextColumns(boolean... rightAligned) {
        this.rightAligned = rightAligned.clone();
    }

    public TextColumns row(String... cells) {
        if (cells.length != rightAligned.length) {
            throw new IllegalArgumentException("expected " + rightAligned.length + " cells, got " + cells.length);
        }
        rows.add(cells.clone());
        return this;
    }

    /** The rows, each ending with a newline. */
    public String render() {
        int[] widths = new int[rightAligned.length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) widths[i] = Math.max(widths[i], row[i].length());
        }
        StringBuilder out = new StringBuilder();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                if (i > 0) line.append("  ");
                String padding = " ".repeat(widths[i] - row[i].length());
                line.append(rightAligned[i] ? padding + row[i] : row[i] + padding);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
