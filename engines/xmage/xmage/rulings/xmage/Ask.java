package rulings.xmage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A decision XMage asks of a player, by meaning (docs/PROTOCOL.md, "Decisions"). */
final class Ask {
    final String kind;
    final String player;
    final List<String> options = new ArrayList<>();
    final List<Object> values = new ArrayList<>(); // what each option stands for in XMage
    int min = 1;
    int max = 1;
    String source;
    String prompt = "";
    List<String> defaults; // assign-combat-damage: the engine's own answer (PROTOCOL.md, "default")

    Ask(String kind, String player) {
        this.kind = kind;
        this.player = player;
    }

    void option(String name, Object value) {
        options.add(name);
        values.add(value);
    }

    Map<String, Object> toJson() {
        Map<String, Object> m = Json.obj("kind", kind, "player", player,
                "options", new ArrayList<Object>(options), "min", (long) min, "max", (long) max);
        if (source != null) {
            m.put("source", source);
        }
        if (!prompt.isEmpty()) {
            m.put("prompt", prompt);
        }
        if (defaults != null) {
            m.put("default", new ArrayList<Object>(defaults));
        }
        return m;
    }

    /** A problem with the answer, or null (each option may be chosen as often as it is offered). */
    String check(List<String> answer) {
        if (answer.size() < min || answer.size() > max) {
            return "the answer names " + answer.size() + " options; " + min + " to " + max + " are required";
        }
        List<String> left = new ArrayList<>(options);
        for (String a : answer) {
            if (!left.remove(a)) {
                return "'" + a + "' is not an option (options: " + options + ")";
            }
        }
        return null;
    }

    /** The XMage values the answer names, each offered option used once. */
    List<Object> resolve(List<String> answer) {
        List<Object> out = new ArrayList<>();
        boolean[] used = new boolean[options.size()];
        for (String a : answer) {
            for (int i = 0; i < options.size(); i++) {
                if (!used[i] && options.get(i).equals(a)) {
                    used[i] = true;
                    out.add(values.get(i));
                    break;
                }
            }
        }
        return out;
    }

    static UUID id(Object o) {
        return (UUID) o;
    }
}
