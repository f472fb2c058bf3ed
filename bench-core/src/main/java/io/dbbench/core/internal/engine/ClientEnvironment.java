package io.dbbench.core.internal.engine;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;

/** Facts about the machine that generated the load, for results.json. */
final class ClientEnvironment {
    private ClientEnvironment() {}

    public static Map<String, String> capture() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("java.version", System.getProperty("java.version", ""));
        env.put("java.vendor", System.getProperty("java.vendor", ""));
        env.put("java.vm.name", System.getProperty("java.vm.name", ""));
        env.put("os.name", System.getProperty("os.name", ""));
        env.put("os.version", System.getProperty("os.version", ""));
        env.put("os.arch", System.getProperty("os.arch", ""));
        env.put("cpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.put("maxHeapBytes", Long.toString(Runtime.getRuntime().maxMemory()));
        env.put("host", hostName());
        Package p = ClientEnvironment.class.getPackage();
        String version = p == null ? null : p.getImplementationVersion();
        env.put("dbbench.version", version == null ? "development" : version);
        return env;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
