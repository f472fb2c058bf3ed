package io.dbbench.hostprobe.cpu;

/**
 * One CPU-bound job. Each returns a value that the caller sinks, so the JIT cannot drop the work.
 * {@code inner} sets the job's length the way the original's worker_inner_loop_size does.
 */
public enum CpuKernel {
    /** The original integer loop: {@code s += j*j / i} for i in [1, inner), j in [0, 100000). */
    INT {
        @Override
        public long run(int inner, long[] memory, long seed) {
            long s = seed;
            for (long i = 1; i < inner; i++) {
                for (long j = 0; j < INNER_COUNT; j++) {
                    s += j * j / i;
                }
            }
            return s;
        }
    },
    /** Floating point: a divide and a multiply-add per step, same trip count as {@link #INT}. */
    FP {
        @Override
        public long run(int inner, long[] memory, long seed) {
            double s = seed;
            for (int i = 1; i < inner; i++) {
                double d = i + 0.5;
                for (int j = 0; j < INNER_COUNT; j++) {
                    s = s * 0.999999 + j / d;
                }
            }
            return Double.doubleToLongBits(s);
        }
    },
    /**
     * Memory bound: random increments over an array larger than the last-level cache, {@code inner × 10,000}
     * of them; each is a dependent cache miss (the next index comes from a xorshift of the previous one).
     * Any array length works: the index is the high 32 random bits scaled to the length (multiply-shift),
     * as cheap as a mask, so the array is exactly the size asked, not a power of two below it.
     */
    MEM {
        @Override
        public long run(int inner, long[] memory, long seed) {
            if (memory == null || memory.length == 0)
                throw new IllegalArgumentException("the mem kernel needs an array");
            long length = memory.length;
            long x = seed | 1;
            long s = 0;
            long steps = (long) inner * MEM_STEPS_PER_INNER;
            for (long k = 0; k < steps; k++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
                int index = (int) ((((x ^ s) >>> 32) * length) >>> 32);
                s += ++memory[index];
            }
            return s;
        }
    };

    static final int INNER_COUNT = 100_000;
    static final int MEM_STEPS_PER_INNER = 10_000;

    /** Runs one job and returns its result (sink it). */
    public abstract long run(int inner, long[] memory, long seed);

    /** The lower-case name the CLI uses. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
