//! The request loop (docs/PROTOCOL.md, "The wire protocol"): one JSON request per line on stdin,
//! one reply per line on stdout. The server negotiates the protocol version in the handshake and
//! answers a change with the state after it (1.2) when asked.

use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::error::{ProtocolError, Result};
use crate::json::Json;

/// The newest protocol this layer speaks.
pub const PROTOCOL_MINOR: u32 = 3;
/// Capabilities added in 1.1: never declared to a 1.0 client.
const ADDED_IN_1_1: &[&str] = &[
    "direct-destroy", "combat-damage-assignment", "shuffle-events", "action-events",
    "effect-durations", "card-events", "removal-events",
];

/// What the handshake reply describes (EngineInfo; `protocol_version` is the server's).
pub struct Info {
    pub name: String,
    pub version: String,
    pub capabilities: Vec<String>,
    pub cr_version: Option<String>,
    /// 1.3: the pool cards the engine knows, or None for "not declared".
    pub cards: Option<Vec<String>>,
}

/// The game behind the server. Positions, actions and observations are the protocol's JSON
/// forms; a decision is an object or null. A panic becomes an `engine-error` reply.
pub trait Backend {
    fn info(&self) -> Info;
    /// Loads what games need; called once, after the handshake.
    fn ready(&mut self) -> Result<()> {
        Ok(())
    }
    fn start(&mut self, position: &Json) -> Result<()>;
    fn perform(&mut self, action: &Json) -> Result<()>;
    fn pending(&mut self) -> Result<Json>;
    fn decide(&mut self, answer: &[String]) -> Result<()>;
    fn observe(&mut self) -> Result<Json>;
}

pub struct Server<B: Backend> {
    pub backend: B,
    minor: u32,
    quitting: bool,
}

impl<B: Backend> Server<B> {
    pub fn new(backend: B) -> Self {
        Server { backend, minor: PROTOCOL_MINOR, quitting: false }
    }

    pub fn quitting(&self) -> bool {
        self.quitting
    }

    /// Answers one request line with one reply line (no newline).
    pub fn handle(&mut self, line: &str) -> String {
        let mut id = Json::Null;
        let outcome = self.request(line, &mut id);
        let reply = match outcome {
            Ok(result) => Json::obj(vec![("id", id), ("ok", Json::Bool(true)), ("result", result)]),
            Err(e) => {
                let mut error = Json::obj(vec![("code", Json::str(e.code)), ("message", Json::str(one_line(&e.message)))]);
                if let Some(rule) = e.rule {
                    error.set("rule", Json::Str(rule));
                }
                Json::obj(vec![("id", id), ("ok", Json::Bool(false)), ("error", error)])
            }
        };
        reply.write()
    }

    fn request(&mut self, line: &str, id: &mut Json) -> Result<Json> {
        let request = Json::parse(line).map_err(|e| ProtocolError::bad_request(format!("line is not JSON: {e}")))?;
        if !matches!(request, Json::Obj(_)) {
            return Err(ProtocolError::bad_request("a request is a JSON object"));
        }
        match request.get("id") {
            Some(Json::Int(i)) if *i >= 0 => *id = Json::Int(*i),
            _ => return Err(ProtocolError::bad_request("id: a non-negative integer is required")),
        }
        if let Some(key) = request.keys().into_iter().find(|k| !["id", "op", "params"].contains(k)) {
            return Err(ProtocolError::bad_request(format!("unknown request member '{key}'")));
        }
        let empty = Json::Obj(Vec::new());
        let params = request.get("params").unwrap_or(&empty);
        if !matches!(params, Json::Obj(_)) {
            return Err(ProtocolError::bad_request("params: an object is required"));
        }
        let op = request.get("op").and_then(Json::as_str).unwrap_or("").to_string();
        match catch_unwind(AssertUnwindSafe(|| self.dispatch(&op, params))) {
            Ok(result) => result,
            Err(panic) => {
                let what = panic.downcast_ref::<String>().cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a panic".to_string());
                Err(ProtocolError::engine(format!("the engine panicked in {op}: {what}")))
            }
        }
    }

