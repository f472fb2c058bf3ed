-- Order Entry (SOE) schema, Oracle: primary keys on the unique indexes keys.sql built (USING INDEX: no
-- second build), and the CHECK on product_status.
ALTER TABLE order_items ADD CONSTRAINT order_items_pk PRIMARY KEY (order_id, line_item_id) USING INDEX order_items_pk;
ALTER TABLE inventories ADD CONSTRAINT inventories_pk PRIMARY KEY (product_id, warehouse_id) USING INDEX inventories_pk;
ALTER TABLE addresses ADD CONSTRAINT addresses_pk PRIMARY KEY (address_id) USING INDEX addresses_pk;
ALTER TABLE card_details ADD CONSTRAINT card_details_pk PRIMARY KEY (card_id) USING INDEX card_details_pk;
ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (order_id) USING INDEX orders_pk;
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (customer_id) USING INDEX customers_pk;
ALTER TABLE warehouses ADD CONSTRAINT warehouses_pk PRIMARY KEY (warehouse_id) USING INDEX warehouses_pk;
ALTER TABLE product_information ADD CONSTRAINT product_information_pk PRIMARY KEY (product_id)
    USING INDEX product_information_pk;
ALTER TABLE product_information ADD CONSTRAINT product_status_ck
    CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete'));
ALTER TABLE product_descriptions ADD CONSTRAINT product_descriptions_pk PRIMARY KEY (product_id, language_id)
    USING INDEX product_descriptions_pk;
