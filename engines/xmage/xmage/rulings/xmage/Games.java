package rulings.xmage;

import mage.constants.MultiplayerAttackOption;
import mage.constants.RangeOfInfluence;
import mage.game.FreeForAll;
import mage.game.Game;
import mage.game.TwoPlayerDuel;
import mage.game.mulligan.Mulligan;
import mage.game.stack.StackObject;

/**
 * XMage's two game types as the adapter plays them: the same games, with each stack object's
 * resolution logged. XMage fires no event when a spell or ability resolves (RESOLVING_ABILITY
 * fires only for an ability, mana abilities included, and not for a permanent spell) nor when it
 * doesn't (it only tells the players "... has been fizzled."), so the event log's resolved and
 * fizzled entries come from GameImpl.resolve, the one place the top of the stack resolves
 * (CR 608.2), and from XMage's own fizzle message during it (CR 608.2b).
 */
final class Games {
    private Games() {
    }

    /** What resolving the top of the stack gave: XMage's own verdict on fizzling. */
    static final class Resolution {
        boolean fizzled;
    }

    static void resolve(Game g, Runnable resolve, Resolution[] current) {
        StackObject top = g.getStack().isEmpty() ? null : g.getStack().getFirst();
        EventLog log = g.getState().getWatcher(EventLog.class);
        if (top == null || log == null || EventLog.namer == null) {
            resolve.run();
            return;
        }
        String label = EventLog.namer.stackLabel(top, g);
        String source = EventLog.namer.name(top.getSourceId(), g);
        java.util.UUID controller = top.getControllerId();
        Resolution r = new Resolution();
        current[0] = r;
        try {
            resolve.run();
        } finally {
            current[0] = null;
        }
        log.resolved(controller, source, label, r.fizzled);
    }

    static void told(String message, Resolution[] current) {
        if (current[0] != null && message != null
                && (message.endsWith(" has been fizzled.") || message.startsWith("Ability has been fizzled: "))) {
            current[0].fizzled = true;
        }
    }

    static final class Duel extends TwoPlayerDuel {
        private final transient Resolution[] current = new Resolution[1];

        Duel(MultiplayerAttackOption attackOption, RangeOfInfluence range, Mulligan mulligan, int startLife, int startHandSize) {
            super(attackOption, range, mulligan, 0, startLife, startHandSize);
        }

        private Duel(final Duel game) {
            super(game);
        }

        @Override
        public Duel copy() {
            return new Duel(this);
        }

        @Override
        protected void resolve() {
            Games.resolve(this, super::resolve, current);
        }

        @Override
        public void informPlayers(String message) {
            Games.told(message, current);
            super.informPlayers(message);
        }
    }

    static final class Multiplayer extends FreeForAll {
        private final transient Resolution[] current = new Resolution[1];

        Multiplayer(MultiplayerAttackOption attackOption, RangeOfInfluence range, Mulligan mulligan, int startLife, int startHandSize) {
            super(attackOption, range, mulligan, startLife, startHandSize);
        }

        private Multiplayer(final Multiplayer game) {
            super(game);
        }

        @Override
        public Multiplayer copy() {
            return new Multiplayer(this);
        }

        @Override
        protected void resolve() {
            Games.resolve(this, super::resolve, current);
        }

        @Override
        public void informPlayers(String message) {
            Games.told(message, current);
            super.informPlayers(message);
        }
    }
}
