-- Statements for dbbench's statement runner, written for its tests.
-- param: :YEAR integer random 1998 2002
-- param: :DAY date enum 2001-01-01,2001-06-30
-- param: :COL string enum city,state bare

-- name: Y1
-- timeout: 30
-- literal: true
select :COL, count(*) from sales where year >= :YEAR group by :COL;

-- name: D2
select ';' as semi, d from days where d = :DAY;

-- enabled: false
delete from days where d < :DAY;
