//! scutemob (github.com/cyngerian/scutemob) behind the rulings wire protocol (docs/PROTOCOL.md).
//!
//! Our own code, built against a scutemob checkout by engines/scutemob/build. A position becomes a
//! `GameState` through the engine's `GameStateBuilder` (its `test-util` mutators set what the
//! builder has no call for: the initiative, dungeon markers, life, mana); every action becomes the
//! engine's own `Command`s sent through `process_command`; the direct effects (take the initiative,
//! venture, lose life) run the engine's own `Effect`s through `execute_effect` and its own venture
//! handler. The adapter adds no rules of its own: what the engine does is what is observed.
use std::collections::HashMap;
use std::sync::Arc;

use mtg_engine::effects::{execute_effect, EffectContext};
use mtg_engine::rules::abilities::{check_triggers, flush_pending_triggers};
use mtg_engine::rules::engine::BlockingDecision;
use mtg_engine::{
    all_cards, calculate_characteristics, card_name_to_id, check_and_apply_sbas, enrich_spec_from_def,
    get_dungeon, handle_venture_into_dungeon, parse_counter_type, process_command, AttackTarget,
    CardDefinition, CardRegistry, CastSpellData, Command, Completeness, DungeonId, DungeonState,
    Effect, EffectAmount, EffectChoiceAnswer, EffectChoiceQuestion, GameEvent, GameState,
    treasure_token_spec, TokenSpec, GameStateBuilder, GameStateError, LossReason, ManaColor, ObjectId, ObjectSpec, PlayerId, PlayerTarget, StackObjectKind, Step, Target,
    ZoneId,
};
use rulings_wire::position::{Permanent, Position};
use rulings_wire::{Backend, Info, Json, ProtocolError, Result, Server};

const CR_VERSION: &str = "2026-09-25";
/// How many passes an action that passes priority repeatedly may make before it is a loop.
const MAX_PASSES: usize = 2000;

/// The four dungeons as the suite names them, with their rooms as printed (CR 309.2), and
/// scutemob's id for each. A room printed on the card that scutemob's dungeon lacks is reported
/// as `unsupported` (the engine cannot hold that position), a room not printed as invalid.
const DUNGEONS: &[(&str, DungeonId, &[&str])] = &[
    ("Undercity", DungeonId::TheUndercity, &["Secret Entrance", "Forge", "Lost Well", "Trap!", "Arena",
        "Stash", "Archives", "Catacombs", "Throne of the Dead Three"]),
    ("Lost Mine of Phandelver", DungeonId::LostMineOfPhandelver, &["Cave Entrance", "Goblin Lair",
        "Mine Tunnels", "Storeroom", "Dark Pool", "Fungi Cavern", "Temple of Dumathoin"]),
    ("Dungeon of the Mad Mage", DungeonId::DungeonOfTheMadMage, &["Yawning Portal", "Dungeon Level",
        "Goblin Bazaar", "Twisted Caverns", "Lost Level", "Runestone Caverns", "Muiral's Graveyard",
        "Deep Mines", "Mad Wizard's Lair"]),
    ("Tomb of Annihilation", DungeonId::TombOfAnnihilation, &["Trapped Entry", "Veils of Fear",
        "Sandfall Cell", "Oubliette", "Cradle of the Death God"]),
];

const STEPS: &[(&str, Step)] = &[
    ("untap", Step::Untap), ("upkeep", Step::Upkeep), ("draw", Step::Draw),
    ("precombat main", Step::PreCombatMain), ("beginning of combat", Step::BeginningOfCombat),
    ("declare attackers", Step::DeclareAttackers), ("declare blockers", Step::DeclareBlockers),
    ("combat damage", Step::CombatDamage), ("end of combat", Step::EndOfCombat),
    ("postcombat main", Step::PostCombatMain), ("end", Step::End), ("cleanup", Step::Cleanup),
];

fn step_name(step: Step) -> &'static str {
    if step == Step::FirstStrikeDamage {
        return "combat damage"; // CR 510.4: a second combat damage step
    }
    STEPS.iter().find(|(_, s)| *s == step).map_or("untap", |(n, _)| n)
}

fn dungeon_name(id: DungeonId) -> &'static str {
    DUNGEONS.iter().find(|d| d.1 == id).map_or("?", |d| d.0)
}

/// The game the protocol sees: the engine's state and what naming it by meaning needs.
struct Game {
    state: GameState,
    names: Vec<String>, // player names, index = PlayerId - 1 (turn order)
    labels: HashMap<ObjectId, String>,
    events: Vec<Json>,
    completed: Vec<Vec<String>>, // per player: completed dungeons in order (CR 309.7)
    logged_active: PlayerId,     // whose turn it is as the events being logged unfold
    // labels of the permanents on the battlefield as the current change began: still taken for a
    // permanent entering during the change, though they may have left by its end (a legend rule
    // or a sacrifice after the entry); see label_newcomers
    taken_before: Vec<String>,
}

struct Scutemob {
    version: String,
    defs: HashMap<String, CardDefinition>,
    registry: Option<Arc<CardRegistry>>,
    game: Option<Game>,
}

fn engine_error(e: impl std::fmt::Display) -> ProtocolError {
    ProtocolError::engine(format!("scutemob: {e}"))
}

