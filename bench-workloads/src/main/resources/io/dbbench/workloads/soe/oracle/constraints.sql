-- Order Entry (SOE) schema, Oracle: primary keys and the CHECK, added after the data is loaded
-- (one index build per key is cheaper than maintaining it row by row during the load).
-- The loader runs the statements of different tables in parallel, those of one table in file order.
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (customer_id);
ALTER TABLE addresses ADD CONSTRAINT addresses_pk PRIMARY KEY (address_id);
ALTER TABLE card_details ADD CONSTRAINT card_details_pk PRIMARY KEY (card_id);
ALTER TABLE warehouses ADD CONSTRAINT warehouses_pk PRIMARY KEY (warehouse_id);
ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (order_id);
ALTER TABLE order_items ADD CONSTRAINT order_items_pk PRIMARY KEY (order_id, line_item_id);
ALTER TABLE inventories ADD CONSTRAINT inventories_pk PRIMARY KEY (product_id, warehouse_id);
ALTER TABLE product_information ADD CONSTRAINT product_information_pk PRIMARY KEY (product_id);
ALTER TABLE product_information ADD CONSTRAINT product_status_ck
    CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete'));
ALTER TABLE product_descriptions ADD CONSTRAINT product_descriptions_pk PRIMARY KEY (product_id, language_id);
