package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.dbbench.cli.replica.DbStart;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class PreparedRunTest {
    /** A value of each component's type that no other component has, where one is cheap to make. */
    private static Object sentinel(RecordComponent c) {
        Class<?> t = c.getType();
        if (t == RunMode.class) return RunMode.values()[RunMode.values().length - 1];
        if (t == boolean.class) return true;
        if (t == int.class) return 3;
        if (t == SchemaPreparer.class) return new SchemaPreparer(List.of(), List.of(), 1, null);
        if (t == List.class) return List.of();
        if (t == OptionalLong.class) return OptionalLong.of(42);
        if (t == Path.class) return Path.of("/sentinel/" + c.getName());
        if (t == DbStart.class) return new DbStart("key", null, Duration.ofSeconds(7), Duration.ofSeconds(2));
        return null;
    }

    @Test
    void aCopyWithRoomForMoreUsersKeepsEveryOtherComponent() throws Exception {
        RecordComponent[] components = PreparedRun.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = sentinel(components[i]);
            types[i] = components[i].getType();
        }
        PreparedRun run = PreparedRun.class.getDeclaredConstructor(types).newInstance(values);
        PreparedRun roomy = run.withRoomFor(10);
        for (RecordComponent c : components) {
            Object copied = c.getAccessor().invoke(roomy);
            if (c.getName().equals("embeddedConnections")) {
                assertEquals(10, copied, "the embedded server takes the raised ceiling");
            } else {
                assertEquals(c.getAccessor().invoke(run), copied, c.getName());
            }
        }
        assertNotNull(roomy.dbStart(), "--start-at db survives the copy");
    }
}
