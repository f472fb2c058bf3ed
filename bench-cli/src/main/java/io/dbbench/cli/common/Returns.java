package io.dbbench.cli.common;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The exit codes a command can return, e.g. {@code @Returns({ExitCodes.OK, ExitCodes.BAD_USAGE})}: its help's
 * "Exit codes:" list is made from them in {@link ExitCodes}' words ({@link CommandLines#configure}), so no
 * command writes its list by hand.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Returns {
    /** The codes, constants of {@link ExitCodes}, in the order the help lists them. */
    int[] value();
}
