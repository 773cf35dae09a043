//! Reproductions of the rulings suite's findings on scutemob (docs/engines/scutemob.md,
//! "Findings"), written by the rulings project in the style of scutemob's own integration tests
//! (crates/engine/tests/): each test asserts what the Comprehensive Rules (2026-09-25) require,
//! so each FAILS on a scutemob that has the finding and passes once it is fixed.
//!
//! Run with `engines/scutemob/repro/run CHECKOUT` (or `engines/scutemob/build CHECKOUT --repro`).
//! To hand one upstream, drop the file into crates/engine/tests/<group>/ and add its `mod` line.
use std::collections::HashMap;

use mtg_engine::effects::{execute_effect, EffectContext};
use mtg_engine::rules::command::CastSpellData;
use mtg_engine::{
    all_cards, card_name_to_id, check_and_apply_sbas, enrich_spec_from_def, get_dungeon, process_command, CardDefinition,
    CardRegistry, Command, DungeonId, DungeonState, Effect, GameState, GameStateBuilder, ObjectId,
    ObjectSpec, PlayerId, Step, Target, ZoneId,
};

fn p(n: u64) -> PlayerId {
    PlayerId(n)
}

fn defs() -> HashMap<String, CardDefinition> {
    all_cards().into_iter().map(|d| (d.name.clone(), d)).collect()
}

fn card(defs: &HashMap<String, CardDefinition>, owner: PlayerId, name: &str, zone: ZoneId) -> ObjectSpec {
    enrich_spec_from_def(ObjectSpec::card(owner, name).in_zone(zone).with_card_id(card_name_to_id(name)), defs)
}

/// A game of `players` players on p1's turn 3, in `step`, with the card registry.
fn game(players: u64, step: Step, objects: Vec<ObjectSpec>) -> GameState {
    let mut builder = GameStateBuilder::new()
        .active_player(p(1))
        .at_step(step)
        .turn_number(3)
        .with_registry(CardRegistry::new(all_cards()));
    for n in 1..=players {
        builder = builder.add_player(p(n));
    }
    for o in objects {
        builder = builder.object(o);
    }
    builder.build().unwrap()
}

fn find(state: &GameState, name: &str) -> ObjectId {
    state.objects().iter().find(|(_, o)| o.characteristics.name == name).map(|(id, _)| *id)
        .unwrap_or_else(|| panic!("no {name}"))
}

fn pass(state: GameState, who: u64) -> GameState {
    process_command(state, Command::PassPriority { player: p(who) }).expect("pass").0
}

fn room_index(dungeon: DungeonId, name: &str) -> usize {
    get_dungeon(dungeon).rooms.iter().position(|r| r.name == name).unwrap_or_else(|| panic!("no room {name}"))
}

/// CR 726.2: "you take the initiative" triggers "venture into Undercity": a triggered ability,
/// which goes on the stack; the player has not ventured until it resolves.
#[test]
fn cr_726_2_taking_the_initiative_puts_its_venture_trigger_on_the_stack() {
    let mut state = game(2, Step::PreCombatMain, vec![]);
    let mut ctx = EffectContext::new(p(1), ObjectId(0), vec![]);
    execute_effect(&mut state, &Effect::TakeTheInitiative, &mut ctx);
    assert_eq!(state.has_initiative(), Some(p(1)));
    assert!(state.dungeon_state().get(&p(1)).is_none(),
            "CR 726.2: p1 ventured before the initiative's trigger could resolve (or be responded to)");
}

/// CR 309.5a: a player moving the venture marker chooses one of the rooms the current room leads to.
#[test]
fn cr_309_5a_the_player_chooses_the_next_room() {
    let mut state = game(2, Step::PreCombatMain, vec![]);
    let undercity = DungeonId::TheUndercity;
    state.dungeon_state_mut().insert(p(1), DungeonState { dungeon: undercity, current_room: 0 });
    let lost_well = room_index(undercity, "Lost Well");
    let (state, _) = process_command(state, Command::ChooseDungeonRoom { player: p(1), room: lost_well }).unwrap();
    let (state, _) = process_command(state, Command::VentureIntoDungeon { player: p(1) }).unwrap();
    assert_eq!(state.dungeon_state().get(&p(1)).map(|d| d.current_room), Some(lost_well),
               "CR 309.5a: the marker went to the first exit, not to the room the player chose");
}

