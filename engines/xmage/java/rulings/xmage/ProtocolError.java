package rulings.xmage;

/**
 * An error the protocol sends back as {@code {"code", "message", "rule"?}} (docs/PROTOCOL.md,
 * "Errors"): illegal-action, unsupported, unknown-card, invalid-position, engine-error, bad-request.
 */
public class ProtocolError extends RuntimeException {
    public final String code;
    public final String rule;

    public ProtocolError(String code, String message, String rule) {
        super(message);
        this.code = code;
        this.rule = rule;
    }

    public ProtocolError(String code, String message) {
        this(code, message, null);
    }

    public static ProtocolError illegal(String message, String rule) {
        return new ProtocolError("illegal-action", message, rule);
    }

    public static ProtocolError unsupported(String message) {
        return new ProtocolError("unsupported", message);
    }

    public static ProtocolError invalidPosition(String message) {
        return new ProtocolError("invalid-position", message);
    }

    public static ProtocolError unknownCard(String message) {
        return new ProtocolError("unknown-card", message);
    }
}
