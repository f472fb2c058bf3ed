-- Order Entry server-side code, PostgreSQL: PL/pgSQL functions in a schema named ORDERENTRY, so the
-- JDBC calls written for Oracle's ORDERENTRY package, e.g. {? = call orderentry.newOrder(?,?,?)},
-- work unchanged (unquoted names fold to lower case: orderentry.neworder).
--
-- Every transaction function returns 'selects,inserts,updates,deletes,commits,rollbacks,sleepMillis'.
-- Think time (a random time in [min_sleep, max_sleep] ms) is slept between steps, inside the function,
-- at the same points as the client-side transactions sleep (a one-step query has no "between").
-- The steps and their order follow the client-side transactions (io.dbbench.workloads.soe.client), so
-- the two variants do the same work; the parity test compares the states they leave.
-- Tables and sequences are named without a schema: they resolve through the caller's search_path, so
-- the functions work on whatever schema the SOE tables were loaded into.
--
-- Commits: a PostgreSQL function runs inside its caller's transaction and cannot COMMIT. So the
-- functions never commit and always report 0 commits; the client commits right after the call and
-- counts that commit. A reply with 1 rollback (an order none of whose products were in stock) asks
-- the client to roll the transaction back instead. setplsqlcommit('true') is accepted (and remembered for the session) so clients
-- written for Oracle run unchanged; on PostgreSQL it does not move the commit.
--
-- The numbers below repeat io.dbbench.workloads.soe.SoeConstants: keep both in step.
--   products 1..1000, categories 1..199, warehouses 1..1000, sales reps 145..171,
--   at most 15 rows per lookup, 1..23 browses, 2..7 order lines, one logon in three inserts a row,
--   order status: 1 new, 2 awaiting processing, <= 4 unprocessed, 5 processed.

CREATE SCHEMA IF NOT EXISTS orderentry;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- A uniform whole number in [lo, hi], both inclusive.
CREATE OR REPLACE FUNCTION orderentry.random_between(lo bigint, hi bigint) RETURNS bigint
LANGUAGE sql VOLATILE AS $$
    SELECT lo + floor(random() * (hi - lo + 1))::bigint
$$;

