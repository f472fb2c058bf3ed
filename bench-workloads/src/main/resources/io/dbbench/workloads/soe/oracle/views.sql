-- Order Entry (SOE) schema, Oracle: the views.
-- products: each product with its US-English description when there is one, else its own name and text.
CREATE OR REPLACE VIEW products AS
SELECT i.product_id,
       d.language_id,
       NVL(d.translated_name, TO_NCHAR(i.product_name))               AS product_name,
       i.category_id,
       NVL(d.translated_description, TO_NCHAR(i.product_description)) AS product_description,
       i.weight_class,
       i.warranty_period,
       i.supplier_id,
       i.product_status,
       i.list_price,
       i.min_price,
       i.catalog_url
  FROM product_information i
  LEFT OUTER JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';

-- product_prices: what each product costs, by category.
CREATE OR REPLACE VIEW product_prices AS
SELECT i.category_id,
       i.product_id,
       i.product_name,
       i.list_price,
       i.min_price
  FROM product_information i;
