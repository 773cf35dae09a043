package rulings.xmage;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The wire protocol (docs/PROTOCOL.md, "The wire protocol") over stdin/stdout: one JSON request
 * per line in, one reply per line out. stdout carries replies only: {@link #main} points
 * System.out at stderr so that nothing an engine prints can break the protocol.
 *
 * Usage: {@code java rulings.xmage.Server [--fake]}. Without --fake the backend is
 * {@code rulings.xmage.XMageBackend}, loaded by name so that this layer compiles without XMage.
 */
public final class Server {
    public static final String PROTOCOL = "1.1";
    private static final List<String> ADDED_IN_1_1 = List.of(
            "direct-destroy", "combat-damage-assignment", "shuffle-events");

    private final Backend backend;
    private String clientVersion = PROTOCOL;
    private boolean quitting;

    public Server(Backend backend) {
        this.backend = backend;
    }

    public boolean quitting() {
        return quitting;
    }

    /** Answers one request line with one reply line (no newline). */
    public String handle(String line) {
        Object id = null;
        try {
            Object parsed;
            try {
                parsed = Json.parse(line);
            } catch (IllegalArgumentException e) {
                throw new ProtocolError("bad-request", "line is not JSON: " + e.getMessage());
            }
            if (!(parsed instanceof Map)) {
                throw new ProtocolError("bad-request", "a request is a JSON object");
            }
            Map<?, ?> request = (Map<?, ?>) parsed;
            Object rawId = request.get("id");
            if (rawId instanceof Long && (Long) rawId >= 0) {
                id = rawId;
            } else {
                throw new ProtocolError("bad-request", "id: a non-negative integer is required");
            }
            Object op = request.get("op");
            Object params = request.containsKey("params") ? request.get("params") : Json.obj();
            if (!(params instanceof Map)) {
                throw new ProtocolError("bad-request", "params: an object is required");
            }
            for (Object key : request.keySet()) {
                if (!List.of("id", "op", "params").contains(key)) {
                    throw new ProtocolError("bad-request", "unknown request member '" + key + "'");
                }
            }
            Object result = dispatch(String.valueOf(op), asMap(params));
            return Json.write(Json.obj("id", id, "ok", true, "result", result));
        } catch (ProtocolError e) {
            return error(id, e.code, e.getMessage(), e.rule);
        } catch (RuntimeException | Error e) {
            e.printStackTrace();
            return error(id, "engine-error", oneLine(e.getClass().getSimpleName() + ": " + e.getMessage()), null);
        }
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }

    private static String error(Object id, String code, String message, String rule) {
        Map<String, Object> err = Json.obj("code", code, "message", oneLine(String.valueOf(message)));
        if (rule != null) {
            err.put("rule", rule);
        }
        return Json.write(Json.obj("id", id, "ok", false, "error", err));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> asMap(Object o) {
        return (Map<String, Object>) o;
    }

    @SuppressWarnings("unchecked")
    private Object dispatch(String op, Map<String, Object> params) {
        switch (op) {
            case "handshake": {
                Object version = params.get("protocol_version");
                if (!(version instanceof String) || !((String) version).startsWith("1.")) {
                    throw new ProtocolError("bad-request", "this engine speaks protocol 1.x, not " + version);
                }
                clientVersion = "1.0".equals(version) ? "1.0" : PROTOCOL;
                Map<String, Object> info = backend.info();
                if ("1.0".equals(clientVersion)) {
                    List<Object> caps = new ArrayList<>((List<Object>) info.get("capabilities"));
                    caps.removeAll(ADDED_IN_1_1);
                    info.put("capabilities", caps);
                }
                info.put("protocol_version", clientVersion);
                return info;
            }
            case "ready":
                backend.ready();
                return null;
            case "start":
                backend.start(asMap(required(params, "position", Map.class)));
                return null;
            case "perform":
                backend.perform(asMap(required(params, "action", Map.class)));
                return null;
            case "pending":
                return backend.pending();
            case "decide": {
                List<String> answer = new ArrayList<>();
                for (Object o : (List<Object>) required(params, "answer", List.class)) {
                    if (!(o instanceof String)) {
                        throw new ProtocolError("bad-request", "answer: a list of strings is required");
                    }
                    answer.add((String) o);
                }
                backend.decide(answer);
                return null;
            }
            case "observe":
                return backend.observe();
            case "quit":
                quitting = true;
                backend.close();
                return null;
            default:
                throw new ProtocolError("bad-request", "unknown op '" + op + "'");
        }
    }

    private static Object required(Map<String, Object> params, String name, Class<?> type) {
        Object value = params.get(name);
        if (!type.isInstance(value)) {
            throw new ProtocolError("bad-request", "params." + name + ": missing or of the wrong type");
        }
        return value;
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
        System.setOut(System.err); // engine chatter goes to stderr, never onto the protocol
        Backend backend;
        if (args.length > 0 && args[0].equals("--fake")) {
            backend = new FakeBackend();
        } else {
            try {
                backend = (Backend) Class.forName("rulings.xmage.XMageBackend")
                        .getDeclaredConstructor().newInstance();
            } catch (ClassNotFoundException | NoClassDefFoundError e) {
                System.err.println("xmage adapter: XMage classes not found (" + e.getMessage()
                        + "); set XMAGE_CLASSPATH to XMage's jars (docs/engines/xmage.md)");
                System.exit(2);
                return;
            }
        }
        Server server = new Server(backend);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            out.print(server.handle(line));
            out.print('\n');
            out.flush();
            if (server.quitting()) {
                break;
            }
        }
        out.flush();
        System.exit(0);
    }
}
