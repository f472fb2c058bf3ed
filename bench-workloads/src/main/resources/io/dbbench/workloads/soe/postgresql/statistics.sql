-- Order Entry (SOE) schema, PostgreSQL: planner statistics after the load, so the first run's plans
-- use the indexes. The loader runs different tables in parallel.
ANALYZE customers;
ANALYZE addresses;
ANALYZE card_details;
ANALYZE warehouses;
ANALYZE orders;
ANALYZE order_items;
ANALYZE inventories;
ANALYZE product_information;
ANALYZE product_descriptions;
ANALYZE logon;
ANALYZE orderentry_metadata;
