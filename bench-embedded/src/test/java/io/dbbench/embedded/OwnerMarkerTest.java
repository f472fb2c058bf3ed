package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.embedded.OwnerMarker.Owner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OwnerMarkerTest {
    @TempDir
    Path tmp;

    private final List<String> progress = new ArrayList<>();

    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    private static OwnerMarker self() {
        return OwnerMarker.current();
    }

    private static OwnerMarker deadOwner() throws Exception {
        OwnerMarker s = self();
        return new OwnerMarker(
                deadPid(), OwnerMarker.UNKNOWN, OwnerMarker.UNKNOWN, s.bootId(), s.host(), s.pidNamespace());
    }

    private Path serverDirectory(String suffix, OwnerMarker owner) throws Exception {
        Path directory = Files.createDirectory(tmp.resolve(Orphans.PREFIX + suffix));
        owner.writeTo(directory);
        Files.writeString(Files.createDirectories(directory.resolve("data")).resolve("PG_VERSION"), "15\n");
        return directory;
    }

    private List<Path> reap(Duration budget) throws Exception {
        ServerAccount account = ServerAccount.detect();
        return Orphans.reap(tmp, BinaryLocator.locate(account), account, progress::add, budget);
    }

    @Test
    void thisJvmIsALiveOwnerAndSurvivesTheRoundTrip() throws Exception {
        self().writeTo(tmp);
        Optional<OwnerMarker> read = OwnerMarker.readFrom(tmp);
        assertEquals(Optional.of(self()), read);
        assertEquals(Owner.ALIVE, read.get().owner(self()));
        assertTrue(read.get().ownerIsAlive());
    }

    @Test
    void aFinishedProcessIsADeadOwner() throws Exception {
        assertEquals(Owner.DEAD, deadOwner().owner(self()));
        assertFalse(deadOwner().ownerIsAlive());
    }

    @Test
    void aClockStepDoesNotMakeALiveOwnerDead() {
        OwnerMarker s = self();
        for (long stepMillis : new long[] {-1000, 1000}) {
            OwnerMarker stepped = new OwnerMarker(
                    s.pid(), s.startEpochMillis() + stepMillis, s.startTicks(), s.bootId(), s.host(), s.pidNamespace());
            assertEquals(Owner.ALIVE, stepped.owner(s), "wall-clock start moved by " + stepMillis + " ms");
            OwnerMarker withoutProc = new OwnerMarker(
                    s.pid(), s.startEpochMillis() + stepMillis, OwnerMarker.UNKNOWN, "", s.host(), s.pidNamespace());
            assertEquals(Owner.ALIVE, withoutProc.owner(withoutProc), "no /proc, moved by " + stepMillis + " ms");
        }
    }

    @Test
    void aLiveProcessThatStartedAtAnotherTimeGotTheOwnersPidByReuse() {
        OwnerMarker s = self();
        assumeTrue(s.startTicks() != OwnerMarker.UNKNOWN, "needs /proc");
        assertEquals(
                Owner.DEAD,
                new OwnerMarker(
                                s.pid(),
                                s.startEpochMillis(),
                                s.startTicks() - 100,
                                s.bootId(),
                                s.host(),
                                s.pidNamespace())
                        .owner(s));
        OwnerMarker withoutProc = new OwnerMarker(
                s.pid(), s.startEpochMillis() - 60_000, OwnerMarker.UNKNOWN, "", s.host(), s.pidNamespace());
        assertEquals(Owner.DEAD, withoutProc.owner(withoutProc));
    }

    @Test
    void anotherHostsOrNamespacesOrUnknownPlacesMarkerIsForeign() throws Exception {
        OwnerMarker dead = deadOwner();
        OwnerMarker otherHost = new OwnerMarker(dead.pid(), -1, -1, dead.bootId(), "elsewhere", dead.pidNamespace());
        OwnerMarker otherNamespace = new OwnerMarker(dead.pid(), -1, -1, dead.bootId(), dead.host(), 4_026_531_999L);
        OwnerMarker noPlace = new OwnerMarker(dead.pid(), -1, -1, "", "", OwnerMarker.UNKNOWN);
        assumeTrue(dead.pidNamespace() != 4_026_531_999L && !dead.host().isEmpty());
        assertEquals(Owner.FOREIGN, otherHost.owner(self()));
        assertEquals(Owner.FOREIGN, otherNamespace.owner(self()));
        assertEquals(Owner.FOREIGN, noPlace.owner(self()));

        Path host = serverDirectory("1", otherHost);
        Path namespace = serverDirectory("2", otherNamespace);
        assertEquals(List.of(), reap(Orphans.BUDGET));
        assertTrue(Files.exists(host) && Files.exists(namespace));
        assertEquals(List.of(), progress);
    }

    @Test
    void aMarkerFromBeforeARebootIsReapedWithoutLookingAtItsPid() throws Exception {
        OwnerMarker s = self();
        assumeTrue(!s.bootId().isEmpty(), "needs /proc");
        // the pid now names this live JVM: only the boot id says that the owner is long gone
        OwnerMarker beforeReboot = new OwnerMarker(
                s.pid(),
                s.startEpochMillis(),
                s.startTicks(),
                "00000000-0000-0000-0000-000000000000",
                s.host(),
                s.pidNamespace());
        assertEquals(Owner.REBOOTED, beforeReboot.owner(s));
        Path rebooted = serverDirectory("3", beforeReboot);
        Files.writeString(rebooted.resolve("data/postmaster.pid"), s.pid() + "\n");
        assertEquals(List.of(rebooted), reap(Orphans.BUDGET));
        assertFalse(Files.exists(rebooted));
    }

    @Test
    void onlyMarkedDirectoriesOfDeadOwnersAreReapedAndTheReapIsReported() throws Exception {
        Path dead = serverDirectory("11", deadOwner());
        Path live = serverDirectory("12", self());
        Path unmarked = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "13"));
        Path garbled = Files.createDirectory(tmp.resolve(Orphans.PREFIX + "14"));
        Files.writeString(garbled.resolve(OwnerMarker.FILE_NAME), "pid=twelve\n");
        Path binaryCache = serverDirectory(System.getProperty("user.name") + "-15", deadOwner());

        assertEquals(List.of(dead), reap(Orphans.BUDGET));

        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live) && Files.exists(unmarked) && Files.exists(garbled) && Files.exists(binaryCache));
        assertEquals(
                List.of("reaping 1 leftover embedded PostgreSQL server(s) of dead dbbench processes in " + tmp),
                progress);
    }

    @Test
    void aSpentBudgetLeavesTheRestForTheNextStart() throws Exception {
        Path dead = serverDirectory("21", deadOwner());
        assertEquals(List.of(), reap(Duration.ZERO));
        assertTrue(Files.exists(dead));
        assertEquals(1, progress.size());
    }

    @Test
    void onlyALivePostgresInPostmasterPidIsStoppedWithPgCtl() throws Exception {
        Path pidFile = tmp.resolve("postmaster.pid");
        assertFalse(Orphans.postmasterMayRun(pidFile), "no file");
        Files.writeString(pidFile, deadPid() + "\n" + tmp + "\n");
        assertFalse(Orphans.postmasterMayRun(pidFile), "a dead pid");
        Files.writeString(pidFile, ProcessHandle.current().pid() + "\n" + tmp + "\n");
        assumeTrue(!ProcFs.commandName(ProcessHandle.current().pid()).isEmpty(), "needs /proc");
        assertFalse(Orphans.postmasterMayRun(pidFile), "a live java is no postgres");
    }
}
