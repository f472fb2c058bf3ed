package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.BulkTable;
import io.dbbench.workloads.bulk.LoadedTable;

/**
 * The tables the loader fills, with the columns it writes in the order it writes them. The column
 * lists must match tables.sql of every dialect, the integer widths PostgreSQL's (SoeScriptsTest checks both).
 */
public enum SoeTable implements LoadedTable {
    CUSTOMERS(
            "customers",
            0x0C05L,
            "customer_id:I8 cust_first_name:T cust_last_name:T nls_language:T nls_territory:T "
                    + "credit_limit:D cust_email:T account_mgr_id:I8 customer_since:DT customer_class:T suggestions:T dob:DT "
                    + "mailshot:T partner_mailshot:T preferred_address:I8 preferred_card:I8"),
    ADDRESSES(
            "addresses",
            0xADD5L,
            "address_id:I8 customer_id:I8 date_created:DT house_no_or_name:T street_name:T town:T "
                    + "county:T country:T post_code:T zip_code:T"),
    CARD_DETAILS(
            "card_details",
            0xCA5DL,
            "card_id:I8 customer_id:I8 card_type:T card_number:I8 expiry_date:DT is_valid:T " + "security_code:I4"),
    WAREHOUSES("warehouses", 0x3A7EL, "warehouse_id:I4 warehouse_name:T location_id:I2"),
    ORDERS(
            "orders",
            0x0DE5L,
            "order_id:I8 order_date:TZ order_mode:T customer_id:I8 order_status:I2 order_total:D "
                    + "sales_rep_id:I4 promotion_id:I4 warehouse_id:I4 delivery_type:T cost_of_delivery:I4 "
                    + "wait_till_all_available:T delivery_address_id:I8 customer_class:T card_id:I8 invoice_address_id:I8"),
    ORDER_ITEMS(
            "order_items",
            0x17E5L,
            "order_id:I8 line_item_id:I2 product_id:I4 unit_price:D quantity:I4 dispatch_date:DT "
                    + "return_date:DT gift_wrap:T condition:T supplier_id:I4 estimated_delivery:DT"),
    INVENTORIES("inventories", 0x1171L, "product_id:I4 warehouse_id:I4 quantity_on_hand:I4"),
    PRODUCT_INFORMATION(
            "product_information",
            0x9D0CL,
            "product_id:I4 product_name:T product_description:T "
                    + "category_id:I2 weight_class:I2 warranty_period:YM supplier_id:I4 product_status:T list_price:D min_price:D "
                    + "catalog_url:T"),
    PRODUCT_DESCRIPTIONS(
            "product_descriptions",
            0xDE5CL,
            "product_id:I4 language_id:T translated_name:T " + "translated_description:T"),
    LOGON("logon", 0x1060L, "logon_id:I8 customer_id:I8 logon_date:DT");

    private final BulkTable bulk;
    private final long salt;

    SoeTable(String tableName, long salt, String columnSpec) {
        this.bulk = BulkTable.parse(tableName, columnSpec);
        this.salt = salt;
    }

    @Override
    public BulkTable bulk() {
        return bulk;
    }

    /** Mixed into every row's random seed so two tables never share a random stream. */
    long salt() {
        return salt;
    }
}
