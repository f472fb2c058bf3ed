-- Order Entry (SOE) schema, PostgreSQL: the metadata table, created first of all. Besides the id ranges
-- transactions read (SOE_MIN/MAX_CUSTOMER_ID, SOE_MIN/MAX_ORDER_ID) it holds SOE_LOAD_STATE: 'loading'
-- from the start of a load, 'complete' only after its last step, so a half-finished load is detectable.
CREATE TABLE orderentry_metadata (
    metadata_key   varchar(30),
    metadata_value varchar(30)
);
