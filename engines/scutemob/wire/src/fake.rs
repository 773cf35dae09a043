//! A toy game behind the protocol layer, so the layer is tested without scutemob (in CI). It is
//! not a rules engine: it keeps life totals, the initiative holder, a venture marker in Undercity
//! that asks a choose-room decision after Secret Entrance, conceding, a few permanents and a pass
//! that only moves priority on; every other action is `unsupported`. It knows three cards, and
//! declares them (protocol 1.3 `cards`).

use crate::error::{ProtocolError, Result};
use crate::json::Json;
use crate::position::Position;
use crate::server::{Backend, Info};

const CARDS: &[(&str, Option<(i64, i64)>)] = &[
    ("Forest", None), ("Grizzly Bears", Some((2, 2))), ("Hill Giant", Some((3, 3))),
];

struct Player {
    name: String,
    life: i64,
    left: bool,
    room: Option<String>,
    hand: Vec<String>,
    library: Vec<String>,
}

#[derive(Default)]
pub struct Fake {
    players: Vec<Player>,
    battlefield: Vec<(String, String, String)>, // label, card, controller
    events: Vec<Json>,
    turn: u32,
    step: String,
    active: String,
    priority: String,
    initiative: Option<String>,
    decision: Option<(String, Vec<String>)>, // who chooses a room, among which
    started: bool,
}

impl Fake {
    fn player(&mut self, name: &str) -> Result<&mut Player> {
        self.players.iter_mut().find(|p| p.name == name)
            .ok_or_else(|| ProtocolError::invalid_position(format!("action.player: '{name}' is not a player")))
    }

    fn event(&mut self, kind: &str, player: &str, rest: Vec<(&str, Json)>) {
        let mut e = Json::obj(vec![("type", Json::str(kind)), ("player", Json::str(player))]);
        for (k, v) in rest {
            e.set(k, v);
        }
        self.events.push(e);
    }

    fn enter_room(&mut self, who: &str, room: &str) -> Result<()> {
        self.player(who)?.room = Some(room.to_string());
        self.event("entered-room", who, vec![("dungeon", Json::str("Undercity")), ("room", Json::str(room)), ("rule", Json::str("309.5"))]);
        Ok(())
    }

    fn venture(&mut self, who: &str) -> Result<()> {
        self.event("ventured", who, vec![("text", Json::str("into Undercity")), ("rule", Json::str("701.49"))]);
        let room = self.player(who)?.room.clone();
        match room.as_deref() {
            None => self.enter_room(who, "Secret Entrance"),
            Some("Secret Entrance") => {
                self.decision = Some((who.to_string(), vec!["Forge".into(), "Lost Well".into()]));
                Ok(())
            }
            Some(other) => Err(ProtocolError::unsupported(format!("the fake game has no room after {other}"))),
        }
    }
}

impl Backend for Fake {
    fn info(&self) -> Info {
        Info {
            name: "scutemob-fake".into(),
            version: "0.1".into(),
            capabilities: ["two-player", "direct-effects", "leave-game", "event-log"].iter().map(|s| s.to_string()).collect(),
            cr_version: Some("2026-09-25".into()),
            cards: Some(CARDS.iter().map(|(n, _)| n.to_string()).collect()),
        }
    }

    fn start(&mut self, doc: &Json) -> Result<()> {
        let position = Position::parse(doc)?;
        if position.format != "two-player" {
            return Err(ProtocolError::unsupported(format!("the fake game plays two-player games, not {}", position.format)));
        }
        if let Some(card) = position.card_names().into_iter().find(|c| CARDS.iter().all(|(n, _)| n != c)) {
            return Err(ProtocolError::unknown_card(format!("position: unknown card '{card}'")));
        }
        *self = Fake::default();
        for p in &position.players {
            let room = match &p.dungeon {
                None => None,
                Some((d, r)) if d == "Undercity" && ["Secret Entrance", "Forge", "Lost Well"].contains(&r.as_str()) => Some(r.clone()),
                Some((d, r)) => return Err(ProtocolError::invalid_position(format!("position.players.dungeon: the fake game knows Undercity's first three rooms, not {d} / {r}"))),
            };
            for b in &p.battlefield {
                self.battlefield.push((b.label.clone(), b.card.clone(), p.name.clone()));
            }
            self.players.push(Player { name: p.name.clone(), life: p.life.unwrap_or(20), left: false, room,
                                       hand: p.hand.clone(), library: p.library.clone() });
        }
        self.turn = position.turn;
        self.step = position.step;
        self.priority = position.active_player.clone();
        self.active = position.active_player;
        self.initiative = position.initiative;
        self.started = true;
        Ok(())
    }

