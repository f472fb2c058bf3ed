package io.dbbench.workloads.sh;

import java.sql.SQLException;
import java.util.List;

/**
 * The loaded tables of the Sales History schema, biggest first (the loader's order), each with its columns
 * in {@code tables.sql}'s order (ShScriptsTest checks) and how its row {@code key} (1-based) is made.
 */
public enum ShTable {
    SALES("sh_sales", "prod_id", "cust_id", "time_id", "channel_id", "promo_id", "quantity_sold", "amount_sold"),
    COSTS("sh_costs", "prod_id", "time_id", "promo_id", "channel_id", "unit_cost", "unit_price"),
    CUSTOMERS(
            "sh_customers",
            "cust_id",
            "cust_first_name",
            "cust_last_name",
            "cust_gender",
            "cust_year_of_birth",
            "cust_marital_status",
            "cust_city",
            "cust_state_province",
            "country_id",
            "cust_income_level",
            "cust_credit_limit",
            "cust_email"),
    TIMES(
            "sh_times",
            "time_id",
            "day_name",
            "day_number_in_week",
            "calendar_week_number",
            "week_ending_day",
            "calendar_month_number",
            "calendar_month_desc",
            "calendar_quarter_desc",
            "calendar_quarter_number",
            "calendar_year"),
    PROMOTIONS(
            "sh_promotions",
            "promo_id",
            "promo_name",
            "promo_category",
            "promo_cost",
            "promo_begin_date",
            "promo_end_date"),
    PRODUCTS(
            "sh_products",
            "prod_id",
            "prod_name",
            "prod_desc",
            "prod_subcategory",
            "prod_category",
            "prod_list_price",
            "prod_min_price"),
    COUNTRIES("sh_countries", "country_id", "country_iso_code", "country_name", "country_subregion", "country_region"),
    CHANNELS("sh_channels", "channel_id", "channel_desc", "channel_class");

    /** Load state, scale and seed; not loaded with rows. */
    public static final String METADATA_TABLE = "sh_metadata";

    private final String tableName;
    private final List<String> columns;

    ShTable(String tableName, String... columns) {
        this.tableName = tableName;
        this.columns = List.of(columns);
    }

    public String tableName() {
        return tableName;
    }

    public List<String> columns() {
        return columns;
    }

    /** The columns comma-separated, for COPY and INSERT. */
    String columnList() {
        return String.join(", ", columns);
    }

    /** The batch INSERT of one row. */
    String insertSql() {
        return "INSERT INTO " + tableName + " (" + columnList() + ") VALUES ("
                + String.join(", ", java.util.Collections.nCopies(columns.size(), "?")) + ")";
    }

    /** Writes row {@code key} (1-based) of this table. */
    void write(ShRows rows, long key, ShRowSink sink) throws SQLException {
        switch (this) {
            case SALES -> rows.writeSale(key, sink);
            case COSTS -> rows.writeCost(key, sink);
            case CUSTOMERS -> rows.writeCustomer(key, sink);
            case TIMES -> ShRows.writeDay(key - 1, sink);
            case PROMOTIONS -> rows.writePromotion((int) key, sink);
            case PRODUCTS -> rows.writeProduct((int) key, sink);
            case COUNTRIES -> ShRows.writeCountry(ShReference.COUNTRIES.get((int) key - 1), sink);
            case CHANNELS -> ShRows.writeChannel(ShReference.CHANNELS.get((int) key - 1), sink);
        }
    }

    /** Every table the schema creates, metadata last. */
    public static List<String> allTableNames() {
        List<String> names = new java.util.ArrayList<>();
        for (ShTable t : values()) names.add(t.tableName);
        names.add(METADATA_TABLE);
        return List.copyOf(names);
    }
}