/// The engine refused a command: an illegal action (the game is unchanged, since
/// `process_command` consumes a copy and the adapter keeps the old state on error). An error
/// naming an object, player or zone that does not exist is the adapter's or the engine's fault,
/// not a rule: an engine-error, so it can never pass for a refusal a scenario expects.
fn refused(e: GameStateError) -> ProtocolError {
    if matches!(e, GameStateError::ObjectNotFound(_) | GameStateError::PlayerNotFound(_) | GameStateError::ZoneNotFound(_)) {
        return engine_error(e);
    }
    let text = e.to_string();
    let rule = text.find("CR ").map(|at| {
        text[at + 3..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.').collect::<String>()
    });
    let rule = rule.map(|r| r.trim_end_matches('.').to_string()).filter(|r| !r.is_empty());
    ProtocolError { code: "illegal-action", message: format!("scutemob refused it: {text}"), rule }
}

impl Game {
    fn pid(&self, name: &str) -> Result<PlayerId> {
        self.names.iter().position(|n| n == name).map(|i| PlayerId(i as u64 + 1))
            .ok_or_else(|| ProtocolError::invalid_position(format!("action.player: '{name}' is not a player")))
    }

    fn name(&self, id: PlayerId) -> String {
        self.names.get((id.0 as usize).wrapping_sub(1)).cloned().unwrap_or_else(|| format!("player {}", id.0))
    }

    fn left(&self, id: PlayerId) -> bool {
        self.state.players().get(&id).is_some_and(|p| p.has_lost || p.has_conceded)
    }

    /// Remembers the labels on the battlefield as a change begins (label_newcomers).
    fn snapshot(&mut self) {
        self.taken_before = self.state.objects().iter()
            .filter(|(_, o)| o.zone == ZoneId::Battlefield)
            .filter_map(|(id, _)| self.labels.get(id).cloned())
            .collect();
    }

    /// Labels every permanent that has none, in the order they entered (docs/PROTOCOL.md): its
    /// name if no permanent on the battlefield has that label as it enters, else "<name> #k". A
    /// change is one engine command, so an entry is seen only at its end: a label counts as
    /// taken if a permanent on the battlefield holds it now or held it as the change began (a
    /// permanent that left during the change most often left after the entry, as the legend
    /// rule's does; one that left before it within the same command is the approximation's miss).
    fn label_newcomers(&mut self) {
        let mut newcomers: Vec<(u64, ObjectId, String)> = self.state.objects().iter()
            .filter(|(id, o)| o.zone == ZoneId::Battlefield && !self.labels.contains_key(id))
            .map(|(id, o)| (o.timestamp, *id, o.characteristics.name.clone()))
            .collect();
        newcomers.sort();
        for (_, id, name) in newcomers {
            let taken = |label: &str| self.taken_before.iter().any(|t| t == label)
                || self.state.objects().iter().any(|(other, o)| {
                    o.zone == ZoneId::Battlefield && self.labels.get(other).map(String::as_str) == Some(label)
                });
            let mut label = name.clone();
            let mut k = 2;
            while taken(&label) {
                label = format!("{name} #{k}");
                k += 1;
            }
            self.labels.insert(id, label);
        }
        self.taken_before.clear();
    }

    fn find_permanent(&self, label: &str) -> Result<ObjectId> {
        self.state.objects().iter()
            .find(|(id, o)| o.zone == ZoneId::Battlefield && self.labels.get(id).map(String::as_str) == Some(label))
            .map(|(id, _)| *id)
            .ok_or_else(|| ProtocolError::illegal(format!("no permanent is labelled '{label}'"), "109.1"))
    }

    fn find_card(&self, player: PlayerId, name: &str, zone: ZoneId) -> Result<ObjectId> {
        self.state.objects().iter()
            .filter(|(_, o)| o.zone == zone && o.owner == player && o.characteristics.name == name)
            .map(|(id, _)| *id)
            .min()
            .ok_or_else(|| ProtocolError::illegal(format!("{} has no '{name}' in {zone:?}", self.name(player)), "601.2a"))
    }

    fn object_name(&self, id: ObjectId) -> String {
        self.state.objects().get(&id).or_else(|| self.state.lki_objects().get(&id))
            .map_or_else(|| format!("object {}", id.0), |o| o.characteristics.name.clone())
    }

    fn label_of(&self, id: ObjectId) -> String {
        self.labels.get(&id).cloned().unwrap_or_else(|| self.object_name(id))
    }

    /// Runs one engine command; on refusal the game is as it was.
    fn command(&mut self, command: Command) -> Result<()> {
        self.snapshot();
        let (state, events) = process_command(self.state.clone(), command).map_err(refused)?;
        self.state = state;
        self.record(&events);
        Ok(())
    }

    /// After a direct effect: state-based actions, then triggered abilities go on the stack,
    /// then the active player receives priority and earlier passes no longer count (CR 117.3b,
    /// 704.3, 603.3) -- the engine's own functions, in the order its resolution uses them.
    fn settle(&mut self, mut events: Vec<GameEvent>) {
        loop {
            let sba = check_and_apply_sbas(&mut self.state);
            if sba.is_empty() {
                break;
            }
            events.extend(sba);
        }
        let triggers = check_triggers(&self.state, &events);
        self.state.pending_triggers_mut().extend(triggers);
        events.extend(flush_pending_triggers(&mut self.state));
        let active = self.state.turn().active_player;
        let turn = self.state.turn_mut();
        turn.players_passed.clear();
        turn.priority_holder = Some(active);
        self.record(&events);
    }

    fn record(&mut self, events: &[GameEvent]) {
        self.label_newcomers();
        for event in events {
            if let GameEvent::TurnStarted { player, .. } = event {
                self.logged_active = *player;
            }
            if let GameEvent::DungeonCompleted { player, dungeon } = event {
                if let Some(list) = self.completed.get_mut((player.0 as usize).wrapping_sub(1)) {
                    list.push(dungeon_name(*dungeon).to_string()); // CR 309.7, in order
                }
            }
            let logged = self.translate(event);
            self.events.extend(logged);
        }
    }

    fn event(&self, kind: &str, fields: Vec<(&str, Json)>) -> Json {
        let mut e = Json::obj(vec![("type", Json::str(kind))]);
        for (k, v) in fields {
            e.set(k, v);
        }
        e
    }

    fn stack_label_of(&self, stack_id: ObjectId) -> Option<String> {
        self.state.stack_objects().iter().find(|s| s.id == stack_id).map(|s| self.stack_item(s).1)
    }

    fn translate(&self, event: &GameEvent) -> Vec<Json> {
        let p = |id: &PlayerId| Json::Str(self.name(*id));
        let rule = |r: &str| Json::str(r);
        match event {
            GameEvent::InitiativeTaken { player } => vec![self.event("took-initiative", vec![("player", p(player)), ("rule", rule("726.3"))])],
            GameEvent::VenturedIntoDungeon { player, dungeon, room } => {
                let name = dungeon_name(*dungeon);
                let into = if *dungeon == DungeonId::TheUndercity { "into Undercity" } else { "into the dungeon" };
                let room_name = get_dungeon(*dungeon).rooms.get(*room).map_or("?", |r| r.name);
                let mut out = vec![self.event("ventured", vec![("player", p(player)), ("text", Json::str(into)), ("rule", rule("701.49"))])];
                if *room == 0 {
                    out.push(self.event("entered-dungeon", vec![("player", p(player)), ("dungeon", Json::str(name)), ("rule", rule("701.49a"))]));
                }
                out.push(self.event("entered-room", vec![("player", p(player)), ("dungeon", Json::str(name)), ("room", Json::str(room_name)), ("rule", rule("309.5"))]));
                out
            }
            GameEvent::DungeonCompleted { player, dungeon } => {
                vec![self.event("completed-dungeon", vec![("player", p(player)), ("dungeon", Json::str(dungeon_name(*dungeon))), ("rule", rule("309.7"))])]
            }
            GameEvent::LifeLost { player, amount } => vec![self.event("life", vec![("player", p(player)), ("amount", Json::Int(-i64::from(*amount))), ("rule", rule("119.3"))])],
            GameEvent::LifeGained { player, amount } => vec![self.event("life", vec![("player", p(player)), ("amount", Json::Int(i64::from(*amount))), ("rule", rule("119.3"))])],
            GameEvent::CardDrawn { player, .. } => vec![self.event("drew", vec![("player", p(player)), ("rule", rule("121.1"))])],
            GameEvent::PlayerConceded { player } => vec![self.event("left-game", vec![("player", p(player)), ("text", Json::str("conceded")), ("rule", rule("800.4a"))])],
            GameEvent::PlayerLost { player, reason } => vec![
                self.event("lost-game", vec![("player", p(player)), ("text", Json::Str(format!("{reason:?}"))), ("rule", rule(loss_rule(reason)))]),
                self.event("left-game", vec![("player", p(player)), ("text", Json::str("lost the game")), ("rule", rule("800.4a"))]),
            ],
            GameEvent::StepChanged { step, .. } => {
                let active = self.name(self.logged_active);
                vec![self.event("step", vec![("player", Json::Str(active)), ("text", Json::str(step_name(*step)))])]
            }
            GameEvent::TokenCreated { player, object_id } => vec![self.event("token", vec![("player", p(player)), ("text", Json::Str(self.object_name(*object_id)))])],
            GameEvent::SpellCast { player, source_object_id, .. } => vec![self.event("cast", vec![("player", p(player)), ("text", Json::Str(self.object_name(*source_object_id))), ("rule", rule("601.2"))])],
            GameEvent::AbilityTriggered { controller, stack_object_id, source_object_id } => {
                let text = self.stack_label_of(*stack_object_id).unwrap_or_else(|| format!("{} ability", self.object_name(*source_object_id)));
                vec![self.event("trigger", vec![("player", p(controller)), ("text", Json::Str(text)), ("rule", rule("603.3"))])]
            }
            GameEvent::SpellResolved { source_object_id, .. } => vec![self.event("resolved", vec![("text", Json::Str(self.object_name(*source_object_id))), ("rule", rule("608.2"))])],
            GameEvent::SpellFizzled { source_object_id, .. } => vec![self.event("fizzled", vec![("text", Json::Str(self.object_name(*source_object_id))), ("rule", rule("608.2b"))])],
            GameEvent::LibraryShuffled { player } => vec![self.event("shuffled", vec![("player", p(player)), ("rule", rule("701.24"))])],
            GameEvent::DamageDealt { source, target, amount } => vec![self.event("damage", vec![
                ("source", Json::Str(self.label_of(*source))), ("target", Json::Str(format!("{target:?}"))),
                ("amount", Json::Int(i64::from(*amount))), ("rule", rule("120.3"))])],
            _ => Vec::new(),
        }
    }

    /// A stack object's view and its stack label (docs/PROTOCOL.md, Observation).
    fn stack_item(&self, so: &mtg_engine::state::stack::StackObject) -> (Json, String) {
        let controller = Json::Str(self.name(so.controller));
        let (kind, effect, source, player, detail) = match &so.kind {
            StackObjectKind::Spell { source_object } => {
                let name = self.object_name(*source_object);
                ("spell", "spell", Some(name.clone()), None, Some(name))
            }
            StackObjectKind::RoomAbility { owner, dungeon, room } => {
                let room_name = get_dungeon(*dungeon).rooms.get(*room).map_or("?", |r| r.name).to_string();
                ("triggered", "room", Some(dungeon_name(*dungeon).to_string()), Some(self.name(*owner)), Some(room_name))
            }
            StackObjectKind::ActivatedAbility { source_object, .. } => ("activated", "card-ability", Some(self.object_name(*source_object)), None, None),
            StackObjectKind::TriggeredAbility { source_object, .. } => ("triggered", "card-ability", Some(self.object_name(*source_object)), None, None),
            other => ("triggered", "card-ability", Some(format!("{other:?}").split([' ', '{', '(']).next().unwrap_or("?").to_string()), None, None),
        };
        let label = match effect {
            "spell" | "room" => detail.clone().unwrap_or_default(),
            _ => format!("{} ability", source.clone().unwrap_or_default()),
        };
        let mut view = Json::obj(vec![("kind", Json::str(kind)), ("controller", controller), ("effect", Json::str(effect))]);
        if let Some(s) = source {
            view.set("source", Json::Str(s));
        }
        if let Some(p) = player {
            view.set("player", Json::Str(p));
        }
        if let Some(d) = detail {
            view.set("detail", Json::Str(d));
        }
        (view, label)
    }

    fn zone_names(&self, zone: ZoneId, top_first: bool) -> Vec<String> {
        let Some(z) = self.state.zones().get(&zone) else { return Vec::new() };
        let mut ids = z.object_ids();
        if top_first {
            ids.reverse(); // ordered zones keep the top card last (CR 401.1 / engine's Zone::top)
        }
        ids.iter().map(|id| self.object_name(*id)).collect()
    }

    fn observe(&self) -> Json {
        let turn = self.state.turn();
        let players = (1..=self.names.len() as u64).map(PlayerId).map(|id| {
            let ps = self.state.players().get(&id);
            let mut v = Json::obj(vec![("name", Json::Str(self.name(id))), ("life", Json::Int(ps.map_or(0, |p| i64::from(p.life_total))))]);
            if self.left(id) {
                v.set("left_game", Json::Bool(true));
            }
            v.set("hand", Json::strs(&self.zone_names(ZoneId::Hand(id), false)));
            v.set("graveyard", Json::strs(&self.zone_names(ZoneId::Graveyard(id), true)));
            v.set("library", Json::strs(&self.zone_names(ZoneId::Library(id), true)));
            let exiled: Vec<Json> = self.state.objects().values()
                .filter(|o| o.zone == ZoneId::Exile && o.owner == id)
                .map(|o| Json::obj(vec![("name", Json::Str(o.characteristics.name.clone())), ("playable", Json::str(""))]))
                .collect();
            v.set("exile", Json::Arr(exiled));
            if let Some(ds) = self.state.dungeon_state().get(&id) {
                v.set("dungeon", Json::str(dungeon_name(ds.dungeon)));
                v.set("room", Json::str(get_dungeon(ds.dungeon).rooms.get(ds.current_room).map_or("?", |r| r.name)));
            }
            v.set("completed_dungeons", Json::strs(&self.completed[(id.0 - 1) as usize]));
            if let Some(ps) = ps {
                let pool = &ps.mana_pool;
                let mut text = String::new();
                for (n, symbol) in [(pool.white, "W"), (pool.blue, "U"), (pool.black, "B"), (pool.red, "R"), (pool.green, "G"), (pool.colorless, "C")] {
                    for _ in 0..n {
                        text.push_str(&format!("{{{symbol}}}"));
                    }
                }
                v.set("mana_pool", Json::Str(text));
                v.set("lands_played", Json::Int(i64::from(1u32.saturating_sub(ps.land_plays_remaining))));
            }
            v
        }).collect();
        let mut battlefield: Vec<(u64, Json)> = Vec::new();
        for (id, o) in self.state.objects().iter().filter(|(_, o)| o.zone == ZoneId::Battlefield) {
            let c = calculate_characteristics(&self.state, *id).unwrap_or_else(|| o.characteristics.clone());
            let int = |x: Option<i32>| x.map_or(Json::Null, |v| Json::Int(i64::from(v)));
            let counters = Json::Obj(o.counters.iter().map(|(k, n)| (counter_name(&format!("{k:?}")), Json::Int(i64::from(*n)))).collect());
            let mut v = Json::obj(vec![
                ("label", Json::Str(self.label_of(*id))), ("name", Json::Str(c.name.clone())),
                ("controller", Json::Str(self.name(o.controller))), ("owner", Json::Str(self.name(o.owner))),
                ("power", int(c.power)), ("toughness", int(c.toughness)), ("counters", counters),
                ("tapped", Json::Bool(o.status.tapped)),
                ("keywords", Json::Arr(c.keywords.iter().map(|k| Json::Str(words(&format!("{k:?}")))).collect())),
                ("token", Json::Bool(o.is_token)),
                ("types", Json::Arr(c.card_types.iter().map(|t| Json::Str(words(&format!("{t:?}")))).collect())),
                ("damage", Json::Int(i64::from(o.damage_marked))),
            ]);
            if let Some(to) = o.attached_to {
                v.set("attached_to", Json::Str(self.label_of(to)));
            }
            battlefield.push((o.timestamp, v));
        }
        battlefield.sort_by_key(|(t, _)| *t);
        let stack: Vec<Json> = self.state.stack_objects().iter().rev().map(|s| self.stack_item(s).0).collect();
        let person = |id: Option<PlayerId>| id.filter(|p| !self.left(*p)).map_or(Json::Null, |p| Json::Str(self.name(p)));
        Json::obj(vec![
            ("turn", Json::Int(i64::from(turn.turn_number))), ("step", Json::str(step_name(turn.step))),
            ("active_player", person(Some(turn.active_player))), ("players", Json::Arr(players)),
            // the engine refuses every command once the game is over (GameAlreadyOver): nobody
            // has priority then (CR 104.1), whatever holder its turn state still names
            ("initiative", person(self.state.has_initiative())),
            ("priority", if self.game_over() { Json::Null } else { person(turn.priority_holder) }),
            ("battlefield", Json::Arr(battlefield.into_iter().map(|(_, v)| v).collect())),
            ("stack", Json::Arr(stack)), ("events", Json::Arr(self.events.clone())),
        ])
    }

    fn pending(&self) -> Option<Json> {
        let decision = self.state.blocking_decision()?;
        let player = Json::Str(self.name(decision.player()));
        let names = |ids: &[ObjectId]| Json::Arr(ids.iter().map(|id| Json::Str(self.object_name(*id))).collect());
        Some(match decision {
            BlockingDecision::CleanupDiscard { player: who, count } => {
                let hand = self.state.zones().get(&ZoneId::Hand(who)).map(|z| z.object_ids()).unwrap_or_default();
                Json::obj(vec![("kind", Json::str("choose-discard")), ("player", player), ("options", names(&hand)),
                               ("min", Json::Int(i64::from(count))), ("max", Json::Int(i64::from(count)))])
            }
            BlockingDecision::EffectChoice { source, .. } => {
                let question = self.state.pending_effect_choice().map(|c| c.question.clone());
                let src = Json::Str(self.object_name(source));
                match question {
                    Some(EffectChoiceQuestion::Scry { looked_at }) => Json::obj(vec![
                        ("kind", Json::str("scry")), ("player", player), ("options", names(&looked_at)),
                        ("min", Json::Int(0)), ("max", Json::Int(looked_at.len() as i64)), ("source", src)]),
                    Some(EffectChoiceQuestion::SearchLibrary { candidates, .. }) => Json::obj(vec![
                        ("kind", Json::str("search-library")), ("player", player), ("options", names(&candidates)),
                        ("min", Json::Int(0)), ("max", Json::Int(1)), ("source", src)]),
                    Some(EffectChoiceQuestion::Discard { hand, count }) => Json::obj(vec![
                        ("kind", Json::str("choose-discard")), ("player", player), ("options", names(&hand)),
                        ("min", Json::Int(i64::from(count))), ("max", Json::Int(i64::from(count))), ("source", src)]),
                    other => Json::obj(vec![("kind", Json::str("choose-option")), ("player", player),
                                            ("options", Json::Arr(vec![])), ("min", Json::Int(0)), ("max", Json::Int(0)),
                                            ("prompt", Json::Str(format!("unmapped scutemob question {other:?}")))]),
                }
            }
            BlockingDecision::TriggerTargets { source, .. } => Json::obj(vec![
                ("kind", Json::str("choose-targets")), ("player", player), ("options", Json::Arr(vec![])),
                ("min", Json::Int(0)), ("max", Json::Int(0)), ("source", Json::Str(self.label_of(source))),
                ("prompt", Json::str("scutemob asks trigger targets; the adapter does not map them"))]),
        })
    }

    fn decide(&mut self, answer: &[String]) -> Result<()> {
        let decision = self.state.blocking_decision()
            .ok_or_else(|| ProtocolError::illegal("no decision is pending", "117.1"))?;
        let player = decision.player();
        // an answer names each chosen card once per copy: take ids in order, each once
        let pick = |pool: &[ObjectId], game: &Game| -> Result<Vec<ObjectId>> {
            let mut left: Vec<ObjectId> = pool.to_vec();
            let mut out = Vec::new();
            for name in answer {
                let at = left.iter().position(|id| game.object_name(*id) == *name)
                    .ok_or_else(|| ProtocolError::illegal(format!("'{name}' is not among the options"), "608.2d"))?;
                out.push(left.remove(at));
            }
            Ok(out)
        };
        match decision {
            BlockingDecision::CleanupDiscard { count, .. } => {
                let hand = self.state.zones().get(&ZoneId::Hand(player)).map(|z| z.object_ids()).unwrap_or_default();
                let cards = pick(&hand, self)?;
                if cards.len() != count as usize {
                    return Err(ProtocolError::illegal(format!("discard {count} cards, not {}", cards.len()), "514.1"));
                }
                self.command(Command::DiscardToHandSize { player, cards })
            }
            BlockingDecision::EffectChoice { choice_id, .. } => {
                let question = self.state.pending_effect_choice().map(|c| c.question.clone());
                let answer = match question {
                    Some(EffectChoiceQuestion::Scry { looked_at }) => {
                        let bottom = pick(&looked_at, self)?;
                        let top = looked_at.iter().copied().filter(|id| !bottom.contains(id)).collect();
                        EffectChoiceAnswer::Scry { bottom, top }
                    }
                    Some(EffectChoiceQuestion::SearchLibrary { candidates, .. }) => {
                        let found = pick(&candidates, self)?;
                        if found.len() > 1 {
                            return Err(ProtocolError::illegal("choose at most one card", "701.23"));
                        }
                        EffectChoiceAnswer::SearchLibrary { found: found.first().copied() }
                    }
                    Some(EffectChoiceQuestion::Discard { hand, count }) => {
                        let chosen = pick(&hand, self)?;
                        if chosen.len() != count as usize {
                            return Err(ProtocolError::illegal(format!("discard {count} cards"), "701.9"));
                        }
                        EffectChoiceAnswer::Discard { chosen }
                    }
                    other => return Err(ProtocolError::unsupported(format!("the adapter does not answer scutemob's {other:?}"))),
                };
                self.command(Command::AnswerEffectChoice { player, choice_id, answer })
            }
            BlockingDecision::TriggerTargets { .. } => Err(ProtocolError::unsupported("the adapter does not map trigger targets")),
        }
    }

    /// The gate the engine puts before every command (process_command), for the direct effects
    /// that bypass it: no effect happens once the game is over (CR 104.1), nor to a player who
    /// has left it (CR 800.4a).
    fn playing(&self, who: PlayerId) -> Result<()> {
        if self.game_over() {
            return Err(ProtocolError::illegal("the game is over", "104.1"));
        }
        if self.left(who) {
            return Err(ProtocolError::illegal(format!("{} has left the game", self.name(who)), "800.4a"));
        }
        Ok(())
    }

    /// The zone an action names a card in (its `from_zone`, the hand by default).
    fn zone_of(&self, who: PlayerId, from: &str) -> Result<ZoneId> {
        match from {
            "" | "hand" => Ok(ZoneId::Hand(who)),
            "graveyard" => Ok(ZoneId::Graveyard(who)),
            "exile" => Ok(ZoneId::Exile),
            "library" => Ok(ZoneId::Library(who)),
            other => Err(ProtocolError::invalid_position(format!("action.from_zone: unknown zone '{other}'"))),
        }
    }

    /// One pass by the player holding priority (CR 117.3d).
    fn pass(&mut self) -> Result<()> {
        let holder = self.state.turn().priority_holder
            .ok_or_else(|| ProtocolError::engine("nobody has priority and no decision is pending"))?;
        self.command(Command::PassPriority { player: holder })
    }

    fn waiting(&self) -> bool {
        self.state.blocking_decision().is_some() || self.game_over()
    }

    fn game_over(&self) -> bool {
        self.state.players().values().filter(|p| !p.has_lost && !p.has_conceded).count() < 2
    }

    /// Passes until `done` holds, a decision is pending or the game is over.
    fn pass_until(&mut self, what: &str, mut done: impl FnMut(&Game) -> bool) -> Result<()> {
        for _ in 0..MAX_PASSES {
            if done(self) || self.waiting() {
                return Ok(());
            }
            self.pass()?;
        }
        Err(ProtocolError::engine(format!("{what}: still passing after {MAX_PASSES} passes")))
    }

    fn perform(&mut self, action: &Json) -> Result<()> {
        if self.state.blocking_decision().is_some() {
            return Err(ProtocolError::illegal("a decision is pending", "117.1"));
        }
        let kind = action.get("type").and_then(Json::as_str).unwrap_or("");
        let text = |key: &str| action.get(key).and_then(Json::as_str).unwrap_or("").to_string();
        let player = || self.pid(&text("player"));
        match kind {
            "pass-priority" => {
                let who = player()?;
                let holder = self.state.turn().priority_holder;
                if holder != Some(who) {
                    let has = holder.map_or("nobody".to_string(), |h| self.name(h));
                    return Err(ProtocolError::illegal(format!("{} does not have priority ({has} has it)", self.name(who)), "117.3"));
                }
                self.command(Command::PassPriority { player: who })
            }
            "resolve-top" => {
                let before = self.state.stack_objects().len();
                if before == 0 {
                    return Err(ProtocolError::illegal("the stack is empty", "117.4"));
                }
                let top = self.state.stack_objects().last().map(|s| s.id);
                self.pass_until("resolve-top", |g| g.state.stack_objects().iter().all(|s| Some(s.id) != top))
            }
            "resolve-stack" => self.pass_until("resolve-stack", |g| g.state.stack_objects().is_empty()),
            "advance" => {
                let target = STEPS.iter().find(|(n, _)| *n == text("step")).map(|(_, s)| *s)
                    .ok_or_else(|| ProtocolError::invalid_position(format!("action.step: unknown step '{}'", text("step"))))?;
                let whose = player()?;
                let start_turn = self.state.turn().turn_number;
                let start_step = self.state.turn().step;
                let mut moved = false;
                for _ in 0..MAX_PASSES {
                    let t = self.state.turn();
                    if t.turn_number != start_turn || t.step != start_step {
                        moved = true;
                    }
                    if moved && t.step == target && t.active_player == whose && t.priority_holder.is_some() {
                        return Ok(());
                    }
                    if self.waiting() {
                        return Ok(());
                    }
                    self.pass()?;
                }
                Err(ProtocolError::engine("advance: still passing after many passes"))
            }
            "concede" => {
                let who = player()?;
                self.command(Command::Concede { player: who })
            }
            "take-initiative" => {
                let who = player()?;
                self.direct(who, &Effect::TakeTheInitiative)
            }
            "lose-life" => {
                let who = player()?;
                let amount = action.get("amount").and_then(Json::as_i64).unwrap_or(0);
                if amount < 0 {
                    return Err(ProtocolError::illegal(format!("a player cannot lose {amount} life"), "119.3"));
                }
                let amount = i32::try_from(amount).map_err(|_| ProtocolError::illegal("too much life", "119.3"))?;
                self.direct(who, &Effect::LoseLife { player: PlayerTarget::Controller, amount: EffectAmount::Fixed(amount) })
            }
            "venture" => {
                let who = player()?;
                let undercity = match action.get("into").and_then(Json::as_str).unwrap_or("dungeon") {
                    "dungeon" => false,
                    "undercity" => true,
                    other => return Err(ProtocolError::invalid_position(format!("action.into: '{other}' is neither dungeon nor undercity"))),
                };
                self.playing(who)?;
                self.snapshot();
                // CR 701.49: the engine's own venture handler (the one its effects call)
                let events = handle_venture_into_dungeon(&mut self.state, who, undercity).map_err(engine_error)?;
                self.settle(events);
                Ok(())
            }
            "play-land" => {
                let who = player()?;
                let zone = self.zone_of(who, &text("from_zone"))?;
                let card = self.find_card(who, &text("card"), zone)?;
                self.command(Command::PlayLand { player: who, card })
            }
            "cast" => {
                let who = player()?;
                if action.get("without_paying").and_then(Json::as_bool) == Some(true) {
                    return Err(ProtocolError::unsupported("the adapter does not cast without paying (scutemob has no such command)"));
                }
                let mut targets = Vec::new();
                for t in action.get("targets").and_then(Json::as_arr).unwrap_or(&[]) {
                    let name = t.as_str().unwrap_or("");
                    targets.push(match self.names.iter().any(|n| n == name) {
                        true => Target::Player(self.pid(name)?),
                        false => Target::Object(self.find_permanent(name)?),
                    });
                }
                let zone = self.zone_of(who, &text("from_zone"))?;
                let card = self.find_card(who, &text("card"), zone)?;
                self.command(Command::CastSpell(Box::new(CastSpellData {
                    player: who, card, targets, convoke_creatures: vec![], improvise_artifacts: vec![],
                    delve_cards: vec![], kicker_times: 0, alt_cost: None, prototype: false, modes_chosen: vec![],
                    x_value: 0, face_down_kind: None, additional_costs: vec![], hybrid_choices: vec![],
                    phyrexian_life_payments: vec![],
                })))
            }
            "activate" => {
                let who = player()?;
                let source = self.find_permanent(&text("source"))?;
                if text("ability") != "mana" {
                    return Err(ProtocolError::unsupported(format!("the adapter activates mana abilities only, not '{}'", text("ability"))));
                }
                let chosen_color = match text("color").as_str() {
                    "" => None,
                    "W" => Some(ManaColor::White), "U" => Some(ManaColor::Blue), "B" => Some(ManaColor::Black),
                    "R" => Some(ManaColor::Red), "G" => Some(ManaColor::Green),
                    other => return Err(ProtocolError::invalid_position(format!("action.color: '{other}' is not W, U, B, R or G"))),
                };
                self.command(Command::TapForMana { player: who, source, ability_index: 0, chosen_color,
                                                   hybrid_choices: vec![], phyrexian_life_payments: vec![] })
            }
            "declare-attackers" => {
                let who = player()?;
                let mut attackers = Vec::new();
                for a in action.get("attacks").and_then(Json::as_arr).unwrap_or(&[]) {
                    let attacker = self.find_permanent(a.get("attacker").and_then(Json::as_str).unwrap_or(""))?;
                    let defender = self.pid(a.get("defender").and_then(Json::as_str).unwrap_or(""))?;
                    attackers.push((attacker, AttackTarget::Player(defender)));
                }
                // CR 508.1: from a main phase or the beginning of combat, go to declare attackers
                self.pass_until("declare-attackers", |g| g.state.turn().step == Step::DeclareAttackers)?;
                self.command(Command::DeclareAttackers { player: who, attackers, enlist_choices: vec![],
                                                         exert_choices: vec![], hybrid_choices: vec![],
                                                         phyrexian_life_payments: vec![] })
            }
            "declare-blockers" => {
                let who = player()?;
                let mut blockers = Vec::new();
                for b in action.get("blocks").and_then(Json::as_arr).unwrap_or(&[]) {
                    let blocker = self.find_permanent(b.get("blocker").and_then(Json::as_str).unwrap_or(""))?;
                    let attacker = self.find_permanent(b.get("attacker").and_then(Json::as_str).unwrap_or(""))?;
                    blockers.push((blocker, attacker));
                }
                self.pass_until("declare-blockers", |g| g.state.turn().step == Step::DeclareBlockers)?;
                self.command(Command::DeclareBlockers { player: who, blockers })
            }
            other => Err(ProtocolError::unsupported(format!("the adapter does not map '{other}'"))),
        }
    }

    /// A direct effect (docs/PROTOCOL.md, Actions): the engine's own effect, as if a spell or
    /// ability `who` controls said it, then the game goes on as after a resolved effect.
    fn direct(&mut self, who: PlayerId, effect: &Effect) -> Result<()> {
        self.playing(who)?;
        self.snapshot();
        let mut ctx = EffectContext::new(who, ObjectId(0), vec![]);
        let events = execute_effect(&mut self.state, effect, &mut ctx);
        self.settle(events);
        Ok(())
    }
}

/// The state-based action (CR 704.5) behind a loss, as scutemob names it.
fn loss_rule(reason: &LossReason) -> &'static str {
    match reason {
        LossReason::LifeTotal => "704.5a",
        LossReason::LibraryEmpty => "704.5b",
        LossReason::PoisonCounters => "704.5c",
        LossReason::CommanderDamage => "704.6c",
        _ => "104.3a",
    }
}

