package io.dbbench.workloads.sh;

import java.util.List;

/**
 * The Sales History dimensions that describe the business rather than its size, the same at every scale and
 * seed: countries, sales channels and the product catalogue's shape, plus the word lists customers are made
 * from. All ours; the channel names are the usual ones of the SH model's public description.
 */
final class ShReference {
    private ShReference() {}

    record Country(int id, String isoCode, String name, String subregion, String region) {}

    record Channel(int id, String desc, String channelClass) {}

    static final List<Country> COUNTRIES = List.of(
            new Country(1, "US", "United States of America", "Northern America", "Americas"),
            new Country(2, "CA", "Canada", "Northern America", "Americas"),
            new Country(3, "MX", "Mexico", "Central America", "Americas"),
            new Country(4, "BR", "Brazil", "Southern America", "Americas"),
            new Country(5, "AR", "Argentina", "Southern America", "Americas"),
            new Country(6, "GB", "United Kingdom", "Northern Europe", "Europe"),
            new Country(7, "SE", "Sweden", "Northern Europe", "Europe"),
            new Country(8, "DE", "Germany", "Western Europe", "Europe"),
            new Country(9, "FR", "France", "Western Europe", "Europe"),
            new Country(10, "IT", "Italy", "Southern Europe", "Europe"),
            new Country(11, "ES", "Spain", "Southern Europe", "Europe"),
            new Country(12, "PL", "Poland", "Eastern Europe", "Europe"),
            new Country(13, "JP", "Japan", "Eastern Asia", "Asia"),
            new Country(14, "CN", "China", "Eastern Asia", "Asia"),
            new Country(15, "IN", "India", "Southern Asia", "Asia"),
            new Country(16, "SG", "Singapore", "South-Eastern Asia", "Asia"),
            new Country(17, "SA", "Saudi Arabia", "Western Asia", "Middle East"),
            new Country(18, "AU", "Australia", "Australia and New Zealand", "Oceania"),
            new Country(19, "NZ", "New Zealand", "Australia and New Zealand", "Oceania"),
            new Country(20, "ZA", "South Africa", "Southern Africa", "Africa"),
            new Country(21, "NG", "Nigeria", "Western Africa", "Africa"),
            new Country(22, "EG", "Egypt", "Northern Africa", "Africa"));

    static final List<Channel> CHANNELS = List.of(
            new Channel(1, "Direct Sales", "Direct"),
            new Channel(2, "Tele Sales", "Direct"),
            new Channel(3, "Catalog", "Indirect"),
            new Channel(4, "Internet", "Indirect"),
            new Channel(5, "Partners", "Others"));

    /** Share of sales per channel, in CHANNELS order, in percent. */
    static final int[] CHANNEL_PERCENT = {30, 10, 10, 35, 15};

    /** Promotion 1 is "no promotion", which most sales carry. */
    static final int PROMOTIONS = 100;

    static final int NO_PROMOTION = 1;

    /** Percent of sales (and cost rows) without a promotion. */
    static final int NO_PROMOTION_PERCENT = 80;

    static final List<String> PROMOTION_CATEGORIES =
            List.of("TV", "radio", "newspaper", "magazine", "post", "internet", "flyer");

    static final int PRODUCTS = 72;

    /** Category, then its four subcategories; product k is in subcategory (k - 1) mod 20. */
    static final List<List<String>> CATALOGUE = List.of(
            List.of("Electronics", "Televisions", "Audio", "Cameras", "Game Consoles"),
            List.of("Computers", "Laptops", "Desktops", "Monitors", "Printers"),
            List.of("Accessories", "Cables", "Cases", "Batteries", "Memory Cards"),
            List.of("Software", "Games", "Office", "Security", "Education"),
            List.of("Home", "Kitchen", "Lighting", "Tools", "Garden"));

    static final int SUBCATEGORIES_PER_CATEGORY = 4;

    static final List<String> FIRST_NAMES = List.of(
            "Ada", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kemi", "Liam", "Maya",
            "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara", "Umar", "Vera", "Wen", "Yusuf");

    static final List<String> LAST_NAMES = List.of(
            "Okafor",
            "Lindqvist",
            "Moreau",
            "Tanaka",
            "Kowalski",
            "Silva",
            "Hughes",
            "Rossi",
            "Novak",
            "Haddad",
            "Fischer",
            "Garcia",
            "Chen",
            "Patel",
            "Walker",
            "Ivanova",
            "Mensah",
            "Kaur",
            "Berg",
            "Duarte");

    static final List<String> CITIES = List.of(
            "Northfield",
            "Riverton",
            "Lakeside",
            "Hillcrest",
            "Eastbrook",
            "Westport",
            "Stonebridge",
            "Fairview",
            "Maplewood",
            "Oakridge",
            "Clearwater",
            "Ashford",
            "Brookline",
            "Redcliff",
            "Greenhaven",
            "Kingsbury");

    static final List<String> MARITAL_STATUS = List.of("single", "married", "divorced", "widowed");

    static final List<String> INCOME_LEVELS =
            List.of("under 25k", "25k to 50k", "50k to 100k", "100k to 200k", "over 200k");
}
