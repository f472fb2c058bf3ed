package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.util.List;

/**
 * The 1,000 products, made from the seed once per load (a fixed, small table): the order-line generator
 * needs their prices and suppliers, PRODUCT_INFORMATION and PRODUCT_DESCRIPTIONS their text.
 */
final class ProductCatalog {
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

    private final String[] names = new String[SoeConstants.PRODUCTS + 1];
    private final String[] descriptions = new String[SoeConstants.PRODUCTS + 1];
    private final int[] categories = new int[SoeConstants.PRODUCTS + 1];
    private final int[] weightClasses = new int[SoeConstants.PRODUCTS + 1];
    private final int[] warrantyMonths = new int[SoeConstants.PRODUCTS + 1];
    private final int[] suppliers = new int[SoeConstants.PRODUCTS + 1];
    private final String[] statuses = new String[SoeConstants.PRODUCTS + 1];
    private final long[] listPriceCents = new long[SoeConstants.PRODUCTS + 1];
    private final long[] minPriceCents = new long[SoeConstants.PRODUCTS + 1];

    ProductCatalog(long seed) {
        RowRandom r = new RowRandom();
        for (int p = SoeConstants.MIN_PRODUCT_ID; p <= SoeConstants.MAX_PRODUCT_ID; p++) {
            r.reseed(seed, SoeTable.PRODUCT_INFORMATION.salt(), p);
            names[p] = r.pick(ADJECTIVES) + " " + r.pick(NOUNS) + " " + p;
            descriptions[p] = "The " + names[p] + ", " + r.pick(PHRASES) + " and " + r.pick(PHRASES) + ".";
            categories[p] = r.between(SoeConstants.MIN_CATEGORY_ID, SoeConstants.MAX_CATEGORY_ID);
            weightClasses[p] = r.between(1, 5);
            warrantyMonths[p] = 6 * r.between(0, 10);
            suppliers[p] = r.between(100, 999);
            statuses[p] = r.percent(85) ? STATUSES.get(0) : STATUSES.get(r.between(1, 3));
            listPriceCents[p] = 100L * r.between(5, 2_000) + r.nextInt(100);
            minPriceCents[p] = listPriceCents[p] * r.between(70, 95) / 100;
        }
    }

    String name(int product) {
        return names[product];
    }

    String description(int product) {
        return descriptions[product];
    }

    int category(int product) {
        return categories[product];
    }

    int weightClass(int product) {
        return weightClasses[product];
    }

    int warrantyMonths(int product) {
        return warrantyMonths[product];
    }

    int supplier(int product) {
        return suppliers[product];
    }

    String status(int product) {
        return statuses[product];
    }

    long listPriceCents(int product) {
        return listPriceCents[product];
    }

    long minPriceCents(int product) {
        return minPriceCents[product];
    }
}
