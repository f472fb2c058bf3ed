package io.dbbench.workloads.sh;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.bulk.SplitMix64;
import java.util.List;
import java.util.Locale;

/**
 * Every generated Sales History row, made from (seed, table, key) alone: any key range can be made by any
 * loader thread, in any chunks, with the same rows; a test can make a row again to check what a query says.
 * Prices depend on the product alone, so a sale's amount is its quantity times its product's price, less
 * its discount.
 */
public final class ShRows {
    /** A sales row, as loaded. */
    public record Sale(
            int prodId, int custId, long epochDay, int channelId, int promoId, int quantity, long amountHundredths) {}

    /** A costs row, as loaded. */
    public record Cost(
            int prodId, long epochDay, int promoId, int channelId, long unitCostHundredths, long unitPriceHundredths) {}

    private static final long SALES_SALT = 1;
    private static final long COSTS_SALT = 2;
    private static final long CUSTOMERS_SALT = 3;
    private static final long PROMOTIONS_SALT = 4;
    private static final long PRODUCTS_SALT = 5;

    private final long seed;
    private final long customers;

    public ShRows(long seed, ShVolumes volumes) {
        this.seed = seed;
        this.customers = volumes.customers();
    }

    /** Sale {@code key} (1-based). */
    public Sale sale(long key) {
        long row = SplitMix64.rowSeed(seed, SALES_SALT, key);
        int prod = 1 + (int) below(row, 0, ShReference.PRODUCTS);
        int quantity = 1 + (int) below(row, 5, 5);
        int discountPercent = (int) below(row, 6, 21);
        long amount = quantity * productPriceHundredths(prod) * (100 - discountPercent) / 100;
        return new Sale(
                prod,
                1 + (int) below(row, 1, customers),
                ShCalendar.FIRST_DAY.toEpochDay() + below(row, 2, ShCalendar.DAYS),
                channel(below(row, 3, 100)),
                promotion(row, 4),
                quantity,
                amount);
    }

    /** Cost row {@code key} (1-based): products in turn, on a random day, channel and promotion. */
    public Cost cost(long key) {
        long row = SplitMix64.rowSeed(seed, COSTS_SALT, key);
        int prod = 1 + (int) ((key - 1) % ShReference.PRODUCTS);
        long price = productPriceHundredths(prod) * (100 - below(row, 3, 21)) / 100;
        return new Cost(
                prod,
                ShCalendar.FIRST_DAY.toEpochDay() + below(row, 0, ShCalendar.DAYS),
                promotion(row, 1),
                1 + (int) below(row, 2, ShReference.CHANNELS.size()),
                price * (40 + below(row, 4, 41)) / 100,
                price);
    }

    /** The country of customer {@code id}, uniform over the countries. */
    public int customerCountryId(long id) {
        long row = SplitMix64.rowSeed(seed, CUSTOMERS_SALT, id);
        return ShReference.COUNTRIES
                .get((int) below(row, 0, ShReference.COUNTRIES.size()))
                .id();
    }

    /** The list price of product {@code id}: 5.00 to 1,504.99, the same for every seed. */
    public static long productPriceHundredths(int id) {
        return 500 + Long.remainderUnsigned(SplitMix64.mix64(id * SplitMix64.GOLDEN_GAMMA), 150_000);
    }

    void writeSale(long key, RowSink sink) throws java.sql.SQLException {
        Sale s = sale(key);
        sink.beginRow();
        sink.integer(s.prodId());
        sink.integer(s.custId());
        sink.date(s.epochDay());
        sink.integer(s.channelId());
        sink.integer(s.promoId());
        sink.decimal2(s.quantity() * 100L);
        sink.decimal2(s.amountHundredths());
        sink.endRow();
    }

    void writeCost(long key, RowSink sink) throws java.sql.SQLException {
        Cost c = cost(key);
        sink.beginRow();
        sink.integer(c.prodId());
        sink.date(c.epochDay());
        sink.integer(c.promoId());
        sink.integer(c.channelId());
        sink.decimal2(c.unitCostHundredths());
        sink.decimal2(c.unitPriceHundredths());
        sink.endRow();
    }

    void writeCustomer(long id, RowSink sink) throws java.sql.SQLException {
        long row = SplitMix64.rowSeed(seed, CUSTOMERS_SALT, id);
        String first = pick(ShReference.FIRST_NAMES, row, 1);
        String last = pick(ShReference.LAST_NAMES, row, 2);
        sink.beginRow();
        sink.integer((int) id);
        sink.text(first);
        sink.text(last);
        sink.text(below(row, 3, 2) == 0 ? "F" : "M");
        sink.integer(1940 + (int) below(row, 4, 65));
        sink.text(pick(ShReference.MARITAL_STATUS, row, 5));
        sink.text(pick(ShReference.CITIES, row, 6));
        sink.text(String.format(Locale.ROOT, "District %02d", 1 + below(row, 7, 40)));
        sink.integer(customerCountryId(id));
        sink.text(pick(ShReference.INCOME_LEVELS, row, 8));
        sink.decimal2((1_000 + 500 * below(row, 9, 29)) * 100);
        sink.text(first.toLowerCase(Locale.ROOT) + "." + last.toLowerCase(Locale.ROOT) + id + "@example.com");
        sink.endRow();
    }

