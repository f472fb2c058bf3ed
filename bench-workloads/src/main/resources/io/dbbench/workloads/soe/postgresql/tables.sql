-- Order Entry (SOE) schema, PostgreSQL: the tables only, without keys, so the load streams into bare heaps.
-- Keys and the CHECK come from constraints.sql, indexes from indexes.sql, both after the data.
-- Type mapping from the Oracle originals (docs/soe-schema.md):
--   NUMBER(p), p <= 4 -> smallint; p <= 9 -> integer; otherwise / unbounded -> bigint
--   NUMBER(p,s) -> numeric(p,s); VARCHAR2/NVARCHAR2(n) -> varchar(n)
--   DATE (carries a time of day) -> timestamp(0); TIMESTAMP WITH LOCAL TIME ZONE -> timestamptz
--   INTERVAL YEAR TO MONTH -> interval year to month
-- orders.order_total is numeric(12,2), wider than the original NUMBER(8,2), which overflows on long runs.
-- orderentry_metadata is created by metadata.sql, before everything else (it holds the load-state marker).

CREATE TABLE customers (
    customer_id       bigint       NOT NULL,
    cust_first_name   varchar(40)  NOT NULL,
    cust_last_name    varchar(40)  NOT NULL,
    nls_language      varchar(3),
    nls_territory     varchar(30),
    credit_limit      numeric(9,2),
    cust_email        varchar(100),
    account_mgr_id    bigint,
    customer_since    timestamp(0),
    customer_class    varchar(40),
    suggestions       varchar(40),
    dob               timestamp(0),
    mailshot          varchar(1),
    partner_mailshot  varchar(1),
    preferred_address bigint,
    preferred_card    bigint
);

CREATE TABLE addresses (
    address_id       bigint       NOT NULL,
    customer_id      bigint       NOT NULL,
    date_created     timestamp(0) NOT NULL,
    house_no_or_name varchar(60),
    street_name      varchar(60),
    town             varchar(60),
    county           varchar(60),
    country          varchar(60),
    post_code        varchar(12),
    zip_code         varchar(12)
);

CREATE TABLE card_details (
    card_id       bigint       NOT NULL,
    customer_id   bigint       NOT NULL,
    card_type     varchar(30)  NOT NULL,
    card_number   bigint       NOT NULL,
    expiry_date   timestamp(0) NOT NULL,
    is_valid      varchar(1)   NOT NULL,
    security_code integer
);

CREATE TABLE warehouses (
    warehouse_id   integer     NOT NULL,
    warehouse_name varchar(35),
    location_id    smallint
);

CREATE TABLE orders (
    order_id                bigint       NOT NULL,
    order_date              timestamptz  NOT NULL,
    order_mode              varchar(8),
    customer_id             bigint       NOT NULL,
    order_status            smallint,
    order_total             numeric(12,2),
    sales_rep_id            integer,
    promotion_id            integer,
    warehouse_id            integer,
    delivery_type           varchar(15),
    cost_of_delivery        integer,
    wait_till_all_available varchar(15),
    delivery_address_id     bigint,
    customer_class          varchar(30),
    card_id                 bigint,
    invoice_address_id      bigint
);

CREATE TABLE order_items (
    order_id           bigint       NOT NULL,
    line_item_id       smallint     NOT NULL,
    product_id         integer      NOT NULL,
    unit_price         numeric(8,2),
    quantity           integer,
    dispatch_date      timestamp(0),
    return_date        timestamp(0),
    gift_wrap          varchar(20),
    condition          varchar(20),
    supplier_id        integer,
    estimated_delivery timestamp(0)
);

CREATE TABLE inventories (
    product_id       integer NOT NULL,
    warehouse_id     integer NOT NULL,
    quantity_on_hand integer NOT NULL
);

CREATE TABLE product_information (
    product_id          integer                  NOT NULL,
    product_name        varchar(50)              NOT NULL,
    product_description varchar(2000),
    category_id         smallint                 NOT NULL,
    weight_class        smallint,
    warranty_period     interval year to month,
    supplier_id         integer,
    product_status      varchar(20),
    list_price          numeric(8,2),
    min_price           numeric(8,2),
    catalog_url         varchar(50)
);

CREATE TABLE product_descriptions (
    product_id             integer       NOT NULL,
    language_id            varchar(3)    NOT NULL,
    translated_name        varchar(50)   NOT NULL,
    translated_description varchar(2000) NOT NULL
);

CREATE TABLE logon (
    logon_id    bigint,
    customer_id bigint,
    logon_date  timestamp(0)
);
