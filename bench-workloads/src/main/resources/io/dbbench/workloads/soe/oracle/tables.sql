-- Order Entry (SOE) schema, Oracle: the tables only, without keys, so the load appends to bare segments.
-- Keys and the CHECK come from constraints.sql, indexes from indexes.sql, both after the data.
-- Types as in the data model (docs/soe-schema.md), except orders.order_total: NUMBER(12,2), wider than
-- the original NUMBER(8,2), which overflows on long runs.
-- orderentry_metadata is created by metadata.sql, before everything else (it holds the load-state marker).

CREATE TABLE customers (
    customer_id       NUMBER(12)    NOT NULL,
    cust_first_name   VARCHAR2(40)  NOT NULL,
    cust_last_name    VARCHAR2(40)  NOT NULL,
    nls_language      VARCHAR2(3),
    nls_territory     VARCHAR2(30),
    credit_limit      NUMBER(9,2),
    cust_email        VARCHAR2(100),
    account_mgr_id    NUMBER(12),
    customer_since    DATE,
    customer_class    VARCHAR2(40),
    suggestions       VARCHAR2(40),
    dob               DATE,
    mailshot          VARCHAR2(1),
    partner_mailshot  VARCHAR2(1),
    preferred_address NUMBER(12),
    preferred_card    NUMBER(12)
);

CREATE TABLE addresses (
    address_id       NUMBER(12)   NOT NULL,
    customer_id      NUMBER(12)   NOT NULL,
    date_created     DATE         NOT NULL,
    house_no_or_name VARCHAR2(60),
    street_name      VARCHAR2(60),
    town             VARCHAR2(60),
    county           VARCHAR2(60),
    country          VARCHAR2(60),
    post_code        VARCHAR2(12),
    zip_code         VARCHAR2(12)
);

CREATE TABLE card_details (
    card_id       NUMBER(12)   NOT NULL,
    customer_id   NUMBER(12)   NOT NULL,
    card_type     VARCHAR2(30) NOT NULL,
    card_number   NUMBER(12)   NOT NULL,
    expiry_date   DATE         NOT NULL,
    is_valid      VARCHAR2(1)  NOT NULL,
    security_code NUMBER(6)
);

CREATE TABLE warehouses (
    warehouse_id   NUMBER(6)    NOT NULL,
    warehouse_name VARCHAR2(35),
    location_id    NUMBER(4)
);

CREATE TABLE orders (
    order_id                NUMBER(12)                     NOT NULL,
    order_date              TIMESTAMP WITH LOCAL TIME ZONE NOT NULL,
    order_mode              VARCHAR2(8),
    customer_id             NUMBER(12)                     NOT NULL,
    order_status            NUMBER(2),
    order_total             NUMBER(12,2),
    sales_rep_id            NUMBER(6),
    promotion_id            NUMBER(6),
    warehouse_id            NUMBER(6),
    delivery_type           VARCHAR2(15),
    cost_of_delivery        NUMBER(6),
    wait_till_all_available VARCHAR2(15),
    delivery_address_id     NUMBER(12),
    customer_class          VARCHAR2(30),
    card_id                 NUMBER(12),
    invoice_address_id      NUMBER(12)
);

CREATE TABLE order_items (
    order_id           NUMBER(12) NOT NULL,
    line_item_id       NUMBER(3)  NOT NULL,
    product_id         NUMBER(6)  NOT NULL,
    unit_price         NUMBER(8,2),
    quantity           NUMBER(8),
    dispatch_date      DATE,
    return_date        DATE,
    gift_wrap          VARCHAR2(20),
    condition          VARCHAR2(20),
    supplier_id        NUMBER(6),
    estimated_delivery DATE
);

CREATE TABLE inventories (
    product_id       NUMBER(6) NOT NULL,
    warehouse_id     NUMBER(6) NOT NULL,
    quantity_on_hand NUMBER(8) NOT NULL
);

CREATE TABLE product_information (
    product_id          NUMBER(6)              NOT NULL,
    product_name        VARCHAR2(50)           NOT NULL,
    product_description VARCHAR2(2000),
    category_id         NUMBER(4)              NOT NULL,
    weight_class        NUMBER(1),
    warranty_period     INTERVAL YEAR TO MONTH,
    supplier_id         NUMBER(6),
    product_status      VARCHAR2(20),
    list_price          NUMBER(8,2),
    min_price           NUMBER(8,2),
    catalog_url         VARCHAR2(50)
);

CREATE TABLE product_descriptions (
    product_id             NUMBER(6)       NOT NULL,
    language_id            VARCHAR2(3)     NOT NULL,
    translated_name        NVARCHAR2(50)   NOT NULL,
    translated_description NVARCHAR2(2000) NOT NULL
);

CREATE TABLE logon (
    logon_id    NUMBER,
    customer_id NUMBER,
    logon_date  DATE
);
