-- JSON schema, PostgreSQL: one jsonb document per airline passenger; the key lives inside the document.
-- The unique expression index on the key is built by index.sql after the load (one build is cheaper
-- than maintaining it row by row).
CREATE TABLE passengers (
    doc JSONB NOT NULL,
    CONSTRAINT passengers_doc_object CHECK (jsonb_typeof(doc) = 'object')
);
