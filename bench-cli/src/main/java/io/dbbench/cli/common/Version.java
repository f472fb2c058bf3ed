package io.dbbench.cli.common;

/** dbbench's version, from the jar manifest (Implementation-Version), or "development" in a build tree. */
public final class Version {
    private Version() {}

    public static String get() {
        String v = Version.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
