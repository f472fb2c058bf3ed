package io.dbbench.core.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the client side is laid out: {@code services} services, each with its own pool of
 * {@code connectionsPerService} connections, written {@code CONNECTIONSxSERVICES} as in {@code 16x1},
 * {@code 8x2}, {@code 4x4} (16 connections in each case).
 */
public record Topology(int connectionsPerService, int services) {
    public Topology {
        if (connectionsPerService < 1)
            throw new IllegalArgumentException("a topology needs at least 1 connection per service");
        if (services < 1) throw new IllegalArgumentException("a topology needs at least 1 service");
    }

    /** Parses {@code 16x1}; the message of the exception says what was wrong, without the option name. */
    public static Topology parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        int x = t.indexOf('x');
        if (x <= 0 || x == t.length() - 1 || t.indexOf('x', x + 1) >= 0) {
            throw new IllegalArgumentException("'" + text + "' is not CONNECTIONSxSERVICES, e.g. 16x1 or 4x4");
        }
        try {
            return new Topology(Integer.parseInt(t.substring(0, x)), Integer.parseInt(t.substring(x + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not CONNECTIONSxSERVICES, e.g. 16x1 or 4x4");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage());
        }
    }

    /** Parses a comma-separated list such as {@code 16x1,8x2,4x4}; duplicates are refused. */
    public static List<Topology> parseList(String text) {
        List<Topology> out = new ArrayList<>();
        for (String part : (text == null ? "" : text).split(",", -1)) {
            Topology t = parse(part);
            if (out.contains(t)) throw new IllegalArgumentException("'" + part.trim() + "' is listed twice");
            out.add(t);
        }
        return List.copyOf(out);
    }

    public int totalConnections() {
        return connectionsPerService * services;
    }

    /** {@code 8x2}: the form it is written in, used in tables, file names and metric tags. */
    public String label() {
        return connectionsPerService + "x" + services;
    }

    /**
     * Splits {@code totalUsers} over the services as evenly as possible; the first services take one
     * more user each when it does not divide. Every service needs at least one user.
     */
    public int[] usersPerService(int totalUsers) {
        if (totalUsers < services) {
            throw new IllegalArgumentException(totalUsers + " user(s) cannot be split over " + services
                    + " services: every service needs at least one user");
        }
        int[] users = new int[services];
        for (int s = 0; s < services; s++) users[s] = totalUsers / services + (s < totalUsers % services ? 1 : 0);
        return users;
    }

    @Override
    public String toString() {
        return label();
    }
}