    void writePromotion(int id, RowSink sink) throws java.sql.SQLException {
        long row = SplitMix64.rowSeed(seed, PROMOTIONS_SALT, id);
        long first = ShCalendar.FIRST_DAY.toEpochDay();
        long last = ShCalendar.LAST_DAY.toEpochDay();
        boolean none = id == ShReference.NO_PROMOTION;
        long begin = none ? first : first + below(row, 2, ShCalendar.DAYS);
        sink.beginRow();
        sink.integer(id);
        sink.text(none ? "no promotion" : String.format(Locale.ROOT, "promotion %03d", id));
        sink.text(none ? "none" : pick(ShReference.PROMOTION_CATEGORIES, row, 1));
        sink.decimal2(none ? 0 : 100 * (1_000 + below(row, 3, 99_000)));
        sink.date(begin);
        sink.date(none ? last : Math.min(last, begin + 30 + below(row, 4, 61)));
        sink.endRow();
    }

    void writeProduct(int id, RowSink sink) throws java.sql.SQLException {
        int subcategory = (id - 1) % (ShReference.CATALOGUE.size() * ShReference.SUBCATEGORIES_PER_CATEGORY);
        List<String> category = ShReference.CATALOGUE.get(subcategory / ShReference.SUBCATEGORIES_PER_CATEGORY);
        String sub = category.get(1 + subcategory % ShReference.SUBCATEGORIES_PER_CATEGORY);
        long row = SplitMix64.rowSeed(seed, PRODUCTS_SALT, id);
        String name = String.format(Locale.ROOT, "%s model %c%02d", sub, (char) ('A' + below(row, 0, 26)), id);
        long price = productPriceHundredths(id);
        sink.beginRow();
        sink.integer(id);
        sink.text(name);
        sink.text(name + ", " + category.get(0).toLowerCase(Locale.ROOT));
        sink.text(sub);
        sink.text(category.get(0));
        sink.decimal2(price);
        sink.decimal2(price * 80 / 100);
        sink.endRow();
    }

    static void writeCountry(ShReference.Country c, RowSink sink) throws java.sql.SQLException {
        sink.beginRow();
        sink.integer(c.id());
        sink.text(c.isoCode());
        sink.text(c.name());
        sink.text(c.subregion());
        sink.text(c.region());
        sink.endRow();
    }

    static void writeChannel(ShReference.Channel c, RowSink sink) throws java.sql.SQLException {
        sink.beginRow();
        sink.integer(c.id());
        sink.text(c.desc());
        sink.text(c.channelClass());
        sink.endRow();
    }

    static void writeDay(long index, RowSink sink) throws java.sql.SQLException {
        java.time.LocalDate day = ShCalendar.day(index);
        sink.beginRow();
        sink.date(day.toEpochDay());
        sink.text(ShCalendar.dayName(day));
        sink.integer(ShCalendar.dayNumberInWeek(day));
        sink.integer(ShCalendar.weekNumber(day));
        sink.date(ShCalendar.weekEndingDay(day).toEpochDay());
        sink.integer(day.getMonthValue());
        sink.text(ShCalendar.monthDesc(day));
        sink.text(ShCalendar.quarterDesc(day));
        sink.integer(ShCalendar.quarterNumber(day));
        sink.integer(day.getYear());
        sink.endRow();
    }

    /** Channel id for a percentile (0-99), by CHANNEL_PERCENT. */
    static int channel(long percentile) {
        long bound = 0;
        for (int i = 0; i < ShReference.CHANNEL_PERCENT.length; i++) {
            bound += ShReference.CHANNEL_PERCENT[i];
            if (percentile < bound) return ShReference.CHANNELS.get(i).id();
        }
        throw new IllegalArgumentException("percentile out of 0..99: " + percentile);
    }

    private static int promotion(long row, long salt) {
        return below(row, salt, 100) < ShReference.NO_PROMOTION_PERCENT
                ? ShReference.NO_PROMOTION
                : 2 + (int) below(row, salt + 100, ShReference.PROMOTIONS - 1);
    }

    private static String pick(List<String> words, long row, long salt) {
        return words.get((int) below(row, salt, words.size()));
    }

    /** Uniform in [0, bound): an independent draw per salt from the row's seed. */
    private static long below(long row, long salt, long bound) {
        return Long.remainderUnsigned(SplitMix64.mix64(row + (salt + 1) * SplitMix64.GOLDEN_GAMMA), bound);
    }
}
