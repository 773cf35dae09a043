package rulings.xmage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import mage.constants.WatcherScope;
import mage.game.Game;
import mage.game.command.Dungeon;
import mage.game.command.DungeonRoom;
import mage.game.events.DamagedEvent;
import mage.game.events.GameEvent;
import mage.game.stack.StackObject;
import mage.players.Player;
import mage.watchers.Watcher;

/**
 * The protocol's event log (docs/PROTOCOL.md, "Observation"), translated from XMage's own
 * GameEvents as XMage fires them: took-initiative (TOOK_INITIATIVE), ventured (VENTURED),
 * entered-dungeon and entered-room (ROOM_ENTERED; a dungeon's first room means it was entered),
 * completed-dungeon (DUNGEON_COMPLETED), life (LOST_LIFE, GAINED_LIFE), drew (DREW_CARD), token
 * (CREATED_TOKEN), step (each step's *_STEP_PRE event, fired as the step begins, priority or not),
 * damage (DAMAGED_PLAYER, DAMAGED_PERMANENT; "combat" when XMage marks it combat damage), trigger
 * (TRIGGERED_ABILITY, fired once a triggered ability is on the stack), lost-game (LOST) and
 * left-game (XMage fires no event when a player leaves: the log notes it at the first event, or
 * observation, after the player's hasLeft() turns true), shuffled (LIBRARY_SHUFFLED), cast
 * (SPELL_CAST), activated (ACTIVATED_ABILITY: abilities that use the stack), attacked
 * (ATTACKER_DECLARED), blocked (BLOCKER_DECLARED), destroyed (DESTROYED_PERMANENT; and a creature
 * XMage moves to the graveyard for toughness 0 or less, CR 704.5f), exiled (ZONE_CHANGE to exile
 * with a source: a spell's or ability's), and, with no XMage event of their own, resolved and
 * fizzled (Games: GameImpl.resolve), revealed (DriverPlayer: Player.revealCards) and
 * removed-from-stack (DriverPlayer: a trigger Player.triggerAbility drops for want of a target).
 * Entries are "type|player id|dungeon|room|amount|text|source|target|rule|rank" (rank: a combat
 * damage entry's blocker's place among the blockers; not shown).
 */
public class EventLog extends Watcher {
    private ArrayList<String> entries = new ArrayList<>();
    private HashSet<UUID> gone = new HashSet<>(); // players whose leaving is logged
    private HashSet<UUID> lost = new HashSet<>(); // players whose loss is logged

    /** Names as the protocol gives them; set by XMageBackend (static: Watcher.copy skips it). */
    interface Namer {
        String object(UUID id, Game game);

        String stackLabel(StackObject item, Game game);

        String step(Game game);

        /** A card's or permanent's name (not its label): a stack object's source, an activated card. */
        String name(UUID id, Game game);

        /** A permanent's label, also once it has left the battlefield (as it was last labelled). */
        String label(UUID id, Game game);
    }

    static volatile Namer namer;

    public EventLog() {
        super(WatcherScope.GAME);
    }

