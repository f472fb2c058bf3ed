package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.BulkTable;
import java.util.Arrays;
import java.util.List;

/**
 * The 24 tables of TPC-DS with the specification's table and column names and types, in the order the
 * loader writes each column. A query written for TPC-DS resolves against this schema only if every name
 * matches, so they are spelt exactly as the specification spells them (including its own misspelling
 * {@code s_tax_precentage}). Where TPC-DS v1 and v2+ name a column differently, both are here: CUSTOMER has
 * v2's {@code c_last_review_date_sk} and, after it, v1's {@code c_last_review_date} (CHAR(10), the same day
 * key as text, as v1's generator wrote it), so queries written for either version resolve. The last entry
 * of the column spec lists the primary key columns.
 */
public enum TpcdsTable {
    CALL_CENTER(
            0xCA11L,
            "cc_call_center_sk:I! cc_call_center_id:C16! cc_rec_start_date:DT cc_rec_end_date:DT "
                    + "cc_closed_date_sk:I cc_open_date_sk:I cc_name:V50 cc_class:V50 cc_employees:I cc_sq_ft:I cc_hours:C20 "
                    + "cc_manager:V40 cc_mkt_id:I cc_mkt_class:C50 cc_mkt_desc:V100 cc_market_manager:V40 cc_division:I "
                    + "cc_division_name:V50 cc_company:I cc_company_name:C50 cc_street_number:C10 cc_street_name:V60 "
                    + "cc_street_type:C15 cc_suite_number:C10 cc_city:V60 cc_county:V30 cc_state:C2 cc_zip:C10 cc_country:V20 "
                    + "cc_gmt_offset:D5 cc_tax_percentage:D5",
            "cc_call_center_sk"),
    CATALOG_PAGE(
            0xCA7AL,
            "cp_catalog_page_sk:I! cp_catalog_page_id:C16! cp_start_date_sk:I cp_end_date_sk:I "
                    + "cp_department:V50 cp_catalog_number:I cp_catalog_page_number:I cp_description:V100 cp_type:V100",
            "cp_catalog_page_sk"),
    CATALOG_RETURNS(
            0xC7E7L,
            "cr_returned_date_sk:I cr_returned_time_sk:I cr_item_sk:I! cr_refunded_customer_sk:I "
                    + "cr_refunded_cdemo_sk:I cr_refunded_hdemo_sk:I cr_refunded_addr_sk:I cr_returning_customer_sk:I "
                    + "cr_returning_cdemo_sk:I cr_returning_hdemo_sk:I cr_returning_addr_sk:I cr_call_center_sk:I "
                    + "cr_catalog_page_sk:I cr_ship_mode_sk:I cr_warehouse_sk:I cr_reason_sk:I cr_order_number:I! "
                    + "cr_return_quantity:I cr_return_amount:D7 cr_return_tax:D7 cr_return_amt_inc_tax:D7 cr_fee:D7 "
                    + "cr_return_ship_cost:D7 cr_refunded_cash:D7 cr_reversed_charge:D7 cr_store_credit:D7 cr_net_loss:D7",
            "cr_item_sk cr_order_number"),
    CATALOG_SALES(
            0xC5A1L,
            "cs_sold_date_sk:I cs_sold_time_sk:I cs_ship_date_sk:I cs_bill_customer_sk:I "
                    + "cs_bill_cdemo_sk:I cs_bill_hdemo_sk:I cs_bill_addr_sk:I cs_ship_customer_sk:I cs_ship_cdemo_sk:I "
                    + "cs_ship_hdemo_sk:I cs_ship_addr_sk:I cs_call_center_sk:I cs_catalog_page_sk:I cs_ship_mode_sk:I "
                    + "cs_warehouse_sk:I cs_item_sk:I! cs_promo_sk:I cs_order_number:I! cs_quantity:I cs_wholesale_cost:D7 "
                    + "cs_list_price:D7 cs_sales_price:D7 cs_ext_discount_amt:D7 cs_ext_sales_price:D7 cs_ext_wholesale_cost:D7 "
                    + "cs_ext_list_price:D7 cs_ext_tax:D7 cs_coupon_amt:D7 cs_ext_ship_cost:D7 cs_net_paid:D7 "
                    + "cs_net_paid_inc_tax:D7 cs_net_paid_inc_ship:D7 cs_net_paid_inc_ship_tax:D7 cs_net_profit:D7",
            "cs_item_sk cs_order_number"),
    CUSTOMER(
            0xC057L,
            "c_customer_sk:I! c_customer_id:C16! c_current_cdemo_sk:I c_current_hdemo_sk:I "
                    + "c_current_addr_sk:I c_first_shipto_date_sk:I c_first_sales_date_sk:I c_salutation:C10 c_first_name:C20 "
                    + "c_last_name:C30 c_preferred_cust_flag:C1 c_birth_day:I c_birth_month:I c_birth_year:I "
                    + "c_birth_country:V20 c_login:C13 c_email_address:C50 c_last_review_date_sk:I "
                    + "c_last_review_date:C10",
            "c_customer_sk"),
    CUSTOMER_ADDRESS(
            0xCADDL,
            "ca_address_sk:I! ca_address_id:C16! ca_street_number:C10 ca_street_name:V60 "
                    + "ca_street_type:C15 ca_suite_number:C10 ca_city:V60 ca_county:V30 ca_state:C2 ca_zip:C10 ca_country:V20 "
                    + "ca_gmt_offset:D5 ca_location_type:C20",
            "ca_address_sk"),
    CUSTOMER_DEMOGRAPHICS(
            0xCDE0L,
            "cd_demo_sk:I! cd_gender:C1 cd_marital_status:C1 cd_education_status:C20 "
                    + "cd_purchase_estimate:I cd_credit_rating:C10 cd_dep_count:I cd_dep_employed_count:I cd_dep_college_count:I",
            "cd_demo_sk"),
    DATE_DIM(
            0xDA7EL,
            "d_date_sk:I! d_date_id:C16! d_date:DT d_month_seq:I d_week_seq:I d_quarter_seq:I d_year:I "
                    + "d_dow:I d_moy:I d_dom:I d_qoy:I d_fy_year:I d_fy_quarter_seq:I d_fy_week_seq:I d_day_name:C9 "
                    + "d_quarter_name:C6 d_holiday:C1 d_weekend:C1 d_following_holiday:C1 d_first_dom:I d_last_dom:I "
                    + "d_same_day_ly:I d_same_day_lq:I d_current_day:C1 d_current_week:C1 d_current_month:C1 "
                    + "d_current_quarter:C1 d_current_year:C1",
            "d_date_sk"),
    HOUSEHOLD_DEMOGRAPHICS(
            0x4DE0L,
            "hd_demo_sk:I! hd_income_band_sk:I hd_buy_potential:C15 hd_dep_count:I " + "hd_vehicle_count:I",
            "hd_demo_sk"),
    INCOME_BAND(0x1BA0L, "ib_income_band_sk:I! ib_lower_bound:I ib_upper_bound:I", "ib_income_band_sk"),
    INVENTORY(
            0x1E70L,
            "inv_date_sk:I! inv_item_sk:I! inv_warehouse_sk:I! inv_quantity_on_hand:I",
            "inv_date_sk inv_item_sk inv_warehouse_sk"),
    ITEM(
            0x17E0L,
            "i_item_sk:I! i_item_id:C16! i_rec_start_date:DT i_rec_end_date:DT i_item_desc:V200 "
                    + "i_current_price:D7 i_wholesale_cost:D7 i_brand_id:I i_brand:C50 i_class_id:I i_class:C50 "
                    + "i_category_id:I i_category:C50 i_manufact_id:I i_manufact:C50 i_size:C20 i_formulation:C20 i_color:C20 "
                    + "i_units:C10 i_container:C10 i_manager_id:I i_product_name:C50",
            "i_item_sk"),
    PROMOTION(
            0x9D0AL,
            "p_promo_sk:I! p_promo_id:C16! p_start_date_sk:I p_end_date_sk:I p_item_sk:I p_cost:D15 "
                    + "p_response_target:I p_promo_name:C50 p_channel_dmail:C1 p_channel_email:C1 p_channel_catalog:C1 "
                    + "p_channel_tv:C1 p_channel_radio:C1 p_channel_press:C1 p_channel_event:C1 p_channel_demo:C1 "
                    + "p_channel_details:V100 p_purpose:C15 p_discount_active:C1",
            "p_promo_sk"),
    REASON(0x7EA5L, "r_reason_sk:I! r_reason_id:C16! r_reason_desc:C100", "r_reason_sk"),
    SHIP_MODE(
            0x5409L,
            "sm_ship_mode_sk:I! sm_ship_mode_id:C16! sm_type:C30 sm_code:C10 sm_carrier:C20 sm_contract:C20",
            "sm_ship_mode_sk"),
    STORE(
            0x5707L,
            "s_store_sk:I! s_store_id:C16! s_rec_start_date:DT s_rec_end_date:DT s_closed_date_sk:I "
                    + "s_store_name:V50 s_number_employees:I s_floor_space:I s_hours:C20 s_manager:V40 s_market_id:I "
                    + "s_geography_class:V100 s_market_desc:V100 s_market_manager:V40 s_division_id:I s_division_name:V50 "
                    + "s_company_id:I s_company_name:V50 s_street_number:V10 s_street_name:V60 s_street_type:C15 "
                    + "s_suite_number:C10 s_city:V60 s_county:V30 s_state:C2 s_zip:C10 s_country:V20 s_gmt_offset:D5 "
                    + "s_tax_precentage:D5",
            "s_store_sk"),
    STORE_RETURNS(
            0x57E7L,
            "sr_returned_date_sk:I sr_return_time_sk:I sr_item_sk:I! sr_customer_sk:I sr_cdemo_sk:I "
                    + "sr_hdemo_sk:I sr_addr_sk:I sr_store_sk:I sr_reason_sk:I sr_ticket_number:I! sr_return_quantity:I "
                    + "sr_return_amt:D7 sr_return_tax:D7 sr_return_amt_inc_tax:D7 sr_fee:D7 sr_return_ship_cost:D7 "
                    + "sr_refunded_cash:D7 sr_reversed_charge:D7 sr_store_credit:D7 sr_net_loss:D7",
            "sr_item_sk sr_ticket_number"),
    STORE_SALES(
            0x55A1L,
            "ss_sold_date_sk:I ss_sold_time_sk:I ss_item_sk:I! ss_customer_sk:I ss_cdemo_sk:I "
                    + "ss_hdemo_sk:I ss_addr_sk:I ss_store_sk:I ss_promo_sk:I ss_ticket_number:I! ss_quantity:I "
                    + "ss_wholesale_cost:D7 ss_list_price:D7 ss_sales_price:D7 ss_ext_discount_amt:D7 ss_ext_sales_price:D7 "
                    + "ss_ext_wholesale_cost:D7 ss_ext_list_price:D7 ss_ext_tax:D7 ss_coupon_amt:D7 ss_net_paid:D7 "
                    + "ss_net_paid_inc_tax:D7 ss_net_profit:D7",
            "ss_item_sk ss_ticket_number"),
    TIME_DIM(
            0x71DEL,
            "t_time_sk:I! t_time_id:C16! t_time:I t_hour:I t_minute:I t_second:I t_am_pm:C2 t_shift:C20 "
                    + "t_sub_shift:C20 t_meal_time:C20",
            "t_time_sk"),
    WAREHOUSE(
            0x3A7EL,
            "w_warehouse_sk:I! w_warehouse_id:C16! w_warehouse_name:V20 w_warehouse_sq_ft:I "
                    + "w_street_number:C10 w_street_name:V60 w_street_type:C15 w_suite_number:C10 w_city:V60 w_county:V30 "
                    + "w_state:C2 w_zip:C10 w_country:V20 w_gmt_offset:D5",
            "w_warehouse_sk"),
    WEB_PAGE(
            0x3E9AL,
            "wp_web_page_sk:I! wp_web_page_id:C16! wp_rec_start_date:DT wp_rec_end_date:DT "
                    + "wp_creation_date_sk:I wp_access_date_sk:I wp_autogen_flag:C1 wp_customer_sk:I wp_url:V100 wp_type:C50 "
                    + "wp_char_count:I wp_link_count:I wp_image_count:I wp_max_ad_count:I",
            "wp_web_page_sk"),
    WEB_RETURNS(
            0x3E7EL,
            "wr_returned_date_sk:I wr_returned_time_sk:I wr_item_sk:I! wr_refunded_customer_sk:I "
                    + "wr_refunded_cdemo_sk:I wr_refunded_hdemo_sk:I wr_refunded_addr_sk:I wr_returning_customer_sk:I "
                    + "wr_returning_cdemo_sk:I wr_returning_hdemo_sk:I wr_returning_addr_sk:I wr_web_page_sk:I wr_reason_sk:I "
                    + "wr_order_number:I! wr_return_quantity:I wr_return_amt:D7 wr_return_tax:D7 wr_return_amt_inc_tax:D7 "
                    + "wr_fee:D7 wr_return_ship_cost:D7 wr_refunded_cash:D7 wr_reversed_charge:D7 wr_account_credit:D7 "
                    + "wr_net_loss:D7",
            "wr_item_sk wr_order_number"),
    WEB_SALES(
            0x3E5AL,
            "ws_sold_date_sk:I ws_sold_time_sk:I ws_ship_date_sk:I ws_item_sk:I! ws_bill_customer_sk:I "
                    + "ws_bill_cdemo_sk:I ws_bill_hdemo_sk:I ws_bill_addr_sk:I ws_ship_customer_sk:I ws_ship_cdemo_sk:I "
                    + "ws_ship_hdemo_sk:I ws_ship_addr_sk:I ws_web_page_sk:I ws_web_site_sk:I ws_ship_mode_sk:I "
                    + "ws_warehouse_sk:I ws_promo_sk:I ws_order_number:I! ws_quantity:I ws_wholesale_cost:D7 ws_list_price:D7 "
                    + "ws_sales_price:D7 ws_ext_discount_amt:D7 ws_ext_sales_price:D7 ws_ext_wholesale_cost:D7 "
                    + "ws_ext_list_price:D7 ws_ext_tax:D7 ws_coupon_amt:D7 ws_ext_ship_cost:D7 ws_net_paid:D7 "
                    + "ws_net_paid_inc_tax:D7 ws_net_paid_inc_ship:D7 ws_net_paid_inc_ship_tax:D7 ws_net_profit:D7",
            "ws_item_sk ws_order_number"),
    WEB_SITE(
            0x3E51L,
            "web_site_sk:I! web_site_id:C16! web_rec_start_date:DT web_rec_end_date:DT web_name:V50 "
                    + "web_open_date_sk:I web_close_date_sk:I web_class:V50 web_manager:V40 web_mkt_id:I web_mkt_class:V50 "
                    + "web_mkt_desc:V100 web_market_manager:V40 web_company_id:I web_company_name:C50 web_street_number:C10 "
                    + "web_street_name:V60 web_street_type:C15 web_suite_number:C10 web_city:V60 web_county:V30 web_state:C2 "
                    + "web_zip:C10 web_country:V20 web_gmt_offset:D5 web_tax_percentage:D5",
            "web_site_sk");

