-- JSON schema, Oracle: the index goes with the table; PURGE skips the recycle bin so a reinstall starts clean.
DROP TABLE passengers PURGE;
