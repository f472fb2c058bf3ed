-- Statements for dbbench's statement-runner integration test.
-- param: :YEAR   integer random 1998 2002
-- param: :DAY    date    random 1998-01-01 2002-12-31
-- param: :REGION string  enum   North,South,East

-- name: top_cities
-- literal: true
select city, sum(amount) from sales where sale_year = :YEAR group by city order by 2 desc limit 5;

-- name: by_day
select count(*) from sales where sold = :DAY;

-- name: count_region
-- timeout: 10
select count(*) from sales where region = :REGION and sale_year >= :YEAR;
