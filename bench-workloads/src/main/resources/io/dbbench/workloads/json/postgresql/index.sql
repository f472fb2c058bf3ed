-- JSON schema, PostgreSQL: key-value access goes through this index on the document's key.
CREATE UNIQUE INDEX passengers_key_ix ON passengers ((doc->>'passengerId'));
