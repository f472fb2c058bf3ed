DROP TABLE lio_table PURGE;