    @Override
    public void watch(GameEvent event, Game game) {
        if (event.getType() == GameEvent.EventType.LOST) {
            Player loser = game.getPlayer(event.getPlayerId());
            String why = ""; // the state-based action, where the player's state shows it (CR 704.5a-c)
            if (loser != null && loser.getLife() <= 0) {
                why = "704.5a";
            } else if (loser != null && loser.getCountersCount(mage.counters.CounterType.POISON) >= 10) {
                why = "704.5c";
            }
            entries.add(entry("lost-game", event.getPlayerId(), null, null, null, why)); // the rule, not a target
            lost.add(event.getPlayerId());
        }
        noteLeavers(game, false);
        if (event.getType().name().endsWith("_STEP_PRE")) {
            entries.add("step|" + event.getPlayerId() + "||||" + namer.step(game) + "||");
            return;
        }
        switch (event.getType()) {
            case DAMAGED_PLAYER:
            case DAMAGED_PERMANENT: {
                boolean combat = event instanceof DamagedEvent && ((DamagedEvent) event).isCombatDamage();
                String head = "damage||||" + event.getAmount() + "|" + (combat ? "combat" : "") + "|"
                        + namer.object(event.getSourceId(), game) + "|";
                String entry = head + namer.object(event.getTargetId(), game) + "||";
                // an attacker's combat damage to its blockers is dealt at once (CR 510.2), and XMage
                // deals it in hash order: the log lists it in the order they blocked (CR 509.1)
                int rank = -1;
                mage.game.combat.CombatGroup group = combat && game.getCombat() != null
                        ? game.getCombat().findGroup(event.getSourceId()) : null;
                if (group != null) {
                    rank = group.getBlockers().indexOf(event.getTargetId());
                }
                int at = entries.size();
                if (rank >= 0) {
                    String prefix = "damage||||";
                    while (at > 0 && entries.get(at - 1).startsWith(prefix)
                            && entries.get(at - 1).contains("|combat|" + namer.object(event.getSourceId(), game) + "|")
                            && rankOf(entries.get(at - 1)) > rank) {
                        at--;
                    }
                }
                entries.add(at, entry + (rank >= 0 ? rank : ""));
                return;
            }
            case TRIGGERED_ABILITY: {
                StackObject item = game.getStack().getStackObject(event.getTargetId());
                if (item == null && !game.getStack().isEmpty()) {
                    item = game.getStack().getFirst();
                }
                if (item != null) {
                    entries.add("trigger|" + event.getPlayerId() + "||||" + namer.stackLabel(item, game) + "||");
                }
                return;
            }
            case LOST:
                return;
            case LIBRARY_SHUFFLED: // CR 701.24a: every shuffle goes through Player.shuffleLibrary
                entries.add(entry("shuffled", event.getPlayerId(), null, null, null, "701.24a"));
                return;
            case SPELL_CAST: // CR 601.2: fired once the spell is cast (PlayerImpl.cast)
                entries.add(entry("cast", event.getPlayerId(), namer.name(event.getSourceId(), game), null, null, "601.2"));
                return;
            case ACTIVATED_ABILITY: // CR 602.2: fired for abilities that use the stack (not mana abilities)
                entries.add(entry("activated", event.getPlayerId(), null, namer.name(event.getSourceId(), game), null, "602.2"));
                return;
            case ATTACKER_DECLARED: // CR 508.1: source the attacker, target the player or permanent attacked
                entries.add(entry("attacked", event.getPlayerId(), null, namer.label(event.getSourceId(), game),
                        namer.object(event.getTargetId(), game), "508.1"));
                return;
            case BLOCKER_DECLARED: // CR 509.1: source the blocker, target the attacker it blocks
                entries.add(entry("blocked", event.getPlayerId(), null, namer.label(event.getSourceId(), game),
                        namer.label(event.getTargetId(), game), "509.1"));
                return;
            case DESTROYED_PERMANENT: { // by an effect (CR 701.8a) or for damage or deathtouch (704.5g-h)
                String rule = "701.8a";
                if (event.getSourceId() == null) { // XMage's state-based action destroys with no source
                    mage.game.permanent.Permanent lki = game.getPermanentOrLKIBattlefield(event.getTargetId());
                    rule = lki != null && lki.isDeathtouched() && lki.getDamage() < lki.getToughness().getValue()
                            ? "704.5h" : "704.5g";
                }
                entries.add(entry("destroyed", event.getPlayerId(), null, namer.label(event.getTargetId(), game), null, rule));
                return;
            }
            case ZONE_CHANGE: {
                mage.game.events.ZoneChangeEvent z = (mage.game.events.ZoneChangeEvent) event;
                if (z.getToZone() == mage.constants.Zone.EXILED && z.getSourceId() != null
                        && z.getFromZone() != mage.constants.Zone.EXILED) {
                    // a card a spell or ability exiles (CR 701.13a); the game's own exiling, as a
                    // player leaves (CR 800.4a), has no source
                    mage.cards.Card card = game.getCard(z.getTargetId());
                    String name = z.getTarget() != null ? XMageBackend.nameOf(z.getTarget())
                            : card != null ? card.getName() : namer.name(z.getTargetId(), game);
                    entries.add(entry("exiled", z.getPlayerId(), name, null, null, "701.13a"));
                } else if (z.getFromZone() == mage.constants.Zone.BATTLEFIELD && z.getToZone() == mage.constants.Zone.GRAVEYARD
                        && z.getSourceId() == null && z.getTarget() != null && z.getTarget().isCreature(game)
                        && z.getTarget().getToughness().getValue() <= 0) {
                    // CR 704.5f: XMage moves it to the graveyard (GameImpl.checkStateBasedActions), no DESTROYED event
                    entries.add(entry("destroyed", z.getTarget().getControllerId(), null, namer.label(z.getTargetId(), game),
                            null, "704.5f"));
                }
                return;
            }
            default:
        }
        switch (event.getType()) {
            case TOOK_INITIATIVE:
            case ROOM_ENTERED:
            case VENTURED:
            case DUNGEON_COMPLETED:
            case LOST_LIFE:
            case GAINED_LIFE:
            case DREW_CARD:
            case CREATED_TOKEN:
                break;
            default:
                return; // batch events refuse getPlayerId()
        }
        UUID player = event.getPlayerId();
        switch (event.getType()) {
            case TOOK_INITIATIVE:
                entries.add("took-initiative|" + player + "||||");
                break;
            case ROOM_ENTERED: {
                Dungeon d = game.getPlayerDungeon(player);
                String room = "";
                boolean first = false;
                if (d != null) {
                    @SuppressWarnings("unchecked")
                    List<DungeonRoom> rooms = (List<DungeonRoom>) XMageBackend.field(d, Dungeon.class, "dungeonRooms");
                    for (int i = 0; i < rooms.size(); i++) {
                        if (rooms.get(i).getId().equals(event.getTargetId())) {
                            room = rooms.get(i).getName();
                            first = i == 0;
                        }
                    }
                }
                String dungeon = d == null ? "" : d.getName();
                if (first) {
                    entries.add("entered-dungeon|" + player + "|" + dungeon + "|||");
                }
                entries.add("entered-room|" + player + "|" + dungeon + "|" + room + "||");
                break;
            }
            case VENTURED: {
                // XMage fires VENTURED once the marker has moved; the venture comes first (CR 701.49a)
                int at = entries.size();
                while (at > 0 && (entries.get(at - 1).startsWith("entered-room|" + player + "|")
                        || entries.get(at - 1).startsWith("entered-dungeon|" + player + "|"))) {
                    at--;
                }
                entries.add(at, "ventured|" + player + "||||");
                break;
            }
            case DUNGEON_COMPLETED:
                entries.add("completed-dungeon|" + player + "|" + event.getData() + "|||");
                break;
            case LOST_LIFE:
                entries.add("life|" + player + "|||" + (-event.getAmount()) + "|");
                break;
            case GAINED_LIFE:
                entries.add("life|" + player + "|||" + event.getAmount() + "|");
                break;
            case DREW_CARD:
                entries.add("drew|" + player + "||||");
                break;
            case CREATED_TOKEN: {
                mage.game.permanent.Permanent token = game.getPermanent(event.getTargetId());
                entries.add("token|" + player + "||||" + (token == null ? "" : XMageBackend.nameOf(token)));
                break;
            }
            default:
        }
    }

