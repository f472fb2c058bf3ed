package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.SoeData;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/** A random postal address for Customer Registration and Update Customer Details. */
record NewAddress(
        String houseNoOrName,
        String streetName,
        String town,
        String county,
        String country,
        String postCode,
        String zipCode) {
    private static final List<String> STREET_KINDS = List.of("Street", "Road", "Lane", "Avenue", "Close", "Way");
    private static final String POST_CODE_LETTERS = "ABCDEFGHJKLMNPRSTUWXYZ";

    static NewAddress random(RandomGenerator random) {
        String street = SoeData.capitalized(SoeData.pick(SoeData.LAST_NAMES, random)) + " "
                + SoeData.pick(STREET_KINDS, random);
        String postCode = "" + letter(random) + letter(random) + random.nextInt(1, 100) + " " + random.nextInt(10)
                + letter(random) + letter(random);
        String zip = String.format(Locale.ROOT, "%05d", random.nextInt(100_000));
        return new NewAddress(
                Integer.toString(random.nextInt(1, 1000)),
                street,
                SoeData.pick(SoeData.TOWNS, random),
                SoeData.pick(SoeData.COUNTIES, random),
                SoeData.pick(SoeData.COUNTRIES, random),
                postCode,
                zip);
    }

    private static char letter(RandomGenerator random) {
        return POST_CODE_LETTERS.charAt(random.nextInt(POST_CODE_LETTERS.length()));
    }
}
