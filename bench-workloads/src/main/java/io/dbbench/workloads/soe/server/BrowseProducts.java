package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Browse Products (BP): log on, then look at 1..23 random products and their stock; one call of {@code
 * orderentry.browseProducts}.
 */
public final class BrowseProducts extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.browseProducts(?, ?, ?)}";
    private final SoeMetadata metadata;

    BrowseProducts(PlsqlCommitSetting commitSetting, SoeMetadata metadata) {
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
