package io.dbbench.hostprobe.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A fake /sys: 4 logical CPUs on 2 cores (hyperthreads), cgroup v2 quota of 1.5 CPUs. */
class HostCpusTest {
    @TempDir
    Path root;

    @Test
    void readsLogicalPhysicalAndQuota() throws Exception {
        write("sys/devices/system/cpu/online", "0-3\n");
        int[] cores = {0, 1, 0, 1};
        for (int cpu = 0; cpu < 4; cpu++) {
            write("sys/devices/system/cpu/cpu" + cpu + "/topology/physical_package_id", "0\n");
            write("sys/devices/system/cpu/cpu" + cpu + "/topology/core_id", cores[cpu] + "\n");
        }
        write("sys/fs/cgroup/cpu.max", "150000 100000\n");
        HostCpus h = HostCpus.read(root, 2);
        assertEquals(new HostCpus(4, 2, 1.5, 2), h);
        assertEquals("4 logical CPUs, 2 physical cores, cgroup quota 1.50 CPUs, JVM sees 2", h.describe());
    }

    @Test
    void unlimitedV2AndV1QuotaAndMissingTopology() throws Exception {
        write("sys/devices/system/cpu/online", "0\n");
        write("sys/fs/cgroup/cpu.max", "max 100000\n");
        HostCpus h = HostCpus.read(root, 1);
        assertEquals(1, h.logical());
        assertEquals(0, h.physical());
        assertTrue(Double.isNaN(h.cgroupQuotaCpus()));
        Files.delete(root.resolve("sys/fs/cgroup/cpu.max"));
        write("sys/fs/cgroup/cpu/cpu.cfs_quota_us", "200000\n");
        write("sys/fs/cgroup/cpu/cpu.cfs_period_us", "100000\n");
        assertEquals(2.0, HostCpus.read(root, 1).cgroupQuotaCpus());
    }

    /** The quota of the process's own cgroup (from /proc/self/cgroup), the tightest up the tree. */
    @Test
    void v2QuotaIsReadFromThisProcesssCgroupAndItsParents() throws Exception {
        write("proc/self/cgroup", "0::/kubepods/pod1/ctr\n");
        write("sys/fs/cgroup/cpu.max", "max 100000\n");
        write("sys/fs/cgroup/kubepods/pod1/cpu.max", "300000 100000\n");
        write("sys/fs/cgroup/kubepods/pod1/ctr/cpu.max", "50000 100000\n");
        assertEquals(0.5, HostCpus.read(root, 1).cgroupQuotaCpus());
        write("sys/fs/cgroup/kubepods/pod1/ctr/cpu.max", "max 100000\n");
        assertEquals(3.0, HostCpus.read(root, 1).cgroupQuotaCpus());
        write("proc/self/cgroup", "0::/not/visible/here\n"); // another cgroup namespace: the mount's own file
        assertTrue(Double.isNaN(HostCpus.read(root, 1).cgroupQuotaCpus()));
    }

    @Test
    void v1QuotaFollowsTheCpuController() throws Exception {
        write("proc/self/cgroup", "4:memory:/x\n3:cpu,cpuacct:/docker/abc\n");
        write("sys/fs/cgroup/cpu/docker/abc/cpu.cfs_quota_us", "150000\n");
        write("sys/fs/cgroup/cpu/docker/abc/cpu.cfs_period_us", "100000\n");
        assertEquals(1.5, HostCpus.read(root, 1).cgroupQuotaCpus());
    }

    /** A malformed file used to throw NumberFormatException out of read(). */
    @Test
    void malformedValuesAreUnknownNotAnException() throws Exception {
        write("sys/devices/system/cpu/online", "0-x\n");
        write("sys/fs/cgroup/cpu.max", "lots 100000\n");
        HostCpus h = HostCpus.read(root, 2);
        assertEquals(0, h.logical());
        assertTrue(Double.isNaN(h.cgroupQuotaCpus()));
        assertTrue(h.describe().contains("no cgroup CPU quota known"), h.describe());
        write("sys/fs/cgroup/cpu.max", "100000\n");
        assertTrue(Double.isNaN(HostCpus.read(root, 2).cgroupQuotaCpus()));
    }

    @Test
    void parsesKernelCpuLists() {
        assertEquals(Set.of(0, 1, 2, 3, 8, 10, 11), HostCpus.parseCpuList("0-3,8,10-11"));
    }

    private void write(String path, String text) throws Exception {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
