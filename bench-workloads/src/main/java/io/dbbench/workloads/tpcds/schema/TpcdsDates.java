package io.dbbench.workloads.tpcds.schema;

import java.time.LocalDate;

/**
 * The calendar of the schema. DATE_DIM covers whole years 1900..2100 and, as in TPC-DS, its key
 * {@code d_date_sk} is the Julian day number of the date, so a key is a pure function of the date.
 * Sales fall in 1998-01-01..2002-12-31, the years the stock queries draw their parameters from.
 */
public final class TpcdsDates {
    /** Julian day number of 1970-01-01. */
    public static final long JULIAN_OF_EPOCH = 2_440_588L;

    public static final LocalDate FIRST_DAY = LocalDate.of(1900, 1, 1);
    public static final LocalDate LAST_DAY = LocalDate.of(2100, 12, 31);
    public static final LocalDate FIRST_SALE = LocalDate.of(1998, 1, 1);
    public static final LocalDate LAST_SALE = LocalDate.of(2002, 12, 31);
    public static final int DATE_DIM_ROWS = (int) (LAST_DAY.toEpochDay() - FIRST_DAY.toEpochDay() + 1);
    public static final int SALES_DAYS = (int) (LAST_SALE.toEpochDay() - FIRST_SALE.toEpochDay() + 1);
    public static final int SECONDS_PER_DAY = 86_400;
    /** Inventory snapshots: every 28 days from the first sale day, inside the sales years. */
    public static final int INVENTORY_STEP_DAYS = 28;

    public static final int INVENTORY_DATES = (SALES_DAYS - 1) / INVENTORY_STEP_DAYS + 1;

    private TpcdsDates() {}

    public static long dateSk(LocalDate date) {
        return date.toEpochDay() + JULIAN_OF_EPOCH;
    }

    public static long firstSaleSk() {
        return dateSk(FIRST_SALE);
    }

    public static long lastSaleSk() {
        return dateSk(LAST_SALE);
    }

    public static long firstDateSk() {
        return dateSk(FIRST_DAY);
    }

    public static long lastDateSk() {
        return dateSk(LAST_DAY);
    }
}
