package io.dbbench.workloads.tpcds.schema;

import java.util.List;
import java.util.Map;

/**
 * The values text and number columns draw from, by the column's name without its table prefix
 * ({@code i_category} -> {@code category}). Kept small and documented so the queries' parameter lists
 * (configs/tpcds_statements.xml) can name values that exist: a state, a category, a colour.
 */
final class Vocabulary {
    static final List<String> STATES = List.of("TN", "GA", "TX", "CA", "NY", "OH", "IL", "WA", "FL", "MI");
    static final List<String> CATEGORIES =
            List.of("Books", "Children", "Electronics", "Home", "Jewelry", "Men", "Music", "Shoes", "Sports", "Women");
    static final List<String> CLASSES = List.of(
            "accessories",
            "athletic",
            "classical",
            "computers",
            "country",
            "dresses",
            "fiction",
            "furniture",
            "infants",
            "kitchen",
            "outdoor",
            "pants",
            "pop",
            "reference",
            "romance",
            "shirts",
            "swimwear",
            "televisions",
            "toddlers",
            "travel");
    static final List<String> COLORS = List.of(
            "almond", "azure", "beige", "black", "blue", "brown", "coral", "cream", "cyan", "green", "grey", "ivory",
            "khaki", "lime", "maroon", "navy", "olive", "orange", "pink", "purple", "red", "silver", "tan", "white",
            "yellow");
    static final List<String> CITIES = List.of(
            "Fairview",
            "Midway",
            "Oak Grove",
            "Riverside",
            "Five Points",
            "Pleasant Hill",
            "Centerville",
            "Mount Zion",
            "Greenwood",
            "Union",
            "Salem",
            "Clinton");
    static final List<String> COUNTIES = List.of(
            "Williamson County",
            "Walker County",
            "Ziebach County",
            "Franklin Parish",
            "Luce County",
            "Richland County",
            "Barrow County",
            "Daviess County");
    static final List<String> EDUCATION =
            List.of("Primary", "Secondary", "College", "2 yr Degree", "4 yr Degree", "Advanced Degree", "Unknown");
    static final List<String> BUY_POTENTIAL =
            List.of("0-500", "501-1000", "1001-5000", "5001-10000", ">10000", "Unknown");
    static final List<String> SHIP_TYPES = List.of("EXPRESS", "NEXT DAY", "OVERNIGHT", "TWO DAY", "REGULAR", "LIBRARY");
    static final List<String> MEAL_TIMES = List.of("breakfast", "lunch", "dinner");
    static final List<String> FIRST_NAMES = List.of(
            "James", "Mary", "John", "Linda", "Robert", "Susan", "Michael", "Karen", "David", "Lisa", "William",
            "Nancy", "Richard", "Betty", "Joseph", "Helen");
    static final List<String> LAST_NAMES = List.of(
            "Smith",
            "Johnson",
            "Williams",
            "Brown",
            "Jones",
            "Miller",
            "Davis",
            "Garcia",
            "Wilson",
            "Moore",
            "Taylor",
            "Anderson",
            "Thomas",
            "Jackson",
            "White",
            "Harris");
    static final List<String> COUNTRIES =
            List.of("UNITED STATES", "CANADA", "MEXICO", "GERMANY", "FRANCE", "JAPAN", "BRAZIL", "INDIA");
    static final List<String> REASONS = List.of(
            "Package was damaged",
            "Stopped working",
            "Did not fit",
            "Found a better price",
            "Not the product that was ordered",
            "Parts missing",
            "Gift exchange",
            "Duplicate purchase");
    static final List<String> SYLLABLES =
            List.of("able", "anti", "bar", "cally", "eing", "ese", "ought", "pri", "ation", "n st", "eing", "ought");

