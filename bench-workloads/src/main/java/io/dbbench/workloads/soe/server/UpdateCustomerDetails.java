package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Update Customer Details (UCD): find a customer by a name drawn from {@link
 * io.dbbench.workloads.soe.SoeData} and give them a new preferred address; one call of {@code
 * orderentry.updateCustomerDetails}. SwingBench's {@code UpdateCustomerDetailsV2} resolves here too.
 */
public final class UpdateCustomerDetails extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.updateCustomerDetails(?, ?, ?, ?, ?, ?, ?)}";

    UpdateCustomerDetails(PlsqlCommitSetting commitSetting) {
        super(commitSetting);
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        SoeInputs.CustomerName name = SoeInputs.customerName(context);
        SoeInputs.Address address = SoeInputs.address(context);
        call.setString(2, name.firstName());
        call.setString(3, name.lastName());
        call.setString(4, address.town());
        call.setString(5, address.county());
        call.setString(6, address.country());
        return 7;
    }
}
