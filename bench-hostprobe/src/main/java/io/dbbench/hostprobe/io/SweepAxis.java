package io.dbbench.hostprobe.io;

import java.util.function.ToIntFunction;

/** What a sweep varies: fio's --iodepth, --numjobs or --bs (one at a time). */
public enum SweepAxis {
    IODEPTH("iodepth", "requests outstanding per job (iodepth)", IoJobSpec::iodepth),
    NUMJOBS("numjobs", "jobs (numjobs)", IoJobSpec::numjobs),
    BS("bs", "block size in bytes (bs)", IoJobSpec::blockSizeBytes);

    private final String option;
    private final String axisLabel;
    private final ToIntFunction<IoJobSpec> value;

    SweepAxis(String option, String axisLabel, ToIntFunction<IoJobSpec> value) {
        this.option = option;
        this.axisLabel = axisLabel;
        this.value = value;
    }

    /** @return fio's option name without dashes, also the CSV column */
    public String option() {
        return option;
    }

    /** @return the plots' x axis label */
    public String axisLabel() {
        return axisLabel;
    }

    /**
     * @param spec a sweep point
     * @return its value on this axis
     */
    public int of(IoJobSpec spec) {
        return value.applyAsInt(spec);
    }
}
