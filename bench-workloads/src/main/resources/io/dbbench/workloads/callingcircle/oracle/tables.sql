-- Calling Circle schema, oracle: a telco's customers, one account each, the calls they made and each
-- one's calling circle (the customers they call). Keys and indexes come after the load (indexes.sql).
CREATE TABLE cc_customers (
    customer_id NUMBER(19) NOT NULL,
    first_name VARCHAR2(30) NOT NULL,
    last_name VARCHAR2(30) NOT NULL,
    phone_number VARCHAR2(20) NOT NULL,
    email VARCHAR2(80) NOT NULL,
    city VARCHAR2(30) NOT NULL,
    joined_date DATE NOT NULL
);

CREATE TABLE cc_accounts (
    customer_id NUMBER(19) NOT NULL,
    account_number VARCHAR2(16) NOT NULL,
    tariff VARCHAR2(20) NOT NULL,
    status VARCHAR2(10) NOT NULL,
    balance NUMBER(14,2) NOT NULL,
    calls_made NUMBER(10) NOT NULL,
    opened_date DATE NOT NULL
);

CREATE TABLE cc_circles (
    customer_id NUMBER(19) NOT NULL,
    member_id NUMBER(19) NOT NULL,
    added_date DATE NOT NULL
);

CREATE TABLE cc_calls (
    call_id NUMBER(19) NOT NULL,
    caller_id NUMBER(19) NOT NULL,
    callee_id NUMBER(19) NOT NULL,
    started_at TIMESTAMP NOT NULL,
    duration_seconds NUMBER(10) NOT NULL,
    cost NUMBER(10,2) NOT NULL
);
