package io.dbbench.workloads.tpcds.schema;

import java.util.function.ToLongFunction;

/**
 * Column writers of the sales and returns tables. A sales row's values come from its {@link SalesLine};
 * a returns row recomputes the line it returns ({@link #returnedLineKey}) and copies its keys (item,
 * order, customer, store...), so every return matches a sale and both refer to existing dimension rows.
 */
final class FactColumns {
    private static final long RETURN_PICK = 0,
            RETURN_DAYS = 1,
            RETURN_TIME = 2,
            RETURN_QUANTITY = 3,
            FEE = 4,
            RETURN_SHIPPING = 5,
            CASH = 6,
            REVERSED = 7;

    private FactColumns() {}

    /** The sales line key that return {@code returnKey} returns: one of each block of ten lines. */
    static long returnedLineKey(long returnSeed, long returnKey) {
        return (returnKey - 1) * TpcdsVolumes.SALES_PER_RETURN
                + 1
                + TpcdsRandom.below(returnSeed, RETURN_PICK, TpcdsVolumes.SALES_PER_RETURN);
    }

    static RowState.Column sales(TpcdsColumn column, TpcdsVolumes volumes) {
        String base = DimensionColumns.baseName(column.name());
        if (base.equals("promo_sk")) {
            long promos = volumes.rows(TpcdsTable.PROMOTION);
            return (row, out) ->
                    out.integer(TpcdsRandom.below(row.line.lineSeed, TpcdsTable.PROMOTION.salt(), promos) + 1);
        }
        if (SalesLine.isOrderKey(column)) return orderKeyOr(column, volumes, base, null);
        ToLongFunction<SalesLine> value = SalesLine.value(base);
        return column.type() == TpcdsColumn.Type.INTEGER
                ? (row, out) -> out.integer(value.applyAsLong(row.line))
                : (row, out) -> out.decimal2(value.applyAsLong(row.line));
    }

    static RowState.Column returns(TpcdsTable table, TpcdsColumn column, TpcdsVolumes volumes) {
        String base = DimensionColumns.baseName(column.name());
        boolean store = table == TpcdsTable.STORE_RETURNS;
        switch (base) {
            case "returned_date_sk":
                return (row, out) -> out.integer((store ? row.line.soldDateSk : row.line.shipDateSk)
                        + TpcdsRandom.between(row.seed, RETURN_DAYS, 1, 30));
            case "return_time_sk", "returned_time_sk":
                return (row, out) -> out.integer(TpcdsRandom.below(row.seed, RETURN_TIME, TpcdsDates.SECONDS_PER_DAY));
            case "item_sk", "ticket_number", "order_number": {
                ToLongFunction<SalesLine> key = SalesLine.value(base);
                return (row, out) -> out.integer(key.applyAsLong(row.line));
            }
            case "reason_sk": {
                long reasons = volumes.rows(TpcdsTable.REASON);
                return (row, out) -> out.integer(TpcdsRandom.below(row.seed, TpcdsTable.REASON.salt(), reasons) + 1);
            }
            case "return_quantity":
                return (row, out) -> out.integer(returnQuantity(row));
            default:
                return orderKeyOr(column, volumes, base, (row, out) -> out.decimal2(returnAmount(row, base)));
        }
    }

    /** A dimension key the sale's order drew (customer, store...), else {@code amount}. */
    private static RowState.Column orderKeyOr(
            TpcdsColumn column, TpcdsVolumes volumes, String base, RowState.Column amount) {
        TpcdsTable target = DimensionColumns.referencedTable(column.name());
        if (target != null) {
            long rows = volumes.rows(target);
            return (row, out) -> out.integer(row.line.orderKey(target, rows));
        }
        if (column.type() != TpcdsColumn.Type.DECIMAL)
            throw new IllegalStateException("no generator for " + column.name() + " (" + base + ")");
        return amount;
    }

    private static long returnQuantity(RowState row) {
        return TpcdsRandom.between(row.seed, RETURN_QUANTITY, 1, row.line.quantity);
    }

    static long returnAmount(RowState row, String base) {
        SalesLine line = row.line;
        long quantity = returnQuantity(row);
        long amount = line.price * quantity;
        long tax = amount * line.taxPercent / 100;
        long incTax = amount + tax;
        long fee = TpcdsRandom.between(row.seed, FEE, 50, 10_000);
        long shipping = line.list * quantity * TpcdsRandom.between(row.seed, RETURN_SHIPPING, 0, 10) / 100;
        long cash = incTax * TpcdsRandom.between(row.seed, CASH, 0, 100) / 100;
        long reversed = (incTax - cash) * TpcdsRandom.between(row.seed, REVERSED, 0, 100) / 100;
        return switch (base) {
            case "return_amt", "return_amount" -> amount;
            case "return_tax" -> tax;
            case "return_amt_inc_tax" -> incTax;
            case "fee" -> fee;
            case "return_ship_cost" -> shipping;
            case "refunded_cash" -> cash;
            case "reversed_charge" -> reversed;
            case "store_credit", "account_credit" -> incTax - cash - reversed;
            case "net_loss" -> fee + shipping + tax;
            default -> throw new IllegalStateException("no generator for returns column " + base);
        };
    }
}
