package io.dbbench.workloads.lio;

/** What one operation of the worker loop does. */
public enum LioOperation {
    /** COUNT over a range of WORK_UNIT keys: an index range scan touching about WORK_UNIT table blocks. */
    SELECT,
    /** Update of the same kind of range (2 columns LITE, all HEAVY), committed. */
    UPDATE,
    /** A full scan of the small scan table. */
    SCAN
}
