-- Sales History schema, postgresql: planner statistics after the load, so the first run's plans know the
-- tables' sizes and the spread of their keys.
ANALYZE sh_sales;
ANALYZE sh_costs;
ANALYZE sh_customers;
ANALYZE sh_times;
ANALYZE sh_promotions;
ANALYZE sh_products;
ANALYZE sh_countries;
ANALYZE sh_channels;
