-- Order Entry (SOE) schema, PostgreSQL: primary keys on the unique indexes keys.sql built (no second
-- build: USING INDEX only records the constraint), and the CHECK on product_status.
ALTER TABLE order_items ADD CONSTRAINT order_items_pk PRIMARY KEY USING INDEX order_items_pk;
ALTER TABLE inventories ADD CONSTRAINT inventories_pk PRIMARY KEY USING INDEX inventories_pk;
ALTER TABLE addresses ADD CONSTRAINT addresses_pk PRIMARY KEY USING INDEX addresses_pk;
ALTER TABLE card_details ADD CONSTRAINT card_details_pk PRIMARY KEY USING INDEX card_details_pk;
ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY USING INDEX orders_pk;
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY USING INDEX customers_pk;
ALTER TABLE warehouses ADD CONSTRAINT warehouses_pk PRIMARY KEY USING INDEX warehouses_pk;
ALTER TABLE product_information ADD CONSTRAINT product_information_pk PRIMARY KEY USING INDEX product_information_pk;
ALTER TABLE product_information ADD CONSTRAINT product_status_ck
    CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete'));
ALTER TABLE product_descriptions ADD CONSTRAINT product_descriptions_pk PRIMARY KEY USING INDEX product_descriptions_pk;
