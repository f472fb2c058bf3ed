-- Sales History schema, oracle: our own DDL for the analytic star schema of Oracle's public SH sample
-- model (a sales fact table and a costs fact table around times, products, customers, countries, channels,
-- promotions) plus the metadata table (load state, scale, seed). Tables are bare: keys follow the data.
-- Column order is the loader's; postgresql/tables.sql declares the same columns (ShScriptsTest checks it).
CREATE TABLE sh_metadata (metadata_key VARCHAR2(30), metadata_value VARCHAR2(30));
CREATE TABLE sh_countries (
    country_id           INTEGER NOT NULL,
    country_iso_code     CHAR(2) NOT NULL,
    country_name         VARCHAR2(40) NOT NULL,
    country_subregion    VARCHAR2(30) NOT NULL,
    country_region       VARCHAR2(20) NOT NULL
);
CREATE TABLE sh_channels (
    channel_id           INTEGER NOT NULL,
    channel_desc         VARCHAR2(20) NOT NULL,
    channel_class        VARCHAR2(20) NOT NULL
);
CREATE TABLE sh_promotions (
    promo_id             INTEGER NOT NULL,
    promo_name           VARCHAR2(30) NOT NULL,
    promo_category       VARCHAR2(30) NOT NULL,
    promo_cost           NUMBER(10,2) NOT NULL,
    promo_begin_date     DATE NOT NULL,
    promo_end_date       DATE NOT NULL
);
CREATE TABLE sh_times (
    time_id              DATE NOT NULL,
    day_name             VARCHAR2(9) NOT NULL,
    day_number_in_week   INTEGER NOT NULL,
    calendar_week_number INTEGER NOT NULL,
    week_ending_day      DATE NOT NULL,
    calendar_month_number INTEGER NOT NULL,
    calendar_month_desc  VARCHAR2(8) NOT NULL,
    calendar_quarter_desc CHAR(7) NOT NULL,
    calendar_quarter_number INTEGER NOT NULL,
    calendar_year        INTEGER NOT NULL
);
CREATE TABLE sh_products (
    prod_id              INTEGER NOT NULL,
    prod_name            VARCHAR2(50) NOT NULL,
    prod_desc            VARCHAR2(200) NOT NULL,
    prod_subcategory     VARCHAR2(50) NOT NULL,
    prod_category        VARCHAR2(50) NOT NULL,
    prod_list_price      NUMBER(8,2) NOT NULL,
    prod_min_price       NUMBER(8,2) NOT NULL
);
CREATE TABLE sh_customers (
    cust_id              INTEGER NOT NULL,
    cust_first_name      VARCHAR2(20) NOT NULL,
    cust_last_name       VARCHAR2(40) NOT NULL,
    cust_gender          CHAR(1) NOT NULL,
    cust_year_of_birth   INTEGER NOT NULL,
    cust_marital_status  VARCHAR2(20),
    cust_city            VARCHAR2(30) NOT NULL,
    cust_state_province  VARCHAR2(40) NOT NULL,
    country_id           INTEGER NOT NULL,
    cust_income_level    VARCHAR2(30),
    cust_credit_limit    NUMBER(10,2),
    cust_email           VARCHAR2(50)
);
CREATE TABLE sh_sales (
    prod_id              INTEGER NOT NULL,
    cust_id              INTEGER NOT NULL,
    time_id              DATE NOT NULL,
    channel_id           INTEGER NOT NULL,
    promo_id             INTEGER NOT NULL,
    quantity_sold        NUMBER(10,2) NOT NULL,
    amount_sold          NUMBER(10,2) NOT NULL
);
CREATE TABLE sh_costs (
    prod_id              INTEGER NOT NULL,
    time_id              DATE NOT NULL,
    promo_id             INTEGER NOT NULL,
    channel_id           INTEGER NOT NULL,
    unit_cost            NUMBER(10,2) NOT NULL,
    unit_price           NUMBER(10,2) NOT NULL
);
