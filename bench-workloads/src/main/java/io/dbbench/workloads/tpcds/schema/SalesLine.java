package io.dbbench.workloads.tpcds.schema;

import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * One generated sales line of one channel, computed from (seed, sales table, line key) alone, so a
 * returns row can recompute the line it returns without reading it. Order-level values (date, customer,
 * store...) come from the order's seed and are the same for all {@link TpcdsVolumes#LINES_PER_ORDER} lines
 * of an order; the items of an order are consecutive item keys, so (item, order) is unique. Amounts are in
 * hundredths and consistent with one another as in TPC-DS (extended = unit x quantity, net paid = extended
 * sales - coupon, ...). Mutable and reused by one thread.
 */
final class SalesLine {
    private static final long SOLD_DATE = 1,
            SOLD_TIME = 2,
            SHIP_DAYS = 3,
            ITEM_BASE = 4,
            QUANTITY = 5,
            WHOLESALE = 6,
            MARKUP = 7,
            DISCOUNT = 8,
            TAX = 9,
            COUPON = 10,
            SHIPPING = 11;

    private final long seed;
    private final TpcdsTable sales;
    private final long items;
    long key;
    long orderNumber;
    long orderSeed;
    long lineSeed;
    long soldDateSk;
    long soldTimeSk;
    long shipDateSk;
    long itemSk;
    long quantity;
    long wholesale;
    long list;
    long price;
    long taxPercent;
    long coupon;
    long shipCost;

    SalesLine(long seed, TpcdsTable sales, TpcdsVolumes volumes) {
        this(seed, sales, volumes.rows(TpcdsTable.ITEM));
    }

    SalesLine(long seed, TpcdsTable sales, long items) {
        this.seed = seed;
        this.sales = sales;
        this.items = items;
    }

    /** Computes line {@code key} (1-based). */
    SalesLine at(long key) {
        this.key = key;
        orderNumber = (key - 1) / TpcdsVolumes.LINES_PER_ORDER + 1;
        long line = (key - 1) % TpcdsVolumes.LINES_PER_ORDER;
        orderSeed = TpcdsRandom.rowSeed(seed, sales.salt(), -orderNumber);
        lineSeed = TpcdsRandom.rowSeed(seed, sales.salt(), key);
        soldDateSk = TpcdsDates.firstSaleSk() + TpcdsRandom.below(orderSeed, SOLD_DATE, TpcdsDates.SALES_DAYS);
        soldTimeSk = TpcdsRandom.below(orderSeed, SOLD_TIME, TpcdsDates.SECONDS_PER_DAY);
        shipDateSk = soldDateSk + TpcdsRandom.between(orderSeed, SHIP_DAYS, 2, 90);
        itemSk = (TpcdsRandom.below(orderSeed, ITEM_BASE, items) + line) % items + 1;
        quantity = TpcdsRandom.between(lineSeed, QUANTITY, 1, 100);
        wholesale = TpcdsRandom.between(lineSeed, WHOLESALE, 100, 10_000);
        list = wholesale * TpcdsRandom.between(lineSeed, MARKUP, 100, 200) / 100;
        price = list * TpcdsRandom.between(lineSeed, DISCOUNT, 0, 100) / 100;
        taxPercent = TpcdsRandom.between(lineSeed, TAX, 0, 9);
        coupon = TpcdsRandom.below(lineSeed, COUPON, 5) == 0
                ? extSales() * TpcdsRandom.between(lineSeed, COUPON + 100, 1, 50) / 100
                : 0;
        shipCost = sales == TpcdsTable.STORE_SALES
                ? 0
                : list * quantity * TpcdsRandom.between(lineSeed, SHIPPING, 0, 10) / 100;
        return this;
    }

    /** A dimension key for this order: the same for every line of the order. */
    long orderKey(TpcdsTable dimension, long dimensionRows) {
        return TpcdsRandom.below(orderSeed, dimension.salt(), dimensionRows) + 1;
    }

    long extSales() {
        return price * quantity;
    }

    long extList() {
        return list * quantity;
    }

    long extWholesale() {
        return wholesale * quantity;
    }

    long extTax() {
        return netPaid() * taxPercent / 100;
    }

    long netPaid() {
        return extSales() - coupon;
    }

    /**
     * What each column of a sales table holds, by its name without the table prefix: the line's keys, count
     * and money (in hundredths). The order's other dimension keys (customer, store...) are not here: see
     * {@link #orderKey}.
     */
    private static final Map<String, ToLongFunction<SalesLine>> VALUES = Map.ofEntries(
            Map.entry("sold_date_sk", l -> l.soldDateSk),
            Map.entry("sold_time_sk", l -> l.soldTimeSk),
            Map.entry("ship_date_sk", l -> l.shipDateSk),
            Map.entry("item_sk", l -> l.itemSk),
            Map.entry("ticket_number", l -> l.orderNumber),
            Map.entry("order_number", l -> l.orderNumber),
            Map.entry("quantity", l -> l.quantity),
            Map.entry("wholesale_cost", l -> l.wholesale),
            Map.entry("list_price", l -> l.list),
            Map.entry("sales_price", l -> l.price),
            Map.entry("ext_discount_amt", l -> l.extList() - l.extSales()),
            Map.entry("ext_sales_price", SalesLine::extSales),
            Map.entry("ext_wholesale_cost", SalesLine::extWholesale),
            Map.entry("ext_list_price", SalesLine::extList),
            Map.entry("ext_tax", SalesLine::extTax),
            Map.entry("coupon_amt", l -> l.coupon),
            Map.entry("ext_ship_cost", l -> l.shipCost),
            Map.entry("net_paid", SalesLine::netPaid),
            Map.entry("net_paid_inc_tax", l -> l.netPaid() + l.extTax()),
            Map.entry("net_paid_inc_ship", l -> l.netPaid() + l.shipCost),
            Map.entry("net_paid_inc_ship_tax", l -> l.netPaid() + l.shipCost + l.extTax()),
            Map.entry("net_profit", l -> l.netPaid() - l.extWholesale()));

    /** True for a column of the order's dimension keys (customer, store...): {@link #orderKey}, not a value. */
    static boolean isOrderKey(TpcdsColumn column) {
        return !VALUES.containsKey(DimensionColumns.baseName(column.name()))
                && DimensionColumns.referencedTable(column.name()) != null;
    }

    /** What a sales column holds, by its name without the table prefix (not for {@link #isOrderKey} columns). */
    static ToLongFunction<SalesLine> value(String baseName) {
        ToLongFunction<SalesLine> value = VALUES.get(baseName);
        if (value == null) throw new IllegalStateException("no generator for sales column " + baseName);
        return value;
    }
}
