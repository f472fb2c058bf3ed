-- Order Entry server-side code, Oracle: our own package ORDERENTRY, with the signatures and the reply
-- strings of the package SwingBench installs, so one client calls either, e.g.
-- {? = call orderentry.newOrder(?,?,?)}.
--
-- Every transaction function returns 'selects,inserts,updates,deletes,commits,rollbacks,sleepMillis'.
-- Think time (a random time in [min_sleep, max_sleep] ms) is slept between steps with
-- DBMS_SESSION.SLEEP (Oracle 18c or later), at the same points as the client-side transactions sleep
-- (a one-step query has no "between"). The steps follow the client-side transactions
-- (io.dbbench.workloads.soe.client) and postgresql/orderentry.sql.
-- Commits: only after setPLSQLCOMMIT('true') in this session do the functions commit (and count their
-- commits); otherwise they leave the transaction open and the client commits. An order none of whose
-- products is in stock is rolled back: here when the functions commit, else by the client, which a
-- reply with 1 rollback and 0 commits asks to.
-- OrdersByCountyQuery is our addition (for SwingBench 2.7's ClassName of that name); SwingBench's own
-- package has no such function.
--
-- Kept deliberately plain so it can be reviewed by eye: it is not executed by our automated tests
-- (they run on PostgreSQL; postgresql/orderentry.sql is the same logic and is tested).
-- The numbers below repeat io.dbbench.workloads.soe.SoeConstants: keep both in step.
--   products 1..1000, categories 1..199, warehouses 1..1000, sales reps 145..171,
--   at most 15 rows per lookup, 1..23 browses, 2..7 order lines, one logon in three inserts a row,
--   order status: 1 new, 2 awaiting processing, <= 4 unprocessed, 5 processed.

CREATE OR REPLACE PACKAGE orderentry AS
    PROCEDURE setPLSQLCOMMIT(commitInPLSQL VARCHAR2);

    FUNCTION browseProducts(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION newOrder(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION newCustomer(p_fname VARCHAR2, p_lname VARCHAR2, p_nls_lang VARCHAR2, p_nls_terr VARCHAR2,
                         p_town VARCHAR2, p_county VARCHAR2, p_country VARCHAR2,
                         p_min_sleep NUMBER, p_max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION updateCustomerDetails(p_fname VARCHAR2, p_lname VARCHAR2, p_town VARCHAR2, p_county VARCHAR2,
                                   p_country VARCHAR2, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION processOrders(min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION processOrders(warehouse NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION browseAndUpdateOrders(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION SalesRepsQuery(salesRep NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION WarehouseActivityQuery(warehouseid NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION WarehouseOrdersQuery(warehouseid NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;

    FUNCTION OrdersByCountyQuery(p_county VARCHAR2, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2;
END orderentry;
/

CREATE OR REPLACE PACKAGE BODY orderentry AS
    TYPE id_table IS TABLE OF NUMBER;
    -- keyed by product id: iterating FIRST..NEXT visits products in ascending order
    TYPE quantity_by_product IS TABLE OF NUMBER INDEX BY PLS_INTEGER;

    -- session state: set by setPLSQLCOMMIT, kept for the life of the session
    g_commit_in_plsql BOOLEAN := FALSE;

    -- what the current call did; reset at the start of every transaction function
    g_selects        PLS_INTEGER;
    g_inserts        PLS_INTEGER;
    g_updates        PLS_INTEGER;
    g_deletes        PLS_INTEGER;
    g_commits        PLS_INTEGER;
    g_rollbacks      PLS_INTEGER;
    g_sleep_millis   NUMBER;
    g_committed_dml  PLS_INTEGER; -- inserts + updates + deletes at the last commit

    PROCEDURE reset_counts IS
    BEGIN
        g_selects := 0;
        g_inserts := 0;
        g_updates := 0;
        g_deletes := 0;
        g_commits := 0;
        g_rollbacks := 0;
        g_sleep_millis := 0;
        g_committed_dml := 0;
    END reset_counts;

    FUNCTION reply RETURN VARCHAR2 IS
    BEGIN
        RETURN g_selects || ',' || g_inserts || ',' || g_updates || ',' || g_deletes || ','
            || g_commits || ',' || g_rollbacks || ',' || g_sleep_millis;
    END reply;

    -- a uniform whole number in [lo, hi], both inclusive
    FUNCTION random_between(lo NUMBER, hi NUMBER) RETURN NUMBER IS
    BEGIN
        RETURN TRUNC(DBMS_RANDOM.VALUE(lo, hi + 1));
    END random_between;

    -- sleeps a random time in [min_sleep, max_sleep] ms
    PROCEDURE think(min_sleep NUMBER, max_sleep NUMBER) IS
        v_max    NUMBER := GREATEST(NVL(max_sleep, 0), 0);
        v_min    NUMBER := LEAST(GREATEST(NVL(min_sleep, 0), 0), v_max);
        v_millis NUMBER;
    BEGIN
        IF v_max > 0 THEN
            v_millis := random_between(v_min, v_max);
            IF v_millis > 0 THEN
                DBMS_SESSION.SLEEP(v_millis / 1000);
                g_sleep_millis := g_sleep_millis + v_millis;
            END IF;
        END IF;
    END think;

    -- commits what this call wrote since its last commit, when the session asked for commits here
    PROCEDURE commit_if_asked IS
    BEGIN
        IF g_commit_in_plsql AND g_inserts + g_updates + g_deletes > g_committed_dml THEN
            COMMIT;
            g_commits := g_commits + 1;
            g_committed_dml := g_inserts + g_updates + g_deletes;
        END IF;
    END commit_if_asked;

    -- the insert half of the logon step (the caller has read the customer): one time in three,
    -- record the logon
    PROCEDURE record_logon(p_customer_id NUMBER) IS
    BEGIN
        IF random_between(1, 3) = 1 THEN
            INSERT INTO logon (logon_id, customer_id, logon_date)
            VALUES (logon_seq.NEXTVAL, p_customer_id, SYSDATE);
            g_inserts := g_inserts + 1;
        END IF;
    END record_logon;

    -- the read half of the logon step; true when the customer exists
    FUNCTION read_customer(p_customer_id NUMBER) RETURN BOOLEAN IS
        v_found BOOLEAN := FALSE;
    BEGIN
        FOR c IN (SELECT customer_id, cust_first_name, cust_last_name, cust_email
                    FROM customers
                   WHERE customer_id = p_customer_id) LOOP
            v_found := TRUE;
        END LOOP;
        g_selects := g_selects + 1;
        RETURN v_found;
    END read_customer;

    PROCEDURE setPLSQLCOMMIT(commitInPLSQL VARCHAR2) IS
    BEGIN
        g_commit_in_plsql := LOWER(commitInPLSQL) = 'true';
    END setPLSQLCOMMIT;

    -- Customer Registration: a new customer with an address and a card, then a logon
    FUNCTION newCustomer(p_fname VARCHAR2, p_lname VARCHAR2, p_nls_lang VARCHAR2, p_nls_terr VARCHAR2,
                         p_town VARCHAR2, p_county VARCHAR2, p_country VARCHAR2,
                         p_min_sleep NUMBER, p_max_sleep NUMBER) RETURN VARCHAR2 IS
        v_customer_id customers.customer_id%TYPE;
        v_address_id  addresses.address_id%TYPE;
        v_card_id     card_details.card_id%TYPE;
    BEGIN
        reset_counts;
        SELECT customer_seq.NEXTVAL, address_seq.NEXTVAL, card_details_seq.NEXTVAL
          INTO v_customer_id, v_address_id, v_card_id
          FROM dual;
        g_selects := g_selects + 1;
        think(p_min_sleep, p_max_sleep);

        INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory,
                               credit_limit, cust_email, account_mgr_id, customer_since, customer_class,
                               suggestions, dob, mailshot, partner_mailshot, preferred_address, preferred_card)
        VALUES (v_customer_id, p_fname, p_lname, p_nls_lang, p_nls_terr,
                random_between(100, 5000), LOWER(p_fname) || '.' || LOWER(p_lname) || '@example.com',
                random_between(145, 171), TRUNC(SYSDATE), 'Occasional',
                'Music', TRUNC(SYSDATE) - random_between(20 * 365, 60 * 365),
                'N', 'N', v_address_id, v_card_id);
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town,
                               county, country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, SYSDATE, TO_CHAR(random_between(1, 999)), 'High Street',
                p_town, p_county, p_country, 'PC' || random_between(10000, 99999),
                TO_CHAR(random_between(10000, 99999)));
        INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid,
                                  security_code)
        VALUES (v_card_id, v_customer_id, 'visa', random_between(100000000000, 999999999999),
                TRUNC(SYSDATE) + random_between(365, 5 * 365), 'Y', random_between(100, 999));
        g_inserts := g_inserts + 3;
        commit_if_asked;
        think(p_min_sleep, p_max_sleep);

        -- the logon step: read the customer back, sometimes record the logon
        IF read_customer(v_customer_id) THEN
            record_logon(v_customer_id);
        END IF;
        commit_if_asked; -- the logon row, when there was one
        RETURN reply;
    END newCustomer;

    -- Update Customer Details: find a customer by name, give them a new preferred address
    FUNCTION updateCustomerDetails(p_fname VARCHAR2, p_lname VARCHAR2, p_town VARCHAR2, p_county VARCHAR2,
                                   p_country VARCHAR2, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
        v_customers   id_table;
        v_customer_id NUMBER;
        v_address_id  addresses.address_id%TYPE;
    BEGIN
        reset_counts;
        SELECT customer_id BULK COLLECT INTO v_customers
          FROM customers
         WHERE LOWER(cust_last_name) = LOWER(p_lname)
           AND LOWER(cust_first_name) = LOWER(p_fname)
           AND ROWNUM <= 15;
        g_selects := g_selects + 1;

        IF v_customers.COUNT > 0 THEN
            v_customer_id := v_customers(random_between(1, v_customers.COUNT));
            think(min_sleep, max_sleep);
            v_address_id := address_seq.NEXTVAL;
            g_selects := g_selects + 1;
            INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town,
                                   county, country, post_code, zip_code)
            VALUES (v_address_id, v_customer_id, SYSDATE, TO_CHAR(random_between(1, 999)), 'High Street',
                    p_town, p_county, p_country, 'PC' || random_between(10000, 99999),
                    TO_CHAR(random_between(10000, 99999)));
            UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
            g_inserts := g_inserts + 1;
            g_updates := g_updates + 1;
            commit_if_asked;
        END IF;
        RETURN reply;
    END updateCustomerDetails;

    -- Browse Products: log on, then look at 1..23 random products and their stock
    FUNCTION browseProducts(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
        v_product_id NUMBER;
    BEGIN
        reset_counts;
        IF read_customer(cust_id) THEN
            record_logon(cust_id);
        END IF;
        think(min_sleep, max_sleep);

        FOR v_step IN 1 .. random_between(1, 23) LOOP
            v_product_id := random_between(1, 1000);
            FOR r IN (SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.list_price,
                             i.warehouse_id, i.quantity_on_hand
                        FROM products p JOIN inventories i ON i.product_id = p.product_id
                       WHERE p.product_id = v_product_id
                         AND ROWNUM <= 15) LOOP
                NULL;
            END LOOP;
            g_selects := g_selects + 1;
        END LOOP;
        commit_if_asked; -- the logon row, when there was one
        RETURN reply;
    END browseProducts;

    -- Order Products: log on, browse, then order 2..7 different products from one warehouse; an order
    -- none of whose products is in stock is rolled back
    FUNCTION newOrder(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
        v_customer_class customers.customer_class%TYPE;
        v_address_id     NUMBER;
        v_card_id        NUMBER;
        v_first_address  id_table;
        v_first_card     id_table;
        v_category_id    NUMBER;
        v_browse_wh_id   NUMBER;
        v_warehouse_id   NUMBER;
        v_order_id       orders.order_id%TYPE;
        v_wanted         PLS_INTEGER;
        v_chosen         quantity_by_product; -- the products to try, as keys
        v_product_id     NUMBER;
        v_quantity       NUMBER;
        v_on_hand        NUMBER;
        v_price          NUMBER;
        v_supplier_id    NUMBER;
        v_line_id        PLS_INTEGER := 0;
        v_total          NUMBER := 0;
        v_ordered        quantity_by_product; -- quantity ordered, by product
    BEGIN
        reset_counts;
        BEGIN
            SELECT customer_class, preferred_address, preferred_card
              INTO v_customer_class, v_address_id, v_card_id
              FROM customers
             WHERE customer_id = cust_id;
            g_selects := g_selects + 1;
        EXCEPTION
            WHEN NO_DATA_FOUND THEN
                -- no such customer: nothing to order for (ids come from the loaded range, so this is rare)
                g_selects := g_selects + 1;
                RETURN reply;
        END;
        record_logon(cust_id);
        SELECT address_id BULK COLLECT INTO v_first_address
          FROM addresses WHERE customer_id = cust_id AND ROWNUM <= 1;
        SELECT card_id BULK COLLECT INTO v_first_card
          FROM card_details WHERE customer_id = cust_id AND ROWNUM <= 1;
        g_selects := g_selects + 2;
        -- ship to and charge the preferred address and card; any of the customer's own when none is set
        IF v_address_id IS NULL AND v_first_address.COUNT > 0 THEN
            v_address_id := v_first_address(1);
        END IF;
        IF v_card_id IS NULL AND v_first_card.COUNT > 0 THEN
            v_card_id := v_first_card(1);
        END IF;
        think(min_sleep, max_sleep);

        FOR v_step IN 1 .. random_between(1, 23) LOOP
            v_category_id := random_between(1, 199);
            v_browse_wh_id := random_between(1, 1000);
            FOR r IN (SELECT p.product_id, p.product_name, p.product_description, p.list_price, i.quantity_on_hand
                        FROM products p JOIN inventories i ON i.product_id = p.product_id
                       WHERE p.category_id = v_category_id
                         AND i.warehouse_id = v_browse_wh_id
                         AND ROWNUM <= 15) LOOP
                NULL;
            END LOOP;
            g_selects := g_selects + 1;
        END LOOP;
        think(min_sleep, max_sleep);

        v_warehouse_id := random_between(1, 1000);
        v_order_id := orders_seq.NEXTVAL;
        g_selects := g_selects + 1;
        INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, order_total,
                            sales_rep_id, promotion_id, warehouse_id, delivery_type, cost_of_delivery,
                            wait_till_all_available, delivery_address_id, customer_class, card_id,
                            invoice_address_id)
        -- an online order has no sales rep (only direct orders do), as the loader's online orders
        VALUES (v_order_id, SYSTIMESTAMP, 'online', cust_id, 1, 0,
                NULL, NULL, v_warehouse_id, 'Standard', random_between(1, 5),
                'ship_asap', v_address_id, v_customer_class, v_card_id,
                v_address_id);
        g_inserts := g_inserts + 1;

        v_wanted := random_between(2, 7);
        WHILE v_chosen.COUNT < v_wanted LOOP
            v_chosen(random_between(1, 1000)) := 1;
        END LOOP;
        v_product_id := v_chosen.FIRST;
        WHILE v_product_id IS NOT NULL LOOP
            v_quantity := random_between(1, 5);
            BEGIN
                SELECT i.quantity_on_hand, p.list_price, p.supplier_id
                  INTO v_on_hand, v_price, v_supplier_id
                  FROM inventories i JOIN product_information p ON p.product_id = i.product_id
                 WHERE i.product_id = v_product_id
                   AND i.warehouse_id = v_warehouse_id;
            EXCEPTION
                WHEN NO_DATA_FOUND THEN
                    v_on_hand := NULL; -- not stocked in this warehouse
            END;
            g_selects := g_selects + 1;
            -- not stocked here, not enough of it, or no price to charge: no line
            IF v_on_hand >= v_quantity AND v_price IS NOT NULL THEN
                v_line_id := v_line_id + 1;
                INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, dispatch_date,
                                         return_date, gift_wrap, condition, supplier_id, estimated_delivery)
                VALUES (v_order_id, v_line_id, v_product_id, v_price, v_quantity, NULL,
                        NULL, 'None', 'New', v_supplier_id, TRUNC(SYSDATE) + random_between(2, 10));
                g_inserts := g_inserts + 1;
                v_total := v_total + v_price * v_quantity;
                v_ordered(v_product_id) := v_quantity;
            END IF;
            v_product_id := v_chosen.NEXT(v_product_id);
        END LOOP;

        IF v_line_id = 0 THEN
            g_rollbacks := g_rollbacks + 1;
            IF g_commit_in_plsql THEN
                ROLLBACK;
            END IF;
            RETURN reply;
        END IF;
        think(min_sleep, max_sleep);

        UPDATE orders SET order_total = v_total, order_status = 2 WHERE order_id = v_order_id;
        g_updates := g_updates + 1;
        -- in product order (the keys' order), so two orders taking stock of the same products cannot
        -- deadlock
        v_product_id := v_ordered.FIRST;
        WHILE v_product_id IS NOT NULL LOOP
            UPDATE inventories
               SET quantity_on_hand = quantity_on_hand - v_ordered(v_product_id)
             WHERE product_id = v_product_id
               AND warehouse_id = v_warehouse_id;
            g_updates := g_updates + 1;
            v_product_id := v_ordered.NEXT(v_product_id);
        END LOOP;
        commit_if_asked;
        RETURN reply;
    END newOrder;

    -- Process Orders: take one of a warehouse's oldest unprocessed orders nobody else holds, process it
    FUNCTION processOrders(warehouse NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
        -- SKIP LOCKED locks rows as they are fetched: fetching one row locks only that order
        CURSOR oldest_unprocessed IS
            SELECT order_id
              FROM orders
             WHERE warehouse_id = warehouse
               AND order_status <= 4
             ORDER BY order_date, order_id
               FOR UPDATE SKIP LOCKED;
        v_order_id orders.order_id%TYPE;
    BEGIN
        reset_counts;
        OPEN oldest_unprocessed;
        FETCH oldest_unprocessed INTO v_order_id;
        IF oldest_unprocessed%NOTFOUND THEN
            v_order_id := NULL;
        END IF;
        CLOSE oldest_unprocessed;
        g_selects := g_selects + 1;

        IF v_order_id IS NOT NULL THEN
            think(min_sleep, max_sleep);
            FOR r IN (SELECT o.order_id, o.order_date, o.order_total, c.cust_first_name, c.cust_last_name,
                             oi.line_item_id, oi.product_id, oi.unit_price, oi.quantity
                        FROM orders o
                             JOIN customers c ON c.customer_id = o.customer_id
                             JOIN order_items oi ON oi.order_id = o.order_id
                       WHERE o.order_id = v_order_id
                         AND ROWNUM <= 15) LOOP
                NULL;
            END LOOP;
            g_selects := g_selects + 1;
            think(min_sleep, max_sleep);
            UPDATE orders SET order_status = 5 WHERE order_id = v_order_id;
            g_updates := g_updates + 1;
            commit_if_asked;
        END IF;
        RETURN reply;
    END processOrders;

    -- The same in a random warehouse.
    FUNCTION processOrders(min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
    BEGIN
        RETURN processOrders(random_between(1, 1000), min_sleep, max_sleep);
    END processOrders;

    -- Browse Orders: log on, look at the customer's orders, add one to a line of one of them
    FUNCTION browseAndUpdateOrders(cust_id NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
        v_orders   id_table;
        v_lines    id_table;
        v_prices   id_table;
        v_order_id NUMBER;
        v_pick     PLS_INTEGER;
    BEGIN
        reset_counts;
        IF NOT read_customer(cust_id) THEN
            RETURN reply;
        END IF;
        record_logon(cust_id);
        FOR a IN (SELECT address_id, town, country
                    FROM addresses
                   WHERE customer_id = cust_id
                     AND ROWNUM <= 15) LOOP
            NULL;
        END LOOP;
        g_selects := g_selects + 1;
        think(min_sleep, max_sleep);

        SELECT order_id BULK COLLECT INTO v_orders
          FROM orders
         WHERE customer_id = cust_id
           AND ROWNUM <= 15;
        g_selects := g_selects + 1;

        IF v_orders.COUNT > 0 THEN
            v_order_id := v_orders(random_between(1, v_orders.COUNT));
            think(min_sleep, max_sleep);
            -- its priced lines: a line without a price cannot keep the total equal to the lines
            SELECT line_item_id, unit_price BULK COLLECT INTO v_lines, v_prices
              FROM (SELECT line_item_id, unit_price
                      FROM order_items
                     WHERE order_id = v_order_id
                     ORDER BY line_item_id
                     FETCH FIRST 15 ROWS ONLY)
             WHERE unit_price IS NOT NULL;
            g_selects := g_selects + 1;
            IF v_lines.COUNT > 0 THEN
                v_pick := random_between(1, v_lines.COUNT);
                think(min_sleep, max_sleep);
                -- the line first, then its order, as every writer of both does: no lock cycles
                UPDATE order_items
                   SET quantity = quantity + 1
                 WHERE order_id = v_order_id
                   AND line_item_id = v_lines(v_pick);
                UPDATE orders SET order_total = NVL(order_total, 0) + v_prices(v_pick) WHERE order_id = v_order_id;
                g_updates := g_updates + 2;
            END IF;
        END IF;
        commit_if_asked;
        RETURN reply;
    END browseAndUpdateOrders;

    -- Queries: one step each, so no think time (it is slept between steps); the bounds are accepted
    -- for the common signature.

    -- Sales Rep Query: a sales rep's top orders by total, ranked, with customer names
    FUNCTION SalesRepsQuery(salesRep NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
    BEGIN
        reset_counts;
        -- rank and limit first, so only those 15 orders are joined to customers
        FOR r IN (SELECT o.order_id, o.order_date, o.order_total, o.total_rank, c.cust_first_name, c.cust_last_name
                    FROM (SELECT order_id, order_date, order_total, customer_id,
                                 RANK() OVER (ORDER BY order_total DESC NULLS LAST) AS total_rank
                            FROM orders
                           WHERE sales_rep_id = salesRep
                           ORDER BY order_total DESC NULLS LAST, order_id
                           FETCH FIRST 15 ROWS ONLY) o
                         JOIN customers c ON c.customer_id = o.customer_id
                   ORDER BY o.total_rank, o.order_id) LOOP
            NULL;
        END LOOP;
        g_selects := g_selects + 1;
        RETURN reply;
    END SalesRepsQuery;

    -- Warehouse Activity Query: a warehouse's orders of the last hour in 12 five-minute buckets
    FUNCTION WarehouseActivityQuery(warehouseid NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
    BEGIN
        reset_counts;
        -- order_date is shown in the session's time zone, so compare with LOCALTIMESTAMP;
        -- a day has 288 five-minute buckets
        FOR r IN (SELECT b.bucket, COUNT(o.order_id) AS orders_count, NVL(SUM(o.order_total), 0) AS orders_value
                    FROM (SELECT LEVEL - 1 AS bucket FROM dual CONNECT BY LEVEL <= 12) b
                         LEFT JOIN orders o
                                ON o.warehouse_id = warehouseid
                               AND o.order_date > LOCALTIMESTAMP - INTERVAL '1' HOUR
                               AND o.order_date <= LOCALTIMESTAMP
                               AND FLOOR((CAST(LOCALTIMESTAMP AS DATE) - CAST(o.order_date AS DATE)) * 288) = b.bucket
                   GROUP BY b.bucket) LOOP
            NULL;
        END LOOP;
        g_selects := g_selects + 1;
        RETURN reply;
    END WarehouseActivityQuery;

    -- Warehouse Query: order count and value of a warehouse by order mode, with the grand total (CUBE)
    FUNCTION WarehouseOrdersQuery(warehouseid NUMBER, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
    BEGIN
        reset_counts;
        FOR r IN (SELECT order_mode, GROUPING(order_mode) AS all_modes, COUNT(*) AS orders_count,
                         SUM(order_total) AS orders_value
                    FROM orders
                   WHERE warehouse_id = warehouseid
                   GROUP BY CUBE (order_mode)) LOOP
            NULL;
        END LOOP;
        g_selects := g_selects + 1;
        RETURN reply;
    END WarehouseOrdersQuery;

    -- Orders by County (our addition): up to 15 orders of customers with an address in a county
    FUNCTION OrdersByCountyQuery(p_county VARCHAR2, min_sleep NUMBER, max_sleep NUMBER) RETURN VARCHAR2 IS
    BEGIN
        reset_counts;
        FOR r IN (SELECT o.order_id, o.order_date, o.order_status, o.order_total, c.cust_first_name,
                         c.cust_last_name, a.town, a.county
                    FROM addresses a
                         JOIN orders o ON o.customer_id = a.customer_id
                         JOIN customers c ON c.customer_id = o.customer_id
                   WHERE a.county = p_county
                     AND ROWNUM <= 15) LOOP
            NULL;
        END LOOP;
        g_selects := g_selects + 1;
        RETURN reply;
    END OrdersByCountyQuery;
END orderentry;
/