/// CR 701.49a: a player who ventures with no dungeon chooses the dungeon to enter.
#[test]
fn cr_701_49a_the_player_chooses_the_dungeon() {
    let state = game(2, Step::PreCombatMain, vec![]);
    let (state, _) = process_command(state, Command::VentureIntoDungeon { player: p(1) }).unwrap();
    assert!(state.blocking_decision().is_some() || state.dungeon_state().get(&p(1)).is_none(),
            "CR 701.49a: the engine entered {:?} without asking", state.dungeon_state().get(&p(1)).map(|d| d.dungeon));
}

/// CR 309.2 / the printed Undercity: nine rooms; Forge leads to Trap! and Arena, Arena to
/// Archives and Catacombs.
#[test]
fn cr_309_2_undercity_has_its_nine_printed_rooms() {
    let u = get_dungeon(DungeonId::TheUndercity);
    let names: Vec<&str> = u.rooms.iter().map(|r| r.name).collect();
    assert!(names.contains(&"Trap!") && names.contains(&"Archives") && names.len() == 9, "rooms: {names:?}");
    let exits = |room: &str| -> Vec<&str> {
        u.rooms[room_index(DungeonId::TheUndercity, room)].exits.iter().map(|i| u.rooms[*i].name).collect()
    };
    assert_eq!(exits("Forge"), vec!["Trap!", "Arena"]);
    assert_eq!(exits("Arena"), vec!["Archives", "Catacombs"]);
}

/// CR 309.2 / the printed Tomb of Annihilation: Oubliette leads to Cradle of the Death God.
#[test]
fn cr_309_2_oubliette_leads_to_the_cradle() {
    let t = get_dungeon(DungeonId::TombOfAnnihilation);
    let oubliette = &t.rooms[room_index(DungeonId::TombOfAnnihilation, "Oubliette")];
    let exits: Vec<&str> = oubliette.exits.iter().map(|i| t.rooms[*i].name).collect();
    assert_eq!(exits, vec!["Cradle of the Death God"]);
}

/// CR 309.4 / Arena: "Goad target creature." The room ability goads the creature it targets.
#[test]
fn cr_309_4_arena_goads_a_creature() {
    let bear = ObjectSpec::creature(p(2), "Bear", 2, 2).in_zone(ZoneId::Battlefield);
    let mut state = game(2, Step::PreCombatMain, vec![bear]);
    let undercity = DungeonId::TheUndercity;
    state.dungeon_state_mut().insert(p(1), DungeonState { dungeon: undercity, current_room: room_index(undercity, "Forge") });
    let (state, _) = process_command(state, Command::VentureIntoDungeon { player: p(1) }).unwrap();
    assert_eq!(state.dungeon_state().get(&p(1)).map(|d| d.current_room), Some(room_index(undercity, "Arena")));
    let state = pass(pass(state, 1), 2); // the room ability resolves
    let bear = find(&state, "Bear");
    assert!(!state.objects()[&bear].goaded_by.is_empty(), "CR 701.15: Arena did not goad the only creature");
}

/// CR 800.4a: when a player leaves the game, all objects they own leave it, their dungeon too.
#[test]
fn cr_800_4a_a_player_who_concedes_leaves_their_dungeon() {
    let mut state = game(3, Step::PreCombatMain, vec![]);
    state.dungeon_state_mut().insert(p(2), DungeonState { dungeon: DungeonId::TheUndercity, current_room: 0 });
    let (state, _) = process_command(state, Command::Concede { player: p(2) }).unwrap();
    assert!(state.dungeon_state().get(&p(2)).is_none(), "CR 800.4a: p2 left the game and is still in Undercity");
}

/// CR 800.4j: if the active player leaves the game, their turn continues without an active player.
#[test]
fn cr_800_4j_the_turn_goes_on_when_the_active_player_concedes() {
    let state = game(3, Step::PreCombatMain, vec![]);
    let (state, _) = process_command(state, Command::Concede { player: p(1) }).unwrap();
    assert_eq!((state.turn().turn_number, state.turn().step), (3, Step::PreCombatMain),
               "CR 800.4j: the turn ended when its active player conceded");
}

