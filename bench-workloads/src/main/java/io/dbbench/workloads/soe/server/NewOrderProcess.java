package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Order Products (OP): log on, browse, order 2..7 products from one warehouse; one call of {@code
 * orderentry.newOrder}.
 */
public final class NewOrderProcess extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.newOrder(?, ?, ?)}";
    private final SoeMetadata metadata;

    NewOrderProcess(PlsqlCommitSetting commitSetting, SoeMetadata metadata) {
        super(commitSetting);
        this.metadata = metadata;
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        call.setLong(2, SoeInputs.customerId(context, metadata));
        return 3;
    }
}
