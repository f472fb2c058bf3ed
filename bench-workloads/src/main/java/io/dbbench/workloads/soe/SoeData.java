package io.dbbench.workloads.soe;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * Reference lists for generated customers and addresses. Our own lists (common names, invented towns),
 * not SwingBench's data files; the loader and the transactions draw from the same lists, so names a
 * transaction searches for exist in the data.
 */
public final class SoeData {
    public static final List<String> FIRST_NAMES = commaList(
            """
            james, mary, john, patricia, robert, jennifer, michael, linda, william, elizabeth, david, barbara,
            richard, susan, joseph, jessica, thomas, sarah, charles, karen, daniel, nancy, matthew, lisa,
            anthony, betty, mark, margaret, donald, sandra, steven, ashley, paul, kimberly, andrew, emily,
            joshua, donna, kenneth, michelle, kevin, carol, brian, amanda, george, melissa, timothy, deborah,
            ronald, stephanie, edward, rebecca, jason, sharon, jeffrey, laura, ryan, cynthia, jacob, kathleen,
            gary, amy, nicholas, angela, eric, shirley, jonathan, anna, stephen, brenda, larry, pamela, justin,
            emma, scott, nicole, brandon, helen, benjamin, samantha
            """);

    public static final List<String> LAST_NAMES = commaList(
            """
            smith, johnson, williams, brown, jones, garcia, miller, davis, rodriguez, martinez, hernandez,
            lopez, gonzalez, wilson, anderson, thomas, taylor, moore, jackson, martin, lee, perez, thompson,
            white, harris, sanchez, clark, ramirez, lewis, robinson, walker, young, allen, king, wright, scott,
            torres, nguyen, hill, flores, green, adams, nelson, baker, hall, rivera, campbell, mitchell,
            carter, roberts, gomez, phillips, evans, turner, diaz, parker, cruz, edwards, collins, reyes,
            stewart, morris, morales, murphy, cook, rogers, gutierrez, ortiz, morgan, cooper, peterson, bailey,
            reed, kelly, howard, ramos, kim, cox, ward, richardson
            """);

    public static final List<String> TOWNS = commaList(
            """
            Ashford, Brookfield, Cedarvale, Dunmore, Eastwick, Fairhaven, Glenrock, Harrowgate, Ironbridge,
            Juniper Falls, Kingsmere, Larkspur, Millbrook, Northam, Oakridge, Pinecrest, Queensbury, Riverton,
            Stonehaven, Thornbury, Upton, Valemont, Westfield, Yarrow, Ambleside, Bramley, Coldwater, Dovecote,
            Elmstead, Foxley
            """);

    public static final List<String> COUNTIES = commaList(
            """
            Northshire, Southmoor, Eastvale, Westmarch, Highland, Lowfield, Midlands, Coastal, Lakeside,
            Forestdale, Riverside, Hillcrest, Greenacre, Redstone, Silverdale, Oakham
            """);

    public static final List<String> COUNTRIES = commaList(
            """
            United Kingdom, United States, Germany, France, Spain, Italy, Netherlands, Ireland, Canada,
            Australia, Japan, India
            """);

    /** NLS language / territory pairs, as an Oracle session would name them. */
    public record NlsSetting(String language, String territory) {}

    public static final List<NlsSetting> NLS_SETTINGS = List.of(
            new NlsSetting("us", "AMERICA"),
            new NlsSetting("gb", "UNITED KINGDOM"),
            new NlsSetting("d", "GERMANY"),
            new NlsSetting("f", "FRANCE"),
            new NlsSetting("e", "SPAIN"),
            new NlsSetting("i", "ITALY"),
            new NlsSetting("nl", "THE NETHERLANDS"),
            new NlsSetting("ja", "JAPAN"),
            new NlsSetting("esa", "MEXICO"),
            new NlsSetting("ptb", "BRAZIL"));

    public static final List<String> CARD_TYPES = List.of("visa", "mastercard", "amex", "diners", "maestro", "jcb");

    private SoeData() {}

    /**
     * The entries of a comma-separated list, in order, each stripped of the white space around it (so a
     * text block can hold a long list of words, wrapped as it likes).
     */
    public static List<String> commaList(String text) {
        return Arrays.stream(text.split(",")).map(String::strip).toList();
    }

    /** "smith" as "Smith": how new customers' names are written. */
    public static String capitalized(String name) {
        return name.isEmpty() ? name : name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }

    public static <T> T pick(List<T> list, RandomGenerator random) {
        return list.get(random.nextInt(list.size()));
    }
}