-- Sleeps a random time in [min_sleep, max_sleep] ms and returns the milliseconds slept.
CREATE OR REPLACE FUNCTION orderentry.think(min_sleep bigint, max_sleep bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_min    bigint := greatest(coalesce(min_sleep, 0), 0);
    v_max    bigint := greatest(coalesce(max_sleep, 0), 0);
    v_millis bigint;
BEGIN
    IF v_max <= 0 THEN
        RETURN 0;
    END IF;
    v_millis := orderentry.random_between(least(v_min, v_max), v_max);
    IF v_millis > 0 THEN
        PERFORM pg_sleep(v_millis / 1000.0);
    END IF;
    RETURN v_millis;
END
$$;

-- The reply every transaction function returns.
CREATE OR REPLACE FUNCTION orderentry.dml_counts(selects integer, inserts integer, updates integer, deletes integer,
                                                 commits integer, rollbacks integer, sleep_millis bigint)
RETURNS varchar
LANGUAGE sql IMMUTABLE AS $$
    SELECT concat_ws(',', selects, inserts, updates, deletes, commits, rollbacks, sleep_millis)::varchar
$$;

-- The insert half of the logon step (the caller reads the customer and calls this when it exists):
-- one time in three, record a logon. Returns the rows inserted (0 or 1).
CREATE OR REPLACE FUNCTION orderentry.logon(cust_id bigint) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    IF orderentry.random_between(1, 3) = 1 THEN
        INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (nextval('logon_seq'), cust_id, now());
        RETURN 1;
    END IF;
    RETURN 0;
END
$$;

-- Remembers for the session whether the caller wants commits inside the functions. PostgreSQL
-- functions cannot commit, so the client commits either way (see the top of this file).
CREATE OR REPLACE FUNCTION orderentry.setplsqlcommit(commitinplsql varchar) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM set_config('orderentry.commit_in_plsql', lower(coalesce(commitinplsql, 'false')), false);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Customer Registration: a new customer with an address and a card, then a logon
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.newcustomer(p_fname varchar, p_lname varchar, p_nls_lang varchar,
                                                  p_nls_terr varchar, p_town varchar, p_county varchar,
                                                  p_country varchar, p_min_sleep bigint, p_max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_customer_id bigint;
    v_address_id  bigint;
    v_card_id     bigint;
    v_selects     integer := 0;
    v_inserts     integer := 0;
    v_sleep       bigint := 0;
BEGIN
    v_customer_id := nextval('customer_seq');
    v_address_id := nextval('address_seq');
    v_card_id := nextval('card_details_seq');
    v_selects := v_selects + 1; -- one query for the three ids, as the client does
    v_sleep := v_sleep + orderentry.think(p_min_sleep, p_max_sleep);

    INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory,
                           credit_limit, cust_email, account_mgr_id, customer_since, customer_class,
                           suggestions, dob, mailshot, partner_mailshot, preferred_address, preferred_card)
    VALUES (v_customer_id, p_fname, p_lname, p_nls_lang, p_nls_terr,
            orderentry.random_between(100, 5000), lower(p_fname) || '.' || lower(p_lname) || '@example.com',
            orderentry.random_between(145, 171), current_date, 'Occasional',
            'Music', current_date - make_interval(days => orderentry.random_between(20 * 365, 60 * 365)::integer),
            'N', 'N', v_address_id, v_card_id);
    INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                           country, post_code, zip_code)
    VALUES (v_address_id, v_customer_id, now(), orderentry.random_between(1, 999)::varchar, 'High Street',
            p_town, p_county, p_country, 'PC' || orderentry.random_between(10000, 99999),
            orderentry.random_between(10000, 99999)::varchar);
    INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code)
    VALUES (v_card_id, v_customer_id, 'visa', orderentry.random_between(100000000000, 999999999999),
            current_date + make_interval(days => orderentry.random_between(365, 5 * 365)::integer), 'Y',
            orderentry.random_between(100, 999));
    v_inserts := v_inserts + 3;
    v_sleep := v_sleep + orderentry.think(p_min_sleep, p_max_sleep);

    -- the logon step: read the customer back, sometimes record the logon
    PERFORM customer_id, cust_first_name, cust_last_name, cust_email FROM customers WHERE customer_id = v_customer_id;
    v_selects := v_selects + 1;
    v_inserts := v_inserts + orderentry.logon(v_customer_id);

    RETURN orderentry.dml_counts(v_selects, v_inserts, 0, 0, 0, 0, v_sleep);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Update Customer Details: find a customer by name, give them a new preferred address
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.updatecustomerdetails(p_fname varchar, p_lname varchar, p_town varchar,
                                                            p_county varchar, p_country varchar,
                                                            min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_customer_id bigint;
    v_address_id  bigint;
    v_selects     integer := 0;
    v_inserts     integer := 0;
    v_updates     integer := 0;
    v_sleep       bigint := 0;
BEGIN
    -- one of at most 15 customers of that name
    SELECT c.customer_id INTO v_customer_id
    FROM (SELECT customer_id
          FROM customers
          WHERE lower(cust_last_name) = lower(p_lname) AND lower(cust_first_name) = lower(p_fname)
          LIMIT 15) c
    ORDER BY random()
    LIMIT 1;
    v_selects := v_selects + 1;

    IF v_customer_id IS NOT NULL THEN
        v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);
        v_address_id := nextval('address_seq');
        v_selects := v_selects + 1;
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town,
                               county, country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, now(), orderentry.random_between(1, 999)::varchar, 'High Street',
                p_town, p_county, p_country, 'PC' || orderentry.random_between(10000, 99999),
                orderentry.random_between(10000, 99999)::varchar);
        UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
        v_inserts := v_inserts + 1;
        v_updates := v_updates + 1;
    END IF;

    RETURN orderentry.dml_counts(v_selects, v_inserts, v_updates, 0, 0, 0, v_sleep);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Browse Products: log on, then look at 1..23 random products and their stock
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.browseproducts(cust_id bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_product_id bigint;
    v_selects    integer := 0;
    v_inserts    integer := 0;
    v_sleep      bigint := 0;
BEGIN
    PERFORM customer_id, cust_first_name, cust_last_name FROM customers WHERE customer_id = cust_id;
    v_selects := v_selects + 1;
    IF FOUND THEN
        v_inserts := v_inserts + orderentry.logon(cust_id);
    END IF;
    v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);

    FOR v_step IN 1 .. orderentry.random_between(1, 23) LOOP
        v_product_id := orderentry.random_between(1, 1000);
        PERFORM p.product_id, p.product_name, p.product_description, p.category_id, p.list_price,
                i.warehouse_id, i.quantity_on_hand
        FROM products p JOIN inventories i ON i.product_id = p.product_id
        WHERE p.product_id = v_product_id
        LIMIT 15;
        v_selects := v_selects + 1;
    END LOOP;

    RETURN orderentry.dml_counts(v_selects, v_inserts, 0, 0, 0, 0, v_sleep);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Order Products: log on, browse, then order 2..7 different products from one warehouse. When none
