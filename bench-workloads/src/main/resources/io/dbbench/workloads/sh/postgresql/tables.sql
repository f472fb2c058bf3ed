-- Sales History schema, postgresql: our own DDL for the analytic star schema of Oracle's public SH sample
-- model (a sales fact table and a costs fact table around times, products, customers, countries, channels,
-- promotions) plus the metadata table (load state, scale, seed). Tables are bare: keys follow the data.
-- Column order is the loader's; oracle/tables.sql declares the same columns (ShScriptsTest checks it).
CREATE TABLE sh_metadata (metadata_key VARCHAR(30), metadata_value VARCHAR(30));
CREATE TABLE sh_countries (
    country_id           INTEGER NOT NULL,
    country_iso_code     CHAR(2) NOT NULL,
    country_name         VARCHAR(40) NOT NULL,
    country_subregion    VARCHAR(30) NOT NULL,
    country_region       VARCHAR(20) NOT NULL
);
CREATE TABLE sh_channels (
    channel_id           INTEGER NOT NULL,
    channel_desc         VARCHAR(20) NOT NULL,
    channel_class        VARCHAR(20) NOT NULL
);
CREATE TABLE sh_promotions (
    promo_id             INTEGER NOT NULL,
    promo_name           VARCHAR(30) NOT NULL,
    promo_category       VARCHAR(30) NOT NULL,
    promo_cost           DECIMAL(10,2) NOT NULL,
    promo_begin_date     DATE NOT NULL,
    promo_end_date       DATE NOT NULL
);
CREATE TABLE sh_times (
    time_id              DATE NOT NULL,
    day_name             VARCHAR(9) NOT NULL,
    day_number_in_week   INTEGER NOT NULL,
    calendar_week_number INTEGER NOT NULL,
    week_ending_day      DATE NOT NULL,
    calendar_month_number INTEGER NOT NULL,
    calendar_month_desc  VARCHAR(8) NOT NULL,
    calendar_quarter_desc CHAR(7) NOT NULL,
    calendar_quarter_number INTEGER NOT NULL,
    calendar_year        INTEGER NOT NULL
);
CREATE TABLE sh_products (
    prod_id              INTEGER NOT NULL,
    prod_name            VARCHAR(50) NOT NULL,
    prod_desc            VARCHAR(200) NOT NULL,
    prod_subcategory     VARCHAR(50) NOT NULL,
    prod_category        VARCHAR(50) NOT NULL,
    prod_list_price      DECIMAL(8,2) NOT NULL,
    prod_min_price       DECIMAL(8,2) NOT NULL
);
CREATE TABLE sh_customers (
    cust_id              INTEGER NOT NULL,
    cust_first_name      VARCHAR(20) NOT NULL,
    cust_last_name       VARCHAR(40) NOT NULL,
    cust_gender          CHAR(1) NOT NULL,
    cust_year_of_birth   INTEGER NOT NULL,
    cust_marital_status  VARCHAR(20),
    cust_city            VARCHAR(30) NOT NULL,
    cust_state_province  VARCHAR(40) NOT NULL,
    country_id           INTEGER NOT NULL,
    cust_income_level    VARCHAR(30),
    cust_credit_limit    DECIMAL(10,2),
    cust_email           VARCHAR(50)
);
CREATE TABLE sh_sales (
    prod_id              INTEGER NOT NULL,
    cust_id              INTEGER NOT NULL,
    time_id              DATE NOT NULL,
    channel_id           INTEGER NOT NULL,
    promo_id             INTEGER NOT NULL,
    quantity_sold        DECIMAL(10,2) NOT NULL,
    amount_sold          DECIMAL(10,2) NOT NULL
);
CREATE TABLE sh_costs (
    prod_id              INTEGER NOT NULL,
    time_id              DATE NOT NULL,
    promo_id             INTEGER NOT NULL,
    channel_id           INTEGER NOT NULL,
    unit_cost            DECIMAL(10,2) NOT NULL,
    unit_price           DECIMAL(10,2) NOT NULL
);
