package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.util.List;

/**
 * The 1,000 products, made from the seed once per load (a fixed, small table): the order-line generator
 * needs their prices and suppliers, PRODUCT_INFORMATION and PRODUCT_DESCRIPTIONS their text.
 */
final class ProductCatalog {
    /** One product's columns, prices in cents. */
    record Product(
            String name,
            String description,
            int category,
            int weightClass,
            int warrantyMonths,
            int supplier,
            String status,
            long listPriceCents,
            long minPriceCents) {}

    static final List<String> STATUSES = List.of("orderable", "planned", "under development", "obsolete");
    private static final List<String> ADJECTIVES = SoeData.commaList(
            """
            Compact, Deluxe, Classic, Portable, Smart, Rugged, Wireless, Ergonomic, Digital, Premium, Basic,
            Modular, Silent, Solar, Turbo
            """);
    private static final List<String> NOUNS = SoeData.commaList(
            """
            Lamp, Keyboard, Monitor, Speaker, Router, Camera, Headset, Printer, Tablet, Charger, Drive,
            Scanner, Projector, Mouse, Desk, Chair, Kettle, Blender, Drill, Backpack
            """);
    private static final List<String> PHRASES = SoeData.commaList(
            """
            built to last, for home and office, with a two-year warranty option, in several colours,
            easy to set up, energy efficient, with replaceable parts, tested for daily use, light and strong,
            quiet in operation
            """);

    private final Product[] products = new Product[SoeConstants.PRODUCTS + 1];

    ProductCatalog(long seed) {
        RowRandom r = new RowRandom();
        for (int p = SoeConstants.MIN_PRODUCT_ID; p <= SoeConstants.MAX_PRODUCT_ID; p++) {
            r.reseed(seed, SoeTable.PRODUCT_INFORMATION.salt(), p);
            String name = r.pick(ADJECTIVES) + " " + r.pick(NOUNS) + " " + p;
            String description = "The " + name + ", " + r.pick(PHRASES) + " and " + r.pick(PHRASES) + ".";
            int category = r.between(SoeConstants.MIN_CATEGORY_ID, SoeConstants.MAX_CATEGORY_ID);
            int weightClass = r.between(1, 5);
            int warrantyMonths = 6 * r.between(0, 10);
            int supplier = r.between(100, 999);
            String status = r.percent(85) ? STATUSES.get(0) : STATUSES.get(r.between(1, 3));
            long listPriceCents = 100L * r.between(5, 2_000) + r.nextInt(100);
            long minPriceCents = listPriceCents * r.between(70, 95) / 100;
            products[p] = new Product(
                    name,
                    description,
                    category,
                    weightClass,
                    warrantyMonths,
                    supplier,
                    status,
                    listPriceCents,
                    minPriceCents);
        }
    }

    Product product(int product) {
        return products[product];
    }
}
