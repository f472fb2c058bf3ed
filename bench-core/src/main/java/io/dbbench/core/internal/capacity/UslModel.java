package io.dbbench.core.internal.capacity;

/** The Universal Scalability Law, X(N) = λN / (1 + σ(N−1) + κN(N−1)), and its partial derivatives. */
public final class UslModel {
    private UslModel() {}

    /** X(N): the throughput the law predicts at load {@code n}. */
    public static double throughput(double lambda, double sigma, double kappa, double n) {
        return lambda * n / denominator(sigma, kappa, n);
    }

    /**
     * The load of the highest throughput, N* = sqrt((1−σ)/κ); NaN when there is none (κ ≤ 0: throughput never
     * falls; σ ≥ 1: it falls from the start).
     */
    public static double peakLoad(double sigma, double kappa) {
        if (!(kappa > 0) || !(sigma < 1)) return Double.NaN;
        return Math.sqrt((1 - sigma) / kappa);
    }

    static double denominator(double sigma, double kappa, double n) {
        return 1 + sigma * (n - 1) + kappa * n * (n - 1);
    }

    /** ∂X/∂λ. */
    static double dLambda(double sigma, double kappa, double n) {
        return n / denominator(sigma, kappa, n);
    }

    /** ∂X/∂σ. */
    static double dSigma(double lambda, double sigma, double kappa, double n) {
        double d = denominator(sigma, kappa, n);
        return -lambda * n * (n - 1) / (d * d);
    }

    /** ∂X/∂κ. */
    static double dKappa(double lambda, double sigma, double kappa, double n) {
        double d = denominator(sigma, kappa, n);
        return -lambda * n * n * (n - 1) / (d * d);
    }
}
