package io.dbbench.core.measure;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where a benchmark built inside a test method keeps its result files: {@code target/dbbench/<test
 * class>/<test method>/} under the working directory (a Maven module's base directory under surefire
 * and failsafe), so CI can keep them as artifacts. The test is found on the calling thread's stack by
 * its annotations' names, so no test framework is needed on the class path. A directory already given
 * out in this JVM (a parameterized or repeated test, two benchmarks in one method) is followed by
 * {@code <test method>-2}, {@code -3}..., so no benchmark overwrites another's files.
 *
 * <p>The class is the one that declares the method: the stack does not say which subclass's instance
 * runs an inherited test method, so such a method is filed under its base class for every subclass
 * (numbered as above). Give {@code resultsDirectory(...)} to file it elsewhere.
 */
final class TestResultsDirectory {
    static final Path ROOT = Path.of("target", "dbbench");
    private static final Set<String> TEST_ANNOTATIONS = Set.of(
            "org.junit.jupiter.api.Test",
            "org.junit.jupiter.api.RepeatedTest",
            "org.junit.jupiter.api.TestFactory",
            "org.junit.jupiter.api.TestTemplate",
            "org.junit.jupiter.params.ParameterizedTest",
            "org.junit.Test",
            "org.testng.annotations.Test");
    /** Every directory given out in this JVM. */
    private static final Set<Path> GIVEN = ConcurrentHashMap.newKeySet();

    private TestResultsDirectory() {}

    /** The directory of the innermost test method calling this (one not given out before), or empty outside a test. */
    static Optional<Path> ofCallingTest() {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(frames -> frames.filter(f -> isTestMethod(f.getDeclaringClass(), f.getMethodName()))
                        .findFirst()
                        .map(f -> ROOT.resolve(className(f.getDeclaringClass())).resolve(f.getMethodName())))
                .map(TestResultsDirectory::unused);
    }

    private static Path unused(Path directory) {
        if (GIVEN.add(directory)) return directory;
        for (int n = 2; ; n++) {
            Path numbered = directory.resolveSibling(directory.getFileName() + "-" + n);
            if (GIVEN.add(numbered)) return numbered;
        }
    }

    static boolean isTestMethod(Class<?> type, String methodName) {
        try {
            for (Method m : type.getDeclaredMethods()) {
                if (!m.getName().equals(methodName)) continue;
                for (Annotation a : m.getAnnotations()) {
                    if (TEST_ANNOTATIONS.contains(a.annotationType().getName())) return true;
                }
            }
        } catch (SecurityException | LinkageError e) {
            // a class we may not inspect is not the test
        }
        return false;
    }

    /** The class's name without its package: {@code CheckoutBenchmarkTest}, {@code Outer$Nested}. */
    private static String className(Class<?> type) {
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