    fn dispatch(&mut self, op: &str, params: &Json) -> Result<Json> {
        let allowed: &[&str] = match op {
            "handshake" => &["protocol_version"],
            "start" => &["position", "state"],
            "perform" => &["action", "state"],
            "decide" => &["answer", "state"],
            "ready" | "pending" | "observe" | "quit" => &[],
            _ => return Err(ProtocolError::bad_request(format!("unknown op '{op}'"))),
        };
        if let Some(key) = params.keys().into_iter().find(|k| !allowed.contains(k)) {
            return Err(ProtocolError::bad_request(format!("params: unknown member '{key}'")));
        }
        let want_state = match params.get("state") {
            None | Some(Json::Bool(false)) => false,
            Some(Json::Bool(true)) if self.minor >= 2 => true,
            Some(Json::Bool(true)) => {
                return Err(ProtocolError::bad_request(format!("params.state is protocol 1.2; the handshake agreed on 1.{}", self.minor)))
            }
            Some(_) => return Err(ProtocolError::bad_request("params.state: a boolean is required")),
        };
        match op {
            "handshake" => self.handshake(params),
            "ready" => self.backend.ready().map(|_| Json::Null),
            "start" => {
                let position = required(params, "position")?;
                self.backend.start(position)?;
                self.after_change(want_state)
            }
            "perform" => {
                let action = required(params, "action")?;
                self.backend.perform(action)?;
                self.after_change(want_state)
            }
            "decide" => {
                let items = params.get("answer").and_then(Json::as_arr)
                    .ok_or_else(|| ProtocolError::bad_request("params.answer: a list of strings is required"))?;
                let answer: Option<Vec<String>> = items.iter().map(|v| v.as_str().map(str::to_string)).collect();
                let answer = answer.ok_or_else(|| ProtocolError::bad_request("params.answer: a list of strings is required"))?;
                self.backend.decide(&answer)?;
                self.after_change(want_state)
            }
            "pending" => self.backend.pending(),
            "observe" => self.backend.observe(),
            _ => {
                self.quitting = true;
                Ok(Json::Null)
            }
        }
    }

    /// 1.2: the pending decision, and the observation when nothing is pending.
    fn after_change(&mut self, want_state: bool) -> Result<Json> {
        if !want_state {
            return Ok(Json::Null);
        }
        let pending = self.backend.pending()?;
        let observation = if pending.is_null() { self.backend.observe()? } else { Json::Null };
        Ok(Json::obj(vec![("pending", pending), ("observation", observation)]))
    }

    fn handshake(&mut self, params: &Json) -> Result<Json> {
        let version = params.get("protocol_version").and_then(Json::as_str).unwrap_or("");
        let minor = version.strip_prefix("1.").and_then(|m| m.parse::<u32>().ok())
            .ok_or_else(|| ProtocolError::bad_request(format!("this engine speaks protocol 1.x, not {version:?}")))?;
        // an older client is answered in its own minor version; a newer one in ours
        self.minor = minor.min(PROTOCOL_MINOR);
        let info = self.backend.info();
        let capabilities: Vec<&String> = info.capabilities.iter()
            .filter(|c| self.minor >= 1 || !ADDED_IN_1_1.contains(&c.as_str()))
            .collect();
        let mut reply = Json::obj(vec![
            ("name", Json::Str(info.name)),
            ("version", Json::Str(info.version)),
            ("capabilities", Json::Arr(capabilities.into_iter().map(|c| Json::Str(c.clone())).collect())),
            ("protocol_version", Json::Str(format!("1.{}", self.minor))),
        ]);
        if let Some(cr) = info.cr_version {
            reply.set("cr_version", Json::Str(cr));
        }
        if let (Some(cards), true) = (info.cards, self.minor >= 3) {
            reply.set("cards", Json::strs(&cards));
        }
        Ok(reply)
    }

    /// Serves stdin/stdout until end of input or `quit`. Nothing but replies goes to `out`.
    pub fn serve(&mut self, input: impl BufRead, mut out: impl Write) -> std::io::Result<()> {
        for line in input.lines() {
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            let reply = self.handle(&line);
            out.write_all(reply.as_bytes())?;
            out.write_all(b"\n")?;
            out.flush()?;
            if self.quitting {
                break;
            }
        }
        Ok(())
    }
}

fn required<'a>(params: &'a Json, name: &str) -> Result<&'a Json> {
    match params.get(name) {
        Some(v @ Json::Obj(_)) => Ok(v),
        _ => Err(ProtocolError::bad_request(format!("params.{name}: an object is required"))),
    }
}

fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}
