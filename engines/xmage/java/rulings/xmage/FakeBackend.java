package rulings.xmage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A toy game behind the wire server, so that the protocol layer is tested without XMage (in CI).
 * It is not a rules engine: it keeps life totals, the initiative holder, a venture marker that
 * asks a choose-room decision after Secret Entrance, conceding, and a few permanents; every other
 * action is {@code unsupported}. It mirrors tests/support/engines/tiny_engine.py.
 */
public final class FakeBackend implements Backend {
    private static final Map<String, int[]> CARDS = Map.of(
            "Grizzly Bears", new int[]{2, 2}, "Hill Giant", new int[]{3, 3}, "Forest", new int[0]);
    private static final Map<String, List<String>> NEXT_ROOMS = Map.of(
            "Secret Entrance", List.of("Forge", "Lost Well"));

    private static final class FakePlayer {
        String name;
        long life = 20;
        boolean left;
        String dungeon;
        String room;
        List<Object> hand = new ArrayList<>();
        List<Object> library = new ArrayList<>();
    }

    private final List<FakePlayer> players = new ArrayList<>();
    private final List<Object> battlefield = new ArrayList<>();
    private final List<Object> events = new ArrayList<>();
    private boolean started;
    private long turn;
    private String step;
    private String active;
    private String initiative;
    private Map<String, Object> decision;

    @Override
    public Map<String, Object> info() {
        return Json.obj("name", "xmage-fake", "version", "0.1",
                "capabilities", new ArrayList<Object>(List.of("two-player", "direct-effects", "leave-game", "event-log")),
                "cr_version", "2026-09-25");
    }

    @Override
    public void ready() {
    }

    @Override
    @SuppressWarnings("unchecked")
    public void start(Map<String, Object> position) {
        players.clear();
        battlefield.clear();
        events.clear();
        decision = null;
        List<Object> setups = (List<Object>) position.get("players");
        if (setups == null || setups.isEmpty()) {
            throw ProtocolError.invalidPosition("position.players: no players");
        }
        Set<String> labels = new HashSet<>();
        for (int i = 0; i < setups.size(); i++) {
            Map<String, Object> setup = Server.asMap(setups.get(i));
            FakePlayer p = new FakePlayer();
            p.name = (String) setup.get("name");
            if (setup.get("life") != null) {
                p.life = (Long) setup.get("life");
            }
            p.hand.addAll((List<Object>) setup.getOrDefault("hand", List.of()));
            p.library.addAll((List<Object>) setup.getOrDefault("library", List.of()));
            if (setup.get("dungeon") != null) {
                Map<String, Object> d = Server.asMap(setup.get("dungeon"));
                if (!"Undercity".equals(d.get("dungeon"))) {
                    throw ProtocolError.unsupported("the fake game knows only Undercity");
                }
                p.dungeon = "Undercity";
                p.room = (String) d.get("room");
            }
            List<Object> perms = (List<Object>) setup.getOrDefault("battlefield", List.of());
            for (int j = 0; j < perms.size(); j++) {
                Map<String, Object> perm = Server.asMap(perms.get(j));
                String card = (String) perm.get("card");
                String where = "position.players[" + i + "].battlefield[" + j + "]";
                if (!CARDS.containsKey(card)) {
                    throw ProtocolError.unknownCard(where + ".card: unknown card '" + card + "'");
                }
                String label = perm.get("label") != null ? (String) perm.get("label") : card;
                if (!labels.add(label)) {
                    throw ProtocolError.invalidPosition(where + ".label: duplicate label '" + label + "'");
                }
                Map<String, Object> view = Json.obj("label", label, "name", card, "controller", p.name, "owner", p.name);
                int[] pt = CARDS.get(card);
                if (pt.length == 2) {
                    view.put("power", (long) pt[0]);
                    view.put("toughness", (long) pt[1]);
                    view.put("types", new ArrayList<Object>(List.of("creature")));
                } else {
                    view.put("types", new ArrayList<Object>(List.of("land")));
                }
                if (Boolean.TRUE.equals(perm.get("tapped"))) {
                    view.put("tapped", true);
                }
                battlefield.add(view);
            }
            players.add(p);
        }
        turn = position.get("turn") != null ? (Long) position.get("turn") : 1L;
        step = position.get("step") != null ? (String) position.get("step") : "precombat main";
        active = position.get("active_player") != null ? (String) position.get("active_player") : players.get(0).name;
        initiative = (String) position.get("initiative");
        if (initiative != null) {
            player(initiative, "position.initiative");
        }
        started = true;
    }

