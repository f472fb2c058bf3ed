package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeData;
import java.util.random.RandomGenerator;

/**
 * The random arguments the client draws for the server-side functions, from the session's random
 * source: the same seed gives the same arguments, in the same order.
 */
final class SoeInputs {
    record CustomerName(String firstName, String lastName) {}

    record Address(String town, String county, String country) {}

    record NewCustomer(String firstName, String lastName, SoeData.NlsSetting nls, Address address) {}

    private SoeInputs() {}

    /** A name from the lists the loader draws from, so a search by name usually finds someone. */
    static CustomerName customerName(TransactionContext context) {
        RandomGenerator random = context.random();
        return new CustomerName(SoeData.pick(SoeData.FIRST_NAMES, random), SoeData.pick(SoeData.LAST_NAMES, random));
    }

    static Address address(TransactionContext context) {
        RandomGenerator random = context.random();
        return new Address(
                SoeData.pick(SoeData.TOWNS, random),
                SoeData.pick(SoeData.COUNTIES, random),
                SoeData.pick(SoeData.COUNTRIES, random));
    }

    /** A new customer's name is capitalized ("Mary Smith"), as the client-side registration writes it. */
    static NewCustomer newCustomer(TransactionContext context) {
        CustomerName name = customerName(context);
        SoeData.NlsSetting nls = SoeData.pick(SoeData.NLS_SETTINGS, context.random());
        return new NewCustomer(
                SoeData.capitalized(name.firstName()), SoeData.capitalized(name.lastName()), nls, address(context));
    }
}