    fn perform(&mut self, action: &Json) -> Result<()> {
        if !self.started {
            return Err(ProtocolError::illegal("no game has started", "103"));
        }
        if self.decision.is_some() {
            return Err(ProtocolError::illegal("a decision is pending", "117.1"));
        }
        let kind = action.get("type").and_then(Json::as_str).unwrap_or("");
        let who = action.get("player").and_then(Json::as_str).unwrap_or("").to_string();
        match kind {
            "take-initiative" => {
                self.player(&who)?;
                self.initiative = Some(who.clone());
                self.event("took-initiative", &who, vec![("rule", Json::str("726.3"))]);
                self.venture(&who)
            }
            "venture" => {
                self.player(&who)?;
                if action.get("into").and_then(Json::as_str) != Some("undercity") {
                    return Err(ProtocolError::unsupported("the fake game ventures into Undercity only"));
                }
                self.venture(&who)
            }
            "lose-life" => {
                let amount = action.get("amount").and_then(Json::as_i64).unwrap_or(0);
                if amount < 0 {
                    return Err(ProtocolError::illegal(format!("a player cannot lose {amount} life"), "119.3"));
                }
                self.player(&who)?.life -= amount;
                self.event("life", &who, vec![("amount", Json::Int(-amount)), ("rule", Json::str("119.3"))]);
                Ok(())
            }
            "concede" => {
                let p = self.player(&who)?;
                p.left = true;
                p.room = None;
                p.hand.clear();
                p.library.clear();
                self.battlefield.retain(|b| b.2 != who);
                if self.initiative.as_deref() == Some(who.as_str()) {
                    self.initiative = None;
                }
                self.event("left-game", &who, vec![("text", Json::str("conceded")), ("rule", Json::str("800.4a"))]);
                Ok(())
            }
            "pass-priority" => {
                // a toy pass: priority moves to the next player, and nothing else happens
                self.player(&who)?;
                if who != self.priority {
                    return Err(ProtocolError::illegal(format!("{who} does not have priority ({} has it)", self.priority), "117.3"));
                }
                let at = self.players.iter().position(|p| p.name == who).unwrap_or(0);
                self.priority = self.players[(at + 1) % self.players.len()].name.clone();
                Ok(())
            }
            other => Err(ProtocolError::unsupported(format!("the fake game does not do '{other}'"))),
        }
    }

    fn pending(&mut self) -> Result<Json> {
        Ok(match &self.decision {
            None => Json::Null,
            Some((who, options)) => Json::obj(vec![
                ("kind", Json::str("choose-room")), ("player", Json::str(who.as_str())),
                ("options", Json::strs(options)), ("source", Json::str("Undercity")),
            ]),
        })
    }

    fn decide(&mut self, answer: &[String]) -> Result<()> {
        let Some((who, options)) = self.decision.clone() else {
            return Err(ProtocolError::illegal("no decision is pending", "117.1"));
        };
        match answer {
            [room] if options.contains(room) => {
                self.decision = None;
                self.enter_room(&who, room)
            }
            _ => Err(ProtocolError::illegal(format!("choose one of {options:?}, not {answer:?}"), "309.5a")),
        }
    }

    fn observe(&mut self) -> Result<Json> {
        let players = self.players.iter().map(|p| {
            let mut v = Json::obj(vec![("name", Json::str(p.name.as_str())), ("life", Json::Int(p.life))]);
            if p.left {
                v.set("left_game", Json::Bool(true));
            }
            v.set("hand", Json::strs(&p.hand));
            v.set("library", Json::strs(&p.library));
            if let Some(room) = &p.room {
                v.set("dungeon", Json::str("Undercity"));
                v.set("room", Json::str(room.as_str()));
            }
            v
        }).collect();
        let battlefield = self.battlefield.iter().map(|(label, card, controller)| {
            let stats = CARDS.iter().find(|(n, _)| n == card).and_then(|c| c.1);
            let (power, toughness) = stats.map_or((Json::Null, Json::Null), |(p, t)| (Json::Int(p), Json::Int(t)));
            let types = if stats.is_some() { "creature" } else { "land" };
            Json::obj(vec![
                ("label", Json::str(label.as_str())), ("name", Json::str(card.as_str())),
                ("controller", Json::str(controller.as_str())), ("owner", Json::str(controller.as_str())),
                ("power", power), ("toughness", toughness), ("types", Json::strs(&[types])),
            ])
        }).collect();
        let active_left = self.players.iter().any(|p| p.left && p.name == self.active);
        let active = if active_left { Json::Null } else { Json::str(self.active.as_str()) };
        Ok(Json::obj(vec![
            ("turn", Json::Int(i64::from(self.turn))), ("step", Json::str(self.step.as_str())),
            ("active_player", active.clone()), ("players", Json::Arr(players)),
            ("initiative", self.initiative.clone().map_or(Json::Null, Json::Str)),
            ("priority", Json::str(self.priority.as_str())), ("battlefield", Json::Arr(battlefield)),
            ("events", Json::Arr(self.events.clone())),
        ]))
    }
}
