package io.dbbench.workloads.bulk;

import java.util.List;
import java.util.stream.Stream;

/**
 * A workload's table (an enum constant, typically) laid out by a {@link BulkTable}: its name and columns are
 * the layout's, so each workload's table enum declares only the layout.
 */
public interface LoadedTable {
    /** The layout the loader writes: columns in {@code tables.sql}'s order, with their types. */
    BulkTable bulk();

    default String tableName() {
        return bulk().name();
    }

    default List<String> columns() {
        return bulk().columns();
    }

    /** The tables' names, in the order given. */
    static List<String> names(LoadedTable... tables) {
        return Stream.of(tables).map(LoadedTable::tableName).toList();
    }
}
