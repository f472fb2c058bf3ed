-- Calling Circle schema, postgresql: keys and indexes, built after the load (one statement per loader task,
-- in parallel). A create that stopped before all of them leaves the schema partial ('cc validate' and
-- 'cc create' look for every one). The same names in both dialects.
ALTER TABLE cc_customers ADD CONSTRAINT cc_customers_pk PRIMARY KEY (customer_id);
ALTER TABLE cc_accounts ADD CONSTRAINT cc_accounts_pk PRIMARY KEY (customer_id);
ALTER TABLE cc_circles ADD CONSTRAINT cc_circles_pk PRIMARY KEY (customer_id, member_id);
ALTER TABLE cc_calls ADD CONSTRAINT cc_calls_pk PRIMARY KEY (call_id);
CREATE INDEX cc_calls_caller_ix ON cc_calls (caller_id, started_at);
