package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ReplicaUrlTest {
    @Test
    void aConsolesAddressAsItsBannerPrintsIt_withoutTheToken() {
        ReplicaUrl u = ReplicaUrl.parse("http://10.0.0.5:8080/#token=0123456789abcdef");
        assertEquals("http://10.0.0.5:8080/", u.toString());
        assertEquals("http://10.0.0.5:8080/events", u.events().toString());
        assertEquals("http://10.0.0.5:8080/api/state", u.state().toString());
        assertEquals("10.0.0.5:8080", u.name());
        assertEquals(
                "http://[::1]:41000/", ReplicaUrl.parse("http://[::1]:41000").toString());
        assertEquals(
                "http://sb-load-1:8080/",
                ReplicaUrl.parse(" HTTP://sb-load-1:8080/ ").toString());
    }

    @Test
    void aBadUrlSaysWhat_andNeverRepeatsATokenOrPassword() {
        for (String bad : List.of(
                "https://h:1/#token=secret1",
                "h:8080",
                "http://h/#token=secret1",
                "http://:8080/",
                "http://h:8080/api/state#token=secret1",
                "http://u:secret1@h:8080/",
                "http://h:80 80/")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReplicaUrl.parse(bad), bad);
            assertFalse(e.getMessage().contains("secret1"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplicaUrl.parse("http://h:8080/x"))
                .getMessage()
                .contains("served at '/'"));
        assertEquals(
                "'http://sb_stress:8080/': a host name with '_' is not a valid URL host: use tasks.SERVICE (without"
                        + " the stack prefix) or an address",
                assertThrows(IllegalArgumentException.class, () -> ReplicaUrl.parse("http://sb_stress:8080/"))
                        .getMessage());
    }

    @Test
    void theCommandRefusesABadUrlOrTheSameReplicaTwice_inOneLine_exit2() throws Exception {
        CliException twice = assertThrows(
                CliException.class,
                () -> ConsoleCommand.replicas(List.of("http://h:8080/", "http://h:8080/#token=abc")));
        assertEquals(ExitCodes.BAD_USAGE, twice.exitCode());
        assertFalse(twice.getMessage().contains("abc"), twice.getMessage());

        StringWriter err = new StringWriter();
        int code = new CommandLine(new ConsoleCommand())
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err, true))
                .execute("http://127.0.0.1:1/", "ftp://h:21/");
        assertEquals(ExitCodes.BAD_USAGE, code);
        String text = err.toString().strip();
        assertEquals(1, text.lines().count(), text);
        assertTrue(text.contains("URL 'ftp://h:21/'"), text);

        StringWriter err2 = new StringWriter();
        int listen = new CommandLine(new ConsoleCommand())
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err2, true))
                .execute("--listen", "host:x", "http://127.0.0.1:1/");
        assertEquals(ExitCodes.BAD_USAGE, listen);
        assertTrue(err2.toString().contains("option --listen: 'host:x'"), err2.toString());
    }

    @Test
    void eachAddressIsOneReplicaPerAddressTheNameResolvesTo_noneIsExit4() throws Exception {
        List<String> out = new ArrayList<>();
        List<ReplicaUrl> all = new AddressFollower(
                        List.of(ReplicaUrl.parse("http://127.0.0.1:8080/"), ReplicaUrl.parse("http://[::1]:8081/")),
                        java.net.InetAddress::getAllByName,
                        AddressFollower.MAX_REPLICAS,
                        out::add)
                .initial();
        assertEquals(
                List.of("http://127.0.0.1:8080/", "http://[0:0:0:0:0:0:0:1]:8081/"),
                all.stream().map(ReplicaUrl::toString).toList());
        assertTrue(
                out.stream().anyMatch(l -> l.startsWith("127.0.0.1 resolves to 1 address: one replica each")),
                out.toString());
        CliException none = assertThrows(CliException.class, () -> new AddressFollower(
                        List.of(ReplicaUrl.parse("http://no-such-replica.invalid:8080/")),
                        java.net.InetAddress::getAllByName,
                        AddressFollower.MAX_REPLICAS,
                        line -> {})
                .initial());
        assertEquals(ExitCodes.CANNOT_CONNECT, none.exitCode());
        assertTrue(none.getMessage().contains("resolves to no address"), none.getMessage());
    }
}
