package io.dbbench.core.result.format;

import io.dbbench.core.config.Preferences.StatisticsLevel;
import java.util.Arrays;
import java.util.List;

/**
 * The percentile elements of a results.xml {@code Result}, spelled exactly as SwingBench spells them:
 * the misspellings ({@code TenthPrecentile}, {@code FortiethPrecentile}, {@code FiftythPercentile},
 * {@code NinetyEigthPercentile}) are part of the format and existing parsers look them up by name.
 *
 * <p>SwingBench's spec names 91, 98 and 99 only; 92..97 follow the regular English ordinals in the
 * same {@code Ninety...Percentile} pattern (see docs/results.md).
 */
enum SwingBenchPercentile {
    P10(10, "TenthPrecentile", StatisticsLevel.SIMPLE),
    P20(20, "TwentiethPercentile", StatisticsLevel.SIMPLE),
    P30(30, "ThirtiethPercentile", StatisticsLevel.SIMPLE),
    P40(40, "FortiethPrecentile", StatisticsLevel.SIMPLE),
    P50(50, "FiftythPercentile", StatisticsLevel.SIMPLE),
    P60(60, "SixtiethPercentile", StatisticsLevel.SIMPLE),
    P70(70, "SeventiethPercentile", StatisticsLevel.SIMPLE),
    P80(80, "EightiethPercentile", StatisticsLevel.SIMPLE),
    P90(90, "NinetiethPercentile", StatisticsLevel.SIMPLE),
    P91(91, "NinetyFirstPercentile", StatisticsLevel.FULL),
    P92(92, "NinetySecondPercentile", StatisticsLevel.FULL),
    P93(93, "NinetyThirdPercentile", StatisticsLevel.FULL),
    P94(94, "NinetyFourthPercentile", StatisticsLevel.FULL),
    P95(95, "NinetyFifthPercentile", StatisticsLevel.FULL),
    P96(96, "NinetySixthPercentile", StatisticsLevel.FULL),
    P97(97, "NinetySeventhPercentile", StatisticsLevel.FULL),
    P98(98, "NinetyEigthPercentile", StatisticsLevel.FULL),
    P99(99, "NinetyNinthPercentile", StatisticsLevel.FULL);

    private final int percentile;
    private final String elementName;
    private final StatisticsLevel minimumLevel;

    SwingBenchPercentile(int percentile, String elementName, StatisticsLevel minimumLevel) {
        this.percentile = percentile;
        this.elementName = elementName;
        this.minimumLevel = minimumLevel;
    }

    int percentile() {
        return percentile;
    }

    String elementName() {
        return elementName;
    }

    /** The elements written at {@code level}, in the order they appear in a {@code Result}. */
    static List<SwingBenchPercentile> writtenAt(StatisticsLevel level) {
        return Arrays.stream(values())
                .filter(p -> level == StatisticsLevel.FULL || p.minimumLevel == StatisticsLevel.SIMPLE)
                .toList();
    }
}
