package io.dbbench.workloads.tpcds.schema;

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

    /** The money columns, in the order of {@link #amount(int)}. */
    static final java.util.List<String> AMOUNTS = java.util.List.of(
            "quantity",
            "wholesale_cost",
            "list_price",
            "sales_price",
            "ext_discount_amt",
            "ext_sales_price",
            "ext_wholesale_cost",
            "ext_list_price",
            "ext_tax",
            "coupon_amt",
            "ext_ship_cost",
            "net_paid",
            "net_paid_inc_tax",
            "net_paid_inc_ship",
            "net_paid_inc_ship_tax",
            "net_profit");

    /** The index of a money or count column (its name without the table prefix) for {@link #amount(int)}. */
    static int amountIndex(String baseName) {
        int i = AMOUNTS.indexOf(baseName);
        if (i < 0) throw new IllegalStateException("no generator for sales column " + baseName);
        return i;
    }

    /** The value of a money or count column by its name without the table prefix. */
    long amount(String baseName) {
        return amount(amountIndex(baseName));
    }

    long amount(int index) {
        return switch (index) {
            case 0 -> quantity;
            case 1 -> wholesale;
            case 2 -> list;
            case 3 -> price;
            case 4 -> extList() - extSales();
            case 5 -> extSales();
            case 6 -> extWholesale();
            case 7 -> extList();
            case 8 -> extTax();
            case 9 -> coupon;
            case 10 -> shipCost;
            case 11 -> netPaid();
            case 12 -> netPaid() + extTax();
            case 13 -> netPaid() + shipCost;
            case 14 -> netPaid() + shipCost + extTax();
            case 15 -> netPaid() - extWholesale();
            default -> throw new IllegalArgumentException("amount " + index);
        };
    }
}
