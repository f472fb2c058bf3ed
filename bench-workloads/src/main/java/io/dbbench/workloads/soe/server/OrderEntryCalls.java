package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.CallableStatement;
import java.sql.SQLException;
import java.util.function.ToLongFunction;

/**
 * The calls of the server-side transactions and the arguments each draws. Every function does its whole
 * transaction; the comments say what it does.
 */
final class OrderEntryCalls {
    /**
     * Customer Registration (NCR): a new customer with an address and a card, then a logon; names, NLS
     * setting and address are drawn here from {@link io.dbbench.workloads.soe.SoeData}. SwingBench's
     * {@code NewCustomerProcessV2} resolves here too.
     */
    static final String NEW_CUSTOMER = "{? = call orderentry.newCustomer(?, ?, ?, ?, ?, ?, ?, ?, ?)}";
    /**
     * Update Customer Details (UCD): find a customer by a name drawn from {@link
     * io.dbbench.workloads.soe.SoeData} and give them a new preferred address. SwingBench's {@code
     * UpdateCustomerDetailsV2} resolves here too.
     */
    static final String UPDATE_CUSTOMER = "{? = call orderentry.updateCustomerDetails(?, ?, ?, ?, ?, ?, ?)}";
    /** Browse Products (BP): log on, then look at 1..23 random products and their stock. */
    static final String BROWSE_PRODUCTS = "{? = call orderentry.browseProducts(?, ?, ?)}";
    /** Order Products (OP): log on, browse, order 2..7 products from one warehouse. */
    static final String NEW_ORDER = "{? = call orderentry.newOrder(?, ?, ?)}";
    /**
     * Process Orders (PO): in a random warehouse, process one of the oldest unprocessed orders nobody else
     * holds (the warehouse is drawn here, so runs with the same seed process the same warehouses).
     */
    static final String PROCESS_ORDERS = "{? = call orderentry.processOrders(?, ?, ?)}";
    /** Browse Orders (BO): log on, look at the customer's orders, add one to a line of one of them. */
    static final String BROWSE_ORDERS = "{? = call orderentry.browseAndUpdateOrders(?, ?, ?)}";
    /** Sales Rep Query (SQ): a random sales rep's top orders by total, ranked, with customer names. */
    static final String SALES_REP_QUERY = "{? = call orderentry.SalesRepsQuery(?, ?, ?)}";
    /** Warehouse Query (WQ): a random warehouse's order count and value by order mode, with subtotals. */
    static final String WAREHOUSE_QUERY = "{? = call orderentry.WarehouseOrdersQuery(?, ?, ?)}";
    /** Warehouse Activity Query (WA): a random warehouse's orders of the last hour in 12 five-minute buckets. */
    static final String WAREHOUSE_ACTIVITY_QUERY = "{? = call orderentry.WarehouseActivityQuery(?, ?, ?)}";
    /**
     * Orders by County (SwingBench 2.7's {@code OrdersByCountyQuery}): up to 15 orders of customers with an
     * address in a random county. That function is our addition to the package: against an {@code
     * ORDERENTRY} package SwingBench installed, this transaction fails.
     */
    static final String ORDERS_BY_COUNTY_QUERY = "{? = call orderentry.OrdersByCountyQuery(?, ?, ?)}";

    private OrderEntryCalls() {}

    static int bindNewCustomer(CallableStatement call, TransactionContext context) throws SQLException {
        SoeInputs.NewCustomer customer = SoeInputs.newCustomer(context);
        call.setString(2, customer.firstName());
        call.setString(3, customer.lastName());
        call.setString(4, customer.nls().language());
        call.setString(5, customer.nls().territory());
        call.setString(6, customer.address().town());
        call.setString(7, customer.address().county());
        call.setString(8, customer.address().country());
        return 9;
    }

    static int bindUpdateCustomer(CallableStatement call, TransactionContext context) throws SQLException {
        SoeInputs.CustomerName name = SoeInputs.customerName(context);
        SoeInputs.Address address = SoeInputs.address(context);
        call.setString(2, name.firstName());
        call.setString(3, name.lastName());
        call.setString(4, address.town());
        call.setString(5, address.county());
        call.setString(6, address.country());
        return 7;
    }

    /** One argument: a customer id uniform in the loaded range. */
    static ServerSideTransaction.ArgumentBinder customerId(SoeMetadata metadata) {
        return oneId(context -> RandomChoices.customerId(context, metadata));
    }

    /** One argument, an id drawn anew for every call (e.g. {@link RandomChoices#warehouseId}). */
    static ServerSideTransaction.ArgumentBinder oneId(ToLongFunction<TransactionContext> draw) {
        return (call, context) -> {
            call.setLong(2, draw.applyAsLong(context));
            return 3;
        };
    }

    static int bindCounty(CallableStatement call, TransactionContext context) throws SQLException {
        call.setString(2, RandomChoices.county(context));
        return 3;
    }
}
