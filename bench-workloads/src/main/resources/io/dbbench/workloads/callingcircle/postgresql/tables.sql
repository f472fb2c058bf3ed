-- Calling Circle schema, postgresql: a telco's customers, one account each, the calls they made and each
-- one's calling circle (the customers they call). Keys and indexes come after the load (indexes.sql).
CREATE TABLE cc_customers (
    customer_id BIGINT NOT NULL,
    first_name VARCHAR(30) NOT NULL,
    last_name VARCHAR(30) NOT NULL,
    phone_number VARCHAR(20) NOT NULL,
    email VARCHAR(80) NOT NULL,
    city VARCHAR(30) NOT NULL,
    joined_date DATE NOT NULL
);

CREATE TABLE cc_accounts (
    customer_id BIGINT NOT NULL,
    account_number VARCHAR(16) NOT NULL,
    tariff VARCHAR(20) NOT NULL,
    status VARCHAR(10) NOT NULL,
    balance NUMERIC(14,2) NOT NULL,
    calls_made INTEGER NOT NULL,
    opened_date DATE NOT NULL
);

CREATE TABLE cc_circles (
    customer_id BIGINT NOT NULL,
    member_id BIGINT NOT NULL,
    added_date DATE NOT NULL
);

CREATE TABLE cc_calls (
    call_id BIGINT NOT NULL,
    caller_id BIGINT NOT NULL,
    callee_id BIGINT NOT NULL,
    started_at TIMESTAMP NOT NULL,
    duration_seconds INTEGER NOT NULL,
    cost NUMERIC(10,2) NOT NULL
);
