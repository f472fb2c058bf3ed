package io.dbbench.workloads.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PassengerDocumentTest {
    @Test
    void aDocumentIsTheSameTextForTheSameBits() {
        assertEquals(
                "{\"passengerId\":\"P000000000123\",\"firstName\":\"Zane\",\"lastName\":\"Silva\","
                        + "\"dateOfBirth\":\"1972-02-06\",\"nationality\":\"BR\","
                        + "\"contact\":{\"email\":\"zane.silva123@example.com\",\"phone\":\"+44 7700 968761\"},"
                        + "\"frequentFlyer\":{\"number\":\"FF000000000123\",\"tier\":\"BLUE\",\"miles\":315429},"
                        + "\"bookings\":[{\"flight\":\"DB6737\",\"from\":\"LHR\",\"to\":\"LOS\",\"date\":\"2026-02-19\","
                        + "\"seat\":\"45C\",\"cabin\":\"ECONOMY\"}]}",
                PassengerDocument.of(123, new SplittableRandom(1)::nextLong));
    }

    @Test
    void aPatchIsTheContactAndFrequentFlyerFieldsOnly() {
        String patch = PassengerDocument.patch(7, new SplittableRandom(2)::nextLong);
        assertEquals(
                true,
                patch.matches("\\{\"contact\":\\{\"email\":\"[a-z]+\\.[a-z]+7@example\\.com\","
                        + "\"phone\":\"\\+44 7700 \\d{6}\"},\"frequentFlyer\":\\{\"number\":\"FF000000000007\","
                        + "\"tier\":\"[A-Z]+\",\"miles\":\\d+}}"),
                patch);
    }
}
