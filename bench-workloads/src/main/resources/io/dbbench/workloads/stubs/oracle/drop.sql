BEGIN
    FOR o IN (SELECT object_name, object_type FROM user_objects
              WHERE object_type IN ('FUNCTION', 'TABLE')
                AND object_name IN ('SP1', 'SP2', 'SP3', 'SP4', 'SP5', 'SP6', 'SP_STUB_LOG', 'SP_STUB_DATA')
              ORDER BY object_type, object_name DESC) LOOP
        EXECUTE IMMEDIATE 'DROP ' || o.object_type || ' ' || o.object_name
            || CASE WHEN o.object_type = 'TABLE' THEN ' PURGE' END;
    END LOOP;
END;
/
