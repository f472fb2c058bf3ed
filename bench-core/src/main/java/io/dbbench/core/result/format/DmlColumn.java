package io.dbbench.core.result.format;

import io.dbbench.core.result.DmlTotals;
import java.util.function.ToLongFunction;

/**
 * The six statement kinds of {@link DmlTotals} in the order every results format lists them, with the
 * names the formats give them: results.json's field and SwingBench's word ("Select" in results.xml's
 * {@code SelectStatements} and the mini report's "Total Select Statements").
 */
enum DmlColumn {
    SELECTS("selects", "Select", DmlTotals::selects),
    INSERTS("inserts", "Insert", DmlTotals::inserts),
    UPDATES("updates", "Update", DmlTotals::updates),
    DELETES("deletes", "Delete", DmlTotals::deletes),
    COMMITS("commits", "Commit", DmlTotals::commits),
    ROLLBACKS("rollbacks", "Rollback", DmlTotals::rollbacks);

    final String jsonField;
    final String swingBenchWord;
    private final ToLongFunction<DmlTotals> count;

    DmlColumn(String jsonField, String swingBenchWord, ToLongFunction<DmlTotals> count) {
        this.jsonField = jsonField;
        this.swingBenchWord = swingBenchWord;
        this.count = count;
    }

    long of(DmlTotals totals) {
        return count.applyAsLong(totals);
    }
}
