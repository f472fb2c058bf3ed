package io.dbbench.workloads.soe.client;

import java.math.BigDecimal;

/** A line Order Products added: what it must take from the warehouse's inventory. */
record OrderLine(int lineItemId, int productId, BigDecimal unitPrice, int quantity) {}
