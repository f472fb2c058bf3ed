package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.bulk.SplitMix64;
import java.util.List;

/**
 * The Order Entry data for one (seed, scale): every table's rows, generated on demand by key range and
 * streamed into a {@link RowSink}; nothing but the 1,000-product catalog is held in memory.
 */
public final class SoeDataGenerator {
    static final List<String> CUSTOMER_CLASSES = List.of("Occasional", "Regular", "Business", "Prime");
    private static final long CUSTOMER_CLASS_SALT = 0xC1A55L;

    private final long seed;
    private final SoeVolumes volumes;
    private final ProductCatalog catalog;
    private final OwnedIds addressOwners;
    private final OwnedIds cardOwners;
    private final List<TableRows> tables;

    public SoeDataGenerator(long seed, SoeVolumes volumes) {
        this.seed = seed;
        this.volumes = volumes;
        this.catalog = new ProductCatalog(seed);
        this.addressOwners = new OwnedIds(seed, SoeTable.ADDRESSES.salt(), volumes.customers());
        this.cardOwners = new OwnedIds(seed, SoeTable.CARD_DETAILS.salt(), volumes.customers());
        // biggest first, so parallel loaders start on the long tasks and finish together
        this.tables = List.of(
                new OrderItemRows(this),
                new LogonRows(this),
                new AddressRows(this),
                new CardRows(this),
                new OrderRows(this),
                new CustomerRows(this),
                new InventoryRows(this),
                new WarehouseRows(this),
                new ProductRows(this, false),
                new ProductRows(this, true));
    }

    /** Every table's rows, biggest first. */
    List<TableRows> tables() {
        return tables;
    }

    TableRows rows(SoeTable table) {
        return tables.stream().filter(t -> t.table() == table).findFirst().orElseThrow();
    }

    public long seed() {
        return seed;
    }

    public SoeVolumes volumes() {
        return volumes;
    }

    /** The exact number of ORDER_ITEMS rows: the line counts of all orders (one draw per order, cheap). */
    public long orderItemRows() {
        RowRandom r = new RowRandom();
        long rows = 0;
        for (long order = 1; order <= volumes.orders(); order++) {
            r.reseed(seed, SoeTable.ORDER_ITEMS.salt(), order);
            rows += r.between(OrderLines.MIN_LINES, OrderLines.MAX_LINES);
        }
        return rows;
    }

    /** All rows of all tables. */
    public long totalRows() {
        return volumes.rowsWithoutOrderItems() + orderItemRows();
    }

    ProductCatalog catalog() {
        return catalog;
    }

    OwnedIds addressOwners() {
        return addressOwners;
    }

    OwnedIds cardOwners() {
        return cardOwners;
    }

    /** A customer's class, a pure function of its id, so its orders can copy it without reading it back. */
    String customerClass(long customerId) {
        long h = SplitMix64.mix64(seed ^ SplitMix64.mix64(CUSTOMER_CLASS_SALT + customerId));
        return CUSTOMER_CLASSES.get((int) Long.remainderUnsigned(h, CUSTOMER_CLASSES.size()));
    }
}
