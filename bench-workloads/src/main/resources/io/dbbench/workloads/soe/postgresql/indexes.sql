-- Order Entry (SOE) schema, PostgreSQL: the secondary indexes the transactions rely on, after the data.
-- Built in parallel with those of keys.sql, one statement per task, in file order (biggest tables first).
CREATE INDEX item_order_ix ON order_items (order_id);
CREATE INDEX item_product_ix ON order_items (product_id);
CREATE INDEX inv_product_ix ON inventories (product_id);
CREATE INDEX inv_warehouse_ix ON inventories (warehouse_id);
CREATE INDEX address_cust_ix ON addresses (customer_id);
CREATE INDEX carddetails_cust_ix ON card_details (customer_id);
CREATE INDEX ord_customer_ix ON orders (customer_id);
CREATE INDEX ord_sales_rep_ix ON orders (sales_rep_id);
CREATE INDEX ord_order_date_ix ON orders (order_date);
CREATE INDEX ord_warehouse_ix ON orders (warehouse_id, order_status);
CREATE INDEX cust_lname_fname_ix ON customers (lower(cust_last_name), lower(cust_first_name));
CREATE INDEX cust_email_ix ON customers (cust_email);
CREATE INDEX cust_account_manager_ix ON customers (account_mgr_id);
CREATE INDEX prod_category_ix ON product_information (category_id);
CREATE INDEX prod_supplier_ix ON product_information (supplier_id);
CREATE INDEX whs_location_ix ON warehouses (location_id);
