package io.dbbench.cli;

/** dbbench's version, from the jar manifest (Implementation-Version), or "development" in a build tree. */
final class Version {
    private Version() {}

    static String get() {
        String v = Version.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
