//! An error the protocol sends back as `{"code", "message", "rule"?}` (docs/PROTOCOL.md, "Errors").

#[derive(Clone, Debug, PartialEq)]
pub struct ProtocolError {
    pub code: &'static str,
    pub message: String,
    pub rule: Option<String>,
}

impl ProtocolError {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        ProtocolError { code, message: message.into(), rule: None }
    }

    /// The action or answer breaks `rule` (CR number); the game is unchanged.
    pub fn illegal(message: impl Into<String>, rule: &str) -> Self {
        ProtocolError { code: "illegal-action", message: message.into(), rule: Some(rule.to_string()) }
    }

    pub fn unsupported(message: impl Into<String>) -> Self {
        Self::new("unsupported", message)
    }

    pub fn unknown_card(message: impl Into<String>) -> Self {
        Self::new("unknown-card", message)
    }

    pub fn invalid_position(message: impl Into<String>) -> Self {
        Self::new("invalid-position", message)
    }

    pub fn engine(message: impl Into<String>) -> Self {
        Self::new("engine-error", message)
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new("bad-request", message)
    }
}

pub type Result<T> = std::result::Result<T, ProtocolError>;
