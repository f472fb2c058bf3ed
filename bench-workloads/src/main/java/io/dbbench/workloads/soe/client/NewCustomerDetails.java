package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * A random new customer with one address and one card, as Customer Registration inserts them. Names,
 * towns, counties and countries come from {@link SoeData}, the lists the loader draws from.
 */
record NewCustomerDetails(
        String firstName,
        String lastName,
        SoeData.NlsSetting nls,
        String email,
        BigDecimal creditLimit,
        int accountManagerId,
        LocalDate dateOfBirth,
        String customerClass,
        String suggestions,
        String mailshot,
        String partnerMailshot,
        NewAddress address,
        String cardType,
        long cardNumber,
        LocalDate cardExpiry,
        int securityCode) {
    static final int MIN_CREDIT_LIMIT = 100;
    static final int MAX_CREDIT_LIMIT = 5000;
    static final int MIN_AGE_YEARS = 20;
    static final int MAX_AGE_YEARS = 60;
    private static final List<String> EMAIL_DOMAINS = List.of("example.com", "example.net", "example.org");
    private static final List<String> CUSTOMER_CLASSES = List.of("Occasional", "Regular", "Business", "Prime");
    private static final List<String> SUGGESTIONS =
            List.of("Books", "Music", "Electronics", "Garden", "Sports", "Clothing", "Toys", "Kitchen");
    private static final long MIN_CARD_NUMBER = 100_000_000_000L; // 12 digits: card_number is NUMBER(12)
    private static final long MAX_CARD_NUMBER = 999_999_999_999L;

    static NewCustomerDetails random(RandomGenerator random, LocalDate today) {
        String first = SoeData.capitalized(SoeData.pick(SoeData.FIRST_NAMES, random));
        String last = SoeData.capitalized(SoeData.pick(SoeData.LAST_NAMES, random));
        String email = (first + "." + last + "@" + SoeData.pick(EMAIL_DOMAINS, random)).toLowerCase(Locale.ROOT);
        // a birthday between MIN_AGE_YEARS and MAX_AGE_YEARS years before today, to the day
        LocalDate oldest = today.minusYears(MAX_AGE_YEARS);
        LocalDate youngest = today.minusYears(MIN_AGE_YEARS);
        LocalDate dob = oldest.plusDays(random.nextLong(youngest.toEpochDay() - oldest.toEpochDay() + 1));
        return new NewCustomerDetails(
                first,
                last,
                SoeData.pick(SoeData.NLS_SETTINGS, random),
                email,
                BigDecimal.valueOf(random.nextInt(MIN_CREDIT_LIMIT, MAX_CREDIT_LIMIT + 1)),
                random.nextInt(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID + 1),
                dob,
                SoeData.pick(CUSTOMER_CLASSES, random),
                SoeData.pick(SUGGESTIONS, random),
                yesOrNo(random),
                yesOrNo(random),
                NewAddress.random(random),
                SoeData.pick(SoeData.CARD_TYPES, random),
                random.nextLong(MIN_CARD_NUMBER, MAX_CARD_NUMBER + 1),
                today.plusDays(random.nextInt(365, 5 * 365 + 1)),
                random.nextInt(100, 1000));
    }

    private static String yesOrNo(RandomGenerator random) {
        return random.nextBoolean() ? "Y" : "N";
    }
}
