package io.dbbench.embedded;

/**
 * The child JVM of {@link ServerLifetimeTest}: starts an embedded server in java.io.tmpdir, prints
 * {@code ready <base directory>}, then either exits without closing it ({@code forget}) or waits to be
 * killed ({@code wait}), or closes it and exits ({@code close}).
 */
public final class ServerOwnerMain {
    private ServerOwnerMain() {}

    public static void main(String[] args) throws Exception {
        EmbeddedPostgres pg = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults());
        System.out.println("ready " + pg.baseDirectory());
        System.out.flush();
        switch (args[0]) {
            case "forget" -> System.exit(0);
            case "close" -> pg.close();
            default -> Thread.sleep(120_000);
        }
    }
}
