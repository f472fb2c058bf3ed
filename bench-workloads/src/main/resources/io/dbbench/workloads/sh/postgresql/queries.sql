-- Sales History transactions, postgresql: one read-only analytic query per transaction, in ShTransaction's
-- order. Each statement's first comment names the transaction's short name and what its ? markers bind:
-- from/to a date range drawn from the seeded random, country a countries.country_id, channel a channel_id.
-- SRMC Sales Rollup by Month and Channel; binds: from, to (a quarter)
SELECT t.calendar_month_desc, ch.channel_desc, SUM(s.amount_sold) AS amount, SUM(s.quantity_sold) AS quantity
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
WHERE s.time_id BETWEEN ? AND ?
GROUP BY ROLLUP (t.calendar_month_desc, ch.channel_desc)
ORDER BY 1, 2;
-- SRWC Sales Rollup by Week and Channel; binds: from, to (a month)
SELECT t.calendar_year, t.calendar_week_number, ch.channel_desc, SUM(s.amount_sold) AS amount
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
WHERE s.time_id BETWEEN ? AND ?
GROUP BY ROLLUP (t.calendar_year, t.calendar_week_number, ch.channel_desc)
ORDER BY 1, 2, 3;
-- SCMC Sales Cube by Month and Channel; binds: from, to (a quarter), country
SELECT t.calendar_month_desc, ch.channel_desc, SUM(s.amount_sold) AS amount,
       GROUPING(t.calendar_month_desc) AS all_months, GROUPING(ch.channel_desc) AS all_channels
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
JOIN sh_customers cu ON cu.cust_id = s.cust_id
WHERE s.time_id BETWEEN ? AND ? AND cu.country_id = ?
GROUP BY CUBE (t.calendar_month_desc, ch.channel_desc)
ORDER BY 1, 2;
-- SCWC Sales Cube by Week and Channel; binds: from, to (a month), country
SELECT t.calendar_week_number, ch.channel_desc, SUM(s.amount_sold) AS amount,
       GROUPING(t.calendar_week_number) AS all_weeks, GROUPING(ch.channel_desc) AS all_channels
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
JOIN sh_customers cu ON cu.cust_id = s.cust_id
WHERE s.time_id BETWEEN ? AND ? AND cu.country_id = ?
GROUP BY CUBE (t.calendar_week_number, ch.channel_desc)
ORDER BY 1, 2;
-- PSCR Product Sales Cube and Rollup by Year; binds: from, to (a year)
SELECT t.calendar_year, p.prod_category, p.prod_subcategory, ch.channel_desc, SUM(s.amount_sold) AS amount
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_products p ON p.prod_id = s.prod_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
WHERE s.time_id BETWEEN ? AND ?
GROUP BY t.calendar_year, ROLLUP (p.prod_category, p.prod_subcategory), CUBE (ch.channel_desc)
ORDER BY 1, 2, 3, 4;
-- PMSCR Product Monthly Sales Cube and Rollup; binds: from, to (a quarter), country
SELECT t.calendar_month_desc, p.prod_category, p.prod_subcategory, ch.channel_desc, SUM(s.amount_sold) AS amount
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_products p ON p.prod_id = s.prod_id
JOIN sh_channels ch ON ch.channel_id = s.channel_id
JOIN sh_customers cu ON cu.cust_id = s.cust_id
WHERE s.time_id BETWEEN ? AND ? AND cu.country_id = ?
GROUP BY t.calendar_month_desc, ROLLUP (p.prod_category, p.prod_subcategory), CUBE (ch.channel_desc)
ORDER BY 1, 2, 3, 4;
-- SMA Sales Moving Average; binds: from, to (half a year), channel
SELECT m.prod_category, m.calendar_month_desc, m.month_amount,
       AVG(m.month_amount) OVER (PARTITION BY m.prod_category ORDER BY m.calendar_month_desc
                                 ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS moving_average_3_months
FROM (SELECT p.prod_category, t.calendar_month_desc, SUM(s.amount_sold) AS month_amount
      FROM sh_sales s
      JOIN sh_times t ON t.time_id = s.time_id
      JOIN sh_products p ON p.prod_id = s.prod_id
      WHERE s.time_id BETWEEN ? AND ? AND s.channel_id = ?
      GROUP BY p.prod_category, t.calendar_month_desc) m
ORDER BY 1, 2;
-- PPSC Period to Period Sales Comparison; binds: from, to (two quarters)
SELECT q.prod_subcategory, q.calendar_quarter_desc, q.amount,
       LAG(q.amount) OVER (PARTITION BY q.prod_subcategory ORDER BY q.calendar_quarter_desc) AS previous_amount,
       q.amount - LAG(q.amount) OVER (PARTITION BY q.prod_subcategory ORDER BY q.calendar_quarter_desc) AS amount_change
FROM (SELECT p.prod_subcategory, t.calendar_quarter_desc, SUM(s.amount_sold) AS amount
      FROM sh_sales s
      JOIN sh_times t ON t.time_id = s.time_id
      JOIN sh_products p ON p.prod_id = s.prod_id
      WHERE s.time_id BETWEEN ? AND ?
      GROUP BY p.prod_subcategory, t.calendar_quarter_desc) q
ORDER BY 1, 2;
-- WWSC Week to Week Sales Comparison; binds: from, to (a month), country
SELECT w.calendar_year, w.calendar_week_number, w.amount,
       LAG(w.amount) OVER (ORDER BY w.calendar_year, w.calendar_week_number) AS previous_week_amount
FROM (SELECT t.calendar_year, t.calendar_week_number, SUM(s.amount_sold) AS amount
      FROM sh_sales s
      JOIN sh_times t ON t.time_id = s.time_id
      JOIN sh_customers cu ON cu.cust_id = s.cust_id
      WHERE s.time_id BETWEEN ? AND ? AND cu.country_id = ?
      GROUP BY t.calendar_year, t.calendar_week_number) w
ORDER BY 1, 2;
-- TSQ Top Sales Within Quarter; binds: from, to (a quarter), channel
SELECT r.prod_name, r.amount, r.sales_rank
FROM (SELECT p.prod_name, SUM(s.amount_sold) AS amount,
             RANK() OVER (ORDER BY SUM(s.amount_sold) DESC) AS sales_rank
      FROM sh_sales s
      JOIN sh_products p ON p.prod_id = s.prod_id
      WHERE s.time_id BETWEEN ? AND ? AND s.channel_id = ?
      GROUP BY p.prod_name) r
WHERE r.sales_rank <= 10
ORDER BY r.sales_rank, r.prod_name;
-- TSW Top Sales Within Week; binds: from, to (a week)
SELECT r.channel_desc, r.cust_id, r.amount, r.sales_rank
FROM (SELECT ch.channel_desc, s.cust_id, SUM(s.amount_sold) AS amount,
             RANK() OVER (PARTITION BY ch.channel_desc ORDER BY SUM(s.amount_sold) DESC) AS sales_rank
      FROM sh_sales s
      JOIN sh_channels ch ON ch.channel_id = s.channel_id
      WHERE s.time_id BETWEEN ? AND ?
      GROUP BY ch.channel_desc, s.cust_id) r
WHERE r.sales_rank <= 10
ORDER BY r.channel_desc, r.sales_rank, r.cust_id;
-- SQC Sales by Quarter and Country; binds: from, to (a year)
SELECT t.calendar_quarter_desc, co.country_name, SUM(s.amount_sold) AS amount, COUNT(*) AS sales_count
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_customers cu ON cu.cust_id = s.cust_id
JOIN sh_countries co ON co.country_id = cu.country_id
WHERE s.time_id BETWEEN ? AND ?
GROUP BY t.calendar_quarter_desc, co.country_name
ORDER BY 1, 2;
-- SWC Sales by Week and Country; binds: from, to (a quarter), country
SELECT t.calendar_year, t.calendar_week_number, co.country_name, SUM(s.amount_sold) AS amount
FROM sh_sales s
JOIN sh_times t ON t.time_id = s.time_id
JOIN sh_customers cu ON cu.cust_id = s.cust_id
JOIN sh_countries co ON co.country_id = cu.country_id
WHERE s.time_id BETWEEN ? AND ? AND cu.country_id = ?
GROUP BY t.calendar_year, t.calendar_week_number, co.country_name
ORDER BY 1, 2, 3;
