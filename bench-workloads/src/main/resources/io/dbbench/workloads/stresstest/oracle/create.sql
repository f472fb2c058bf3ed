-- Stress Test schema, Oracle: the table only.
-- The index is created by index.sql after the initial rows are loaded (one build is cheaper than
-- maintaining it row by row during the load).
CREATE TABLE stresstesttable (
    id            NUMBER(19)     NOT NULL,
    aint          NUMBER(10),
    afloat        BINARY_DOUBLE,
    asmallvarchar VARCHAR2(10),
    abigvarchar   VARCHAR2(1000),
    adate         DATE,
    CONSTRAINT stresstesttable_pk PRIMARY KEY (id)
);
