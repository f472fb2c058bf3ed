-- Order Entry (SOE) schema, Oracle: the sequences new rows take their ids from, created after the load.
-- ${...} placeholders are filled by the loader with the loaded maximum + 1 of each table.
CREATE SEQUENCE customer_seq START WITH ${customer_seq_start} CACHE 1000 NOORDER;
CREATE SEQUENCE orders_seq START WITH ${orders_seq_start} CACHE 1000 NOORDER;
CREATE SEQUENCE address_seq START WITH ${address_seq_start} CACHE 1000 NOORDER;
CREATE SEQUENCE logon_seq START WITH ${logon_seq_start} CACHE 1000 NOORDER;
CREATE SEQUENCE card_details_seq START WITH ${card_details_seq_start} CACHE 1000 NOORDER;
