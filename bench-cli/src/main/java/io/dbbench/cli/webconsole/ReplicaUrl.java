package io.dbbench.cli.webconsole;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * A replica's console as {@code bench-cli console} is given it: {@code http://HOST:PORT/}, checked. A {@code
 * #token=...} after it (the banner's controls address) is dropped, never sent nor shown: the merged page only reads.
 *
 * @param page  the replica's own page, with no token, query or credentials: what the merged page links; null for a
 *              child not heard of yet
 * @param label how the merged page names it ("replica 0/2", "repeat 1"), or null: by its host and port
 */
record ReplicaUrl(URI page, String label) {
    /**
     * @throws IllegalArgumentException saying what is wrong with {@code text}, for a one-line error
     */
    static ReplicaUrl parse(String text) {
        // the banner's controls address ends in #token=...: it is never repeated, not even in an error
        String shown = withoutFragment(text.strip());
        URI uri;
        try {
            uri = new URI(text.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + shown + "' is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http"))
            throw new IllegalArgumentException("'" + shown + "': a replica's console is http://HOST:PORT/");
        if (uri.getRawUserInfo() != null)
            throw new IllegalArgumentException("'" + shown.replace(uri.getRawUserInfo() + "@", "")
                    + "': no user or password in the URL: a console" + " asks for none");
        // a Swarm service's name (sb_stress) is no URL host: java.net.URI sees no host at all, and "no host" would
        // puzzle whoever copied the name from `docker service ls`
        if (uri.getHost() == null
                && uri.getRawAuthority() != null
                && uri.getRawAuthority().contains("_"))
            throw new IllegalArgumentException("'" + shown + "': a host name with '_' is not a valid URL host: use"
                    + " tasks.SERVICE (without the stack prefix) or an address");
        if (uri.getHost() == null || uri.getHost().isEmpty())
            throw new IllegalArgumentException("'" + shown + "': no host (http://HOST:PORT/)");
        if (uri.getPort() < 1) throw new IllegalArgumentException("'" + shown + "': no port (http://HOST:PORT/)");
        String path = uri.getRawPath();
        if (path != null && !path.isEmpty() && !path.equals("/"))
            throw new IllegalArgumentException("'" + shown + "': the console is served at '/', not at '" + path + "'");
        try {
            return new ReplicaUrl(new URI("http", null, uri.getHost(), uri.getPort(), "/", null, null), null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + shown + "' is not a URL: " + e.getReason());
        }
    }

    /** The console at {@code address}:{@code port}: one of the replicas a name resolves to. */
    static ReplicaUrl at(java.net.InetAddress address, int port) {
        try {
            return new ReplicaUrl(new URI("http", null, address.getHostAddress(), port, "/", null, null), null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(address + ":" + port + " is not a URL: " + e.getReason(), e);
        }
    }

    private static String withoutFragment(String text) {
        int hash = text.indexOf('#');
        return hash < 0 ? text : text.substring(0, hash);
    }

    /** A child expected but not heard of yet: a name and no page ({@link ReplicaFeed#placeholder}). */
    static ReplicaUrl unknown(String label) {
        return new ReplicaUrl(null, label);
    }

    /** The replica's stream of samples, events and its end. */
    URI events() {
        return page.resolve("/events");
    }

    /** The replica's state: its identity. */
    URI state() {
        return page.resolve("/api/state");
    }

    /** The same replica under another name. */
    ReplicaUrl named(String name) {
        return new ReplicaUrl(page, name);
    }

    /** How the merged page names the replica: its label, or host:port. */
    String name() {
        return label != null || page == null ? String.valueOf(label) : page.getHost() + ":" + page.getPort();
    }

    @Override
    public String toString() {
        return page == null ? "" : page.toString();
    }
}
