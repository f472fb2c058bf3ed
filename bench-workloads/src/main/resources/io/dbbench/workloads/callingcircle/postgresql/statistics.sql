-- Calling Circle schema, postgresql: planner statistics after the load, so the first run's plans know the
-- tables' sizes.
ANALYZE cc_customers;
ANALYZE cc_accounts;
ANALYZE cc_circles;
ANALYZE cc_calls;
