-- JSON schema, Oracle: key-value access goes through this function-based index on the document's key;
-- the statements use the same JSON_VALUE expression so the optimizer matches it.
CREATE UNIQUE INDEX passengers_key_ix ON passengers (JSON_VALUE(doc, '$.passengerId'));
