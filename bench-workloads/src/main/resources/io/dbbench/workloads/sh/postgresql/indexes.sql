-- Sales History schema, postgresql: keys and indexes, built after the load (one statement per loader task, in
-- parallel). Dimensions get their primary keys; the fact tables get an index per key the queries filter or
-- join on. The same names in both dialects: 'sh validate' looks for every one of them.
ALTER TABLE sh_countries ADD CONSTRAINT sh_countries_pk PRIMARY KEY (country_id);
ALTER TABLE sh_channels ADD CONSTRAINT sh_channels_pk PRIMARY KEY (channel_id);
ALTER TABLE sh_promotions ADD CONSTRAINT sh_promotions_pk PRIMARY KEY (promo_id);
ALTER TABLE sh_times ADD CONSTRAINT sh_times_pk PRIMARY KEY (time_id);
ALTER TABLE sh_products ADD CONSTRAINT sh_products_pk PRIMARY KEY (prod_id);
ALTER TABLE sh_customers ADD CONSTRAINT sh_customers_pk PRIMARY KEY (cust_id);
CREATE INDEX sh_customers_country_ix ON sh_customers (country_id);
CREATE INDEX sh_sales_time_ix ON sh_sales (time_id);
CREATE INDEX sh_sales_cust_ix ON sh_sales (cust_id);
CREATE INDEX sh_sales_prod_ix ON sh_sales (prod_id);
CREATE INDEX sh_costs_time_ix ON sh_costs (time_id);
CREATE INDEX sh_costs_prod_ix ON sh_costs (prod_id);
