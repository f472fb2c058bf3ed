package io.dbbench.cli.console;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The columns charbench's {@code -v} can show, by their -v names. */
public enum LiveColumn {
    USERS("users"),
    TPM("tpm"),
    TPS("tps"),
    RESP("resp"),
    VRESP("vresp"),
    TRANS("trans"),
    ERRS("errs"),
    TOTTX("tottx"),
    TREM("trem"),
    DML("dml"),
    CPU("cpu"),
    DISK("disk"),
    POOL("pool"),
    NET("net"),
    RT("rt");

    /** What dbbench shows when -v is not given. */
    public static final String DEFAULT = "users,tpm,tps,errs";

    final String optionName;

    LiveColumn(String optionName) {
        this.optionName = optionName;
    }

    /** Parses a -v list in the order given; an unknown name is a usage error naming the valid ones. */
    public static List<LiveColumn> parse(String list) throws CliException {
        List<LiveColumn> out = new ArrayList<>();
        for (String raw : list.split(",")) {
            String name = raw.trim().toLowerCase(Locale.ROOT);
            if (name.isEmpty()) continue;
            LiveColumn c = Arrays.stream(values())
                    .filter(v -> v.optionName.equals(name))
                    .findFirst()
                    .orElseThrow(() -> new CliException(
                            ExitCodes.BAD_USAGE,
                            "option -v: unknown column '" + raw.trim() + "'; valid: "
                                    + String.join(
                                            ",",
                                            Arrays.stream(values())
                                                    .map(v -> v.optionName)
                                                    .toList())));
            if (!out.contains(c)) out.add(c);
        }
        return out;
    }
}
