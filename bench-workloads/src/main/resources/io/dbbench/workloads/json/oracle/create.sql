-- JSON schema, Oracle before 21c: the document as a CLOB that must hold JSON (the IS JSON check).
-- The unique index on the key is built by index.sql after the load.
CREATE TABLE passengers (
    doc CLOB NOT NULL
);

ALTER TABLE passengers ADD CONSTRAINT passengers_doc_json CHECK (doc IS JSON);