/// "DoubleStrike" -> "double strike"
fn words(debug: &str) -> String {
    let head = debug.split(['(', ' ', '{']).next().unwrap_or(debug);
    let mut out = String::new();
    for (i, c) in head.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}

fn counter_name(debug: &str) -> String {
    match debug {
        "PlusOnePlusOne" => "+1/+1".into(),
        "MinusOneMinusOne" => "-1/-1".into(),
        other => words(other),
    }
}

impl Scutemob {
    /// A token a position may hold, made by scutemob's own spec for it: Treasure
    /// (`treasure_token_spec`) and The Atropal (Cradle of the Death God's room ability).
    fn token_spec(&self, name: &str) -> Option<TokenSpec> {
        match name {
            "Treasure" => Some(treasure_token_spec(1)),
            "The Atropal" => get_dungeon(DungeonId::TombOfAnnihilation).rooms.iter()
                .find_map(|r| match (r.effect)() {
                    Effect::CreateToken { spec } if spec.name == name => Some(spec),
                    _ => None,
                }),
            _ => None,
        }
    }

    fn registry(&self) -> Result<Arc<CardRegistry>> {
        self.registry.clone().ok_or_else(|| ProtocolError::engine("ready was not sent before start"))
    }

    /// A card the engine plays: known and marked Complete (the engine's start_game refuses any
    /// other, Architecture Invariant 9). Anything else it lacks.
    fn known(&self, name: &str) -> bool {
        self.defs.get(name).is_some_and(|d| d.completeness == Completeness::Complete)
    }

