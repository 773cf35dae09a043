//! The position document (docs/PROTOCOL.md, "Position") read from its JSON form and checked for
//! what makes any position invalid, whatever the engine: every error names the field.

use crate::error::{ProtocolError, Result};
use crate::json::Json;

pub const STEPS: &[&str] = &[
    "untap", "upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
    "declare blockers", "combat damage", "end of combat", "postcombat main", "end", "cleanup",
];

#[derive(Clone, Debug, PartialEq)]
pub struct Permanent {
    pub card: String,
    /// the label: the position's, or the one an unlabelled permanent gets (docs/PROTOCOL.md)
    pub label: String,
    pub label_given: Option<String>,
    pub tapped: bool,
    pub counters: Vec<(String, u32)>,
    pub attached_to: Option<String>,
    pub summoning_sick: bool,
    pub token: bool,
    pub owner: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub name: String,
    pub life: Option<i64>,
    pub team: Option<String>,
    pub library: Vec<String>,
    pub hand: Vec<String>,
    pub graveyard: Vec<String>,
    pub exile: Vec<String>,
    pub battlefield: Vec<Permanent>,
    /// (dungeon, room)
    pub dungeon: Option<(String, String)>,
    pub completed_dungeons: Vec<String>,
    /// one symbol per mana: "W" "U" "B" "R" "G" "C" (generic mana counts as colorless)
    pub mana_pool: Vec<char>,
    pub lands_played: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub players: Vec<Player>,
    pub format: String,
    pub active_player: String,
    pub turn: u32,
    pub step: String,
    pub initiative: Option<String>,
    pub seed: i64,
}

impl Position {
    pub fn player(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    /// Every card and token name the position uses, once each, in the order first named.
    pub fn card_names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for p in &self.players {
            let zones = [&p.library, &p.hand, &p.graveyard, &p.exile];
            for name in zones.into_iter().flatten().chain(p.battlefield.iter().map(|b| &b.card)) {
                if !names.contains(name) {
                    names.push(name.clone());
                }
            }
        }
        names
    }

    /// Reads and checks a position. `formats` are the formats the engine plays.
    pub fn parse(doc: &Json) -> Result<Position> {
        let bad = |m: String| ProtocolError::invalid_position(m);
        strict(doc, "position", &["players", "format", "active_player", "turn", "step", "initiative", "seed"])?;
        let format = opt_str(doc, "format", "position")?.unwrap_or_else(|| "two-player".into());
        if !["two-player", "free-for-all", "two-headed-giant"].contains(&format.as_str()) {
            return Err(bad(format!("position.format: unknown format '{format}'")));
        }
        let setups = doc.get("players").and_then(Json::as_arr)
            .ok_or_else(|| bad("position.players: a list of players is required".into()))?;
        let mut players: Vec<Player> = Vec::new();
        for (i, setup) in setups.iter().enumerate() {
            players.push(read_player(setup, &format!("position.players[{i}]"))?);
        }
        if players.len() < 2 {
            return Err(bad(format!("position.players: a game needs two players or more, not {}", players.len())));
        }
        if format == "two-player" && players.len() != 2 {
            return Err(bad(format!("position.players: a two-player game has 2 players, not {}", players.len())));
        }
        for (i, p) in players.iter().enumerate() {
            if players[..i].iter().any(|q| q.name == p.name) {
                return Err(bad(format!("position.players[{i}].name: two players are named '{}'", p.name)));
            }
        }
        let known = |name: &str| players.iter().any(|p| p.name == name);
        let active_player = opt_str(doc, "active_player", "position")?.unwrap_or_else(|| players[0].name.clone());
        if !known(&active_player) {
            return Err(bad(format!("position.active_player: '{active_player}' is not a player")));
        }
        let initiative = opt_str(doc, "initiative", "position")?;
        if let Some(who) = &initiative {
            if !known(who) {
                return Err(bad(format!("position.initiative: '{who}' is not a player")));
            }
        }
        let step = opt_str(doc, "step", "position")?.unwrap_or_else(|| "precombat main".into());
        if !STEPS.contains(&step.as_str()) {
            return Err(bad(format!("position.step: unknown step '{step}'")));
        }
        let turn = opt_int(doc, "turn", "position")?.unwrap_or(1);
        if turn < 1 {
            return Err(bad(format!("position.turn: {turn} is not a turn number")));
        }
        let seed = opt_int(doc, "seed", "position")?.unwrap_or(0);
        // a label the position gives is the permanent's; two alike are an error. An unlabelled
        // permanent is named as one entering now: its name if free, else "<name> #k" (k >= 2)
        let mut given: Vec<String> = Vec::new();
        for (i, p) in players.iter().enumerate() {
            for (j, perm) in p.battlefield.iter().enumerate() {
                if let Some(label) = &perm.label_given {
                    if given.contains(label) {
                        return Err(bad(format!("position.players[{i}].battlefield[{j}].label: two permanents are labelled '{label}'")));
                    }
                    given.push(label.clone());
                }
            }
        }
        for p in players.iter_mut() {
            for perm in p.battlefield.iter_mut().filter(|b| b.label_given.is_none()) {
                let mut label = perm.card.clone();
                let mut k = 2;
                while given.contains(&label) {
                    label = format!("{} #{k}", perm.card);
                    k += 1;
                }
                given.push(label.clone());
                perm.label = label;
            }
        }
        let known = |name: &str| players.iter().any(|p| p.name == name);
        let labels: Vec<&str> = players.iter().flat_map(|p| p.battlefield.iter().map(|b| b.label.as_str())).collect();
        for (i, p) in players.iter().enumerate() {
            for (j, perm) in p.battlefield.iter().enumerate() {
                let at = format!("position.players[{i}].battlefield[{j}]");
                if !known(&perm.owner) {
                    return Err(bad(format!("{at}.owner: '{}' is not a player", perm.owner)));
                }
            }
        }
        for (i, p) in players.iter().enumerate() {
            for (j, perm) in p.battlefield.iter().enumerate() {
                if let Some(to) = &perm.attached_to {
                    if !labels.contains(&to.as_str()) || *to == perm.label {
                        return Err(bad(format!("position.players[{i}].battlefield[{j}].attached_to: no other permanent is labelled '{to}'")));
                    }
                }
            }
        }
        if format == "two-headed-giant" {
            check_teams(&players)?;
        }
        let turn = u32::try_from(turn).map_err(|_| bad(format!("position.turn: {turn} is too large")))?;
        Ok(Position { players, format, active_player, turn, step, initiative, seed })
    }
}