    private static final Map<String, List<String>> TEXT = Map.ofEntries(
            Map.entry("category", CATEGORIES),
            Map.entry("class", CLASSES),
            Map.entry("color", COLORS),
            Map.entry("state", STATES),
            Map.entry("city", CITIES),
            Map.entry("county", COUNTIES),
            Map.entry("country", List.of("United States")),
            Map.entry("birth_country", COUNTRIES),
            Map.entry("gender", List.of("M", "F")),
            Map.entry("marital_status", List.of("M", "S", "D", "W", "U")),
            Map.entry("education_status", EDUCATION),
            Map.entry("credit_rating", List.of("Good", "High Risk", "Low Risk", "Unknown")),
            Map.entry("buy_potential", BUY_POTENTIAL),
            Map.entry("type", SHIP_TYPES),
            Map.entry("carrier", List.of("UPS", "FEDEX", "DHL", "USPS", "TBS", "ZOUROS")),
            Map.entry("meal_time", MEAL_TIMES),
            Map.entry("first_name", FIRST_NAMES),
            Map.entry("last_name", LAST_NAMES),
            Map.entry("salutation", List.of("Mr.", "Mrs.", "Ms.", "Dr.", "Sir", "Miss")),
            Map.entry("size", List.of("small", "medium", "large", "extra large", "petite", "N/A")),
            Map.entry("units", List.of("Each", "Dozen", "Box", "Case", "Pound", "Ounce", "Gross")),
            Map.entry("container", List.of("Unknown")),
            Map.entry("street_type", List.of("Street", "Avenue", "Road", "Lane", "Boulevard", "Court", "Drive", "Way")),
            Map.entry(
                    "street_name",
                    List.of("Main", "Oak", "Park", "Elm", "Lake", "Hill", "Maple", "Cedar", "Pine", "View")),
            Map.entry("location_type", List.of("apartment", "condo", "single family")),
            Map.entry("reason_desc", REASONS),
            Map.entry("hours", List.of("8AM-4PM", "8AM-12AM", "8AM-8AM")),
            Map.entry("purpose", List.of("Unknown")),
            Map.entry("department", List.of("DEPARTMENT")),
            Map.entry("shift", List.of("first", "second", "third")),
            Map.entry("geography_class", List.of("Unknown")),
            Map.entry("division_name", List.of("Unknown")),
            Map.entry("company_name", List.of("able", "ought", "pri", "ese", "anti", "cally")),
            Map.entry("mkt_class", List.of("A bit narrow forms", "Large, wide papers", "Small, sure classes")));

    private Vocabulary() {}

    /** The values a text column of this base name draws from, or null for made-up words. */
    static List<String> text(String baseName) {
        return TEXT.get(baseName);
    }

    /**
     * Inclusive integer range of a number column of this base name.
     *
     * @return {min, max}
     */
    static long[] integerRange(String baseName) {
        return switch (baseName) {
            case "birth_year" -> new long[] {1924, 1992};
            case "birth_month", "moy" -> new long[] {1, 12};
            case "birth_day" -> new long[] {1, 28};
            case "dep_count", "dep_employed_count", "dep_college_count" -> new long[] {0, 6};
            case "vehicle_count" -> new long[] {-1, 4};
            case "purchase_estimate" -> new long[] {500, 10_000};
            case "category_id" -> new long[] {1, CATEGORIES.size()};
            case "class_id" -> new long[] {1, CLASSES.size()};
            case "brand_id" -> new long[] {1001001, 1001100};
            case "manufact_id" -> new long[] {1, 100};
            case "manager_id" -> new long[] {1, 100};
            case "market_id", "mkt_id" -> new long[] {1, 10};
            case "lower_bound" -> new long[] {0, 0};
                // web pages as the specification draws them: TPC-DS query 90 counts pages of 5000..5200 characters
            case "link_count" -> new long[] {2, 25};
            case "image_count" -> new long[] {1, 7};
            case "max_ad_count" -> new long[] {0, 4};
            case "char_count" -> new long[] {300, 8_550};
            default -> new long[] {1, 1000};
        };
    }

    /** Made-up text of the TPC-DS kind ("ableantibar"), at most {@code maxLength} characters. */
    static String words(long draw, int maxLength) {
        StringBuilder out = new StringBuilder();
        long rest = draw;
        int words = 1 + (int) Long.remainderUnsigned(rest, 3);
        for (int i = 0; i < words; i++) {
            rest = TpcdsRandom.mix64(rest);
            out.append(SYLLABLES.get((int) Long.remainderUnsigned(rest, SYLLABLES.size())));
        }
        return out.length() <= maxLength ? out.toString() : out.substring(0, maxLength);
    }
}
