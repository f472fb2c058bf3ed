package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The names of the objects the DDL resources create, read from the resources themselves so both stay in step. */
final class SoeExpectedObjects {
    private final SoeScripts scripts;

    SoeExpectedObjects(SoeScripts scripts) {
        this.scripts = scripts;
    }

    List<String> constraints() {
        return names("constraints.sql", "ADD\\s+CONSTRAINT\\s+(\\w+)");
    }

    /** Secondary indexes and the indexes behind the primary keys (named like their constraints). */
    List<String> indexes() {
        List<String> out = new ArrayList<>(names("keys.sql", "CREATE\\s+UNIQUE\\s+INDEX\\s+(\\w+)"));
        out.addAll(names("indexes.sql", "CREATE\\s+INDEX\\s+(\\w+)"));
        return out;
    }

    List<String> sequences() {
        return names("sequences.sql", "CREATE\\s+SEQUENCE\\s+(\\w+)");
    }

    List<String> views() {
        return names("views.sql", "VIEW\\s+(\\w+)");
    }

    private List<String> names(String file, String regex) {
        Pattern p = Pattern.compile("(?is)" + regex);
        Map<String, String> anyValue = new HashMap<>() {
            @Override
            public String get(Object key) {
                return "1";
            }
        };
        List<String> out = new ArrayList<>();
        for (SqlStatement s : scripts.load(file, anyValue).statements()) {
            Matcher m = p.matcher(s.sql());
            if (m.find()) out.add(m.group(1).toLowerCase(Locale.ROOT));
        }
        return List.copyOf(out);
    }
}
