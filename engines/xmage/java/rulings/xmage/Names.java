package rulings.xmage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

/**
 * XMage's class for a card or token name, and where its source is in an XMage checkout: the one
 * place the naming is written. The XMage backend loads cards and tokens by these names, and
 * {@code engines/xmage/build-classpath} asks this class (as a program, run from its source) which
 * classes the suite's cards need, so a card added to the pool is looked for by the same rule.
 *
 * <pre>
 *   java Names.java card|token NAME...      one line per name: NAME \t CLASS \t SOURCE
 *   (no NAME: the names are read from standard input, one a line)
 * </pre>
 * SOURCE is the class's file relative to the checkout: basic lands and tokens are in XMage's
 * framework (Mage/), every other card in Mage.Sets/.
 */
public final class Names {
    private Names() {
    }

    static final Set<String> BASICS = Set.of("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes");

    /** Tokens whose XMage class is not NAME + "Token": a position's Skeleton is Catacombs' 4/1. */
    static final Map<String, String> TOKENS = Map.of("Skeleton", "SkeletonMenaceToken");

    private static final String FRAMEWORK = "Mage/src/main/java/";
    private static final String SETS = "Mage.Sets/src/";

    /** mage.cards.basiclands.Forest, mage.cards.a.AvengingHunter. */
    public static String cardClass(String name) {
        StringBuilder camel = new StringBuilder();
        for (String word : name.replace("'", "").replace(",", "").split("[ -]+")) {
            if (!word.isEmpty()) {
                camel.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        if (camel.length() == 0) {
            throw new IllegalArgumentException("a card name has a letter: '" + name + "'");
        }
        return BASICS.contains(name) ? "mage.cards.basiclands." + camel
                : "mage.cards." + Character.toLowerCase(camel.charAt(0)) + "." + camel;
    }

    /** mage.game.permanent.token.TreasureToken for "Treasure". */
    public static String tokenClass(String name) {
        String simple = TOKENS.getOrDefault(name, name.replace("'", "").replace(" ", "") + "Token");
        return "mage.game.permanent.token." + simple;
    }

    /** The class's source file in an XMage checkout, relative to its root. */
    public static String source(String cls) {
        boolean framework = cls.startsWith("mage.cards.basiclands.") || cls.startsWith("mage.game.");
        return (framework ? FRAMEWORK : SETS) + cls.replace('.', '/') + ".java";
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || !(args[0].equals("card") || args[0].equals("token"))) {
            System.err.println("usage: java Names.java card|token [NAME...]");
            System.exit(2);
        }
        boolean token = args[0].equals("token");
        java.util.List<String> names = new java.util.ArrayList<>();
        if (args.length > 1) {
            names.addAll(java.util.Arrays.asList(args).subList(1, args.length));
        } else {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.isBlank()) {
                    names.add(line.strip());
                }
            }
        }
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            String cls = token ? tokenClass(name) : cardClass(name);
            out.append(name).append('\t').append(cls).append('\t').append(source(cls)).append('\n');
        }
        new java.io.PrintStream(System.out, true, StandardCharsets.UTF_8).print(out);
    }
}
