package io.dbbench.core.workload;

/** Statements one transaction executed, by kind: they feed the run's DML totals. */
public record DmlCounts(int selects, int inserts, int updates, int deletes, int commits, int rollbacks) {
    public static final DmlCounts NONE = new DmlCounts(0, 0, 0, 0, 0, 0);

    public DmlCounts {
        if (selects < 0 || inserts < 0 || updates < 0 || deletes < 0 || commits < 0 || rollbacks < 0) {
            throw new IllegalArgumentException("DML counts must not be negative");
        }
    }

    public static DmlCounts of(int selects, int inserts, int updates, int deletes, int commits, int rollbacks) {
        return new DmlCounts(selects, inserts, updates, deletes, commits, rollbacks);
    }

    /**
     * Parses the string SwingBench's server-side functions return:
     * {@code "selects,inserts,updates,deletes,commits,rollbacks[,sleepMillis]"}.
     */
    public static DmlCounts parseServerSide(String reply) {
        if (reply == null)
            throw new IllegalArgumentException("server-side function returned null instead of DML counts");
        String[] p = reply.trim().split("\\s*,\\s*");
        if (p.length < 6)
            throw new IllegalArgumentException(
                    "server-side function returned '" + reply + "', expected 6 or 7 comma-separated counts");
        try {
            return new DmlCounts(
                    Integer.parseInt(p[0]),
                    Integer.parseInt(p[1]),
                    Integer.parseInt(p[2]),
                    Integer.parseInt(p[3]),
                    Integer.parseInt(p[4]),
                    Integer.parseInt(p[5]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "server-side function returned '" + reply + "', expected integer counts");
        }
    }

    public DmlCounts plus(DmlCounts o) {
        return new DmlCounts(
                selects + o.selects,
                inserts + o.inserts,
                updates + o.updates,
                deletes + o.deletes,
                commits + o.commits,
                rollbacks + o.rollbacks);
    }
}
