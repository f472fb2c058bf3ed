package io.dbbench.cli.run;

import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The capacity command's options as its help shows them. It takes charbench's run options as a mixin, shared with
 * charbench, so the flags the search refuses would be listed beside those it takes: they are hidden here (still
 * parsed, so each one given is refused with its reason, {@link CapacitySearchRun}), and the two it takes only in part
 * say when. Applied by picocli once the command's model is built, mixins included.
 */
public final class CapacityHelp implements IModelTransformer {
    /** The mixins' options the search refuses whenever they are given (-ot: json is refused, std is the default). */
    static final Set<String> REFUSED = Set.of("-rt", "-mt", "-bs", "-be", "-ot", "-ver", "--console-max-users");

    /** The options the search takes in part, described for the search. */
    static final Map<String, String> RESTATED = Map.of(
            "-uc",
            "with --rates: the users that serve the arrivals (not with --users, whose steps set the users)",
            "-r",
            "results file (default results.xml), with .json and .html beside it; not with -d, which names"
                    + " their directory");

    @Override
    public CommandSpec transform(CommandSpec spec) {
        // all removed and added again in their order, so that the help lists them where charbench's help does
        for (OptionSpec option : List.copyOf(spec.options())) {
            spec.remove(option);
            String name = option.names()[0];
            if (REFUSED.contains(name))
                spec.addOption(OptionSpec.builder(option).hidden(true).build());
            else if (RESTATED.containsKey(name))
                spec.addOption(OptionSpec.builder(option)
                        .description(RESTATED.get(name))
                        .build());
            else spec.addOption(option);
        }
        return spec;
    }
}
