package io.dbbench.workloads.bulk;

import java.util.Objects;

/**
 * One check of a schema validation.
 *
 * @param name   what was checked, e.g. "row counts" or "order totals"
 * @param ok     whether it held
 * @param detail what was found, for people (counts, missing names)
 */
public record ValidationCheck(String name, boolean ok, String detail) {
    public ValidationCheck {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(detail, "detail");
    }

    public static ValidationCheck passed(String name, String detail) {
        return new ValidationCheck(name, true, detail);
    }

    public static ValidationCheck failed(String name, String detail) {
        return new ValidationCheck(name, false, detail);
    }
}
