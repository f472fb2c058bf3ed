-- Order Entry (SOE) schema, Oracle: drops every object the installer made, the server-side package
-- ORDERENTRY included. Only objects present in USER_OBJECTS are dropped, so this also cleans up a
-- partial load and is a no-op on an empty schema. Tables go with PURGE so a reinstall starts clean.
BEGIN
    FOR o IN (SELECT object_name, object_type
                FROM user_objects
               WHERE (object_type = 'PACKAGE' AND object_name = 'ORDERENTRY')
                  OR (object_type = 'VIEW' AND object_name IN ('PRODUCTS', 'PRODUCT_PRICES'))
                  OR (object_type = 'SEQUENCE' AND object_name IN ('CUSTOMER_SEQ', 'ORDERS_SEQ', 'ADDRESS_SEQ',
                                                                   'LOGON_SEQ', 'CARD_DETAILS_SEQ'))
                  OR (object_type = 'TABLE' AND object_name IN ('ORDER_ITEMS', 'ORDERS', 'INVENTORIES',
                                                                'PRODUCT_DESCRIPTIONS', 'PRODUCT_INFORMATION',
                                                                'WAREHOUSES', 'LOGON', 'CARD_DETAILS', 'ADDRESSES',
                                                                'CUSTOMERS', 'ORDERENTRY_METADATA'))
               ORDER BY DECODE(object_type, 'PACKAGE', 1, 'VIEW', 2, 'SEQUENCE', 3, 4))
    LOOP
        IF o.object_type = 'TABLE' THEN
            EXECUTE IMMEDIATE 'DROP TABLE "' || o.object_name || '" CASCADE CONSTRAINTS PURGE';
        ELSE
            EXECUTE IMMEDIATE 'DROP ' || o.object_type || ' "' || o.object_name || '"';
        END IF;
    END LOOP;
END;
/
