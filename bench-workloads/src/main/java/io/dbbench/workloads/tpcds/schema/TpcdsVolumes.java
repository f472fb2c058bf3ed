package io.dbbench.workloads.tpcds.schema;

import java.util.EnumMap;
import java.util.Map;

/**
 * Row counts of every table at one scale. Scale 1 follows the TPC-DS scale factor 1 row counts for the
 * scaled tables (customers, items, the sales and returns facts), with two differences that keep small
 * scales small: customer demographics scale (TPC-DS keeps 1,920,800 at every scale) and inventory holds
 * one snapshot every four weeks. Calendar tables (date_dim, time_dim) and the small dimensions are fixed.
 * Every sales order (ticket) has {@link #LINES_PER_ORDER} lines; every tenth sales line is returned.
 */
public final class TpcdsVolumes {
    public static final int LINES_PER_ORDER = 8;
    public static final int SALES_PER_RETURN = 10;
    public static final int INVENTORY_DATES = TpcdsDates.INVENTORY_DATES;
    /** The scales 'tpcds create', --create and --embedded accept: 286,060 rows .. about 1.2 G rows. */
    public static final double MIN_SCALE = 0.01;

    public static final double MAX_SCALE = 100;

    private final double scale;
    private final Map<TpcdsTable, Long> rows = new EnumMap<>(TpcdsTable.class);

    private TpcdsVolumes(double scale) {
        this.scale = scale;
        rows.put(TpcdsTable.CALL_CENTER, 6L);
        rows.put(TpcdsTable.CATALOG_PAGE, scaled(11_718, 100));
        rows.put(TpcdsTable.CUSTOMER, scaled(100_000, 100));
        rows.put(TpcdsTable.CUSTOMER_ADDRESS, scaled(50_000, 50));
        rows.put(TpcdsTable.CUSTOMER_DEMOGRAPHICS, scaled(192_080, 200));
        rows.put(TpcdsTable.DATE_DIM, (long) TpcdsDates.DATE_DIM_ROWS);
        rows.put(TpcdsTable.HOUSEHOLD_DEMOGRAPHICS, 7_200L);
        rows.put(TpcdsTable.INCOME_BAND, 20L);
        rows.put(TpcdsTable.ITEM, scaled(18_000, 100));
        rows.put(TpcdsTable.PROMOTION, 300L);
        rows.put(TpcdsTable.REASON, 35L);
        rows.put(TpcdsTable.SHIP_MODE, 20L);
        rows.put(TpcdsTable.STORE, 12L);
        rows.put(TpcdsTable.TIME_DIM, (long) TpcdsDates.SECONDS_PER_DAY);
        rows.put(TpcdsTable.WAREHOUSE, 5L);
        rows.put(TpcdsTable.WEB_PAGE, 60L);
        rows.put(TpcdsTable.WEB_SITE, 30L);
        rows.put(TpcdsTable.INVENTORY, rows.get(TpcdsTable.ITEM) * rows.get(TpcdsTable.WAREHOUSE) * INVENTORY_DATES);
        salesAndReturns(TpcdsTable.STORE_SALES, TpcdsTable.STORE_RETURNS, 2_880_000);
        salesAndReturns(TpcdsTable.CATALOG_SALES, TpcdsTable.CATALOG_RETURNS, 1_440_000);
        salesAndReturns(TpcdsTable.WEB_SALES, TpcdsTable.WEB_RETURNS, 720_000);
    }

    /**
     * @throws IllegalArgumentException when the scale is not a positive number or gives more than 2^31 keys
     */
    public static TpcdsVolumes of(double scale) {
        String problem = scaleProblem(scale);
        if (problem != null) throw new IllegalArgumentException(problem);
        return new TpcdsVolumes(scale);
    }

    /** Null for a scale {@link #of} accepts, else why not (one line, for a user). */
    public static String scaleProblem(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) return "scale must be positive, was " + scale;
        TpcdsVolumes v = new TpcdsVolumes(scale);
        if (v.rows(TpcdsTable.STORE_SALES) > Integer.MAX_VALUE
                || v.rows(TpcdsTable.INVENTORY) > Integer.MAX_VALUE * 4L) {
            return "scale " + scale + " is too big for INTEGER keys";
        }
        return null;
    }

    private void salesAndReturns(TpcdsTable sales, TpcdsTable returns, long atScaleOne) {
        long lines =
                Math.max(LINES_PER_ORDER * 100L, Math.round(atScaleOne * scale / LINES_PER_ORDER) * LINES_PER_ORDER);
        rows.put(sales, lines);
        rows.put(returns, lines / SALES_PER_RETURN);
    }

    private long scaled(long atScaleOne, long minimum) {
        return Math.max(minimum, Math.round(atScaleOne * scale));
    }

    public double scale() {
        return scale;
    }

    public long rows(TpcdsTable table) {
        return rows.get(table);
    }

    /** Orders (tickets) of a sales table. */
    public long orders(TpcdsTable sales) {
        return rows(sales) / LINES_PER_ORDER;
    }

    public long totalRows() {
        return rows.values().stream().mapToLong(Long::longValue).sum();
    }
}