    fn build(&self, pos: &Position) -> Result<Game> {
        if pos.format == "two-headed-giant" {
            return Err(ProtocolError::unsupported("scutemob has no Two-Headed Giant (CR 810)"));
        }
        for (i, p) in pos.players.iter().enumerate() {
            let at = format!("position.players[{i}]");
            let zones = [("library", &p.library), ("hand", &p.hand), ("graveyard", &p.graveyard), ("exile", &p.exile)];
            for (zone, cards) in zones {
                if let Some((j, card)) = cards.iter().enumerate().find(|(_, c)| !self.known(c)) {
                    return Err(ProtocolError::unknown_card(format!("{at}.{zone}[{j}]: unknown card '{card}'")));
                }
            }
            if let Some((j, b)) = p.battlefield.iter().enumerate()
                .find(|(_, b)| !self.known(&b.card) && !(b.token && self.token_spec(&b.card).is_some())) {
                return Err(ProtocolError::unknown_card(format!("{at}.battlefield[{j}].card: unknown card '{}'", b.card)));
            }
            for (j, d) in p.completed_dungeons.iter().enumerate() {
                if !DUNGEONS.iter().any(|x| x.0 == d) {
                    return Err(ProtocolError::invalid_position(format!("{at}.completed_dungeons[{j}]: unknown dungeon '{d}'")));
                }
            }
            for (j, b) in p.battlefield.iter().enumerate() {
                self.check_attachment(pos, b, &format!("{at}.battlefield[{j}]"))?;
                if let Some((k, _)) = b.counters.iter().find(|(k, _)| parse_counter_type(k).is_none()) {
                    return Err(ProtocolError::unsupported(format!("{at}.battlefield[{j}].counters: the adapter has no scutemob counter for '{k}'")));
                }
            }
        }
        let pid = |name: &str| PlayerId(pos.players.iter().position(|p| p.name == name).unwrap_or(0) as u64 + 1);
        let step = STEPS.iter().find(|(n, _)| *n == pos.step).map(|(_, s)| *s).unwrap_or(Step::PreCombatMain);
        let mut builder = GameStateBuilder::new()
            .at_step(step)
            .active_player(pid(&pos.active_player))
            .turn_number(pos.turn)
            .with_registry(self.registry()?);
        if pos.turn == 1 {
            builder = builder.first_turn_of_game(); // CR 103.8a: turn 1 is the game's first
        }
        for p in &pos.players {
            builder = builder.add_player(pid(&p.name));
        }
        let spec = |owner: PlayerId, name: &str, zone: ZoneId| -> ObjectSpec {
            enrich_spec_from_def(ObjectSpec::card(owner, name).in_zone(zone).with_card_id(card_name_to_id(name)), &self.defs)
        };
        let mut order: Vec<String> = Vec::new(); // battlefield labels in the order built
        let mut tokens: Vec<(PlayerId, &Permanent)> = Vec::new();
        for p in &pos.players {
            let me = pid(&p.name);
            for b in &p.battlefield {
                if b.token && !self.known(&b.card) {
                    tokens.push((me, b)); // made by the engine's own token spec, after the build
                    continue;
                }
                let mut s = spec(pid(&b.owner), &b.card, ZoneId::Battlefield).controlled_by(me);
                if b.tapped {
                    s = s.tapped();
                }
                if b.token {
                    s = s.token();
                }
                for (k, n) in &b.counters {
                    if let Some(ct) = parse_counter_type(k) {
                        s = s.with_counter(ct, *n);
                    }
                }
                builder = builder.object(s);
                order.push(b.label.clone());
            }
            // ordered zones keep the top card last: put the library in bottom first (CR 401.1)
            for card in p.library.iter().rev() {
                builder = builder.object(spec(me, card, ZoneId::Library(me)));
            }
            for card in &p.hand {
                builder = builder.object(spec(me, card, ZoneId::Hand(me)));
            }
            for card in p.graveyard.iter().rev() {
                builder = builder.object(spec(me, card, ZoneId::Graveyard(me)));
            }
            for card in &p.exile {
                builder = builder.object(spec(me, card, ZoneId::Exile));
            }
        }
        let mut state = builder.build().map_err(engine_error)?;
        // labels: battlefield objects in the order the builder took them
        let mut on_field: Vec<(u64, ObjectId)> = state.objects().iter()
            .filter(|(_, o)| o.zone == ZoneId::Battlefield).map(|(id, o)| (o.timestamp, *id)).collect();
        on_field.sort();
        let mut labels: HashMap<ObjectId, String> = on_field.iter().map(|(_, id)| *id).zip(order.iter().cloned()).collect();
        for (controller, b) in tokens {
            let spec = self.token_spec(&b.card).ok_or_else(|| ProtocolError::unknown_card(format!("unknown token '{}'", b.card)))?;
            let before: Vec<ObjectId> = state.objects().keys().copied().collect();
            let mut ctx = EffectContext::new(controller, ObjectId(0), vec![]);
            execute_effect(&mut state, &Effect::CreateToken { spec }, &mut ctx); // CR 111.1
            let made = state.objects().iter()
                .find(|(id, o)| o.zone == ZoneId::Battlefield && !before.contains(id)).map(|(id, _)| *id)
                .ok_or_else(|| ProtocolError::engine(format!("scutemob made no {} token", b.card)))?;
            if let Some(o) = state.objects_mut().get_mut(&made) {
                o.status.tapped = b.tapped;
                for (k, n) in &b.counters {
                    if let Some(ct) = parse_counter_type(k) {
                        o.counters.insert(ct, *n);
                    }
                }
            }
            labels.insert(made, b.label.clone());
        }
        let by_label = |label: &str| labels.iter().find(|(_, l)| l.as_str() == label).map(|(id, _)| *id);
        let permanents: Vec<&Permanent> = pos.players.iter().flat_map(|p| p.battlefield.iter()).collect();
        for b in &permanents {
            let Some(id) = by_label(&b.label) else { continue };
            let target = b.attached_to.as_deref().and_then(by_label);
            if let Some(o) = state.objects_mut().get_mut(&id) {
                o.has_summoning_sickness = b.summoning_sick;
                o.attached_to = target;
            }
            if let Some(t) = target {
                if let Some(host) = state.objects_mut().get_mut(&t) {
                    host.attachments.push_back(id);
                }
            }
        }
        let mut completed = Vec::new();
        for p in &pos.players {
            let me = pid(&p.name);
            let life = p.life.unwrap_or(20); // CR 103.4: 20 in two-player and free-for-all
            if let Some(ps) = state.players_mut().get_mut(&me) {
                ps.life_total = i32::try_from(life).map_err(|_| ProtocolError::invalid_position("life: out of range"))?;
                ps.land_plays_remaining = 1u32.saturating_sub(p.lands_played);
                for symbol in &p.mana_pool {
                    match symbol {
                        'W' => ps.mana_pool.white += 1,
                        'U' => ps.mana_pool.blue += 1,
                        'B' => ps.mana_pool.black += 1,
                        'R' => ps.mana_pool.red += 1,
                        'G' => ps.mana_pool.green += 1,
                        _ => ps.mana_pool.colorless += 1,
                    }
                }
                for d in &p.completed_dungeons {
                    if let Some(x) = DUNGEONS.iter().find(|x| x.0 == d) {
                        ps.dungeons_completed += 1;
                        ps.dungeons_completed_set.insert(x.1);
                    }
                }
            }
            completed.push(p.completed_dungeons.clone());
            if let Some((dungeon, room)) = &p.dungeon {
                let (id, index) = self.room(dungeon, room)?;
                state.dungeon_state_mut().insert(me, DungeonState { dungeon: id, current_room: index });
            }
        }
        *state.has_initiative_mut() = pos.initiative.as_deref().map(pid);
        let turn = state.turn_mut();
        turn.priority_holder = Some(pid(&pos.active_player)); // CR 117.3a
        turn.players_passed.clear();
        let mut game = Game { state, names: pos.players.iter().map(|p| p.name.clone()).collect(), labels,
                              events: Vec::new(), completed, logged_active: pid(&pos.active_player),
                              taken_before: Vec::new() };
        game.label_newcomers();
        Ok(game)
    }