    private FakePlayer player(String name, String field) {
        for (FakePlayer p : players) {
            if (p.name.equals(name)) {
                return p;
            }
        }
        throw ProtocolError.invalidPosition(field + ": unknown player '" + name + "'");
    }

    private FakePlayer actor(Map<String, Object> action) {
        String name = (String) action.get("player");
        for (FakePlayer p : players) {
            if (p.name.equals(name)) {
                if (p.left) {
                    throw ProtocolError.illegal(name + " has left the game", "800.4a");
                }
                return p;
            }
        }
        throw ProtocolError.illegal("unknown player '" + name + "'", null);
    }

    @Override
    public void perform(Map<String, Object> action) {
        if (!started) {
            throw ProtocolError.illegal("no game has started", null);
        }
        if (decision != null) {
            throw ProtocolError.illegal("a decision is pending", null);
        }
        String type = String.valueOf(action.get("type"));
        switch (type) {
            case "take-initiative": {
                FakePlayer p = actor(action);
                initiative = p.name;
                events.add(Json.obj("type", "took-initiative", "player", p.name, "rule", "726.3"));
                break;
            }
            case "lose-life": {
                FakePlayer p = actor(action);
                long amount = (Long) action.get("amount");
                p.life -= amount;
                events.add(Json.obj("type", "life", "player", p.name, "amount", -amount));
                break;
            }
            case "venture": {
                FakePlayer p = actor(action);
                if (p.dungeon == null) {
                    p.dungeon = "Undercity";
                    p.room = "Secret Entrance";
                    events.add(Json.obj("type", "entered-room", "player", p.name, "dungeon", "Undercity",
                            "room", p.room, "rule", "309.4"));
                } else if (NEXT_ROOMS.containsKey(p.room)) {
                    decision = Json.obj("kind", "choose-room", "player", p.name,
                            "options", new ArrayList<Object>(NEXT_ROOMS.get(p.room)), "source", "Undercity");
                } else {
                    throw ProtocolError.unsupported("the fake game cannot leave " + p.room);
                }
                break;
            }
            case "concede": {
                FakePlayer p = actor(action);
                p.left = true;
                p.dungeon = null;
                p.room = null;
                p.hand.clear();
                p.library.clear();
                battlefield.removeIf(o -> p.name.equals(Server.asMap(o).get("controller")));
                events.add(Json.obj("type", "left-game", "player", p.name, "text", "conceded"));
                if (p.name.equals(initiative)) { // CR 726.4: the active player takes it
                    initiative = p.name.equals(active) ? null : active;
                }
                if (p.name.equals(active)) {
                    active = null;
                }
                break;
            }
            default:
                throw ProtocolError.unsupported("the fake game does not do '" + type + "'");
        }
    }

    @Override
    public Map<String, Object> pending() {
        return decision == null ? null : new LinkedHashMap<>(decision);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void decide(List<String> answer) {
        if (decision == null) {
            throw ProtocolError.illegal("no decision is pending", null);
        }
        List<Object> options = (List<Object>) decision.get("options");
        if (answer.size() != 1 || !options.contains(answer.get(0))) {
            throw ProtocolError.illegal("answer " + answer + " is not one of " + options, null);
        }
        FakePlayer p = player((String) decision.get("player"), "decision.player");
        p.room = answer.get(0);
        events.add(Json.obj("type", "entered-room", "player", p.name, "dungeon", "Undercity",
                "room", p.room, "rule", "309.5"));
        decision = null;
    }

    @Override
    public Map<String, Object> observe() {
        if (!started) {
            throw ProtocolError.illegal("no game has started", null);
        }
        List<Object> views = new ArrayList<>();
        for (FakePlayer p : players) {
            Map<String, Object> v = Json.obj("name", p.name, "life", p.life);
            if (p.left) {
                v.put("left_game", true);
            }
            v.put("hand", new ArrayList<>(p.hand));
            v.put("library", new ArrayList<>(p.library));
            if (p.dungeon != null) {
                v.put("dungeon", p.dungeon);
                v.put("room", p.room);
            }
            views.add(v);
        }
        return Json.obj("turn", turn, "step", step, "active_player", active, "players", views,
                "initiative", initiative, "priority", active, "battlefield", new ArrayList<>(battlefield),
                "events", new ArrayList<>(events), "pending", pending());
    }

    @Override
    public void close() {
        started = false;
    }
}
