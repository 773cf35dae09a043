package rulings.xmage;

/** Builds (or checks) XMage's card database in the working directory, and says how long it took. */
public final class InitDb {
    public static void main(String[] args) {
        long t0 = System.nanoTime();
        new XMageBackend().ready();
        System.err.printf("xmage-adapter: card database ready in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        System.exit(0);
    }
}
