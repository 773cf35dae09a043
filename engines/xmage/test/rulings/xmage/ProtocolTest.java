package rulings.xmage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Tests of the adapter's protocol layer (Json, Server, Ask-free FakeBackend) with plain java, no
 * XMage and no test library: {@code java rulings.xmage.ProtocolTest} exits 1 on the first failure.
 * Run by engines/xmage/test-protocol (and so by .ci/run and tests/adapters/test_xmage_adapter.py).
 */
public final class ProtocolTest {
    private static int checks;

    private static void check(boolean ok, String what) {
        checks++;
        if (!ok) {
            throw new AssertionError("FAILED: " + what);
        }
    }

    private static void eq(Object got, Object want, String what) {
        check(want == null ? got == null : want.equals(got), what + ": got " + got + ", want " + want);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> reply(Server s, String line) {
        return (Map<String, Object>) Json.parse(s.handle(line));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> err(Map<String, Object> r) {
        check(Boolean.FALSE.equals(r.get("ok")), "an error reply: " + r);
        return (Map<String, Object>) r.get("error");
    }

    public static void main(String[] args) {
        json();
        server();
        fakeGame();
        names();
        System.out.println("ProtocolTest: " + checks + " checks passed");
    }

    /** The name -> class rule the backend loads cards by and build-classpath builds them by. */
    private static void names() {
        eq(Names.cardClass("Avenging Hunter"), "mage.cards.a.AvengingHunter", "a Mage.Sets card");
        eq(Names.cardClass("Trailblazer's Torch"), "mage.cards.t.TrailblazersTorch", "apostrophes dropped");
        eq(Names.cardClass("Caves of Chaos Adventurer"), "mage.cards.c.CavesOfChaosAdventurer", "every word capitalised");
        eq(Names.cardClass("Forest"), "mage.cards.basiclands.Forest", "a basic land is XMage's framework's");
        eq(Names.tokenClass("Treasure"), "mage.game.permanent.token.TreasureToken", "a token: NAME + Token");
        eq(Names.tokenClass("Skeleton"), "mage.game.permanent.token.SkeletonMenaceToken", "Catacombs' Skeleton");
        eq(Names.tokenClass("The Atropal"), "mage.game.permanent.token.TheAtropalToken", "spaces dropped");
        eq(Names.source("mage.cards.a.AvengingHunter"), "Mage.Sets/src/mage/cards/a/AvengingHunter.java", "a card's source");
        eq(Names.source("mage.cards.basiclands.Forest"), "Mage/src/main/java/mage/cards/basiclands/Forest.java",
                "a basic land's source");
        eq(Names.source("mage.game.permanent.token.TreasureToken"),
                "Mage/src/main/java/mage/game/permanent/token/TreasureToken.java", "a token's source");
        boolean threw = false;
        try {
            Names.cardClass(" - ");
        } catch (IllegalArgumentException e) {
            threw = true;
        }
        check(threw, "a name without a letter is refused");
    }

    private static void json() {
        Object v = Json.parse("{\"a\": [1, -2, 3.5, true, false, null], \"b\": \"q\\\"\\\\\\n\\u00e9\"}");
        Map<?, ?> m = (Map<?, ?>) v;
        eq(((List<?>) m.get("a")).get(0), 1L, "integers are longs");
        eq(((List<?>) m.get("a")).get(1), -2L, "negative integers");
        eq(((List<?>) m.get("a")).get(2), 3.5, "fractions are doubles");
        eq(((List<?>) m.get("a")).get(5), null, "null");
        eq(m.get("b"), "q\"\\\n\u00e9", "string escapes");
        eq(Json.write(v), "{\"a\":[1,-2,3.5,true,false,null],\"b\":\"q\\\"\\\\\\n\\u00e9\"}", "writes ASCII, one line");
        for (String bad : new String[]{"", "{", "{\"a\" 1}", "[1,]", "tru", "\"abc", "{} x", "{\"a\":01x}"}) {
            boolean threw = false;
            try {
                Json.parse(bad);
            } catch (IllegalArgumentException e) {
                threw = true;
            }
            check(threw, "rejects " + bad);
        }
    }

    /** A backend that declares a 1.1 capability and fails on demand. */
    private static final class Stub implements Backend {
        public Map<String, Object> info() {
            return Json.obj("name", "stub", "version", "1", "capabilities",
                    new ArrayList<Object>(List.of("two-player", "direct-destroy")), "cr_version", "2026-09-25");
        }
        public void ready() {
        }
        public void start(Map<String, Object> position) {
            throw new IllegalStateException("boom\nsecond line");
        }
        public void perform(Map<String, Object> action) {
            throw ProtocolError.illegal("not now", "117.1");
        }
        public Map<String, Object> pending() {
            return null;
        }
        public void decide(List<String> answer) {
        }
        public Map<String, Object> observe() {
            return Json.obj();
        }
        public void close() {
        }
    }

    @SuppressWarnings("unchecked")
    private static void server() {
        Server s = new Server(new Stub());
        Map<String, Object> r = reply(s, "{\"id\":1,\"op\":\"handshake\",\"params\":{\"protocol_version\":\"1.1\"}}");
        Map<String, Object> info = (Map<String, Object>) r.get("result");
        eq(info.get("protocol_version"), "1.1", "1.1 client gets 1.1");
        check(((List<Object>) info.get("capabilities")).contains("direct-destroy"), "1.1 keeps direct-destroy");
        r = reply(s, "{\"id\":2,\"op\":\"handshake\",\"params\":{\"protocol_version\":\"1.0\"}}");
        info = (Map<String, Object>) r.get("result");
        eq(info.get("protocol_version"), "1.0", "1.0 client gets 1.0");
        check(!((List<Object>) info.get("capabilities")).contains("direct-destroy"), "1.0 drops 1.1 capabilities");
        eq(err(reply(s, "{\"id\":3,\"op\":\"handshake\",\"params\":{\"protocol_version\":\"2.0\"}}")).get("code"),
                "bad-request", "another major version");
        Map<String, Object> r4 = reply(s, "hello");
        eq(r4.get("id"), null, "unreadable line: id null");
        eq(err(r4).get("code"), "bad-request", "unreadable line");
        Map<String, Object> r5 = reply(s, "{\"id\":5,\"op\":\"fly\"}");
        eq(r5.get("id"), 5L, "unknown op keeps the id");
        eq(err(r5).get("code"), "bad-request", "unknown op");
        eq(err(reply(s, "{\"id\":6,\"op\":\"observe\",\"extra\":1}")).get("code"), "bad-request", "unknown member");
        eq(err(reply(s, "{\"id\":-1,\"op\":\"observe\"}")).get("code"), "bad-request", "negative id");
        Map<String, Object> e7 = err(reply(s, "{\"id\":7,\"op\":\"start\",\"params\":{\"position\":{\"players\":[]}}}"));
        eq(e7.get("code"), "engine-error", "an exception is an engine-error");
        check(!String.valueOf(e7.get("message")).contains("\n"), "messages are one line");
        Map<String, Object> e8 = err(reply(s, "{\"id\":8,\"op\":\"perform\",\"params\":{\"action\":{\"type\":\"pass-priority\",\"player\":\"Bob\"}}}"));
        eq(e8.get("code"), "illegal-action", "ProtocolError code");
        eq(e8.get("rule"), "117.1", "ProtocolError rule");
        eq(err(reply(s, "{\"id\":9,\"op\":\"perform\",\"params\":{}}")).get("code"), "bad-request", "perform needs an action");
        eq(err(reply(s, "{\"id\":10,\"op\":\"decide\",\"params\":{\"answer\":[1]}}")).get("code"), "bad-request", "answers are strings");
        Map<String, Object> r11 = reply(s, "{\"id\":11,\"op\":\"pending\"}");
        check(r11.containsKey("result") && r11.get("result") == null && Boolean.TRUE.equals(r11.get("ok")), "pending null");
        check(!s.quitting(), "not quitting yet");
        eq(reply(s, "{\"id\":12,\"op\":\"quit\"}").get("ok"), true, "quit answered");
        check(s.quitting(), "quitting after quit");
    }

    @SuppressWarnings("unchecked")
    private static void fakeGame() {
        Server s = new Server(new FakeBackend());
        reply(s, "{\"id\":1,\"op\":\"handshake\",\"params\":{\"protocol_version\":\"1.1\"}}");
        eq(err(reply(s, "{\"id\":2,\"op\":\"start\",\"params\":{\"position\":{\"players\":[{\"name\":\"Alice\",\"battlefield\":[{\"card\":\"Grizzly Bear\"}]},{\"name\":\"Bob\"}]}}}")).get("code"),
                "unknown-card", "unknown card");
        eq(err(reply(s, "{\"id\":3,\"op\":\"start\",\"params\":{\"position\":{\"players\":[{\"name\":\"Alice\",\"battlefield\":[{\"card\":\"Forest\"},{\"card\":\"Forest\"}]},{\"name\":\"Bob\"}]}}}")).get("code"),
                "invalid-position", "duplicate label");
        eq(reply(s, "{\"id\":4,\"op\":\"start\",\"params\":{\"position\":{\"players\":[{\"name\":\"Alice\",\"life\":7},{\"name\":\"Bob\"}]}}}").get("ok"), true, "start");
        reply(s, "{\"id\":5,\"op\":\"perform\",\"params\":{\"action\":{\"type\":\"venture\",\"player\":\"Alice\"}}}");
        reply(s, "{\"id\":6,\"op\":\"perform\",\"params\":{\"action\":{\"type\":\"venture\",\"player\":\"Alice\"}}}");
        Map<String, Object> d = (Map<String, Object>) reply(s, "{\"id\":7,\"op\":\"pending\"}").get("result");
        eq(d.get("kind"), "choose-room", "a room choice is pending");
        eq(err(reply(s, "{\"id\":8,\"op\":\"decide\",\"params\":{\"answer\":[\"Throne\"]}}")).get("code"), "illegal-action", "a wrong room");
        eq(err(reply(s, "{\"id\":9,\"op\":\"perform\",\"params\":{\"action\":{\"type\":\"lose-life\",\"player\":\"Bob\",\"amount\":1}}}")).get("code"),
                "illegal-action", "no action while a decision is pending");
        reply(s, "{\"id\":10,\"op\":\"decide\",\"params\":{\"answer\":[\"Lost Well\"]}}");
        Map<String, Object> obs = (Map<String, Object>) reply(s, "{\"id\":11,\"op\":\"observe\"}").get("result");
        Map<String, Object> alice = (Map<String, Object>) ((List<Object>) obs.get("players")).get(0);
        eq(alice.get("room"), "Lost Well", "the answered room");
        eq(alice.get("life"), 7L, "life from the position");
        eq(err(reply(s, "{\"id\":12,\"op\":\"perform\",\"params\":{\"action\":{\"type\":\"cast\",\"player\":\"Alice\",\"card\":\"Forest\"}}}")).get("code"),
                "unsupported", "what the fake game cannot do is unsupported");
    }
}
