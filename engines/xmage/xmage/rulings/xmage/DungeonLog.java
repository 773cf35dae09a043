package rulings.xmage;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import mage.constants.WatcherScope;
import mage.game.Game;
import mage.game.events.GameEvent;
import mage.watchers.Watcher;

/**
 * Records XMage's own DUNGEON_COMPLETED events in order, repeats kept, for the observation's
 * completed_dungeons (XMage's CompletedDungeonWatcher keeps a set of names, and exists only when
 * a card that needs it is in the game).
 */
public class DungeonLog extends Watcher {
    private ArrayList<String> entries = new ArrayList<>(); // "<player id> <dungeon name>"

    public DungeonLog() {
        super(WatcherScope.GAME);
    }

    @Override
    public void watch(GameEvent event, Game game) {
        if (event.getType() == GameEvent.EventType.DUNGEON_COMPLETED) {
            entries.add(event.getPlayerId() + " " + event.getData());
        }
    }

    void add(UUID playerId, String dungeon) {
        entries.add(playerId + " " + dungeon);
    }

    List<String> of(UUID playerId) {
        List<String> out = new ArrayList<>();
        String prefix = playerId + " ";
        for (String e : entries) {
            if (e.startsWith(prefix)) {
                out.add(e.substring(prefix.length()));
            }
        }
        return out;
    }
}
