package rulings.xmage;

import java.util.List;
import java.util.function.Consumer;

/**
 * Hands control back and forth between the wire thread and XMage's game thread. XMage runs a
 * game as one call ({@code Game.start}) that asks its players for every choice; our players
 * ({@link DriverPlayer}) block here at each question (a "stop") until the wire thread sends a
 * command. Only one side runs at a time, so the wire thread may read the game while the game
 * thread waits.
 */
final class Hub {
    /** Where the game thread waits. */
    static final class Stop {
        final String kind; // "priority", "decision", "ended"
        final java.util.UUID player;
        final Ask ask;

        Stop(String kind, java.util.UUID player, Ask ask) {
            this.kind = kind;
            this.player = player;
            this.ask = ask;
        }
    }

    /** A command for the game thread: pass, an answer, or code to run at a priority stop. */
    static final class Command {
        final String kind; // "pass", "answer", "run"
        final List<String> answer;
        final Consumer<mage.game.Game> body;

        Command(String kind, List<String> answer, Consumer<mage.game.Game> body) {
            this.kind = kind;
            this.answer = answer;
            this.body = body;
        }
    }

    private Stop stop;
    private Command command;
    private RuntimeException failure; // thrown by a "run" body, reported to the wire thread
    private Throwable crash;

    /** Game thread: publish a stop and wait for the next command. */
    synchronized Command block(Stop s) {
        stop = s;
        notifyAll();
        while (command == null) {
            try {
                wait();
            } catch (InterruptedException e) {
                throw new IllegalStateException("game thread interrupted");
            }
        }
        Command c = command;
        command = null;
        return c;
    }

    /** Game thread: a run body failed; the wire thread gets the error, the game waits again. */
    synchronized void fail(RuntimeException e) {
        failure = e;
    }

    /** Game thread: the game is over (or crashed). */
    synchronized void ended(Throwable t) {
        crash = t;
        stop = new Stop("ended", null, null);
        notifyAll();
    }

    /** Wire thread: send a command and wait for the next stop; rethrows a run body's failure. */
    synchronized Stop send(Command c, long timeoutMillis) {
        if (stop == null || stop.kind.equals("ended")) {
            throw new ProtocolError("illegal-action", "the game is over", "104.1");
        }
        stop = null;
        failure = null;
        command = c;
        notifyAll();
        waitStop(timeoutMillis);
        if (failure != null) {
            RuntimeException f = failure;
            failure = null;
            throw f;
        }
        return stop;
    }

    /** Wire thread: wait until the game thread stops (after a start). */
    synchronized Stop waitStop(long timeoutMillis) {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (stop == null) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                throw new ProtocolError("engine-error", "XMage did not stop at a choice within " + timeoutMillis + " ms");
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
        if (stop.kind.equals("ended") && crash != null) {
            throw new ProtocolError("engine-error", "XMage's game thread failed: " + crash);
        }
        return stop;
    }

    synchronized Stop current() {
        return stop;
    }
}
