-- Order Entry (SOE) schema, PostgreSQL: the unique indexes behind the primary keys, built after the data.
-- The loader builds every index of keys.sql and indexes.sql in parallel, one statement per task, in file
-- order (biggest tables first); constraints.sql then turns these into primary keys without a rebuild.
CREATE UNIQUE INDEX order_items_pk ON order_items (order_id, line_item_id);
CREATE UNIQUE INDEX inventories_pk ON inventories (product_id, warehouse_id);
CREATE UNIQUE INDEX addresses_pk ON addresses (address_id);
CREATE UNIQUE INDEX card_details_pk ON card_details (card_id);
CREATE UNIQUE INDEX orders_pk ON orders (order_id);
CREATE UNIQUE INDEX customers_pk ON customers (customer_id);
CREATE UNIQUE INDEX warehouses_pk ON warehouses (warehouse_id);
CREATE UNIQUE INDEX product_information_pk ON product_information (product_id);
CREATE UNIQUE INDEX product_descriptions_pk ON product_descriptions (product_id, language_id);