    /**
     * left-game for each player who has left since the last look (CR 800.4a). A conceding player
     * leaves (GameImpl.leave) before XMage fires LOST for him: until LOST (or the observation:
     * all) the leaving waits, so that lost-game comes first (CR 104.3a, 800.4a).
     */
    void noteLeavers(Game game, boolean all) {
        for (Player p : game.getPlayers().values()) {
            if (p.hasLeft() && (all || lost.contains(p.getId())) && gone.add(p.getId())) {
                entries.add(entry("left-game", p.getId(), null, null, null, "800.4a"));
            }
        }
    }

    /** An entry: type|player|dungeon|room|amount|text|source|target|rule (observe() reads it). */
    private static String entry(String type, Object player, String text, String source, String target, String rule) {
        return String.join("|", type, player == null ? "" : String.valueOf(player), "", "", "",
                text == null ? "" : text, source == null ? "" : source, target == null ? "" : target,
                rule == null ? "" : rule);
    }

    private static int rankOf(String entry) {
        String[] f = entry.split("\\|", -1);
        return f.length > 9 && !f[9].isEmpty() ? Integer.parseInt(f[9]) : -1;
    }

    /** A stack object resolved, or did not (CR 608.2, 608.2b): from Games' GameImpl.resolve. */
    void resolved(UUID controller, String source, String label, boolean fizzled) {
        entries.add(entry(fizzled ? "fizzled" : "resolved", controller, label, fizzled ? null : source, null,
                fizzled ? "608.2b" : "608.2"));
    }

    /** A triggered ability with no legal target, never put on the stack (CR 603.3d): from DriverPlayer. */
    void removed(UUID controller, String label) {
        entries.add(entry("removed-from-stack", controller, label, null, null, "603.3d"));
    }

    /** A player revealed these cards (CR 701.20a): from DriverPlayer.revealCards. */
    void revealed(UUID player, String names) {
        entries.add(entry("revealed", player, names, null, null, "701.20a"));
    }

    void clear() {
        entries.clear();
        gone.clear();
        lost.clear();
    }

    List<String> entries() {
        return new ArrayList<>(entries);
    }
}