fn check_teams(players: &[Player]) -> Result<()> {
    let bad = |m: String| ProtocolError::invalid_position(m);
    let mut teams: Vec<(&str, usize, Option<i64>)> = Vec::new();
    for (i, p) in players.iter().enumerate() {
        let team = p.team.as_deref().ok_or_else(|| bad(format!("position.players[{i}].team: Two-Headed Giant needs a team")))?;
        match teams.iter_mut().find(|t| t.0 == team) {
            Some(t) => {
                t.1 += 1;
                if let (Some(a), Some(b)) = (t.2, p.life) {
                    if a != b {
                        return Err(bad(format!("position.players[{i}].life: teammates share one life total ({a}, not {b})")));
                    }
                }
            }
            None => teams.push((team, 1, p.life)),
        }
    }
    if teams.len() != 2 || teams.iter().any(|t| t.1 != 2) {
        return Err(bad("position.players: Two-Headed Giant is two teams of two".into()));
    }
    Ok(())
}

/// Refuses members outside `allowed` (objects are strict within a version).
pub fn strict(doc: &Json, at: &str, allowed: &[&str]) -> Result<()> {
    if !matches!(doc, Json::Obj(_)) {
        return Err(ProtocolError::invalid_position(format!("{at}: an object is required")));
    }
    match doc.keys().into_iter().find(|k| !allowed.contains(k)) {
        Some(key) => Err(ProtocolError::invalid_position(format!("{at}.{key}: unknown field"))),
        None => Ok(()),
    }
}

pub fn opt_str(doc: &Json, key: &str, at: &str) -> Result<Option<String>> {
    match doc.get(key) {
        None | Some(Json::Null) => Ok(None),
        Some(Json::Str(s)) => Ok(Some(s.clone())),
        Some(_) => Err(ProtocolError::invalid_position(format!("{at}.{key}: a string is required"))),
    }
}

pub fn opt_int(doc: &Json, key: &str, at: &str) -> Result<Option<i64>> {
    match doc.get(key) {
        None | Some(Json::Null) => Ok(None),
        Some(Json::Int(i)) => Ok(Some(*i)),
        Some(_) => Err(ProtocolError::invalid_position(format!("{at}.{key}: an integer is required"))),
    }
}

fn opt_bool(doc: &Json, key: &str, at: &str) -> Result<bool> {
    match doc.get(key) {
        None | Some(Json::Null) => Ok(false),
        Some(Json::Bool(b)) => Ok(*b),
        Some(_) => Err(ProtocolError::invalid_position(format!("{at}.{key}: true or false is required"))),
    }
}

fn str_list(doc: &Json, key: &str, at: &str) -> Result<Vec<String>> {
    match doc.get(key) {
        None | Some(Json::Null) => Ok(Vec::new()),
        Some(Json::Arr(items)) => items.iter().enumerate()
            .map(|(i, v)| v.as_str().map(str::to_string)
                .ok_or_else(|| ProtocolError::invalid_position(format!("{at}.{key}[{i}]: a string is required"))))
            .collect(),
        Some(_) => Err(ProtocolError::invalid_position(format!("{at}.{key}: a list is required"))),
    }
}

