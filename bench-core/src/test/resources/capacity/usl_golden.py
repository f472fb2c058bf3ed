#!/usr/bin/env python3
"""Golden values for UslFitterTest: synthetic USL data and scipy's curve_fit of it.

Re-run (from this folder) after changing the cases; the Java test reads only the files it writes,
so CI needs no Python:

    pip install --user scipy numpy
    python3 usl_golden.py            # writes usl-synthetic*.csv and usl_golden.properties

Each case is fitted the way UslFitter fits it: with a load-1 point lambda is fixed at X(1) and only
sigma and kappa are fitted (Gunther's normalisation); without one (or with fit_lambda) lambda, sigma and
kappa are fitted together. curve_fit's default method for an unbounded problem is Levenberg-Marquardt
(MINPACK), the same algorithm as Hipparchus' LevenbergMarquardtOptimizer.
"""
import numpy as np
from scipy.optimize import curve_fit

LAMBDA, SIGMA, KAPPA = 1000.0, 0.05, 0.0002  # peak at sqrt(0.95 / 0.0002) = 68.9 users
LOADS = np.array([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128], dtype=float)
NOISE = 0.003  # relative standard deviation of the "measured" throughput


def usl(n, lam, sigma, kappa):
    return lam * n / (1 + sigma * (n - 1) + kappa * n * (n - 1))


def r2(y, fitted):
    return 1 - np.sum((y - fitted) ** 2) / np.sum((y - np.mean(y)) ** 2)


def fit(loads, tput, fit_lambda):
    if not fit_lambda:
        lam = float(np.mean(tput[loads == 1]))
        (sigma, kappa), _ = curve_fit(lambda n, s, k: usl(n, lam, s, k), loads, tput, p0=[0.01, 1e-4], xtol=1e-14, ftol=1e-14)
    else:
        (lam, sigma, kappa), _ = curve_fit(usl, loads, tput, p0=[tput[0] / loads[0], 0.01, 1e-4], xtol=1e-14, ftol=1e-14)
    return lam, sigma, kappa, r2(tput, usl(loads, lam, sigma, kappa))


def write_csv(name, loads, tput):
    with open(name, "w") as f:
        f.write("users,tps\n")
        for n, x in zip(loads, tput):
            f.write(f"{int(n)},{x:.6f}\n")


rng = np.random.default_rng(37)
noisy = usl(LOADS, LAMBDA, SIGMA, KAPPA) * (1 + NOISE * rng.standard_normal(LOADS.size))
noisy = np.round(noisy, 6)  # the CSV's precision: the fit below reads what the Java test reads
exact = np.round(usl(LOADS, LAMBDA, SIGMA, KAPPA), 6)
write_csv("usl-synthetic.csv", LOADS, noisy)
write_csv("usl-synthetic-exact.csv", LOADS, exact)
write_csv("usl-synthetic-no-load-one.csv", LOADS[1:], noisy[1:])

cases = {
    "noisy": fit(LOADS, noisy, False),
    "noisyFittedLambda": fit(LOADS, noisy, True),
    "noLoadOne": fit(LOADS[1:], noisy[1:], True),
    "exact": fit(LOADS, exact, False),
}
# SPEC SDM91 (Gunther, Guerrilla Capacity Planning; the R package usl's data set specsdm91), fitted as
# UslFitter does by default: it has a load-1 step, so lambda = X(1) = 64.9 and only sigma and kappa are
# fitted. (The R package fits lambda too: UslFitterTest checks that against R's published output.)
SDM91_USERS = np.array([1, 18, 36, 72, 108, 144, 216], dtype=float)
SDM91_TPUT = np.array([64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2])
sdm91 = fit(SDM91_USERS, SDM91_TPUT, False)
sdm91_peak = float(np.sqrt((1 - sdm91[1]) / sdm91[2]))

with open("usl_golden.properties", "w") as f:
    f.write("# written by usl_golden.py with scipy's curve_fit; do not edit by hand\n")
    f.write(f"true.lambda={LAMBDA!r}\ntrue.sigma={SIGMA!r}\ntrue.kappa={KAPPA!r}\n")
    for name, (lam, sigma, kappa, rsq) in cases.items():
        assert abs(sigma / SIGMA - 1) < 0.01 and abs(kappa / KAPPA - 1) < 0.01, (name, sigma, kappa)
        f.write(f"{name}.lambda={float(lam)!r}\n{name}.sigma={float(sigma)!r}\n{name}.kappa={float(kappa)!r}\n{name}.r2={float(rsq)!r}\n")
        print(f"{name}: lambda={lam:.6g} sigma={sigma:.6g} kappa={kappa:.6g} R2={rsq:.6f}")
    lam, sigma, kappa, rsq = sdm91
    f.write(f"sdm91.lambda={float(lam)!r}\nsdm91.sigma={float(sigma)!r}\nsdm91.kappa={float(kappa)!r}\n")
    f.write(f"sdm91.r2={float(rsq)!r}\nsdm91.peakLoad={sdm91_peak!r}\n")
    print(f"sdm91: lambda={lam:.6g} sigma={sigma:.6g} kappa={kappa:.6g} R2={rsq:.6f} N*={sdm91_peak:.6g}")
