package io.dbbench.workloads.tpcds.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.junit.jupiter.api.Test;

/**
 * Pins the generated data: a digest of every table's rows at a small scale, of new DML sales lines and of
 * the validator's key-integrity SQL, so a refactoring of the generators cannot change a value unnoticed.
 * The digests were taken on the code before the tables-as-data refactoring.
 */
class TpcdsGoldenRowsTest {
    private static final TpcdsGenerator DATA = new TpcdsGenerator(42, TpcdsVolumes.of(0.01));

    private static final Map<String, String> EXPECTED = Map.ofEntries(
            Map.entry("keys call_center", "1c4e0b3df88109d7"),
            Map.entry("keys catalog_page", "51a3f7cd3d43f480"),
            Map.entry("keys catalog_returns", "d4d09764f40e8a40"),
            Map.entry("keys catalog_sales", "080c58a934b58fae"),
            Map.entry("keys customer", "7ce509edc96804d0"),
            Map.entry("keys customer_address", "38e0b9de817f645c"),
            Map.entry("keys customer_demographics", "38e0b9de817f645c"),
            Map.entry("keys date_dim", "38e0b9de817f645c"),
            Map.entry("keys household_demographics", "a1882dd0283151c0"),
            Map.entry("keys income_band", "38e0b9de817f645c"),
            Map.entry("keys inventory", "288f380b6a4d786c"),
            Map.entry("keys item", "38e0b9de817f645c"),
            Map.entry("keys promotion", "cf43c2f4d673a568"),
            Map.entry("keys reason", "38e0b9de817f645c"),
            Map.entry("keys ship_mode", "38e0b9de817f645c"),
            Map.entry("keys store", "e1e461607375f367"),
            Map.entry("keys store_returns", "833a14e608b043f3"),
            Map.entry("keys store_sales", "31989a2289b2e086"),
            Map.entry("keys time_dim", "38e0b9de817f645c"),
            Map.entry("keys warehouse", "38e0b9de817f645c"),
            Map.entry("keys web_page", "95d2e94a69700e29"),
            Map.entry("keys web_returns", "f31090339c7e9122"),
            Map.entry("keys web_sales", "78f417c81da5f06a"),
            Map.entry("keys web_site", "1ac980f9f5181241"),
            Map.entry("new catalog_sales", "16df25bdc02e84e4"),
            Map.entry("new store_sales", "e489beeb79ecf91a"),
            Map.entry("new web_sales", "2ac65fb9b3739015"),
            Map.entry("rows call_center", "3c2a8602080ce1dd"),
            Map.entry("rows catalog_page", "d182e778bbc5620c"),
            Map.entry("rows catalog_returns", "17d6383507491bd3"),
            Map.entry("rows catalog_sales", "9d58766a516defa5"),
            Map.entry("rows customer", "b64fedbde00ba2d7"),
            Map.entry("rows customer_address", "0c5b6b6cb6c7a25a"),
            Map.entry("rows customer_demographics", "c3b848e108d22436"),
            Map.entry("rows date_dim", "4ab922e2e75587f7"),
            Map.entry("rows household_demographics", "77f56779114c8393"),
            Map.entry("rows income_band", "26889dfb3c348796"),
            Map.entry("rows inventory", "ce83d19473c13ed8"),
            Map.entry("rows item", "13f4839f54fd971f"),
            Map.entry("rows promotion", "3627803c7fa3c844"),
            Map.entry("rows reason", "a7e0a47acb478076"),
            Map.entry("rows ship_mode", "5d8bf05f374c9148"),
            Map.entry("rows store", "4ccbb9d58ca8c1b9"),
            Map.entry("rows store_returns", "3c488c1132989269"),
            Map.entry("rows store_sales", "b5c5a858b954acb5"),
            Map.entry("rows time_dim", "6e946e1d73d81aeb"),
            Map.entry("rows warehouse", "87f5ce183057eed8"),
            Map.entry("rows web_page", "6725b1da160658f1"),
            Map.entry("rows web_returns", "0ef80979d8c97e22"),
            Map.entry("rows web_sales", "76a780f6b7a9b443"),
            Map.entry("rows web_site", "4dee8f9ab58e4d3e"));

    private static String digest(List<?> lines) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (Object line : lines) md.update((line + "\n").getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(md.digest()).substring(0, 16);
    }

    private static Map<String, String> actual() throws SQLException, NoSuchAlgorithmException {
        Map<String, String> out = new TreeMap<>();
        for (TpcdsTable t : TpcdsTable.values()) {
            out.put("rows " + t.tableName(), digest(RowRecorder.all(DATA, t).rows));
            out.put("keys " + t.tableName(), digest(List.of(String.valueOf(TpcdsValidator.keyIntegritySql(t)))));
            if (SaleRows.isSales(t)) {
                RandomGenerator random =
                        RandomGeneratorFactory.of("L64X128MixRandom").create(7);
                ToLongFunction<TpcdsTable> maxKey = d -> 1000 + d.ordinal();
                List<Object> sales = new ArrayList<>();
                for (int i = 0; i < 200; i++) sales.add(SaleRows.newSale(t, random, i + 1, maxKey));
                for (int i = 1; i <= 50; i++)
                    sales.add(java.util.Arrays.toString(SaleRows.loadedLine(t, 42, 180, i * 7L)));
                out.put("new " + t.tableName(), digest(sales));
            }
        }
        return out;
    }

    @Test
    void generatedDataIsUnchanged() throws Exception {
        assertEquals(new TreeMap<>(EXPECTED), actual());
    }
}
