-- Stress Test schema, PostgreSQL: the table only.
-- The index is created by index.sql after the initial rows are loaded (one build is cheaper than
-- maintaining it row by row during the load).
CREATE TABLE stresstesttable (
    id            BIGINT           NOT NULL,
    aint          INTEGER,
    afloat        DOUBLE PRECISION,
    asmallvarchar VARCHAR(10),
    abigvarchar   VARCHAR(1000),
    adate         DATE,
    CONSTRAINT stresstesttable_pk PRIMARY KEY (id)
);
