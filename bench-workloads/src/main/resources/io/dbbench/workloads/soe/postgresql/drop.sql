-- Order Entry (SOE) schema, PostgreSQL: drops every object the installer made, the server-side code
-- included; objects that are absent are skipped (IF EXISTS), so this also cleans up a partial load.
-- Server-side code: the PL/pgSQL functions live in their own schema orderentry, so that JDBC's
-- {? = call orderentry.newOrder(?,?,?)} finds them as on Oracle.
DROP SCHEMA IF EXISTS orderentry CASCADE;
-- ...or, should they have been installed into the current schema, as plain functions of these names.
DO $$
DECLARE
    f regprocedure;
BEGIN
    FOR f IN SELECT p.oid::regprocedure
               FROM pg_proc p
              WHERE p.pronamespace = current_schema()::regnamespace
                AND p.proname IN ('setplsqlcommit', 'browseproducts', 'neworder', 'newcustomer',
                                  'updatecustomerdetails', 'processorders', 'browseandupdateorders',
                                  'salesrepsquery', 'warehouseactivityquery', 'warehouseordersquery')
    LOOP
        EXECUTE 'DROP FUNCTION ' || f::text;
    END LOOP;
END
$$;
DROP VIEW IF EXISTS products;
DROP VIEW IF EXISTS product_prices;
DROP SEQUENCE IF EXISTS customer_seq;
DROP SEQUENCE IF EXISTS orders_seq;
DROP SEQUENCE IF EXISTS address_seq;
DROP SEQUENCE IF EXISTS logon_seq;
DROP SEQUENCE IF EXISTS card_details_seq;
DROP TABLE IF EXISTS order_items;
DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS inventories;
DROP TABLE IF EXISTS product_descriptions;
DROP TABLE IF EXISTS product_information;
DROP TABLE IF EXISTS warehouses;
DROP TABLE IF EXISTS logon;
DROP TABLE IF EXISTS card_details;
DROP TABLE IF EXISTS addresses;
DROP TABLE IF EXISTS customers;
DROP TABLE IF EXISTS orderentry_metadata;
