-- Order Entry (SOE) schema, PostgreSQL: the views.
-- products: each product with its US-English description when there is one, else its own name and text.
CREATE VIEW products AS
SELECT i.product_id,
       d.language_id,
       COALESCE(d.translated_name, i.product_name)               AS product_name,
       i.category_id,
       COALESCE(d.translated_description, i.product_description) AS product_description,
       i.weight_class,
       i.warranty_period,
       i.supplier_id,
       i.product_status,
       i.list_price,
       i.min_price,
       i.catalog_url
  FROM product_information i
  LEFT JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';

-- product_prices: what each product costs, by category.
CREATE VIEW product_prices AS
SELECT i.category_id,
       i.product_id,
       i.product_name,
       i.list_price,
       i.min_price
  FROM product_information i;
