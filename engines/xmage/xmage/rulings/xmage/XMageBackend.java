package rulings.xmage;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

import mage.MageObject;
import mage.Mana;
import mage.abilities.Ability;
import mage.abilities.ActivatedAbility;
import mage.abilities.SpellAbility;
import mage.abilities.TriggeredAbility;
import mage.abilities.common.SimpleStaticAbility;
import mage.abilities.effects.Effect;
import mage.abilities.effects.common.InfoEffect;
import mage.abilities.effects.common.TakeTheInitiativeEffect;
import mage.abilities.effects.keyword.VentureIntoTheDungeonEffect;
import mage.abilities.keyword.EquipAbility;
import mage.abilities.mana.ManaAbility;
import mage.cards.Card;
import mage.cards.Cards;
import mage.cards.decks.Deck;
import mage.cards.CardImpl;
import mage.cards.CardSetInfo;
import mage.constants.Rarity;
import mage.choices.Choice;
import mage.constants.AbilityType;
import mage.constants.MultiplayerAttackOption;
import mage.constants.Outcome;
import mage.constants.PhaseStep;
import mage.constants.RangeOfInfluence;
import mage.constants.Zone;
import mage.counters.Counter;
import mage.counters.CounterType;
import mage.designations.Initiative;
import mage.game.FreeForAll;
import mage.game.Game;
import mage.game.GameOptions;
import mage.game.TwoPlayerDuel;
import mage.game.command.CommandObject;
import mage.game.command.Dungeon;
import mage.game.command.DungeonRoom;
import mage.game.command.dungeons.UndercityDungeon;
import mage.game.mulligan.MulliganType;
import mage.game.permanent.Permanent;
import mage.game.permanent.PermanentImpl;
import mage.game.stack.Spell;
import mage.game.stack.StackAbility;
import mage.game.stack.StackObject;
import mage.players.Player;
import mage.target.Target;
import mage.target.TargetCard;
import mage.target.common.TargetCardInLibrary;
import mage.target.common.TargetDiscard;
import mage.target.common.TargetSacrifice;
import mage.util.CardUtil;
import mage.watchers.common.CompletedDungeonWatcher;

/**
 * The wire protocol's game, played by XMage (github.com/magefree/mage). See
 * docs/engines/xmage.md for how each request maps onto XMage's game API.
 */
public final class XMageBackend implements Backend {
    private static final long STOP_TIMEOUT = 8000;
    private static final Map<String, PhaseStep> STEPS = new LinkedHashMap<>();

    static {
        STEPS.put("untap", PhaseStep.UNTAP);
        STEPS.put("upkeep", PhaseStep.UPKEEP);
        STEPS.put("draw", PhaseStep.DRAW);
        STEPS.put("precombat main", PhaseStep.PRECOMBAT_MAIN);
        STEPS.put("beginning of combat", PhaseStep.BEGIN_COMBAT);
        STEPS.put("declare attackers", PhaseStep.DECLARE_ATTACKERS);
        STEPS.put("declare blockers", PhaseStep.DECLARE_BLOCKERS);
        STEPS.put("combat damage", PhaseStep.COMBAT_DAMAGE);
        STEPS.put("end of combat", PhaseStep.END_COMBAT);
        STEPS.put("postcombat main", PhaseStep.POSTCOMBAT_MAIN);
        STEPS.put("end", PhaseStep.END_TURN);
        STEPS.put("cleanup", PhaseStep.CLEANUP);
    }

    private Game game;
    private Hub hub; // the current game's, as the wire thread sees it
    private static final ThreadLocal<Hub> gameHub = new ThreadLocal<>(); // as a game thread sees it
    private Thread thread;
    private final Map<UUID, String> labels = new LinkedHashMap<>();
    private final Map<String, UUID> players = new LinkedHashMap<>();
    // a cast or activation in progress: the targets its action names, by meaning
    private List<String> actionTargets;
    private String actionColor; // the color a mana ability's action names
    private static final Map<String, String> COLORS = Map.of("W", "White", "U", "Blue", "B", "Black", "R", "Red", "G", "Green");
    // declarations waiting for XMage to ask for them
    private List<UUID[]> plannedAttacks;
    private List<UUID[]> plannedBlocks;
    private boolean attackersAsked;
    private final Set<UUID> blockersAsked = new HashSet<>();
    private List<TriggeredAbility> triggerOrder; // order-triggers answer: the order to put them on the stack
    // targets already asked about: XMage may ask again for "more" of the same target
    private final Map<Target, Boolean> asked = Collections.synchronizedMap(new java.util.WeakHashMap<>());

    @Override
    public Map<String, Object> info() {
        return Json.obj("name", "xmage", "version", xmageVersion(),
                "capabilities", new ArrayList<Object>(List.of("two-player", "multiplayer", "leave-game",
                        "position-setup", "direct-effects", "dungeons-afr", "stack-inspection", "event-log",
                        "trigger-ordering", "direct-destroy", "combat-damage-assignment", "shuffle-events",
                        "card-events", "action-events", "removal-events", "effect-durations")),
                "cr_version", "2026-09-25");
    }

    private static String xmageVersion() {
        String v = System.getenv("XMAGE_VERSION");
        return v == null || v.isEmpty() ? "unknown" : v;
    }

    @Override
    public void ready() {
        // cards are XMage's own card classes, found by name (see createCard); check one loads
        if (cardClass("Avenging Hunter") == null) {
            throw new ProtocolError("engine-error", "XMage's card classes are not on XMAGE_CLASSPATH (no mage.cards.a.AvengingHunter): build the classpath with engines/xmage/build-classpath XMAGE_CHECKOUT");
        }
    }

    /** XMage's class for a card name (Names.cardClass: mage.cards.basiclands.Forest, mage.cards.a.AvengingHunter). */
    static Class<?> cardClass(String name) {
        try {
            Class<?> c = Class.forName(Names.cardClass(name));
            return Card.class.isAssignableFrom(c) ? c : null;
        } catch (ClassNotFoundException | NoClassDefFoundError | IllegalArgumentException e) {
            return null;
        }
    }

    // ---------------------------------------------------------------- start