-- of them is in stock the reply says 1 rollback and the caller rolls the whole transaction back.
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.neworder(cust_id bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_customer_class varchar(40);
    v_address_id     bigint;
    v_card_id        bigint;
    v_first_address  bigint;
    v_first_card     bigint;
    v_category_id    bigint;
    v_browse_wh_id   bigint;
    v_warehouse_id   bigint;
    v_order_id       bigint;
    v_wanted         integer;
    v_products       bigint[] := '{}';
    v_product_id     bigint;
    v_quantity       bigint;
    v_on_hand        bigint;
    v_price          numeric;
    v_supplier_id    bigint;
    v_line_id        integer := 0;
    v_total          numeric := 0;
    v_ordered        bigint[] := '{}';
    v_quantities     bigint[] := '{}';
    v_line           record;
    v_selects        integer := 0;
    v_inserts        integer := 0;
    v_updates        integer := 0;
    v_sleep          bigint := 0;
BEGIN
    SELECT customer_class, preferred_address, preferred_card INTO v_customer_class, v_address_id, v_card_id
    FROM customers WHERE customer_id = cust_id;
    v_selects := v_selects + 1;
    IF NOT FOUND THEN
        -- no such customer: nothing to order for (ids come from the loaded range, so this is rare)
        RETURN orderentry.dml_counts(v_selects, 0, 0, 0, 0, 0, v_sleep);
    END IF;
    v_inserts := v_inserts + orderentry.logon(cust_id);
    SELECT address_id INTO v_first_address FROM addresses WHERE customer_id = cust_id LIMIT 1;
    SELECT card_id INTO v_first_card FROM card_details WHERE customer_id = cust_id LIMIT 1;
    v_selects := v_selects + 2;
    -- ship to and charge the preferred address and card; any of the customer's own when none is set
    v_address_id := coalesce(v_address_id, v_first_address);
    v_card_id := coalesce(v_card_id, v_first_card);
    v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);

    FOR v_step IN 1 .. orderentry.random_between(1, 23) LOOP
        v_category_id := orderentry.random_between(1, 199);
        v_browse_wh_id := orderentry.random_between(1, 1000);
        PERFORM p.product_id, p.product_name, p.product_description, p.list_price, i.quantity_on_hand
        FROM products p JOIN inventories i ON i.product_id = p.product_id
        WHERE p.category_id = v_category_id AND i.warehouse_id = v_browse_wh_id
        LIMIT 15;
        v_selects := v_selects + 1;
    END LOOP;
    v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);

    v_warehouse_id := orderentry.random_between(1, 1000);
    v_order_id := nextval('orders_seq');
    v_selects := v_selects + 1;
    INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id,
                        promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available,
                        delivery_address_id, customer_class, card_id, invoice_address_id)
    -- an online order has no sales rep (only direct orders do), as the loader's online orders
    VALUES (v_order_id, now(), 'online', cust_id, 1, 0, NULL,
            NULL, v_warehouse_id, 'Standard', orderentry.random_between(1, 5), 'ship_asap',
            v_address_id, v_customer_class, v_card_id, v_address_id);
    v_inserts := v_inserts + 1;

    v_wanted := orderentry.random_between(2, 7);
    WHILE cardinality(v_products) < v_wanted LOOP
        v_product_id := orderentry.random_between(1, 1000);
        IF NOT v_product_id = ANY (v_products) THEN
            v_products := v_products || v_product_id;
        END IF;
    END LOOP;
    FOREACH v_product_id IN ARRAY v_products LOOP
        v_quantity := orderentry.random_between(1, 5);
        v_on_hand := NULL;
        SELECT i.quantity_on_hand, p.list_price, p.supplier_id INTO v_on_hand, v_price, v_supplier_id
        FROM inventories i JOIN product_information p ON p.product_id = i.product_id
        WHERE i.product_id = v_product_id AND i.warehouse_id = v_warehouse_id;
        v_selects := v_selects + 1;
        -- not stocked here, not enough of it, or no price to charge: no line
        IF v_on_hand >= v_quantity AND v_price IS NOT NULL THEN
            v_line_id := v_line_id + 1;
            INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, dispatch_date,
                                     return_date, gift_wrap, condition, supplier_id, estimated_delivery)
            VALUES (v_order_id, v_line_id, v_product_id, v_price, v_quantity, NULL,
                    NULL, 'None', 'New', v_supplier_id, current_date + orderentry.random_between(2, 10)::integer);
            v_inserts := v_inserts + 1;
            v_total := v_total + v_price * v_quantity;
            v_ordered := v_ordered || v_product_id;
            v_quantities := v_quantities || v_quantity;
        END IF;
    END LOOP;
    IF v_line_id = 0 THEN
        RETURN orderentry.dml_counts(v_selects, v_inserts, 0, 0, 0, 1, v_sleep);
    END IF;
    v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);

    UPDATE orders SET order_total = v_total, order_status = 2 WHERE order_id = v_order_id;
    v_updates := v_updates + 1;
    -- in product order, so two orders taking stock of the same products cannot deadlock
    FOR v_line IN SELECT t.product_id, t.quantity
                  FROM unnest(v_ordered, v_quantities) AS t(product_id, quantity)
                  ORDER BY t.product_id LOOP
        UPDATE inventories SET quantity_on_hand = quantity_on_hand - v_line.quantity
        WHERE product_id = v_line.product_id AND warehouse_id = v_warehouse_id;
        v_updates := v_updates + 1;
    END LOOP;

    RETURN orderentry.dml_counts(v_selects, v_inserts, v_updates, 0, 0, 0, v_sleep);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Process Orders: take one of a warehouse's oldest unprocessed orders nobody else holds, process it
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.processorders(warehouse bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_order_id bigint;
    v_selects  integer := 0;
    v_updates  integer := 0;
    v_sleep    bigint := 0;
BEGIN
    SELECT order_id INTO v_order_id
    FROM orders
    WHERE warehouse_id = warehouse AND order_status <= 4
    ORDER BY order_date, order_id
    LIMIT 1
    FOR UPDATE SKIP LOCKED;
    v_selects := v_selects + 1;

    IF v_order_id IS NOT NULL THEN
        v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);
        PERFORM o.order_id, o.order_date, o.order_total, c.cust_first_name, c.cust_last_name,
                oi.line_item_id, oi.product_id, oi.unit_price, oi.quantity
        FROM orders o
             JOIN customers c ON c.customer_id = o.customer_id
             JOIN order_items oi ON oi.order_id = o.order_id
        WHERE o.order_id = v_order_id
        LIMIT 15;
        v_selects := v_selects + 1;
        v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);
        UPDATE orders SET order_status = 5 WHERE order_id = v_order_id;
        v_updates := v_updates + 1;
    END IF;

    RETURN orderentry.dml_counts(v_selects, 0, v_updates, 0, 0, 0, v_sleep);
