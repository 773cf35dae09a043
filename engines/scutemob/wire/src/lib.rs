//! The wire protocol of the rulings suite (docs/PROTOCOL.md) for an engine written in Rust:
//! [`json`] values, the [`server`] that answers one request line at a time for a [`Backend`],
//! and [`fake`], a toy game behind it so the layer is tested without any engine.
pub mod error;
pub mod fake;
pub mod json;
pub mod position;
pub mod server;

pub use error::{ProtocolError, Result};
pub use json::Json;
pub use server::{Backend, Info, Server};
