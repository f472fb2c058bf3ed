package io.dbbench.workloads.soe.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * The tables the loader fills, with the columns it writes in the order it writes them. The column
 * lists must match tables.sql of every dialect (SoeTableTest checks that).
 */
public enum SoeTable {
    CUSTOMERS("customers", 0x0C05L, "customer_id:I cust_first_name:T cust_last_name:T nls_language:T nls_territory:T "
            + "credit_limit:D cust_email:T account_mgr_id:I customer_since:DT customer_class:T suggestions:T dob:DT "
            + "mailshot:T partner_mailshot:T preferred_address:I preferred_card:I"),
    ADDRESSES("addresses", 0xADD5L, "address_id:I customer_id:I date_created:DT house_no_or_name:T street_name:T town:T "
            + "county:T country:T post_code:T zip_code:T"),
    CARD_DETAILS("card_details", 0xCA5DL, "card_id:I customer_id:I card_type:T card_number:I expiry_date:DT is_valid:T "
            + "security_code:I"),
    WAREHOUSES("warehouses", 0x3A7EL, "warehouse_id:I warehouse_name:T location_id:I"),
    ORDERS("orders", 0x0DE5L, "order_id:I order_date:TZ order_mode:T customer_id:I order_status:I order_total:D "
            + "sales_rep_id:I promotion_id:I warehouse_id:I delivery_type:T cost_of_delivery:I "
            + "wait_till_all_available:T delivery_address_id:I customer_class:T card_id:I invoice_address_id:I"),
    ORDER_ITEMS("order_items", 0x17E5L, "order_id:I line_item_id:I product_id:I unit_price:D quantity:I dispatch_date:DT "
            + "return_date:DT gift_wrap:T condition:T supplier_id:I estimated_delivery:DT"),
    INVENTORIES("inventories", 0x1171L, "product_id:I warehouse_id:I quantity_on_hand:I"),
    PRODUCT_INFORMATION("product_information", 0x9D0CL, "product_id:I product_name:T product_description:T "
            + "category_id:I weight_class:I warranty_period:YM supplier_id:I product_status:T list_price:D min_price:D "
            + "catalog_url:T"),
    PRODUCT_DESCRIPTIONS("product_descriptions", 0xDE5CL, "product_id:I language_id:T translated_name:T "
            + "translated_description:T"),
    LOGON("logon", 0x1060L, "logon_id:I customer_id:I logon_date:DT");

    /** One column: its (unquoted, lower-case) name and what it holds. */
    public record Column(String name, ColumnKind kind) {
    }

    private final String tableName;
    private final long salt;
    private final List<Column> columns;

    SoeTable(String tableName, long salt, String columnSpec) {
        this.tableName = tableName;
        this.salt = salt;
        this.columns = parse(columnSpec);
    }

    /** The unquoted table name, lower case. */
    public String tableName() {
        return tableName;
    }

    /** Mixed into every row's random seed so two tables never share a random stream. */
    long salt() {
        return salt;
    }

    public List<Column> columns() {
        return columns;
    }

    /** {@code a, b, c}: the column list of an INSERT or COPY. */
    String columnList() {
        return String.join(", ", columns.stream().map(Column::name).toList());
    }

    private static List<Column> parse(String spec) {
        List<Column> out = new ArrayList<>();
        for (String item : spec.trim().split("\\s+")) {
            String[] parts = item.split(":");
            ColumnKind kind = switch (parts[1]) {
                case "I" -> ColumnKind.INTEGER;
                case "D" -> ColumnKind.DECIMAL2;
                case "T" -> ColumnKind.TEXT;
                case "DT" -> ColumnKind.DATE_TIME;
                case "TZ" -> ColumnKind.TIMESTAMP_TZ;
                case "YM" -> ColumnKind.YEAR_MONTHS;
                default -> throw new IllegalArgumentException("unknown column kind " + item);
            };
            out.add(new Column(parts[0], kind));
        }
        return List.copyOf(out);
    }
}