END
$$;

-- The same in a random warehouse.
CREATE OR REPLACE FUNCTION orderentry.processorders(min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE sql VOLATILE AS $$
    SELECT orderentry.processorders(orderentry.random_between(1, 1000), min_sleep, max_sleep)
$$;

-- ---------------------------------------------------------------------------------------------
-- Browse Orders: log on, look at the customer's orders, add one to a line of one of them
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION orderentry.browseandupdateorders(cust_id bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_order_id bigint;
    v_line_id  bigint;
    v_price    numeric;
    v_selects  integer := 0;
    v_inserts  integer := 0;
    v_updates  integer := 0;
    v_sleep    bigint := 0;
BEGIN
    PERFORM customer_id, cust_first_name, cust_last_name FROM customers WHERE customer_id = cust_id;
    v_selects := v_selects + 1;
    IF NOT FOUND THEN
        RETURN orderentry.dml_counts(v_selects, 0, 0, 0, 0, 0, v_sleep);
    END IF;
    v_inserts := v_inserts + orderentry.logon(cust_id);
    PERFORM address_id, town, country FROM addresses WHERE customer_id = cust_id LIMIT 15;
    v_selects := v_selects + 1;
    v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);

    -- one of at most 15 of the customer's orders
    SELECT o.order_id INTO v_order_id
    FROM (SELECT order_id FROM orders WHERE customer_id = cust_id LIMIT 15) o
    ORDER BY random()
    LIMIT 1;
    v_selects := v_selects + 1;

    IF v_order_id IS NOT NULL THEN
        v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);
        -- one of its priced lines: a line without a price cannot keep the total equal to the lines
        SELECT l.line_item_id, l.unit_price INTO v_line_id, v_price
        FROM (SELECT line_item_id, unit_price FROM order_items WHERE order_id = v_order_id
              ORDER BY line_item_id LIMIT 15) l
        WHERE l.unit_price IS NOT NULL
        ORDER BY random()
        LIMIT 1;
        v_selects := v_selects + 1;
        IF v_line_id IS NOT NULL THEN
            v_sleep := v_sleep + orderentry.think(min_sleep, max_sleep);
            -- the line first, then its order, as every writer of both does: no lock cycles
            UPDATE order_items SET quantity = quantity + 1 WHERE order_id = v_order_id AND line_item_id = v_line_id;
            UPDATE orders SET order_total = coalesce(order_total, 0) + v_price WHERE order_id = v_order_id;
            v_updates := v_updates + 2;
        END IF;
    END IF;

    RETURN orderentry.dml_counts(v_selects, v_inserts, v_updates, 0, 0, 0, v_sleep);
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Queries: one step each, so no think time (it is slept between steps); the bounds are accepted
-- for the common signature.
-- ---------------------------------------------------------------------------------------------