    fn room(&self, dungeon: &str, room: &str) -> Result<(DungeonId, usize)> {
        let (_, id, printed) = DUNGEONS.iter().find(|d| d.0 == dungeon)
            .ok_or_else(|| ProtocolError::invalid_position(format!("position.players.dungeon: unknown dungeon '{dungeon}'")))?;
        if !printed.contains(&room) {
            return Err(ProtocolError::invalid_position(format!("position.players.dungeon.room: {dungeon} has no room '{room}'")));
        }
        let def = get_dungeon(*id);
        let index = def.rooms.iter().position(|r| r.name == room)
            .ok_or_else(|| ProtocolError::unsupported(format!("scutemob's {} has no room '{room}' (CR 309.2: the printed dungeon has it)", def.name)))?;
        Ok((*id, index))
    }

    fn check_attachment(&self, pos: &Position, b: &Permanent, at: &str) -> Result<()> {
        let Some(to) = &b.attached_to else { return Ok(()) };
        // a token has no definition: its types are its spec's (a Treasure or The Atropal is
        // neither an Aura nor an Equipment)
        let types = |card: &str| self.defs.get(card).map(|d| format!("{:?}", d.types))
            .or_else(|| self.token_spec(card).map(|t| format!("{:?}", t.card_types)))
            .unwrap_or_default();
        let debug = types(&b.card);
        if !debug.contains("Equipment") && !debug.contains("Aura") {
            return Err(ProtocolError::invalid_position(format!("{at}.attached_to: {} is neither an Aura nor an Equipment (CR 301.5, 303.4)", b.card)));
        }
        let host = pos.players.iter().flat_map(|p| p.battlefield.iter()).find(|h| h.label == *to);
        if let Some(h) = host {
            let host_types = types(&h.card);
            if debug.contains("Equipment") && !host_types.contains("Creature") {
                return Err(ProtocolError::invalid_position(format!("{at}.attached_to: an Equipment is attached to a creature, not to {} (CR 301.5c)", h.card)));
            }
        }
        Ok(())
    }
}

