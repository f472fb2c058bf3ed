-- JSON schema, Oracle 21c and later: the native JSON type (binary OSON), which is JSON by construction.
-- The unique index on the key is built by index.sql after the load.
CREATE TABLE passengers (
    doc JSON NOT NULL
);