-- Sales Rep Query: a sales rep's top orders by total, ranked, with customer names.
CREATE OR REPLACE FUNCTION orderentry.salesrepsquery(salesrep bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    -- rank and limit first, so only those 15 orders are joined to customers
    PERFORM o.order_id, o.order_date, o.order_total, o.total_rank, c.cust_first_name, c.cust_last_name
    FROM (SELECT order_id, order_date, order_total, customer_id,
                 rank() OVER (ORDER BY order_total DESC NULLS LAST) AS total_rank
          FROM orders
          WHERE sales_rep_id = salesrep
          ORDER BY order_total DESC NULLS LAST, order_id
          LIMIT 15) o
         JOIN customers c ON c.customer_id = o.customer_id
    ORDER BY o.total_rank, o.order_id;
    RETURN orderentry.dml_counts(1, 0, 0, 0, 0, 0, 0);
END
$$;

-- Warehouse Query: order count and value of a warehouse by order mode, with the grand total (CUBE).
CREATE OR REPLACE FUNCTION orderentry.warehouseordersquery(warehouseid bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM order_mode, GROUPING(order_mode) AS all_modes, count(*) AS orders, sum(order_total) AS total
    FROM orders
    WHERE warehouse_id = warehouseid
    GROUP BY CUBE (order_mode);
    RETURN orderentry.dml_counts(1, 0, 0, 0, 0, 0, 0);
END
$$;

-- Warehouse Activity Query: a warehouse's orders of the last hour in 12 five-minute buckets.
CREATE OR REPLACE FUNCTION orderentry.warehouseactivityquery(warehouseid bigint, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM b.bucket, count(o.order_id), coalesce(sum(o.order_total), 0)
    FROM generate_series(0, 11) AS b(bucket)
         LEFT JOIN orders o
                ON o.warehouse_id = warehouseid
               AND o.order_date > now() - interval '1 hour'
               AND o.order_date <= now()
               AND floor(extract(epoch FROM now() - o.order_date) / 300) = b.bucket
    GROUP BY b.bucket;
    RETURN orderentry.dml_counts(1, 0, 0, 0, 0, 0, 0);
END
$$;

-- Orders by County (our addition, for SwingBench 2.7's OrdersByCountyQuery; SwingBench's own package
-- has no such function): up to 15 orders of customers with an address in a county.
CREATE OR REPLACE FUNCTION orderentry.ordersbycountyquery(p_county varchar, min_sleep bigint, max_sleep bigint)
RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM o.order_id, o.order_date, o.order_status, o.order_total, c.cust_first_name, c.cust_last_name,
            a.town, a.county
    FROM addresses a
         JOIN orders o ON o.customer_id = a.customer_id
         JOIN customers c ON c.customer_id = o.customer_id
    WHERE a.county = p_county
    LIMIT 15;
    RETURN orderentry.dml_counts(1, 0, 0, 0, 0, 0, 0);
END
$$;