    @Override
    @SuppressWarnings("unchecked")
    public void start(Map<String, Object> position) {
        stopGame();
        labels.clear();
        players.clear();
        plannedAttacks = null;
        plannedBlocks = null;
        plannedDamage.clear();
        standInAttacker = null;
        triggerOrder = null;
        List<Object> setups = (List<Object>) position.get("players");
        String format = (String) position.getOrDefault("format", "two-player");
        if (setups == null || setups.size() < 2) {
            throw ProtocolError.invalidPosition("position.players: at least two players are required");
        }
        if (format.equals("two-headed-giant")) {
            throw ProtocolError.unsupported("XMage has no Two-Headed Giant game type");
        }
        if (format.equals("two-player") && setups.size() != 2) {
            throw ProtocolError.invalidPosition("position.players: a two-player game has two players");
        }
        String stepName = (String) position.getOrDefault("step", "precombat main");
        PhaseStep step = STEPS.get(stepName);
        if (step == null) {
            throw ProtocolError.invalidPosition("position.step: unknown step '" + stepName + "'");
        }
        if (step == PhaseStep.UNTAP || step == PhaseStep.CLEANUP) {
            // XMage gives no priority in untap and cleanup: the adapter cannot stop the game there
            throw ProtocolError.unsupported("the adapter cannot start a game in the " + stepName + " step");
        }
        boolean combatStep = step == PhaseStep.DECLARE_ATTACKERS || step == PhaseStep.DECLARE_BLOCKERS
                || step == PhaseStep.COMBAT_DAMAGE;
        Game g = format.equals("two-player")
                ? new Games.Duel(MultiplayerAttackOption.LEFT, RangeOfInfluence.ALL, MulliganType.GAME_DEFAULT.getMulligan(0), 20, 7)
                : new Games.Multiplayer(MultiplayerAttackOption.MULTIPLE, RangeOfInfluence.ALL, MulliganType.GAME_DEFAULT.getMulligan(0), 20, 7);
        Map<String, DriverPlayer> byName = new LinkedHashMap<>();
        for (int i = 0; i < setups.size(); i++) {
            Map<String, Object> s = Server.asMap(setups.get(i));
            String name = (String) s.get("name");
            if (name == null || byName.containsKey(name)) {
                throw ProtocolError.invalidPosition("position.players[" + i + "].name: missing or duplicate");
            }
            DriverPlayer p = new DriverPlayer(name, this);
            p.setTestMode(true);
            byName.put(name, p);
            players.put(name, p.getId());
        }
        // XMage's turn order runs against the order players join (each joins at the front of its
        // circular list), so they join last first: turn order is then the position's order
        List<DriverPlayer> joining = new ArrayList<>(byName.values());
        Collections.reverse(joining);
        for (DriverPlayer p : joining) {
            try {
                g.addPlayer(p, new Deck());
            } catch (Exception e) {
                throw new ProtocolError("engine-error", "XMage refused player " + p.getName() + ": " + e);
            }
        }
        String activeName = (String) position.get("active_player");
        if (activeName == null) {
            activeName = Server.asMap(setups.get(0)).get("name").toString();
        }
        if (!byName.containsKey(activeName)) {
            throw ProtocolError.invalidPosition("position.active_player: unknown player '" + activeName + "'");
        }
        Object initiative = position.get("initiative");
        if (initiative != null && !byName.containsKey(initiative)) {
            throw ProtocolError.invalidPosition("position.initiative: unknown player '" + initiative + "'");
        }
        // a card for each library so that nobody draws from an empty one on the way to the step
        for (DriverPlayer p : byName.values()) {
            List<Card> filler = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                filler.add(createCard("Island", "filler"));
            }
            g.cheat(p.getId(), filler, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }
        g.getState().addWatcher(new DungeonLog());
        EventLog.namer = new EventLog.Namer() { // the game thread names what it logs
            @Override
            public String object(UUID id, Game game) {
                return objectName(id, game);
            }

            @Override
            public String stackLabel(StackObject item, Game game) {
                return XMageBackend.label(stackItem(item, game));
            }

            @Override
            public String step(Game game) {
                return STEP_NAMES.getOrDefault(game.getTurnStepType(), String.valueOf(game.getTurnStepType()));
            }

            @Override
            public String name(UUID id, Game game) {
                if (id == null) {
                    return null;
                }
                Permanent perm = game.getPermanentOrLKIBattlefield(id);
                if (perm != null) {
                    return nameOf(perm);
                }
                MageObject o = game.getObject(id);
                return o == null ? objectName(id, game) : o.getName();
            }

            @Override
            public String label(UUID id, Game game) {
                String l = id == null ? null : labels.get(id);
                if (l != null) {
                    return l;
                }
                if (id != null && game.getPermanent(id) == null && game.getPermanentOrLKIBattlefield(id) != null) {
                    return nameOf(game.getPermanentOrLKIBattlefield(id));
                }
                return objectName(id, game);
            }
        };
        g.getState().addWatcher(new EventLog());
        GameOptions options = new GameOptions();
        options.testMode = true;
        options.skipInitShuffling = true;
        g.setGameOptions(options);
        UUID activeId = byName.get(activeName).getId();
        g.setStartingPlayerId(activeId);
        game = g;
        Hub h = new Hub();
        hub = h;
        thread = new Thread(() -> {
            gameHub.set(h); // this game thread's hub, even after a newer game replaced this one
            try {
                g.start(activeId);
                h.ended(null);
            } catch (Throwable t) {
                if (!Thread.currentThread().isInterrupted()) {
                    t.printStackTrace();
                }
                h.ended(t);
            }
        }, "GAME xmage-adapter");
        thread.setDaemon(true);
        thread.start();
        // walk turn 1 until the position's step, passing priority: nothing is in play yet
        Hub.Stop stop = hub.waitStop(STOP_TIMEOUT);
        Map<UUID, Integer> lifeBefore = new HashMap<>();
        if (combatStep) {
            // XMage skips the declare attackers, declare blockers and combat damage steps when no
            // creature attacks, so a stand-in creature of the active player's attacks on the walk
            // (selectAttackers) and leaves the game once the step is reached; the position holds
            // no attacking creature (PROTOCOL.md has none)
            for (Player q : game.getPlayers().values()) {
                lifeBefore.put(q.getId(), q.getLife());
            }
            Card standIn = createCard("Grizzly Bears", "the stand-in attacker");
            stop = hub.send(new Hub.Command("run", null, g2 -> {
                List<mage.game.PutToBattlefieldInfo> one = new ArrayList<>();
                one.add(new mage.game.PutToBattlefieldInfo(standIn, false));
                g2.cheat(activeId, new ArrayList<>(), new ArrayList<>(), one, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
                Permanent sp = g2.getPermanent(standIn.getId());
                setField(sp, PermanentImpl.class, "controlledFromStartOfControllerTurn", true);
                standInAttacker = standIn.getId();
            }), STOP_TIMEOUT);
        }
        for (int guard = 0; ; guard++) {
            if (guard > 200 || !stop.kind.equals("priority")) {
                throw new ProtocolError("engine-error", "XMage did not reach the " + stepName
                        + " step of turn 1 (stopped at " + stop.kind + " in " + game.getTurnStepType() + ")");
            }
            if (game.getTurnStepType() == step && game.getActivePlayerId().equals(activeId)) {
                break;
            }
            stop = hub.send(new Hub.Command("pass", null, null), STOP_TIMEOUT);
        }
        if (standInAttacker != null) {
            UUID standIn = standInAttacker;
            standInAttacker = null;
            hub.send(new Hub.Command("run", null, g2 -> {
                Permanent sp = g2.getPermanent(standIn);
                if (sp != null) {
                    g2.getCombat().removeFromCombat(standIn, g2, true);
                    g2.getPlayer(sp.getOwnerId()).moveCards(sp, Zone.OUTSIDE, fakeAbility(null), g2);
                }
                for (Map.Entry<UUID, Integer> e : lifeBefore.entrySet()) { // its combat damage, if any, undone
                    g2.getPlayer(e.getKey()).setLife(e.getValue(), g2, fakeAbility(null));
                }
            }), STOP_TIMEOUT);
            if (game.getPermanent(standIn) != null || game.getTurnStepType() != step) {
                throw new ProtocolError("engine-error", "the stand-in attacker did not leave the " + stepName + " step");
            }
        }
        setUp(position, setups);
    }

    private Card createCard(String name, String where) {
        Class<?> c = name == null ? null : cardClass(name);
        if (c == null) {
            throw ProtocolError.unknownCard(where + ": unknown card '" + name + "'");
        }
        Card card = CardImpl.createCard(c, new CardSetInfo(name, "RUL", "1", Rarity.COMMON));
        if (card == null || !card.getName().equals(name)) {
            throw ProtocolError.unknownCard(where + ": XMage's " + c.getSimpleName() + " is not '" + name + "'");
        }
        return card;
    }

    @SuppressWarnings("unchecked")
    private void setUp(Map<String, Object> position, List<Object> setups) {
        Ability fake = fakeAbility(null);
        Object turn = position.get("turn");
        if (turn != null) {
            game.getState().setTurnNum(((Long) turn).intValue());
        }
        if (game.getTurnNum() != 1) {
            // XMage's two-player game skips its starting player's first draw (CR 103.8a); the
            // adapter's game started at turn 1 to reach the step, but this is a later turn
            game.getState().getTurnMods().removeIf(m -> m.getSkipStep() == PhaseStep.DRAW);
        }
        Set<String> used = new HashSet<>();
        Map<String, UUID> byLabel = new HashMap<>();
        List<Object[]> attachments = new ArrayList<>();
        for (int i = 0; i < setups.size(); i++) {
            Map<String, Object> s = Server.asMap(setups.get(i));
            String where = "position.players[" + i + "]";
            Player p = game.getPlayer(players.get((String) s.get("name")));
            p.getLibrary().clear();
            p.getHand().clear();
            p.getGraveyard().clear();
            if (s.get("life") != null) {
                p.setLife(((Long) s.get("life")).intValue(), game, fake);
            }
            List<Card> library = cards(s, "library", where);
            Collections.reverse(library); // put on top one by one, the last first
            List<Card> hand = cards(s, "hand", where);
            List<Card> graveyard = cards(s, "graveyard", where);
            List<Card> exile = cards(s, "exile", where);
            game.cheat(p.getId(), library, hand, new ArrayList<>(), graveyard, new ArrayList<>(), exile);
            List<Object> perms = (List<Object>) s.getOrDefault("battlefield", List.of());
            for (int j = 0; j < perms.size(); j++) {
                Map<String, Object> perm = Server.asMap(perms.get(j));
                String pw = where + ".battlefield[" + j + "]";
                String cardName = (String) perm.get("card");
                String label = perm.get("label") != null ? (String) perm.get("label") : null;
                if (label == null) { // PROTOCOL.md: the name, or "<name> #k" when that is taken
                    label = cardName;
                    for (int k = 2; used.contains(label); k++) {
                        label = cardName + " #" + k;
                    }
                }
                if (!used.add(label)) {
                    throw ProtocolError.invalidPosition(pw + ".label: duplicate label '" + label + "'");
                }
                Object owner = perm.get("owner");
                UUID ownerId = p.getId();
                if (owner != null && !owner.equals(s.get("name"))) {
                    if (!players.containsKey(owner)) {
                        throw ProtocolError.invalidPosition(pw + ".owner: no player named '" + owner + "'");
                    }
                    ownerId = players.get(owner);
                }
                Permanent permanent;
                if (Boolean.TRUE.equals(perm.get("token"))) {
                    permanent = putToken(cardName, ownerId, Boolean.TRUE.equals(perm.get("tapped")), pw + ".card");
                } else {
                    Card card = createCard(cardName, pw + ".card");
                    List<mage.game.PutToBattlefieldInfo> one = new ArrayList<>();
                    one.add(new mage.game.PutToBattlefieldInfo(card, Boolean.TRUE.equals(perm.get("tapped"))));
                    game.cheat(ownerId, new ArrayList<>(), new ArrayList<>(), one, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
                    permanent = game.getPermanent(card.getId());
                }
                if (permanent == null) {
                    throw new ProtocolError("engine-error", pw + ": XMage did not put '" + cardName + "' onto the battlefield");
                }
                if (permanent instanceof PermanentImpl && !permanent.isControlledBy(p.getId())) {
                    // put onto the battlefield by its owner, now controlled by another player without
                    // any control-changing effect: its controller as XMage resets it (PermanentImpl.reset)
                    ((PermanentImpl) permanent).setOriginalControllerId(p.getId());
                    game.applyEffects();
                }
                // the position's state, not what entering would do (Dungeoneer's Pack enters tapped)
                permanent.setTapped(Boolean.TRUE.equals(perm.get("tapped")));
                labels.put(permanent.getId(), label);
                byLabel.put(label, permanent.getId());
                if (permanent instanceof PermanentImpl) {
                    // CR 302.6: sick unless controlled continuously since the turn began
                    setField(permanent, PermanentImpl.class, "controlledFromStartOfControllerTurn",
                            !Boolean.TRUE.equals(perm.get("summoning_sick")));
                }
                Map<String, Object> counters = (Map<String, Object>) perm.getOrDefault("counters", Map.of());
                for (Map.Entry<String, Object> c : counters.entrySet()) {
                    CounterType type = CounterType.findByName(c.getKey());
                    if (type == null) {
                        throw ProtocolError.unsupported(pw + ".counters: XMage has no counter '" + c.getKey() + "'");
                    }
                    permanent.addCounters(type.createInstance(((Long) c.getValue()).intValue()), fake, game);
                }
                if (perm.get("attached_to") != null) {
                    attachments.add(new Object[]{permanent, perm.get("attached_to"), pw});
                }
            }
            String pool = (String) s.getOrDefault("mana_pool", "");
            if (!pool.isEmpty()) {
                p.getManaPool().addMana(parseMana(pool, where + ".mana_pool"), game, fake);
            }
            Object lands = s.get("lands_played");
            if (lands != null && (Long) lands != 0) {
                setField(p, "landsPlayed", ((Long) lands).intValue());
            }
            Object dungeon = s.get("dungeon");
            if (dungeon != null) {
                Map<String, Object> d = Server.asMap(dungeon);
                putDungeon(p.getId(), (String) d.get("dungeon"), (String) d.get("room"), where + ".dungeon");
            }
            for (Object done : (List<Object>) s.getOrDefault("completed_dungeons", List.of())) {
                completed(p.getId()).add((String) done);
                game.getState().getWatcher(DungeonLog.class).add(p.getId(), (String) done);
            }
        }
        for (Object[] a : attachments) {
            UUID host = byLabel.get((String) a[1]);
            if (host == null) {
                throw ProtocolError.invalidPosition(a[2] + ".attached_to: no permanent '" + a[1] + "'");
            }
            game.getPermanent(host).addAttachment(((Permanent) a[0]).getId(), fake, game);
        }
        Object initiative = position.get("initiative");
        if (initiative != null) {
            UUID holder = players.get((String) initiative);
            game.getState().addDesignation(new Initiative(), game, holder);
            game.getState().setInitiativeId(holder);
        }
        // the position is a state, not events: nothing that happened while setting it up triggers
        game.getState().handleSimultaneousEvent(game);
        for (UUID id : players.values()) {
            for (TriggeredAbility t : game.getState().getTriggered(id)) {
                game.getState().removeTriggeredAbility(t);
            }
        }
        game.applyEffects();
        game.getState().getWatcher(EventLog.class).clear(); // the log starts with the position
        relabel();
    }

    /** A token XMage itself defines (mage.game.permanent.token.TreasureToken for "Treasure"). */
    private Permanent putToken(String name, UUID controller, boolean tapped, String where) {
        String cls = Names.tokenClass(name);
        mage.game.permanent.token.Token token;
        try {
            token = (mage.game.permanent.token.Token) Class.forName(cls)
                    .getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw ProtocolError.unknownCard(where + ": no XMage token class for '" + name + "'");
        }
        token.putOntoBattlefield(1, game, fakeAbility(controller), controller, tapped, false);
        List<UUID> ids = token.getLastAddedTokenIds();
        Permanent permanent = ids.isEmpty() ? null : game.getPermanent(ids.get(0));
        if (permanent == null || !nameOf(permanent).equals(name)) {
            throw ProtocolError.unknownCard(where + ": XMage's " + cls + " is not '" + name + "'");
        }
        return permanent;
    }

    @SuppressWarnings("unchecked")
    private List<Card> cards(Map<String, Object> setup, String zone, String where) {
        List<Card> out = new ArrayList<>();
        List<Object> names = (List<Object>) setup.getOrDefault(zone, List.of());
        for (int k = 0; k < names.size(); k++) {
            Object n = names.get(k);
            out.add(createCard(n instanceof Map ? (String) ((Map<String, Object>) n).get("name") : (String) n,
                    where + "." + zone + "[" + k + "]"));
        }
        return out;
    }

    private static Mana parseMana(String pool, String where) {
        Mana mana = new Mana();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]*)\\}").matcher(pool);
        int end = 0;
        while (m.find()) {
            if (m.start() != end) {
                break;
            }
            end = m.end();
            String sym = m.group(1);
            switch (sym) {
                case "W": mana.increaseWhite(); break;
                case "U": mana.increaseBlue(); break;
                case "B": mana.increaseBlack(); break;
                case "R": mana.increaseRed(); break;
                case "G": mana.increaseGreen(); break;
                case "C": mana.increaseColorless(); break;
                default:
                    try {
                        int n = Integer.parseInt(sym);
                        for (int i = 0; i < n; i++) {
                            mana.increaseColorless(); // generic stands for colorless (PROTOCOL.md)
                        }
                    } catch (NumberFormatException e) {
                        throw ProtocolError.invalidPosition(where + ": bad mana symbol {" + sym + "}");
                    }
            }
        }
        if (end != pool.length()) {
            throw ProtocolError.invalidPosition(where + ": bad mana '" + pool + "'");
        }
        return mana;
    }

    private void putDungeon(UUID playerId, String name, String room, String where) {
        Dungeon dungeon;
        if ("Undercity".equals(name)) {
            dungeon = new UndercityDungeon();
        } else {
            try {
                dungeon = Dungeon.createDungeon(name, true);
            } catch (RuntimeException e) {
                throw ProtocolError.invalidPosition(where + ".dungeon: unknown dungeon '" + name + "'");
            }
        }
        game.addDungeon(dungeon, playerId);
        dungeon = game.getPlayerDungeon(playerId);
        @SuppressWarnings("unchecked")
        List<DungeonRoom> rooms = (List<DungeonRoom>) getField(dungeon, Dungeon.class, "dungeonRooms");
        for (DungeonRoom r : rooms) {
            if (r.getName().equals(room)) {
                setField(dungeon, Dungeon.class, "currentRoom", r);
                return;
            }
        }
        throw ProtocolError.invalidPosition(where + ".room: '" + name + "' has no room '" + room + "'");
    }

    @SuppressWarnings("unchecked")
    private Set<String> completed(UUID playerId) {
        CompletedDungeonWatcher w = game.getState().getWatcher(CompletedDungeonWatcher.class);
        if (w == null) { // cards that need it add it; a position may name completed dungeons anyway
            game.getState().addWatcher(new CompletedDungeonWatcher());
            w = game.getState().getWatcher(CompletedDungeonWatcher.class);
        }
        Map<UUID, Set<String>> map = (Map<UUID, Set<String>>) getField(w, CompletedDungeonWatcher.class, "playerMap");
        return map.computeIfAbsent(playerId, u -> new HashSet<>());
    }

    static Object field(Object o, Class<?> cls, String name) {
        return getField(o, cls, name);
    }

    private static Object getField(Object o, Class<?> cls, String name) {
        try {
            Field f = cls.getDeclaredField(name);
            f.setAccessible(true);
            return f.get(o);
        } catch (ReflectiveOperationException e) {
            throw new ProtocolError("engine-error", "XMage changed: no field " + cls.getSimpleName() + "." + name);
        }
    }

    private static void setField(Object o, Class<?> cls, String name, Object value) {
        try {
            Field f = cls.getDeclaredField(name);
            f.setAccessible(true);
            f.set(o, value);
        } catch (ReflectiveOperationException e) {
            throw new ProtocolError("engine-error", "XMage changed: no field " + cls.getSimpleName() + "." + name);
        }
    }

    private static void setField(Player p, String name, Object value) {
        Class<?> c = p.getClass();
        while (c != null) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                f.set(p, value);
                return;
            } catch (NoSuchFieldException e) {
                c = c.getSuperclass();
            } catch (IllegalAccessException e) {
                break;
            }
        }
        throw ProtocolError.unsupported("cannot set " + name + " on XMage's player");
    }

    private Ability fakeAbility(UUID controller) {
        Ability a = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("rulings suite effect"));
        if (controller != null) {
            a.setControllerId(controller);
        }
        return a;
    }

    private void stopGame() {
        if (thread != null) {
            thread.interrupt();
            thread = null;
        }
        game = null;
        hub = null;
    }

    // ---------------------------------------------------------------- perform

    private Game game() {
        if (game == null) {
            throw ProtocolError.illegal("no game has started", null);
        }
        return game;
    }

    private UUID playerId(Object name) {
        UUID id = players.get((String) name);
        if (id == null) {
            throw ProtocolError.illegal("unknown player '" + name + "'", null);
        }
        return id;
    }

    private Hub.Stop priorityStop() {
        Hub.Stop stop = hub.current();
        if (stop == null || stop.kind.equals("ended")) {
            throw ProtocolError.illegal("the game is over", "104.1");
        }
        if (stop.kind.equals("decision")) {
            throw ProtocolError.illegal("a decision is pending: " + stop.ask.kind + " for " + stop.ask.player, null);
        }
        return stop;
    }

    private static final boolean DEBUG = System.getenv("XMAGE_ADAPTER_DEBUG") != null;

    private Hub.Stop pass() {
        Hub.Stop s = hub.send(new Hub.Command("pass", null, null), STOP_TIMEOUT);
        relabel();
        if (DEBUG) {
            System.err.println("xmage-adapter: pass -> " + s.kind + " " + (s.player == null ? "" : name(s.player))
                    + " turn " + game.getTurnNum() + " " + game.getTurnStepType() + " active " + name(game.getActivePlayerId())
                    + " stack " + game.getStack().size());
        }
        return s;
    }

    private Hub.Stop run(Consumer<Game> body) {
        Hub.Stop s = hub.send(new Hub.Command("run", null, body), STOP_TIMEOUT);
        relabel();
        return s;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void perform(Map<String, Object> action) {
        game();
        Hub.Stop stop = priorityStop();
        continuation = null;
        String type = String.valueOf(action.get("type"));
        if (action.get("player") instanceof String && !type.equals("concede") && !type.equals("advance")) {
            // a player who has left does nothing more, and nothing happens to him (CR 800.4a):
            // the direct effects too are refused, as by the reference engine
            Player actor = game.getPlayer(playerId(action.get("player")));
            if (actor.hasLeft()) {
                throw ProtocolError.illegal(action.get("player") + " has left the game", "800.4a");
            }
        }
        switch (type) {
            case "pass-priority": {
                UUID p = playerId(action.get("player"));
                if (!p.equals(stop.player)) {
                    throw ProtocolError.illegal(action.get("player") + " does not have priority", "117.1");
                }
                pass();
                return;
            }
            case "resolve-top": {
                if (game.getStack().isEmpty()) {
                    throw ProtocolError.illegal("the stack is empty", "117.4");
                }
                UUID top = game.getStack().getFirst().getId();
                passUntil(() -> game.getStack().stream().noneMatch(o -> o.getId().equals(top)), 50, "the top of the stack to resolve");
                return;
            }
            case "resolve-stack": {
                if (!game.getStack().isEmpty()) {
                    passUntil(() -> game.getStack().isEmpty(), 500, "the stack to empty");
                }
                return;
            }
            case "advance": {
                PhaseStep step = STEPS.get((String) action.get("step"));
                UUID p = playerId(action.get("player"));
                if (step == null) {
                    throw ProtocolError.illegal("unknown step " + action.get("step"), null);
                }
                if (!game.getPlayer(p).isInGame()) {
                    throw ProtocolError.illegal(action.get("player") + " has left the game", "500.1");
                }
                int turn = game.getTurnNum();
                PhaseStep from = game.getTurnStepType();
                boolean[] moved = new boolean[1];
                // by the protocol's name: "combat damage" is the first of the two combat damage
                // steps a first or double striker gives (XMage's FIRST_COMBAT_DAMAGE, CR 510.4)
                String name = STEP_NAMES.get(step);
                passUntil(() -> {
                    moved[0] = moved[0] || game.getTurnNum() != turn || game.getTurnStepType() != from;
                    return moved[0] && name.equals(STEP_NAMES.get(game.getTurnStepType()))
                            && game.getActivePlayerId().equals(p);
                }, 2000, action.get("player") + "'s " + action.get("step"));
                return;
            }
            case "take-initiative": {
                UUID p = playerId(action.get("player"));
                effect(g -> g.takeInitiative(fakeAbility(p), p));
                return;
            }
            case "venture": {
                UUID p = playerId(action.get("player"));
                boolean undercity = "undercity".equals(action.get("into"));
                effect(g -> g.ventureIntoDungeon(p, undercity));
                return;
            }
            case "lose-life": {
                UUID p = playerId(action.get("player"));
                int amount = ((Long) action.get("amount")).intValue();
                effect(g -> g.getPlayer(p).loseLife(amount, g, fakeAbility(p), false));
                return;
            }
            case "destroy": {
                UUID id = permanentId((String) action.get("permanent"));
                effect(g -> g.getPermanent(id).destroy(fakeAbility(null), g, false));
                return;
            }
            case "concede": {
                UUID p = playerId(action.get("player"));
                if (!game.getPlayer(p).isInGame()) {
                    throw ProtocolError.illegal(action.get("player") + " has left the game", "800.4a");
                }
                run(g -> g.concede(p));
                return;
            }
            case "cast":
            case "play-land":
            case "activate":
                activate(type, action, stop);
                return;
            case "declare-attackers":
                declareAttackers(action);
                return;
            case "declare-blockers":
                declareBlockers(action);
                return;
            default:
                throw ProtocolError.unsupported("the XMage adapter does not do '" + type + "'");
        }
    }

    /** What a pass loop waits for, checked at each priority; kept when a decision interrupts it. */
    private interface Until {
        boolean reached();
    }

    private Until continuation; // the pass loop a decision interrupted: decide() goes on with it
    private int continuationLimit;
    private String continuationWhat;

    /** Passes priority (whoever holds it) until the condition holds or a decision is pending. */
    private void passUntil(Until until, int limit, String what) {
        continuation = null;
        for (int guard = 0; guard < limit; guard++) {
            Hub.Stop s = pass();
            if (s.kind.equals("decision")) {
                continuation = until; // "decide ... then runs on as perform does" (PROTOCOL.md)
                continuationLimit = limit - guard;
                continuationWhat = what;
                return;
            }
            if (!s.kind.equals("priority") || until.reached()) {
                return;
            }
        }
        throw new ProtocolError("engine-error", "XMage did not reach " + what + " after " + limit + " passes");
    }

    /** A direct effect, then the game goes on as after a resolved effect (PROTOCOL.md). */
    private void effect(Consumer<Game> body) {
        run(g -> {
            body.accept(g);
            g.getState().handleSimultaneousEvent(g);
            g.getState().getPlayers().resetPassed(); // CR 117.3b: passes before it no longer count
        });
    }

    private UUID permanentId(String label) {
        for (Map.Entry<UUID, String> e : labels.entrySet()) {
            if (e.getValue().equals(label) && game.getPermanent(e.getKey()) != null) {
                return e.getKey();
            }
        }
        throw ProtocolError.illegal("no permanent labelled '" + label + "'", null);
    }

    @SuppressWarnings("unchecked")
    private void activate(String type, Map<String, Object> action, Hub.Stop stop) {
        UUID p = playerId(action.get("player"));
        if (!p.equals(stop.player)) {
            throw ProtocolError.illegal(action.get("player") + " does not have priority", "117.1");
        }
        boolean free = Boolean.TRUE.equals(action.get("without_paying"));
        String zoneName = (String) action.getOrDefault("from_zone", "hand");
        Zone zone = zoneName.equals("hand") ? Zone.HAND : zoneName.equals("graveyard") ? Zone.GRAVEYARD
                : zoneName.equals("exile") ? Zone.EXILED : zoneName.equals("library") ? Zone.LIBRARY : null;
        UUID source = type.equals("activate") ? permanentId((String) action.get("source")) : null;
        String card = (String) action.get("card");
        String kind = (String) action.getOrDefault("ability", "activated");
        String color = (String) action.get("color");
        if (color != null && !COLORS.containsKey(color)) {
            throw ProtocolError.illegal("color: one of W U B R G, not " + color, null);
        }
        List<String> targets = new ArrayList<>();
        for (Object t : (List<Object>) action.getOrDefault("targets", List.of())) {
            targets.add((String) t);
        }
        boolean[] done = new boolean[1];
        String[] why = new String[1];
        Hub.Stop s = run(g -> {
            DriverPlayer player = (DriverPlayer) g.getPlayer(p);
            ActivatedAbility chosen = null;
            for (ActivatedAbility a : player.getPlayable(g, true)) {
                MageObject obj = g.getObject(a.getSourceId());
                if (type.equals("activate")) {
                    if (!a.getSourceId().equals(source)) {
                        continue;
                    }
                    boolean mana = a instanceof ManaAbility;
                    boolean equip = a instanceof EquipAbility;
                    if (kind.equals("mana") ? mana : kind.equals("equip") ? equip : (!mana && !equip)) {
                        chosen = a;
                        break;
                    }
                } else if (obj != null && obj.getName().equals(card) && g.getState().getZone(a.getSourceId()) == zone) {
                    boolean land = a.getAbilityType() == AbilityType.PLAY_LAND;
                    boolean spell = a instanceof SpellAbility;
                    if (type.equals("play-land") ? land : spell) {
                        chosen = a;
                        break;
                    }
                }
            }
            if (chosen == null) {
                why[0] = "XMage offers " + g.getPlayer(p).getName() + " no such " + type + " now";
                return;
            }
            if (kind.equals("mana") && color == null && chosen.getEffects().stream()
                    .anyMatch(e -> e instanceof mage.abilities.effects.mana.AddManaOfAnyColorEffect)) {
                // the action must name the color (CR 106.1a); XMage would ask for one instead
                why[0] = "mana of any color: the action names no color (CR 106.1a)";
                return;
            }
            if (type.equals("cast")) {
                // XMage casts a card an effect lets be played only for free without paying, and
                // has no "without paying" of its own: the action's choice is checked against that
                Card c = g.getCard(chosen.getSourceId());
                String permission = c == null || g.getState().getZone(c.getId()) == Zone.HAND ? "" : playable(c, p, g);
                if (free && !permission.equals("this-turn-free")) {
                    why[0] = "nothing lets " + card + " be cast without paying its mana cost (CR 118.9)";
                    return;
                }
                if (!free && permission.equals("this-turn-free")) {
                    why[0] = card + " may be cast only without paying its mana cost (CR 118.9)";
                    return;
                }
            }
            actionTargets = new ArrayList<>(targets);
            actionColor = color == null ? null : COLORS.get(color);
            int bookmark = g.bookmarkState();
            int stackBefore = g.getStack().size();
            try {
                done[0] = player.activateAbility((ActivatedAbility) chosen.copy(), g);
                if (done[0] && !actionTargets.isEmpty() && g.getStack().size() > stackBefore) {
                    // XMage may pick a lone legal target itself (equip): the named ones count if chosen
                    List<Object> got = targets(g.getStack().getFirst() instanceof Spell
                            ? ((Spell) g.getStack().getFirst()).getSpellAbility()
                            : g.getStack().getFirst().getStackAbility(), g);
                    for (Object t : got) {
                        actionTargets.remove((String) t);
                    }
                }
                if (done[0] && !actionTargets.isEmpty()) {
                    // the action names targets the spell or ability does not have (CR 601.2c)
                    g.restoreState(bookmark, "rulings: illegal targets");
                    done[0] = false;
                    why[0] = "XMage chose no target for " + actionTargets + " (CR 601.2c)";
                }
            } finally {
                actionTargets = null;
                actionColor = null;
            }
            if (!done[0] && why[0] == null) {
                why[0] = "XMage refused the " + type;
            }
        });
        if (s.kind.equals("decision")) {
            return; // the cast goes on once the decision is answered
        }
        if (!done[0]) {
            throw ProtocolError.illegal(why[0], null);
        }
    }

    @SuppressWarnings("unchecked")
    private void declareAttackers(Map<String, Object> action) {
        UUID p = playerId(action.get("player"));
        if (!game.getActivePlayerId().equals(p)) {
            throw ProtocolError.illegal(action.get("player") + " is not the active player", "508.1");
        }
        PhaseStep now = game.getTurnStepType();
        if (now != PhaseStep.PRECOMBAT_MAIN && now != PhaseStep.BEGIN_COMBAT) {
            throw ProtocolError.illegal("attackers are declared at the start of the declare attackers step", "508.1");
        }
        if (!game.getStack().isEmpty()) {
            throw ProtocolError.illegal("the stack is not empty", "117.4");
        }
        List<UUID[]> plan = new ArrayList<>();
        for (Object o : (List<Object>) action.getOrDefault("attacks", List.of())) {
            Map<String, Object> a = Server.asMap(o);
            plan.add(new UUID[]{permanentId((String) a.get("attacker")), playerId(a.get("defender"))});
        }
        Set<UUID> seen = new HashSet<>();
        for (UUID[] a : plan) {
            if (!seen.add(a[0])) {
                throw ProtocolError.illegal(labels.get(a[0]) + " is declared to attack twice", "508.1a");
            }
        }
        // CR 508.1a-d, checked with XMage's own rules before the game moves on to combat (XMage's
        // declareAttacker does not refuse an illegal attacker)
        Player attacker = game.getPlayer(p);
        for (UUID[] a : plan) {
            boolean able = attacker.getAvailableAttackers(a[1], game).stream().anyMatch(x -> x.getId().equals(a[0]));
            if (!able) {
                throw ProtocolError.illegal(labels.get(a[0]) + " can't attack " + name(a[1]) + " now (XMage offers it no attack)", "508.1a");
            }
        }
        for (Permanent goaded : game.getBattlefield().getAllPermanents()) {
            if (goaded.isControlledBy(p) && !seen.contains(goaded.getId()) && !goaded.getGoadingPlayers().isEmpty()
                    && goaded.isCreature(game) && !goaded.isTapped() && goaded.wasControlledFromStartOfControllerTurn()) {
                // XMage's combat forces a goaded creature in itself (CR 701.15b): a declaration
                // without it is not the one XMage would make, so it is refused here
                throw ProtocolError.illegal(labels.get(goaded.getId()) + " is goaded and must attack", "508.1d");
            }
        }
        // a goaded creature attacks a player other than a goader if able (CR 701.15b): the defenders
        // XMage's Combat.checkAttackRequirements forces it to (the players it can attack, less the
        // players who goaded it), from the defenders XMage's combat would have (Combat.setDefenders)
        mage.game.combat.Combat probe = game.getCombat().copy();
        probe.clear();
        probe.setAttacker(p);
        probe.setDefenders(game);
        for (UUID[] a : plan) {
            Permanent creature = game.getPermanent(a[0]);
            if (creature == null || creature.getGoadingPlayers().isEmpty()) {
                continue;
            }
            Set<UUID> forced = new HashSet<>();
            for (UUID d : probe.getDefenders()) {
                if (game.getPlayer(d) != null && !creature.getGoadingPlayers().contains(d)
                        && attacker.getAvailableAttackers(d, game).stream().anyMatch(x -> x.getId().equals(a[0]))) {
                    forced.add(d);
                }
            }
            if (!forced.isEmpty() && !forced.contains(a[1])) {
                throw ProtocolError.illegal(labels.get(a[0]) + " is goaded by " + name(a[1]) + " and must attack another player ("
                        + forced.stream().map(this::name).sorted().collect(java.util.stream.Collectors.joining(", ")) + ")", "701.15b");
            }
        }
        for (Permanent able : attacker.getAvailableAttackers(game)) {
            if (seen.contains(able.getId())) {
                continue;
            }
            for (mage.abilities.effects.RequirementEffect r : game.getContinuousEffects()
                    .getApplicableRequirementEffects(able, false, game).keySet()) {
                if (r.mustAttack(game)) {
                    throw ProtocolError.illegal(labels.get(able.getId()) + " must attack (a requirement XMage applies)", "508.1d");
                }
            }
        }
        plannedAttacks = plan;
        attackersAsked = false;
        int turnNow = game.getTurnNum();
        // XMage declares forced attackers itself (a goaded creature) without asking: stop once
        // the declare attackers step (or anything after it) is reached
        passUntil(() -> attackersAsked || game.getTurnNum() != turnNow
                || game.getTurnStepType().getIndex() >= PhaseStep.DECLARE_ATTACKERS.getIndex(), 20, "the declaration of attackers");
        if (continuation != null) {
            return;
        }
        plannedAttacks = null;
        for (UUID[] a : plan) {
            if (!game.getCombat().getAttackers().contains(a[0])) {
                throw ProtocolError.illegal(labels.get(a[0]) + " was not declared as an attacker by XMage", "508.1");
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void declareBlockers(Map<String, Object> action) {
        UUID p = playerId(action.get("player"));
        if (game.getTurnStepType() != PhaseStep.DECLARE_ATTACKERS || game.getCombat().getAttackers().isEmpty()) {
            throw ProtocolError.illegal("blockers are declared after attackers, at the start of the declare blockers step", "509.1");
        }
        Set<UUID> attacked = new HashSet<>(); // the players attacked, or whose planeswalker/battle is
        for (mage.game.combat.CombatGroup group : game.getCombat().getGroups()) {
            UUID d = group.getDefenderId();
            Permanent dp = d == null ? null : game.getPermanent(d);
            attacked.add(dp == null ? d : dp.getControllerId());
        }
        if (!attacked.contains(p)) {
            throw ProtocolError.illegal(action.get("player") + " is not a defending player", "509.1");
        }
        if (!game.getStack().isEmpty()) {
            // the step ends, and the next begins, only when all pass with the stack empty (CR 500.2)
            throw ProtocolError.illegal("the stack is not empty: the declare blockers step has not begun", "500.2");
        }
        List<UUID[]> plan = new ArrayList<>();
        for (Object o : (List<Object>) action.getOrDefault("blocks", List.of())) {
            Map<String, Object> b = Server.asMap(o);
            plan.add(new UUID[]{permanentId((String) b.get("blocker")), permanentId((String) b.get("attacker"))});
        }
        Map<UUID, Integer> blocks = new HashMap<>();
        for (UUID[] b : plan) {
            Permanent blocker = game.getPermanent(b[0]);
            int n = blocks.merge(b[0], 1, Integer::sum);
            int max = blocker.getMaxBlocks();
            if (max > 0 && n > max) {
                throw ProtocolError.illegal(labels.get(b[0]) + " can block only " + max + " creature(s)", "509.1a");
            }
            if (!blocker.isControlledBy(p) || !blocker.canBlock(b[1], game)) {
                throw ProtocolError.illegal(labels.get(b[0]) + " can't block " + labels.get(b[1]) + " (XMage)", "509.1a");
            }
            // checked here, before the game moves on: XMage checks these only inside the declare
            // blockers step, after which a refusal would no longer leave the game unchanged
            mage.game.combat.CombatGroup group = game.getCombat().findGroup(b[1]);
            if (group == null) {
                throw ProtocolError.illegal(labels.get(b[1]) + " is not attacking", "509.1a");
            }
            Permanent dp = group.getDefenderId() == null ? null : game.getPermanent(group.getDefenderId());
            UUID defending = dp == null ? group.getDefenderId() : dp.getControllerId();
            if (!p.equals(defending)) {
                throw ProtocolError.illegal(labels.get(b[1]) + " is not attacking " + action.get("player")
                        + " or a permanent of theirs", "509.1a");
            }
        }
        Map<UUID, Integer> blockedBy = new HashMap<>();
        for (UUID[] b : plan) {
            blockedBy.merge(b[1], 1, Integer::sum);
        }
        for (Map.Entry<UUID, Integer> e : blockedBy.entrySet()) {
            int min = game.getPermanent(e.getKey()).getMinBlockedBy();
            if (e.getValue() < min) { // e.g. menace (CR 702.111b)
                throw ProtocolError.illegal(labels.get(e.getKey()) + " can't be blocked by fewer than " + min
                        + " creatures", "509.1b");
            }
        }
        plannedBlocks = plan;
        blockersAsked.clear();
        passUntil(() -> blockersAsked.contains(p), 20, "the declaration of blockers");
        if (continuation != null) {
            return;
        }
        plannedBlocks = null;
        for (UUID[] b : plan) {
            if (game.getCombat().findGroupOfBlocker(b[0]) == null) {
                throw ProtocolError.illegal(labels.get(b[0]) + " was not declared as a blocker by XMage", "509.1");
            }
        }
    }

    // ---------------------------------------------------------------- game thread side

    boolean priority(DriverPlayer player, Game g) {
        if (!player.canRespond()) {
            // as XMage's HumanPlayer does: a player who has left (e.g. lost to a state-based
            // action just before this priority) passes
            player.pass(g);
            return false;
        }
        while (true) {
            Hub h = gameHub.get();
            Hub.Command c = h.block(new Hub.Stop("priority", player.getId(), null));
            if (c.kind.equals("pass")) {
                if (!divideCombatDamage(player, g, h)) {
                    continue; // an illegal division: the pass did not happen (PROTOCOL.md, "Decisions")
                }
                player.pass(g);
                return false;
            }
            if (c.kind.equals("run")) {
                try {
                    c.body.accept(g);
                    return true;
                } catch (ProtocolError e) {
                    h.fail(e);
                } catch (RuntimeException e) {
                    e.printStackTrace();
                    h.fail(new ProtocolError("engine-error", "XMage failed: " + e));
                }
            }
        }
    }

    // ------------------------------------------------ combat damage assignment (CR 510.1c-d)

    /** A blocked attacker whose damage its controller divides, as XMage's CombatGroup asks it. */
    private static final class Division {
        final UUID attacker;
        final List<UUID> blockers;
        final int damage;
        final int lethalTotal; // with trample: what XMage's dialog requires the blockers to get at least
        final boolean trample;
        final Ask ask;

        Division(UUID attacker, List<UUID> blockers, int damage, int lethalTotal, boolean trample, Ask ask) {
            this.attacker = attacker;
            this.blockers = blockers;
            this.damage = damage;
            this.lethalTotal = lethalTotal;
            this.trample = trample;
            this.ask = ask;
        }
    }

    // attacker -> the damage to each of its blockers (in XMage's order), answered before the step
    private final Map<UUID, List<Integer>> plannedDamage = new HashMap<>();

    /** DriverPlayer: the division answered for this attacker, or null (then the default). */
    List<Integer> plannedDamage(UUID attacker) {
        return plannedDamage.remove(attacker);
    }

    private static boolean has(Permanent p, Ability ability) {
        return p.getAbilities().containsKey(ability.getId());
    }

    /**
     * The assign-combat-damage decisions of the combat damage step this pass would begin, or none.
     * XMage asks for a division inside its combat damage step (CombatGroup.blockerDamage), where
     * an illegal answer could no longer leave the game as it was before the pass; so the adapter
     * asks as the last player passes (stack empty) in the step before it, with the questions
     * XMage will ask: the same creatures, damage and constraints (with trample, the blockers get
     * at least the lethal damage XMage computes, damage already marked counted; without, all of
     * it). With first or double strike there are two combat damage steps (CR 510.4, XMage's
     * FIRST_COMBAT_DAMAGE then COMBAT_DAMAGE): the pass ending declare blockers asks for the
     * creatures with first or double strike, the pass ending the first damage step for those
     * that deal damage in the second (double strike, or no first strike in the first, 702.7c).
     */
    private List<Division> divisionsAhead(DriverPlayer passer, Game g) {
        List<Division> out = new ArrayList<>();
        PhaseStep now = g.getTurnStepType();
        if ((now != PhaseStep.DECLARE_BLOCKERS && now != PhaseStep.FIRST_COMBAT_DAMAGE)
                || !g.getStack().isEmpty() || g.getCombat() == null) {
            return out;
        }
        for (Player q : g.getState().getPlayers().values()) {
            if (!q.getId().equals(passer.getId()) && !q.isPassed() && q.canRespond()) {
                return out; // someone else still gets priority: the step does not end with this pass
            }
        }
        // CR 510.4: the coming step is the first of two when a creature in combat has first or
        // double strike as it begins (XMage's CombatDamageStep.skipStep, the same test)
        boolean first = now == PhaseStep.DECLARE_BLOCKERS && g.getCombat().hasFirstOrDoubleStrike(g);
        for (mage.game.combat.CombatGroup group : g.getCombat().getGroups()) {
            if (group.getAttackers().size() != 1 || !group.getBlocked()) {
                continue;
            }
            Permanent attacker = g.getPermanent(group.getAttackers().get(0));
            if (attacker == null || !(g.getPlayer(attacker.getControllerId()) instanceof DriverPlayer)
                    || !dealsDamageIn(attacker, first, g)) {
                continue;
            }
            List<UUID> blockers = new ArrayList<>();
            for (UUID b : group.getBlockers()) {
                if (g.getPermanent(b) != null) {
                    blockers.add(b);
                }
            }
            int damage = Math.max(0, g.getCombat().useToughnessForDamage(attacker, g)
                    ? attacker.getToughness().getValue() : attacker.getPower().getValue());
            boolean trample = has(attacker, mage.abilities.keyword.TrampleAbility.getInstance());
            int left = damage;
            int lethalTotal = 0;
            List<String> defaults = new ArrayList<>();
            for (UUID b : blockers) {
                int lethal = Math.min(left, g.getPermanent(b).getLethalDamage(attacker.getId(), g));
                left -= lethal;
                lethalTotal += lethal;
                for (int k = 0; k < lethal; k++) {
                    defaults.add(labels.get(b));
                }
            }
            // XMage asks when its dialog would: two or more blockers, or a trampler with damage to spare
            boolean asks = blockers.isEmpty() || damage == 0 ? false
                    : trample ? left > 0 || blockers.size() > 1 : blockers.size() > 1;
            if (!asks) {
                continue;
            }
            String defender = group.getDefenderId() == null ? null
                    : g.getPlayer(group.getDefenderId()) != null ? name(group.getDefenderId())
                    : labels.get(group.getDefenderId());
            Ask a = new Ask("assign-combat-damage", name(attacker.getControllerId()));
            for (UUID b : blockers) {
                for (int k = 0; k < damage; k++) {
                    a.option(labels.get(b), b);
                }
            }
            if (trample && defender != null) {
                for (int k = 0; k < damage; k++) {
                    a.option(defender, group.getDefenderId());
                }
            }
            String rest = trample && defender != null ? defender : labels.get(blockers.get(blockers.size() - 1));
            for (int k = 0; k < left; k++) {
                defaults.add(rest);  // the protocol's default division: the rest to the player, or the last blocker
            }
            a.min = damage;
            a.max = damage;
            a.source = labels.get(attacker.getId());
            a.defaults = defaults;
            a.prompt = "Assign " + labels.get(attacker.getId()) + "'s " + damage + " combat damage";
            out.add(new Division(attacker.getId(), blockers, damage, lethalTotal, trample, a));
        }
        return out;
    }

    /**
     * Whether the creature deals combat damage in the coming step: in a first damage step, with
     * first or double strike; in the other, unless it dealt first-strike damage without double
     * strike (CR 702.7c, 702.4c; XMage's CombatGroup.dealsDamageThisStep, whose record of first
     * strikers this leaves alone).
     */
    private static boolean dealsDamageIn(Permanent p, boolean first, Game g) {
        boolean doubleStrike = has(p, mage.abilities.keyword.DoubleStrikeAbility.getInstance());
        if (first) {
            return doubleStrike || has(p, mage.abilities.keyword.FirstStrikeAbility.getInstance());
        }
        return doubleStrike || !mage.watchers.common.FirstStrikeWatcher.wasFirstStrikingCreature(p.getId(), g);
    }

    /**
     * Game thread, at a pass: asks the coming step's divisions; true to go on with the pass,
     * false when an answer was illegal (the wire thread gets the error, the pass is not made).
     */
    private boolean divideCombatDamage(DriverPlayer passer, Game g, Hub h) {
        List<Division> divisions = divisionsAhead(passer, g);
        Map<UUID, List<Integer>> chosen = new HashMap<>();
        for (Division d : divisions) {
            Hub.Command c;
            while (!(c = h.block(new Hub.Stop("decision", players.get(d.ask.player), d.ask))).kind.equals("answer")) {
                h.fail(ProtocolError.illegal("a decision is pending", null));
            }
            List<Object> to = d.ask.resolve(c.answer);
            List<Integer> amounts = new ArrayList<>();
            int blockersGet = 0;
            for (UUID b : d.blockers) {
                int n = (int) to.stream().filter(b::equals).count();
                amounts.add(n);
                blockersGet += n;
            }
            if (d.trample && blockersGet < d.lethalTotal) {
                // XMage's dialog: the blockers get at least the lethal damage it computed
                h.fail(ProtocolError.illegal(labels.get(d.attacker) + " assigns " + (d.damage - blockersGet)
                        + " damage to the player before lethal damage to its blockers ("
                        + d.lethalTotal + ")", "702.19b"));
                return false;
            }
            chosen.put(d.attacker, amounts);
        }
        plannedDamage.putAll(chosen);
        return true;
    }

    private List<Object> ask(Ask a) {
        while (true) {
            Hub h = gameHub.get();
            Hub.Command c = h.block(new Hub.Stop("decision", players.get(a.player), a));
            if (c.kind.equals("answer")) {
                return a.resolve(c.answer);
            }
            h.fail(ProtocolError.illegal("a decision is pending", null));
        }
    }

    private String name(UUID playerId) {
        for (Map.Entry<String, UUID> e : players.entrySet()) {
            if (e.getValue().equals(playerId)) {
                return e.getKey();
            }
        }
        return String.valueOf(playerId);
    }

    private String sourceName(Ability source, Game g) {
        if (source == null) {
            return null;
        }
        MageObject o = g.getObject(source.getSourceId());
        return o == null ? null : o.getName();
    }

    boolean chooseUse(DriverPlayer p, String message, String second, String trueText, String falseText,
                      Ability source, Game g) {
        Dungeon dungeon = g.getPlayerDungeon(p.getId());
        if (message != null && message.startsWith("Choose which room to go to") && dungeon != null) {
            Ask a = new Ask("choose-room", p.getName());
            a.option(trueText, Boolean.TRUE);
            a.option(falseText, Boolean.FALSE);
            a.source = dungeon.getName();
            a.prompt = "Choose the room to venture into";
            return (Boolean) ask(a).get(0);
        }
        if (message != null && message.toLowerCase().contains("without paying")) {
            // XMage asks "cast one for free?" and then which card; the protocol asks one
            // choose-cast (min 0) for the card: the card choice below answers both
            return true;
        }
        Ask a = new Ask("choose-option", p.getName());
        a.option(trueText != null ? trueText : "yes", Boolean.TRUE);
        a.option(falseText != null ? falseText : "no", Boolean.FALSE);
        a.source = sourceName(source, g);
        a.prompt = strip(message);
        return (Boolean) ask(a).get(0);
    }

    private static String strip(String html) {
        return html == null ? "" : html.replaceAll("<[^>]*>", "");
    }

    boolean choose(DriverPlayer p, Choice choice, Game g) {
        String message = choice.getMessage() == null ? "" : choice.getMessage();
        if (actionColor != null && choice instanceof mage.choices.ChoiceColor) {
            choice.setChoice(actionColor); // the color the activate action names
            return true;
        }
        Ask a = new Ask(message.startsWith("Choose a dungeon") ? "choose-dungeon" : "choose-option", p.getName());
        List<String> options = new ArrayList<>(choice.isKeyChoice() ? choice.getKeyChoices().keySet() : choice.getChoices());
        Collections.sort(options);
        for (String o : options) {
            a.option(choice.isKeyChoice() ? choice.getKeyChoices().get(o) : o, o);
        }
        a.prompt = strip(message);
        Object answer = ask(a).get(0);
        if (choice.isKeyChoice()) {
            choice.setChoiceByKey((String) answer);
        } else {
            choice.setChoice((String) answer);
        }
        return true;
    }

    private String objectName(UUID id, Game g) {
        if (players.containsValue(id)) {
            return name(id);
        }
        Permanent perm = g.getPermanent(id);
        if (perm != null) {
            relabel();
            String l = labels.get(id);
            return l != null ? l : nameOf(perm);
        }
        MageObject o = g.getObject(id);
        return o == null ? String.valueOf(id) : o.getName();
    }

    boolean chooseTarget(DriverPlayer p, Outcome outcome, Target target, Cards cards, Ability source, Game g,
                         boolean targeting) {
        Set<UUID> possible;
        if (cards != null && target instanceof TargetCard) {
            possible = target.possibleTargets(p.getId(), source, g, cards);
        } else {
            possible = target.possibleTargets(p.getId(), source, g);
        }
        possible = new HashSet<>(possible);
        possible.removeAll(target.getTargets());
        String message = (target.getFilter() == null ? "" : strip(target.getFilter().getMessage()))
                + (target.getTargetName() == null ? "" : " " + strip(target.getTargetName()));
        List<UUID> ordered = new ArrayList<>(possible);
        if (cards != null && target.getTargetController() == null) {
            // keep the library's order (top first) for looked-at cards
            List<UUID> lib = p.getLibrary().getCardList();
            ordered.sort((x, y) -> Integer.compare(lib.indexOf(x), lib.indexOf(y)));
        }
        if (actionTargets != null && targeting) {
            // the targets the cast/activate action names (CR 601.2c)
            int n = 0;
            for (String wanted : new ArrayList<>(actionTargets)) {
                if (n >= target.getMaxNumberOfTargets()) {
                    break;
                }
                UUID hit = null;
                for (UUID id : ordered) {
                    if (objectName(id, g).equals(wanted) && !target.getTargets().contains(id)) {
                        hit = id;
                        break;
                    }
                }
                if (hit == null) {
                    return false; // XMage undoes the activation
                }
                target.addTarget(hit, source, g);
                actionTargets.remove(wanted);
                n++;
            }
            return target.isChosen(g) || n >= target.getMinNumberOfTargets();
        }
        if (cards != null) {
            // only the cards the target accepts (a search for a basic land offers basic lands)
            ordered.removeIf(id -> {
                try {
                    return !target.canTarget(p.getId(), id, source, g);
                } catch (RuntimeException e) {
                    return false;
                }
            });
        }
        if (message.contains("ORDER") || message.toLowerCase().contains("order to put")) {
            // XMage asks the order of cards going back on top/bottom; the protocol keeps their
            // order (a scry's kept cards stay in their order): choose the lowest first
            List<UUID> lib = p.getLibrary().getCardList();
            UUID pick = null;
            for (UUID id : ordered) {
                if (pick == null || lib.indexOf(id) > lib.indexOf(pick)) {
                    pick = id;
                }
            }
            if (pick != null) {
                target.add(pick, g);
            }
            return true;
        }
        if (asked.containsKey(target)) {
            return target.isChosen(g) || target.getTargets().size() >= target.getMinNumberOfTargets();
        }
        String effectText = source == null ? "" : strip(source.getRule()).toLowerCase();
        String kind;
        if (outcome == Outcome.PlayForFree) {
            kind = "choose-cast";
        } else if (target instanceof TargetCardInLibrary && targeting && !message.contains("(Scry)")) {
            kind = "search-library"; // a search goes through chooseTarget; Throne's revealed cards through choose
        } else if (target instanceof TargetCardInLibrary && cards != null) {
            kind = "choose-from-reveal";
        } else if (message.contains("(Scry)")) {
            kind = "scry";
        } else if (target instanceof TargetSacrifice || outcome == Outcome.Sacrifice
                || (!targeting && effectText.contains("sacrifice"))) {
            kind = "choose-sacrifice";
        } else if (target instanceof TargetDiscard || outcome == Outcome.Discard
                || (!targeting && effectText.contains("discard"))) {
            kind = "choose-discard";
        } else if (!targeting && (message.toLowerCase().contains("legend") || message.toLowerCase().contains("to keep"))) {
            kind = "choose-option"; // the legend rule: which one to keep (CR 704.5j)
        } else if (outcome == Outcome.Untap || (!targeting && effectText.contains("untap"))) {
            kind = "choose-untap";
        } else if (targeting && !(target instanceof TargetCard)) {
            kind = "choose-targets";
        } else if (cards != null) {
            kind = "choose-from-reveal";
        } else {
            kind = "choose-targets";
        }
        asked.put(target, Boolean.TRUE);
        if (target.getClass().getSimpleName().equals("OublietteTarget")) {
            // Oubliette: "sacrifice an artifact, a creature, and a land": XMage asks for all three
            // at once; the protocol asks one choose-sacrifice per type, in the card's order
            for (mage.constants.CardType type : new mage.constants.CardType[]{
                    mage.constants.CardType.ARTIFACT, mage.constants.CardType.CREATURE, mage.constants.CardType.LAND}) {
                Ask one = new Ask("choose-sacrifice", p.getName());
                for (UUID id : ordered) {
                    Permanent perm = g.getPermanent(id);
                    if (perm != null && perm.getCardType(g).contains(type) && !target.getTargets().contains(id)) {
                        one.option(objectName(id, g), id);
                    }
                }
                if (one.options.isEmpty()) {
                    continue;
                }
                one.source = sourceName(source, g);
                one.prompt = "a " + type.toString().toLowerCase() + " to sacrifice";
                // a lone candidate is no choice: it is taken without asking
                for (Object id : one.options.size() == 1 ? one.values : ask(one)) {
                    target.add((UUID) id, g);
                }
            }
            return true;
        }
        java.util.regex.Matcher loses = java.util.regex.Pattern.compile("loses? (\\d+) life unless").matcher(effectText);
        if (!targeting && target.getMinNumberOfTargets() == 0 && loses.find()
                && (kind.equals("choose-sacrifice") || kind.equals("choose-discard")) && !ordered.isEmpty()) {
            // "lose N life unless you sacrifice/discard": XMage asks for up to one permanent or card;
            // the protocol asks which to do (choose-option), then which one (CR 118.12)
            Ask option = new Ask("choose-option", p.getName());
            String doIt = kind.equals("choose-sacrifice") ? "sacrifice a permanent" : "discard a card";
            option.option(doIt, Boolean.TRUE);
            option.option("lose " + loses.group(1) + " life", Boolean.FALSE);
            option.source = sourceName(source, g);
            if (!(Boolean) ask(option).get(0)) {
                return true;
            }
            Ask which = new Ask(kind, p.getName());
            for (UUID id : ordered) {
                which.option(objectName(id, g), id);
            }
            which.source = sourceName(source, g);
            for (Object id : ask(which)) {
                target.add((UUID) id, g);
            }
            return true;
        }
        int min = Math.min(target.getMinNumberOfTargets(), ordered.size());
        int max = Math.min(target.getMaxNumberOfTargets(), ordered.size());
        if (ordered.isEmpty()) {
            return min == 0;
        }
        Ask a = new Ask(kind, p.getName());
        for (UUID id : ordered) {
            a.option(objectName(id, g), id);
        }
        a.min = kind.equals("search-library") || kind.equals("scry") || kind.equals("choose-cast") ? 0 : min;
        a.max = max;
        a.source = sourceName(source, g);
        a.prompt = message;
        for (Object id : ask(a)) {
            if (targeting) {
                target.addTarget((UUID) id, source, g);
            } else {
                target.add((UUID) id, g);
            }
        }
        return target.isChosen(g) || target.getTargets().size() >= target.getMinNumberOfTargets();
    }

    TriggeredAbility chooseTriggeredAbility(DriverPlayer p, List<TriggeredAbility> abilities, Game g) {
        if (triggerOrder == null || !abilities.containsAll(triggerOrder) || triggerOrder.size() != abilities.size()) {
            Ask a = new Ask("order-triggers", p.getName());
            for (TriggeredAbility t : abilities) {
                a.option(label(stackItem(t, g)), t);
            }
            a.min = abilities.size();
            a.max = abilities.size();
            a.prompt = "Order the triggers, the first to resolve first";
            List<TriggeredAbility> order = new ArrayList<>();
            for (Object o : ask(a)) {
                order.add((TriggeredAbility) o);
            }
            Collections.reverse(order); // the last to resolve goes on the stack first
            triggerOrder = order;
        }
        TriggeredAbility first = triggerOrder.remove(0);
        if (triggerOrder.isEmpty()) {
            triggerOrder = null;
        }
        return first;
    }

    private UUID standInAttacker; // start(): the creature that attacks on the walk to a combat step

    void selectAttackers(DriverPlayer p, Game g) {
        attackersAsked = true;
        if (standInAttacker != null && g.getPermanent(standInAttacker) != null) {
            UUID defender = g.getOpponents(p.getId()).iterator().next();
            p.declareAttacker(standInAttacker, defender, g, false);
            return;
        }
        if (plannedAttacks == null) {
            return; // nobody attacks unless an action says so
        }
        for (UUID[] a : plannedAttacks) {
            p.declareAttacker(a[0], a[1], g, false);
        }
    }

    void selectBlockers(DriverPlayer p, Game g, UUID defender) {
        blockersAsked.add(p.getId());
        if (plannedBlocks == null) {
            return;
        }
        for (UUID[] b : plannedBlocks) {
            Permanent blocker = g.getPermanent(b[0]);
            if (blocker != null && blocker.isControlledBy(p.getId())) {
                p.declareBlocker(p.getId(), b[0], b[1], g);
            }
        }
    }

    // ---------------------------------------------------------------- pending, decide, observe

    @Override
    public Map<String, Object> pending() {
        game();
        Hub.Stop s = hub.current();
        return s != null && s.kind.equals("decision") ? s.ask.toJson() : null;
    }

    @Override
    public void decide(List<String> answer) {
        game();
        Hub.Stop s = hub.current();
        if (s == null || !s.kind.equals("decision")) {
            throw ProtocolError.illegal("no decision is pending", null);
        }
        String problem = s.ask.check(answer);
        if (problem != null) {
            throw ProtocolError.illegal(problem, null);
        }
        Hub.Stop next;
        try {
            next = hub.send(new Hub.Command("answer", new ArrayList<>(answer), null), STOP_TIMEOUT);
        } catch (ProtocolError e) {
            continuation = null; // the action that led here was illegal: nothing goes on with it
            relabel();
            throw e;
        }
        relabel();
        Until c = continuation;
        if (c != null && next.kind.equals("priority")) {
            continuation = null;
            if (!c.reached()) {
                passUntil(c, continuationLimit, continuationWhat);
            }
        }
    }

    /** Labels for permanents that entered since the last look (PROTOCOL.md: name, then "name #k"). */
    private void relabel() {
        if (game == null) {
            return;
        }
        Set<UUID> present = new HashSet<>();
        for (Permanent perm : game.getBattlefield().getAllPermanents()) {
            present.add(perm.getId());
        }
        labels.keySet().retainAll(present);
        for (Permanent perm : game.getBattlefield().getAllPermanents()) {
            if (labels.containsKey(perm.getId())) {
                continue;
            }
            String label = nameOf(perm);
            for (int k = 2; labels.containsValue(label); k++) {
                label = nameOf(perm) + " #" + k;
            }
            labels.put(perm.getId(), label);
        }
    }

    /** A permanent's name; XMage names tokens "Treasure Token", the card's token is "Treasure". */
    static String nameOf(Permanent perm) {
        String n = perm.getName();
        if (perm instanceof mage.game.permanent.PermanentToken && n.endsWith(" Token")) {
            return n.substring(0, n.length() - " Token".length());
        }
        return n;
    }

    private static final Map<String, String> EVENT_RULES = Map.of("took-initiative", "726.3",
            "ventured", "701.49", "entered-dungeon", "701.49a", "entered-room", "309.5",
            "completed-dungeon", "309.7");

    private static final Map<PhaseStep, String> STEP_NAMES = new HashMap<>();

    static {
        for (Map.Entry<String, PhaseStep> e : STEPS.entrySet()) {
            STEP_NAMES.put(e.getValue(), e.getKey());
        }
        STEP_NAMES.put(PhaseStep.FIRST_COMBAT_DAMAGE, "combat damage");
    }

    @Override
    public Map<String, Object> observe() {
        Game g = game();
        relabel();
        Hub.Stop s = hub.current();
        Map<String, Object> obs = new LinkedHashMap<>();
        obs.put("turn", (long) g.getTurnNum());
        obs.put("step", STEP_NAMES.getOrDefault(g.getTurnStepType(), "precombat main"));
        UUID active = g.getActivePlayerId();
        Player activePlayer = active == null ? null : g.getPlayer(active);
        obs.put("active_player", activePlayer == null || !activePlayer.isInGame() ? null : name(active));
        List<Object> views = new ArrayList<>();
        for (Map.Entry<String, UUID> e : players.entrySet()) {
            Player p = g.getPlayer(e.getValue());
            Map<String, Object> v = Json.obj("name", e.getKey(), "life", (long) p.getLife());
            boolean left = !p.isInGame() && !p.hasWon(); // the winner of a finished game stays
            if (left) {
                v.put("left_game", true);
            }
            v.put("hand", names(p.getHand().getCards(g)));
            v.put("library", names(p.getLibrary().getCards(g)));
            v.put("graveyard", names(p.getGraveyard().getCards(g)));
            List<Object> exile = new ArrayList<>();
            for (Card c : g.getExile().getAllCards(g)) {
                if (c.isOwnedBy(p.getId())) {
                    exile.add(Json.obj("name", c.getName(), "playable", playable(c, p.getId(), g)));
                }
            }
            v.put("exile", exile);
            Dungeon d = g.getPlayerDungeon(p.getId());
            if (d != null && d.getCurrentRoom() != null) {
                v.put("dungeon", d.getName());
                v.put("room", d.getCurrentRoom().getName());
            }
            List<Object> done = new ArrayList<>(g.getState().getWatcher(DungeonLog.class).of(p.getId()));
            v.put("completed_dungeons", done);
            v.put("mana_pool", manaPool(p));
            v.put("lands_played", (long) p.getLandsPlayed());
            views.add(v);
        }
        obs.put("players", views);
        UUID holder = g.getInitiativeId();
        obs.put("initiative", holder == null ? null : name(holder));
        obs.put("priority", s != null && s.kind.equals("priority") ? name(s.player) : null);
        List<Object> battlefield = new ArrayList<>();
        for (Permanent perm : g.getBattlefield().getAllPermanents()) {
            battlefield.add(permanentView(perm, g));
        }
        obs.put("battlefield", battlefield);
        List<Object> stack = new ArrayList<>();
        for (StackObject so : g.getStack()) { // XMage's stack iterates top first
            stack.add(stackItem(so, g));
        }
        obs.put("stack", stack);
        List<Object> events = new ArrayList<>();
        g.getState().getWatcher(EventLog.class).noteLeavers(g, true);
        for (String e : g.getState().getWatcher(EventLog.class).entries()) {
            String[] f = e.split("\\|", -1);
            Map<String, Object> ev = Json.obj("type", f[0]);
            if (!f[1].isEmpty() && !f[1].equals("null")) {
                ev.put("player", name(UUID.fromString(f[1])));
            }
            if (!f[2].isEmpty()) {
                ev.put("dungeon", f[2]);
            }
            if (!f[3].isEmpty()) {
                ev.put("room", f[3]);
            }
            if (!f[4].isEmpty()) {
                ev.put("amount", Long.parseLong(f[4]));
            }
            if (!f[5].isEmpty()) {
                ev.put("text", f[5]);
            }
            if (f.length > 8 && !f[8].isEmpty()) {
                ev.put("rule", f[8]);
            }
            if (f.length > 7 && !f[6].isEmpty()) {
                ev.put("source", f[6]);
            }
            if (f.length > 7 && !f[7].isEmpty()) {
                ev.put("target", f[7]);
            }
            String rule = EVENT_RULES.get(f[0]);
            if (rule != null && !ev.containsKey("rule")) {
                ev.put("rule", rule);
            }
            events.add(ev);
        }
        obs.put("events", events);
        obs.put("pending", pending());
        return obs;
    }

    /** "this-turn" when an effect lets the player play the exiled card, "-free" when only for free. */
    private static String playable(Card card, UUID playerId, Game g) {
        Ability play = null;
        for (Ability a : card.getAbilities(g)) {
            if (a instanceof SpellAbility || a.getAbilityType() == AbilityType.PLAY_LAND) {
                play = a;
                break;
            }
        }
        if (play == null) {
            return "";
        }
        boolean paid = false;
        boolean free = false;
        for (mage.constants.AsThoughEffectType type : new mage.constants.AsThoughEffectType[]{
                mage.constants.AsThoughEffectType.PLAY_FROM_NOT_OWN_HAND_ZONE,
                mage.constants.AsThoughEffectType.CAST_FROM_NOT_OWN_HAND_ZONE}) {
            try {
                for (mage.abilities.effects.AsThoughEffect e : g.getContinuousEffects().getApplicableAsThoughEffects(type, g)) {
                    for (Ability source : g.getContinuousEffects().getAsThoughEffectsAbility(e)) {
                        if (e.applies(card.getId(), play, source, g, playerId)) {
                            if (e.getOutcome() == Outcome.PlayForFree) {
                                free = true;
                            } else {
                                paid = true;
                            }
                        }
                    }
                }
            } catch (RuntimeException ex) {
                // an effect that can't answer for this card gives no permission here
            }
        }
        boolean land = play.getAbilityType() == AbilityType.PLAY_LAND;
        return paid || (free && land) ? "this-turn" : free ? "this-turn-free" : "";
    }

    private static List<Object> names(java.util.Collection<Card> cards) {
        List<Object> out = new ArrayList<>();
        for (Card c : cards) {
            out.add(c.getName());
        }
        return out;
    }

    private static String manaPool(Player p) {
        Mana m = p.getManaPool().getMana();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < m.getWhite(); i++) sb.append("{W}");
        for (int i = 0; i < m.getBlue(); i++) sb.append("{U}");
        for (int i = 0; i < m.getBlack(); i++) sb.append("{B}");
        for (int i = 0; i < m.getRed(); i++) sb.append("{R}");
        for (int i = 0; i < m.getGreen(); i++) sb.append("{G}");
        long generic = m.getColorless() + m.getGeneric();
        if (generic > 0) {
            sb.insert(0, "{" + generic + "}");
        }
        return sb.toString();
    }

    private static final String[] KEYWORDS = {"flying", "trample", "menace", "hexproof", "haste", "vigilance",
            "deathtouch", "first strike", "double strike", "reach", "lifelink", "defender", "indestructible", "ward"};

    private Map<String, Object> permanentView(Permanent perm, Game g) {
        Map<String, Object> v = Json.obj("label", labels.get(perm.getId()), "name", nameOf(perm),
                "controller", name(perm.getControllerId()), "owner", name(perm.getOwnerId()));
        if (perm.isCreature(g)) {
            v.put("power", (long) perm.getPower().getValue());
            v.put("toughness", (long) perm.getToughness().getValue());
        }
        Map<String, Object> counters = new LinkedHashMap<>();
        for (Counter c : perm.getCounters(g).values()) {
            counters.put(c.getName(), (long) c.getCount());
        }
        v.put("counters", counters);
        v.put("tapped", perm.isTapped());
        if (perm.getAttachedTo() != null && labels.containsKey(perm.getAttachedTo())) {
            v.put("attached_to", labels.get(perm.getAttachedTo()));
        }
        List<Object> keywords = new ArrayList<>();
        for (Ability a : perm.getAbilities(g)) {
            String rule = strip(a.getRule()).toLowerCase();
            for (String k : KEYWORDS) {
                if ((rule.equals(k) || rule.startsWith(k + " ") || rule.startsWith(k + "<")) && !keywords.contains(k)) {
                    keywords.add(k);
                }
            }
        }
        v.put("keywords", keywords);
        List<Object> goad = new ArrayList<>();
        for (UUID id : perm.getGoadingPlayers()) {
            goad.add(name(id));
        }
        v.put("goaded_by", goad);
        v.put("until", durations(perm, g));
        v.put("token", perm instanceof mage.game.permanent.PermanentToken);
        List<Object> types = new ArrayList<>();
        for (mage.constants.CardType t : perm.getCardType(g)) {
            types.add(t.toString().toLowerCase());
        }
        v.put("types", types);
        v.put("damage", (long) perm.getDamage());
        return v;
    }

    /** Durations that belong to an ability's own object (its static abilities), not to an effect that lasts. */
    private static final Set<mage.constants.Duration> STATIC = Set.of(mage.constants.Duration.WhileOnBattlefield,
            mage.constants.Duration.WhileOnStack, mage.constants.Duration.WhileInGraveyard,
            mage.constants.Duration.WhileControlled);

    /**
     * The continuous effects on a permanent with how long each lasts (effect-durations, CR 611.2a),
     * as the protocol writes them: "goaded by Alice until Alice's next turn", "-4/+0 until Alice's
     * next turn", "hexproof until ...", "can't attack until ...", "... until end of turn". Read from
     * XMage's own continuous effects (layered and restriction effects) whose target is the
     * permanent, static abilities' effects left out.
     */
    private List<Object> durations(Permanent perm, Game g) {
        List<Object> out = new ArrayList<>();
        mage.abilities.effects.ContinuousEffects ce = g.getContinuousEffects();
        for (mage.abilities.effects.ContinuousEffect e : ce.getLayeredEffects(g)) {
            if (STATIC.contains(e.getDuration())) {
                continue;
            }
            for (Ability a : ce.getLayeredEffectAbilities(e)) {
                if (e.getTargetPointer() != null && e.getTargetPointer().getTargets(g, a).contains(perm.getId())) {
                    out.add(effectText(e, a, g) + " " + durationText(e.getDuration(), a));
                }
            }
        }
        for (Map.Entry<mage.abilities.effects.RestrictionEffect, Set<Ability>> en
                : ce.getApplicableRestrictionEffects(perm, g).entrySet()) {
            if (STATIC.contains(en.getKey().getDuration())) {
                continue;
            }
            for (Ability a : en.getValue()) {
                out.add(effectText(en.getKey(), a, g) + " " + durationText(en.getKey().getDuration(), a));
            }
        }
        return out;
    }

    private String effectText(mage.abilities.effects.ContinuousEffect e, Ability a, Game g) {
        if (e instanceof mage.abilities.effects.common.combat.GoadTargetEffect) {
            return "goaded by " + name(a.getControllerId());
        }
        if (e instanceof mage.abilities.effects.common.continuous.BoostTargetEffect) {
            Class<?> c = mage.abilities.effects.common.continuous.BoostTargetEffect.class;
            int p = ((mage.abilities.dynamicvalue.DynamicValue) field(e, c, "power")).calculate(g, a, e);
            int t = ((mage.abilities.dynamicvalue.DynamicValue) field(e, c, "toughness")).calculate(g, a, e);
            return String.format("%+d/%+d", p, t);
        }
        if (e instanceof mage.abilities.effects.common.continuous.GainAbilityTargetEffect) {
            Ability gained = (Ability) field(e, mage.abilities.effects.common.continuous.GainAbilityTargetEffect.class, "ability");
            return strip(gained.getRule()).toLowerCase();
        }
        if (e instanceof mage.abilities.effects.common.combat.CantAttackTargetEffect) {
            return "can't attack";
        }
        return strip(e.getText(a.getModes().getMode())); // XMage's own words for any other effect
    }

    private String durationText(mage.constants.Duration d, Ability a) {
        switch (d) {
            case EndOfTurn:
                return "until end of turn";
            case UntilYourNextTurn:
                return "until " + name(a.getControllerId()) + "'s next turn";
            default:
                return d.toString().isEmpty() ? "(" + d.name() + ")" : d.toString(); // XMage's words
        }
    }

    /** The protocol's StackItem for a stack object or a triggered ability about to go on it. */
    private Map<String, Object> stackItem(Object o, Game g) {
        Ability ability;
        String kind;
        if (o instanceof Spell) {
            Spell sp = (Spell) o;
            Map<String, Object> m = Json.obj("kind", "spell", "controller", name(sp.getControllerId()),
                    "effect", "spell", "source", sp.getName(), "detail", sp.getName());
            m.put("targets", targets(sp.getSpellAbility(), g));
            return m;
        }
        if (o instanceof StackAbility) {
            ability = ((StackAbility) o).getStackAbility();
        } else {
            ability = (Ability) o;
        }
        kind = ability.getAbilityType() == AbilityType.TRIGGERED_NONMANA
                || ability instanceof TriggeredAbility ? "triggered" : "activated";
        String controller = name(ability.getControllerId());
        String cls = ability.getClass().getSimpleName();
        Map<String, Object> m = Json.obj("kind", kind, "controller", controller);
        UUID about = null;
        for (Effect e : ability.getEffects()) {
            about = e.getTargetPointer() == null ? null : e.getTargetPointer().getFirst(g, ability);
            break;
        }
        if (cls.equals("InitiativeVentureTriggeredAbility")) {
            m.put("effect", "venture-into-undercity"); // CR 726.2: no source
            m.put("player", about == null ? controller : name(about));
        } else if (cls.equals("InitiativeDamageTriggeredAbility")) {
            m.put("effect", "take-initiative");
            m.put("player", about == null ? controller : name(about));
        } else if (cls.equals("RoomTriggeredAbility")) {
            DungeonRoom room = (DungeonRoom) getField(ability, ability.getClass(), "room");
            MageObject d = g.getObject(ability.getSourceId());
            m.put("effect", "room");
            m.put("source", d == null ? null : d.getName());
            m.put("player", controller);
            m.put("detail", room.getName());
        } else {
            String src = sourceName(ability, g);
            boolean takes = false;
            boolean ventures = false;
            for (Effect e : ability.getEffects()) {
                takes |= e instanceof TakeTheInitiativeEffect;
                ventures |= e instanceof VentureIntoTheDungeonEffect;
            }
            if (ability.getEffects().size() > 1) {
                takes = false; // e.g. Dungeoneer's Pack: the initiative, life, a card and a Treasure
                ventures = false;
            }
            m.put("effect", takes ? "take-initiative" : ventures ? "venture-into-dungeon" : "card-ability");
            m.put("source", src);
            m.put("player", controller);
            if (!takes && !ventures) {
                m.put("detail", strip(ability.getRule()));
            }
        }
        m.put("targets", targets(ability, g));
        return m;
    }

    private List<Object> targets(Ability ability, Game g) {
        List<Object> out = new ArrayList<>();
        if (ability == null) {
            return out;
        }
        for (Target t : ability.getTargets()) {
            for (UUID id : t.getTargets()) {
                out.add(objectName(id, g));
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static String label(Map<String, Object> item) {
        String effect = (String) item.get("effect");
        Object player = item.get("player");
        switch (effect) {
            case "take-initiative":
                return player + " takes the initiative";
            case "venture-into-undercity":
                return player + " ventures into Undercity";
            case "venture-into-dungeon":
                return player + " ventures into the dungeon";
            case "room":
            case "spell":
                return String.valueOf(item.get("detail"));
            default:
                return item.get("source") + " ability";
        }
    }

    @Override
    public void close() {
        stopGame();
    }
}
