package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OwnerMarkerTest {
    @TempDir
    Path tmp;

    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    @Test
    void thisJvmIsALiveOwnerAndSurvivesTheRoundTrip() throws Exception {
        OwnerMarker.current().writeTo(tmp);
        Optional<OwnerMarker> read = OwnerMarker.readFrom(tmp);
        assertEquals(Optional.of(OwnerMarker.current()), read);
        assertTrue(read.get().ownerIsAlive());
    }

    @Test
    void aFinishedProcessIsADeadOwner() throws Exception {
        assertFalse(new OwnerMarker(deadPid(), OwnerMarker.UNKNOWN_START).ownerIsAlive());
    }

    @Test
    void aLiveProcessThatStartedAtAnotherTimeGotTheOwnersPidByReuse() {
        OwnerMarker self = OwnerMarker.current();
        assertFalse(new OwnerMarker(self.pid(), self.startEpochMillis() - 60_000).ownerIsAlive());
    }

    @Test
    void onlyMarkedDirectoriesOfDeadOwnersAreReaped() throws Exception {
        Path dead = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "dead"));
        new OwnerMarker(deadPid(), OwnerMarker.UNKNOWN_START).writeTo(dead);
        Files.writeString(Files.createDirectories(dead.resolve("data")).resolve("PG_VERSION"), "15\n");
        Path live = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "live"));
        OwnerMarker.current().writeTo(live);
        Path unmarked = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "unmarked"));
        Path garbled = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "garbled"));
        Files.writeString(garbled.resolve(OwnerMarker.FILE_NAME), "pid=twelve\n");

        ServerAccount account = ServerAccount.detect();
        List<Path> reaped = Orphans.reap(tmp, BinaryLocator.locate(account), account);

        assertEquals(List.of(dead), reaped);
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live) && Files.exists(unmarked) && Files.exists(garbled));
    }
}