impl Backend for Scutemob {
    fn info(&self) -> Info {
        Info {
            name: "scutemob".into(),
            version: self.version.clone(),
            capabilities: ["two-player", "multiplayer", "leave-game", "position-setup", "direct-effects",
                           "dungeons-afr", "event-log", "stack-inspection"].iter().map(|s| s.to_string()).collect(),
            cr_version: Some(CR_VERSION.into()),
            cards: Some({
                let mut names: Vec<String> = self.defs.values()
                    .filter(|d| d.completeness == Completeness::Complete).map(|d| d.name.clone()).collect();
                names.extend(["Treasure", "The Atropal"].iter().filter(|t| self.token_spec(t).is_some()).map(|t| t.to_string()));
                names.sort();
                names
            }),
        }
    }

    fn ready(&mut self) -> Result<()> {
        if self.registry.is_none() {
            self.registry = Some(CardRegistry::new(all_cards()));
        }
        Ok(())
    }

    fn start(&mut self, doc: &Json) -> Result<()> {
        self.game = None;
        let position = Position::parse(doc)?;
        self.game = Some(self.build(&position)?);
        Ok(())
    }

    fn perform(&mut self, action: &Json) -> Result<()> {
        let game = self.game.as_mut().ok_or_else(|| ProtocolError::illegal("no game has started", "103"))?;
        let saved = (game.state.clone(), game.events.len(), game.labels.clone(), game.completed.clone());
        let outcome = game.perform(action);
        if let Err(e) = &outcome {
            if e.code == "illegal-action" || e.code == "invalid-position" || e.code == "unsupported" {
                // a refused action changes nothing (docs/PROTOCOL.md, Actions)
                game.state = saved.0;
                game.events.truncate(saved.1);
                game.labels = saved.2;
                game.completed = saved.3;
            }
        }
        outcome
    }

    fn pending(&mut self) -> Result<Json> {
        Ok(self.game.as_ref().and_then(Game::pending).unwrap_or(Json::Null))
    }

    fn decide(&mut self, answer: &[String]) -> Result<()> {
        let game = self.game.as_mut().ok_or_else(|| ProtocolError::illegal("no decision is pending", "117.1"))?;
        game.decide(answer)
    }

    fn observe(&mut self) -> Result<Json> {
        let game = self.game.as_ref().ok_or_else(|| ProtocolError::illegal("no game has started", "103"))?;
        Ok(game.observe())
    }
}

fn main() {
    let cards = all_cards();
    let defs = cards.iter().map(|d| (d.name.clone(), d.clone())).collect();
    let backend = Scutemob {
        version: option_env!("SCUTEMOB_COMMIT").unwrap_or("unknown").to_string(),
        defs,
        registry: None,
        game: None,
    };
    let mut server = Server::new(backend);
    let stdin = std::io::stdin();
    if let Err(e) = server.serve(stdin.lock(), std::io::stdout().lock()) {
        eprintln!("scutemob-adapter: {e}");
        std::process::exit(1);
    }
}