    private final long salt;
    private final List<TpcdsColumn> columns;
    private final List<String> primaryKey;
    private final BulkTable bulk;

    TpcdsTable(long salt, String columnSpec, String primaryKey) {
        this.salt = salt;
        this.columns = Arrays.stream(columnSpec.trim().split("\\s+"))
                .map(TpcdsColumn::parse)
                .toList();
        this.primaryKey = List.of(primaryKey.split(" "));
        this.bulk = new BulkTable(
                name().toLowerCase(java.util.Locale.ROOT),
                columns.stream().map(TpcdsColumn::name).toList(),
                columns.stream().map(c -> c.type().bulkType()).toList());
    }

    /** The unquoted table name, lower case. */
    public String tableName() {
        return bulk.name();
    }

    public List<TpcdsColumn> columns() {
        return columns;
    }

    public List<String> primaryKey() {
        return primaryKey;
    }

    /** Mixed into every row's random seed so two tables never share a random stream. */
    long salt() {
        return salt;
    }

    /** {@code INSERT INTO t (a, b, c) VALUES (?, ?, ?)}: one row, every column bound. */
    public String insertSql() {
        return bulk.insertSql();
    }

    /** The layout the loader writes: every INTEGER as int4, DECIMAL(p,2) as numeric, DATE as a date. */
    BulkTable bulk() {
        return bulk;
    }

    /** True for the six sales and returns fact tables (and inventory). */
    public boolean isFact() {
        return this == INVENTORY || salesTable() != null;
    }

    /** The sales table whose lines this sales or returns table holds or returns; null for the other tables. */
    TpcdsTable salesTable() {
        return switch (this) {
            case STORE_SALES, STORE_RETURNS -> STORE_SALES;
            case CATALOG_SALES, CATALOG_RETURNS -> CATALOG_SALES;
            case WEB_SALES, WEB_RETURNS -> WEB_SALES;
            default -> null;
        };
    }

    public static TpcdsTable byName(String tableName) {
        return valueOf(tableName.toUpperCase(java.util.Locale.ROOT));
    }
}
