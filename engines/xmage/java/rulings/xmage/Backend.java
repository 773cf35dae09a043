package rulings.xmage;

import java.util.List;
import java.util.Map;

/**
 * The game behind the wire server. Values are the protocol's JSON forms (docs/PROTOCOL.md):
 * a position, an action and an observation are JSON objects, a decision an object or null.
 * Every method may throw {@link ProtocolError}; anything else becomes an engine-error reply.
 */
public interface Backend {
    /** The EngineInfo fields name, version, capabilities, cr_version (protocol_version is the server's). */
    Map<String, Object> info();

    /** Loads what games need (the card database); called once, after the handshake. */
    void ready();

    void start(Map<String, Object> position);

    void perform(Map<String, Object> action);

    /** The pending decision or null. */
    Map<String, Object> pending();

    void decide(List<String> answer);

    Map<String, Object> observe();

    void close();
}
