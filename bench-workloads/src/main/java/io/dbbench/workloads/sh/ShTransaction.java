package io.dbbench.workloads.sh;

import java.util.ArrayList;
import java.util.List;

/**
 * The thirteen Sales History transactions as SwingBench's stock config names them (ClassName, name, short
 * name, default weight), each with the parameters its query binds in order. The query text is ours, one
 * statement per transaction in {@code <dialect>/queries.sql}, in this enum's order (ShScriptsTest checks).
 */
public enum ShTransaction {
    SALES_ROLLUP_BY_MONTH("SalesRollupByMonth", "Sales Rollup by Month and Channel", "SRMC", 65, Period.QUARTER),
    SALES_ROLLUP_BY_WEEK("SalesRollupByWeek", "Sales Rollup by Week and Channel", "SRWC", 75, Period.MONTH),
    SALES_CUBE_BY_MONTH(
            "SalesCubeByMonth", "Sales Cube by Month and Channel", "SCMC", 60, Period.QUARTER, Bind.COUNTRY),
    SALES_CUBE_BY_WEEK("SalesCubeByWeek", "Sales Cube by Week and Channel", "SCWC", 50, Period.MONTH, Bind.COUNTRY),
    PRODUCT_SALES_ROLLUP_CUBE(
            "ProductSalesRollupCube", "Product Sales Cube and Rollup by Year", "PSCR", 25, Period.YEAR),
    PRODUCT_MONTHLY_SALES_ROLLUP_CUBE(
            "ProductMonthlySalesRollupCube",
            "Product Monthly Sales Cube and Rollup",
            "PMSCR",
            20,
            Period.QUARTER,
            Bind.COUNTRY),
    SALES_MOVING_AVERAGE("SalesMovingAverage", "Sales Moving Average", "SMA", 95, Period.HALF_YEAR, Bind.CHANNEL),
    PERIOD_TO_PERIOD_COMPARISON(
            "PeriodToPeriodComparison", "Period to Period Sales Comparison", "PPSC", 15, Period.TWO_QUARTERS),
    WEEK_TO_WEEK_COMPARISON(
            "WeekToWeekComparison", "Week to Week Sales Comparison", "WWSC", 15, Period.MONTH, Bind.COUNTRY),
    TOP_SALES_WITHIN_QUARTER(
            "TopSalesWithinQuarter", "Top Sales Within Quarter", "TSQ", 55, Period.QUARTER, Bind.CHANNEL),
    TOP_SALES_WITHIN_WEEK("TopSalesWithinWeek", "Top Sales Within Week", "TSW", 40, Period.WEEK),
    SALES_BY_QUARTER_COUNTRY("SalesByQuarterCountry", "Sales by Quarter and Country", "SQC", 75, Period.YEAR),
    SALES_BY_WEEK_COUNTRY("SalesByWeekCountry", "Sales by Week and Country", "SWC", 100, Period.QUARTER, Bind.COUNTRY);

    /** The package SwingBench's config names these classes in. */
    public static final String SWINGBENCH_PACKAGE = "com.dom.benchmarking.swingbench.dsstransactions.";

    /** How long the random date range a query reads is; both ends are bound as the first two markers. */
    public enum Period {
        WEEK,
        MONTH,
        QUARTER,
        TWO_QUARTERS,
        HALF_YEAR,
        YEAR
    }

    /** What a {@code ?} marker binds. */
    public enum Bind {
        FROM_DATE,
        TO_DATE,
        /** A countries.country_id drawn from the seeded random. */
        COUNTRY,
        /** A channels.channel_id drawn from the seeded random. */
        CHANNEL
    }

    private final String simpleClassName;
    private final String displayName;
    private final String shortName;
    private final int defaultWeight;
    private final Period period;
    private final List<Bind> binds;

    ShTransaction(
            String simpleClassName,
            String displayName,
            String shortName,
            int defaultWeight,
            Period period,
            Bind... extraBinds) {
        this.simpleClassName = simpleClassName;
        this.displayName = displayName;
        this.shortName = shortName;
        this.defaultWeight = defaultWeight;
        this.period = period;
        List<Bind> all = new ArrayList<>(List.of(Bind.FROM_DATE, Bind.TO_DATE));
        all.addAll(List.of(extraBinds));
        this.binds = List.copyOf(all);
    }

    /** The simple class name, e.g. {@code SalesRollupByMonth}: the transaction's name in the registry. */
    public String simpleClassName() {
        return simpleClassName;
    }

    /** The fully qualified ClassName a SwingBench config gives this transaction. */
    public String swingbenchClassName() {
        return SWINGBENCH_PACKAGE + simpleClassName;
    }

    public String displayName() {
        return displayName;
    }

    public String shortName() {
        return shortName;
    }

    public int defaultWeight() {
        return defaultWeight;
    }

    public Period period() {
        return period;
    }

    /** The query's {@code ?} markers in order. */
    public List<Bind> binds() {
        return binds;
    }
}