/// CR 104.2a: a player still in the game when all opponents have left wins, and the game ends
/// at once: the initiative passing to the winner ventures no more (nothing goes on the stack).
#[test]
fn cr_104_2a_nothing_happens_after_the_last_opponent_concedes() {
    let mut state = game(2, Step::PreCombatMain, vec![]);
    *state.has_initiative_mut() = Some(p(2));
    let (state, _) = process_command(state, Command::Concede { player: p(2) }).unwrap();
    assert!(state.stack_objects().is_empty(), "CR 104.2a: {} object(s) went on the stack after the game ended",
            state.stack_objects().len());
}

/// CR 601.2c / 115.1: a spell without targets can't be cast with a target.
#[test]
fn cr_601_2c_divination_cannot_be_cast_targeting_a_player() {
    let defs = defs();
    let mut state = game(2, Step::PreCombatMain, vec![card(&defs, p(1), "Divination", ZoneId::Hand(p(1)))]);
    if let Some(ps) = state.players_mut().get_mut(&p(1)) {
        ps.mana_pool.colorless += 2;
        ps.mana_pool.blue += 1;
    }
    let divination = find(&state, "Divination");
    let cast = Command::CastSpell(Box::new(CastSpellData {
        player: p(1), card: divination, targets: vec![Target::Player(p(2))], convoke_creatures: vec![],
        improvise_artifacts: vec![], delve_cards: vec![], kicker_times: 0, alt_cost: None, prototype: false,
        modes_chosen: vec![], x_value: 0, face_down_kind: None, additional_costs: vec![], hybrid_choices: vec![],
        phyrexian_life_payments: vec![],
    }));
    assert!(process_command(state, cast).is_err(), "CR 601.2c: Divination was cast with a target");
}

/// CR 117.4: the step ends when all players pass in succession "without taking any actions in
/// between passing"; a mana ability is an action (CR 117.1b, 605.3a).
#[test]
fn cr_117_4_a_mana_ability_between_passes_restarts_the_round() {
    let defs = defs();
    let forest = card(&defs, p(2), "Forest", ZoneId::Battlefield);
    let state = pass(game(2, Step::PreCombatMain, vec![forest]), 1);
    let forest = find(&state, "Forest");
    let (state, _) = process_command(state, Command::TapForMana {
        player: p(2), source: forest, ability_index: 0, chosen_color: None, hybrid_choices: vec![],
        phyrexian_life_payments: vec![],
    }).unwrap();
    let state = pass(state, 2);
    assert_eq!(state.turn().step, Step::PreCombatMain, "CR 117.4: the step ended though Bob acted after Alice passed");
}

/// CR 508.8: with no attacking creature the declare blockers and combat damage steps are skipped.
#[test]
fn cr_508_8_no_attackers_skip_combat_damage() {
    let state = pass(pass(game(2, Step::DeclareBlockers, vec![]), 1), 2);
    assert_eq!(state.turn().step, Step::EndOfCombat, "CR 508.8: a combat damage step with no attacking creature");
}

/// CR 704.5j: a player who controls two legendary permanents with the same name chooses one,
/// and the rest go to the graveyard. The Atropal is legendary (Cradle of the Death God's token).
#[test]
fn cr_704_5j_the_player_chooses_which_legend_to_keep() {
    let mut state = game(2, Step::PreCombatMain, vec![]);
    let atropal = get_dungeon(DungeonId::TombOfAnnihilation).rooms.iter()
        .find(|r| r.name == "Cradle of the Death God").map(|r| (r.effect)()).expect("Cradle of the Death God");
    for _ in 0..2 {
        let mut ctx = EffectContext::new(p(1), ObjectId(0), vec![]);
        execute_effect(&mut state, &atropal, &mut ctx);
    }
    check_and_apply_sbas(&mut state);
    let kept = state.objects().values().filter(|o| o.zone == ZoneId::Battlefield).count();
    assert!(kept == 2 && state.blocking_decision().is_some(),
            "CR 704.5j: the engine chose which The Atropal to keep ({kept} left) without asking p1");
}
