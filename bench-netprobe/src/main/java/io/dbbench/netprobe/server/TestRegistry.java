package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.TestSpec;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Running tests by cookie; the cookie is random so a data connection cannot join someone else's test by guessing. */
final class TestRegistry {
    private final SecureRandom random = new SecureRandom();
    private final Map<Long, TestSession> sessions = new ConcurrentHashMap<>();

    TestSession open(TestSpec spec, String remote) {
        while (true) {
            long cookie = random.nextLong();
            if (cookie == 0) {
                continue;
            }
            TestSession session = new TestSession(cookie, spec, remote);
            if (sessions.putIfAbsent(cookie, session) == null) {
                return session;
            }
        }
    }

    TestSession find(long cookie) throws Rejection {
        TestSession session = sessions.get(cookie);
        if (session == null) {
            throw new Rejection("unknown test cookie " + Long.toHexString(cookie));
        }
        return session;
    }

    void close(TestSession session) {
        sessions.remove(session.cookie());
    }
}
