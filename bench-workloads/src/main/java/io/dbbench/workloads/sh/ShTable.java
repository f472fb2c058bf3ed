package io.dbbench.workloads.sh;

import io.dbbench.workloads.bulk.BulkTable;
import io.dbbench.workloads.bulk.LoadedTable;
import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;
import java.util.List;

/**
 * The loaded tables of the Sales History schema, biggest first (the loader's order), each with its columns
 * in {@code tables.sql}'s order (ShScriptsTest checks) and how its row {@code key} (1-based) is made.
 */
public enum ShTable implements LoadedTable {
    SALES("sh_sales", "prod_id:I4 cust_id:I4 time_id:DATE channel_id:I4 promo_id:I4 quantity_sold:D amount_sold:D"),
    COSTS("sh_costs", "prod_id:I4 time_id:DATE promo_id:I4 channel_id:I4 unit_cost:D unit_price:D"),
    CUSTOMERS(
            "sh_customers",
            "cust_id:I4 cust_first_name:T cust_last_name:T cust_gender:T cust_year_of_birth:I4"
                    + " cust_marital_status:T cust_city:T cust_state_province:T country_id:I4 cust_income_level:T"
                    + " cust_credit_limit:D cust_email:T"),
    TIMES(
            "sh_times",
            "time_id:DATE day_name:T day_number_in_week:I4 calendar_week_number:I4 week_ending_day:DATE"
                    + " calendar_month_number:I4 calendar_month_desc:T calendar_quarter_desc:T"
                    + " calendar_quarter_number:I4 calendar_year:I4"),
    PROMOTIONS(
            "sh_promotions",
            "promo_id:I4 promo_name:T promo_category:T promo_cost:D promo_begin_date:DATE promo_end_date:DATE"),
    PRODUCTS(
            "sh_products",
            "prod_id:I4 prod_name:T prod_desc:T prod_subcategory:T prod_category:T prod_list_price:D"
                    + " prod_min_price:D"),
    COUNTRIES("sh_countries", "country_id:I4 country_iso_code:T country_name:T country_subregion:T country_region:T"),
    CHANNELS("sh_channels", "channel_id:I4 channel_desc:T channel_class:T");

    /** Load state, scale and seed; not loaded with rows. */
    public static final String METADATA_TABLE = "sh_metadata";

    private final BulkTable bulk;

    ShTable(String tableName, String columns) {
        this.bulk = BulkTable.parse(tableName, columns);
    }

    @Override
    public BulkTable bulk() {
        return bulk;
    }

    /** Writes row {@code key} (1-based) of this table. */
    void write(ShRows rows, long key, RowSink sink) throws SQLException {
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
        List<String> names = new java.util.ArrayList<>(LoadedTable.names(values()));
        names.add(METADATA_TABLE);
        return List.copyOf(names);
    }
}
