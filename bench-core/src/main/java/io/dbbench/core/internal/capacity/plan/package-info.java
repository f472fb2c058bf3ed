/**
 * The decision logic of a capacity search (issue 37), pure and engine-free: what a search steps through,
 * the objectives it holds each step to, when it stops, and what it concludes.
 *
 * <ul>
 *   <li>Input: {@link io.dbbench.core.internal.capacity.plan.LoadStepsParser} reads {@code --users},
 *       {@code --rates} and {@code --max-users} into {@link io.dbbench.core.internal.capacity.plan.LoadSteps};
 *       {@link io.dbbench.core.internal.capacity.plan.SloParser} reads {@code --slo} into
 *       {@link io.dbbench.core.internal.capacity.plan.Slo}s; both throw
 *       {@link io.dbbench.core.internal.capacity.plan.CapacityOptionException} with a one-line message.</li>
 *   <li>Each step: {@link io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations} turns the
 *       engine's iterations into {@link io.dbbench.core.internal.capacity.plan.StepFigures};
 *       {@link io.dbbench.core.internal.capacity.plan.CapacitySearch#decide} says go on or stop, and why.</li>
 *   <li>At the end: {@link io.dbbench.core.internal.capacity.plan.CapacitySearch#summarize} gives a
 *       {@link io.dbbench.core.internal.capacity.plan.CapacitySummary}: maximum sustainable throughput,
 *       the breaking step, the knee, Little's law per step, and the check that the steps' counts, with
 *       what the run counted in no step, add up to the run's (which needs the statistics window to be
 *       the whole run: the {@code capacity} command must force it).</li>
 * </ul>
 * Nothing here prints, reads a clock or touches a database.
 */
package io.dbbench.core.internal.capacity.plan;
