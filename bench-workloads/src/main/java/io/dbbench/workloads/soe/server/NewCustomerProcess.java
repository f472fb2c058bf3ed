package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Customer Registration (NCR): a new customer with an address and a card, then a logon; one call of
 * {@code orderentry.newCustomer} with names, NLS setting and address drawn here from {@link
 * io.dbbench.workloads.soe.SoeData}. SwingBench's {@code NewCustomerProcessV2} resolves here too.
 */
public final class NewCustomerProcess extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.newCustomer(?, ?, ?, ?, ?, ?, ?, ?, ?)}";

    NewCustomerProcess(PlsqlCommitSetting commitSetting) {
        super(commitSetting);
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
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
}