fn read_player(doc: &Json, at: &str) -> Result<Player> {
    let bad = |m: String| ProtocolError::invalid_position(m);
    strict(doc, at, &["name", "life", "team", "library", "hand", "graveyard", "exile", "battlefield",
                      "dungeon", "completed_dungeons", "mana_pool", "lands_played"])?;
    let name = opt_str(doc, "name", at)?.ok_or_else(|| bad(format!("{at}.name: required")))?;
    let mut battlefield = Vec::new();
    if let Some(items) = doc.field("battlefield") {
        let items = items.as_arr().ok_or_else(|| bad(format!("{at}.battlefield: a list is required")))?;
        for (j, item) in items.iter().enumerate() {
            battlefield.push(read_permanent(item, &format!("{at}.battlefield[{j}]"), &name)?);
        }
    }
    let dungeon = match doc.field("dungeon") {
        None => None,
        Some(d) => {
            strict(d, &format!("{at}.dungeon"), &["dungeon", "room"])?;
            let dungeon = opt_str(d, "dungeon", &format!("{at}.dungeon"))?.ok_or_else(|| bad(format!("{at}.dungeon.dungeon: required")))?;
            let room = opt_str(d, "room", &format!("{at}.dungeon"))?.ok_or_else(|| bad(format!("{at}.dungeon.room: required")))?;
            Some((dungeon, room))
        }
    };
    let pool = opt_str(doc, "mana_pool", at)?.unwrap_or_default();
    let mana_pool = parse_mana(&pool).ok_or_else(|| bad(format!("{at}.mana_pool: '{pool}' is not mana symbols such as {{2}}{{G}}")))?;
    let lands_played = opt_int(doc, "lands_played", at)?.unwrap_or(0);
    let lands_played = u32::try_from(lands_played).map_err(|_| bad(format!("{at}.lands_played: {lands_played} is not a count")))?;
    Ok(Player {
        life: opt_int(doc, "life", at)?,
        team: opt_str(doc, "team", at)?,
        library: str_list(doc, "library", at)?,
        hand: str_list(doc, "hand", at)?,
        graveyard: str_list(doc, "graveyard", at)?,
        exile: str_list(doc, "exile", at)?,
        battlefield,
        dungeon,
        completed_dungeons: str_list(doc, "completed_dungeons", at)?,
        mana_pool,
        lands_played,
        name,
    })
}

fn read_permanent(doc: &Json, at: &str, controller: &str) -> Result<Permanent> {
    let bad = |m: String| ProtocolError::invalid_position(m);
    strict(doc, at, &["card", "label", "tapped", "counters", "attached_to", "summoning_sick", "token", "owner"])?;
    let card = opt_str(doc, "card", at)?.ok_or_else(|| bad(format!("{at}.card: required")))?;
    let mut counters = Vec::new();
    if let Some(c) = doc.field("counters") {
        if !matches!(c, Json::Obj(_)) {
            return Err(bad(format!("{at}.counters: an object is required")));
        }
        for key in c.keys() {
            let n = c.get(key).and_then(Json::as_i64).ok_or_else(|| bad(format!("{at}.counters.{key}: an integer is required")))?;
            let n = u32::try_from(n).map_err(|_| bad(format!("{at}.counters.{key}: {n} is not a count of counters")))?;
            counters.push((key.to_string(), n));
        }
    }
    Ok(Permanent {
        label: opt_str(doc, "label", at)?.unwrap_or_else(|| card.clone()),
        label_given: opt_str(doc, "label", at)?,
        tapped: opt_bool(doc, "tapped", at)?,
        counters,
        attached_to: opt_str(doc, "attached_to", at)?,
        summoning_sick: opt_bool(doc, "summoning_sick", at)?,
        token: opt_bool(doc, "token", at)?,
        owner: opt_str(doc, "owner", at)?.unwrap_or_else(|| controller.to_string()),
        card,
    })
}

/// "{2}{G}" -> ['C', 'C', 'G']; None if it is not a string of mana symbols.
pub fn parse_mana(text: &str) -> Option<Vec<char>> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('{')?;
        let end = inner.find('}')?;
        let symbol = &inner[..end];
        match symbol {
            "W" | "U" | "B" | "R" | "G" | "C" => out.push(symbol.chars().next()?),
            digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                let n: usize = digits.parse().ok()?;
                if n > 1000 {
                    return None;
                }
                out.extend(std::iter::repeat_n('C', n));
            }
            _ => return None,
        }
        rest = &inner[end + 1..];
    }
    Some(out)
}
