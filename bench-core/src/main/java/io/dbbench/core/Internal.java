package io.dbbench.core;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public class that is not part of bench-core's API: it is public only because another dbbench
 * module (the CLI, the JMH benchmarks) or dbbench's own tests need it, and it may change or go away in
 * any release without notice. Such classes are left out of the javadoc (bench-core's pom lists them, and
 * {@code InternalApiTest} keeps that list and the annotations in step); see docs/library.md.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Internal {
    /** Who needs the class, e.g. "bench-jmh's EngineOverheadBenchmark". */
    String value();
}
