package rulings.xmage;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import mage.constants.WatcherScope;
import mage.game.Game;
import mage.game.command.Dungeon;
import mage.game.command.DungeonRoom;
import mage.game.events.GameEvent;
import mage.watchers.Watcher;

/**
 * The protocol's event log (docs/PROTOCOL.md, "Observation"), translated from XMage's own
 * GameEvents as XMage fires them: took-initiative (TOOK_INITIATIVE), ventured (VENTURED),
 * entered-dungeon and entered-room (ROOM_ENTERED; a dungeon's first room means it was entered),
 * completed-dungeon (DUNGEON_COMPLETED), life (LOST_LIFE, GAINED_LIFE), drew (DREW_CARD) and token
 * (CREATED_TOKEN). Other protocol event types are not logged.
 * Entries are "type|player id|dungeon|room|amount|text".
 */
public class EventLog extends Watcher {
    private ArrayList<String> entries = new ArrayList<>();

    public EventLog() {
        super(WatcherScope.GAME);
    }

    @Override
    public void watch(GameEvent event, Game game) {
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

    void clear() {
        entries.clear();
    }

    List<String> entries() {
        return new ArrayList<>(entries);
    }
}
