package io.dbbench.workloads.tpcds.dml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SQL the sales transactions send, sealed: the UPDATE and returned-quantity statements are built from each
 * channel's tables (prefixes and order column derived from their columns), and the golden file holds the text
 * the hand-written builders produced before that, one line per channel: {@code CHANNEL|update|returned}.
 */
class SalesChannelSqlTest {
    @Test
    void everyChannelSendsTheSqlItAlwaysSent() throws IOException {
        List<String> actual = new ArrayList<>();
        for (SalesChannel channel : SalesChannel.values()) {
            actual.add(channel + "|" + channel.updateSql() + "|" + channel.returnedQuantitySql());
        }
        assertEquals(golden(), actual);
    }

    private static List<String> golden() throws IOException {
        try (InputStream in = SalesChannelSqlTest.class.getResourceAsStream("sales-channel-sql.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }
}
