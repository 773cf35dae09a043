//! The protocol layer against the toy game (engines/scutemob/test-protocol runs this): JSON,
//! the handshake's version negotiation, errors on the wire, the 1.2 state and the 1.3 cards.
use rulings_wire::fake::Fake;
use rulings_wire::json::Json;
use rulings_wire::position::{parse_mana, Position};
use rulings_wire::{Backend, Info, ProtocolError, Result, Server};

fn reply(server: &mut Server<impl Backend>, line: &str) -> Json {
    Json::parse(&server.handle(line)).expect("a reply is JSON")
}

fn ok(server: &mut Server<impl Backend>, line: &str) -> Json {
    let r = reply(server, line);
    assert_eq!(r.get("ok"), Some(&Json::Bool(true)), "{line} -> {}", r.write());
    r.get("result").cloned().unwrap()
}

fn error_code(server: &mut Server<impl Backend>, line: &str) -> String {
    let r = reply(server, line);
    assert_eq!(r.get("ok"), Some(&Json::Bool(false)), "{line} -> {}", r.write());
    r.get("error").and_then(|e| e.get("code")).and_then(Json::as_str).unwrap().to_string()
}

fn shaken(version: &str) -> Server<Fake> {
    let mut server = Server::new(Fake::default());
    ok(&mut server, &format!(r#"{{"id":1,"op":"handshake","params":{{"protocol_version":"{version}"}}}}"#));
    server
}

const START: &str = r#"{"id":3,"op":"start","params":{"position":{"players":[{"name":"Alice","battlefield":[{"card":"Grizzly Bears"}]},{"name":"Bob","life":12}]}}}"#;

#[test]
fn json_round_trips_and_escapes_to_ascii() {
    let text = r#"{"a":[1,-2,3.5,true,false,null],"b":"Lim-D\u00fbl \"q\" \ud83d\ude00\n","c":{}}"#;
    let value = Json::parse(text).unwrap();
    assert_eq!(value.get("b").and_then(Json::as_str), Some("Lim-Dûl \"q\" 😀\n"));
    assert_eq!(value.write(), text);
    assert!(value.write().is_ascii());
    for bad in ["", "{", "[1,]", "{\"a\":1,\"a\":2}", "01", "\"\\x\"", "[1] 2", "\"\\ud800\"", "nul"] {
        assert!(Json::parse(bad).is_err(), "{bad:?} parsed");
    }
    assert_eq!(Json::parse(&"[".repeat(300)).unwrap_err().contains("deeply"), true);
}

#[test]
fn the_handshake_speaks_the_older_of_the_two_versions() {
    let mut server = Server::new(Fake::default());
    let info = ok(&mut server, r#"{"id":1,"op":"handshake","params":{"protocol_version":"1.3"}}"#);
    assert_eq!(info.get("protocol_version").and_then(Json::as_str), Some("1.3"));
    assert_eq!(info.get("name").and_then(Json::as_str), Some("scutemob-fake"));
    assert_eq!(info.get("cards"), Some(&Json::strs(&["Forest", "Grizzly Bears", "Hill Giant"])));
    let newer = ok(&mut server, r#"{"id":2,"op":"handshake","params":{"protocol_version":"1.9"}}"#);
    assert_eq!(newer.get("protocol_version").and_then(Json::as_str), Some("1.3"));
    // a 1.2 client is never sent a field 1.2 does not define
    let older = ok(&mut server, r#"{"id":3,"op":"handshake","params":{"protocol_version":"1.2"}}"#);
    assert_eq!(older.get("protocol_version").and_then(Json::as_str), Some("1.2"));
    assert_eq!(older.get("cards"), None);
    assert_eq!(error_code(&mut server, r#"{"id":4,"op":"handshake","params":{"protocol_version":"2.0"}}"#), "bad-request");
}

struct Newer;
impl Backend for Newer {
    fn info(&self) -> Info {
        Info { name: "n".into(), version: "1".into(), capabilities: vec!["two-player".into(), "card-events".into()], cr_version: None, cards: None }
    }
    fn start(&mut self, _: &Json) -> Result<()> {
        panic!("deliberately")
    }
    fn perform(&mut self, _: &Json) -> Result<()> {
        Err(ProtocolError::illegal("no", "117.3"))
    }
    fn pending(&mut self) -> Result<Json> {
        Ok(Json::Null)
    }
    fn decide(&mut self, _: &[String]) -> Result<()> {
        Ok(())
    }
    fn observe(&mut self) -> Result<Json> {
        Ok(Json::Null)
    }
}

#[test]
fn a_1_0_client_is_not_told_of_1_1_capabilities_and_an_undeclared_card_list_is_absent() {
    let mut server = Server::new(Newer);
    let info = ok(&mut server, r#"{"id":1,"op":"handshake","params":{"protocol_version":"1.0"}}"#);
    assert_eq!(info.get("capabilities"), Some(&Json::strs(&["two-player"])));
    let info = ok(&mut server, r#"{"id":2,"op":"handshake","params":{"protocol_version":"1.3"}}"#);
    assert_eq!(info.get("capabilities"), Some(&Json::strs(&["two-player", "card-events"])));
    assert_eq!(info.get("cards"), None);
}

#[test]
fn a_panic_is_an_engine_error_and_the_server_keeps_serving() {
    let mut server = Server::new(Newer);
    ok(&mut server, r#"{"id":1,"op":"handshake","params":{"protocol_version":"1.3"}}"#);
    let r = reply(&mut server, r#"{"id":2,"op":"start","params":{"position":{}}}"#);
    let error = r.get("error").unwrap();
    assert_eq!(error.get("code").and_then(Json::as_str), Some("engine-error"));
    assert!(error.get("message").and_then(Json::as_str).unwrap().contains("deliberately"));
    let r = reply(&mut server, r#"{"id":3,"op":"perform","params":{"action":{"type":"pass-priority","player":"Bob"}}}"#);
    assert_eq!(r.get("error").and_then(|e| e.get("rule")).and_then(Json::as_str), Some("117.3"));
    assert_eq!(r.get("id"), Some(&Json::Int(3)));
}

#[test]
fn bad_requests_are_answered_in_one_line() {
    let mut server = shaken("1.3");
    let r = reply(&mut server, "hello");
    assert_eq!(r.get("id"), Some(&Json::Null));
    assert_eq!(r.get("error").and_then(|e| e.get("code")).and_then(Json::as_str), Some("bad-request"));
    for line in [r#"[1]"#, r#"{"id":-1,"op":"observe"}"#, r#"{"id":1,"op":"dance"}"#,
                 r#"{"id":1,"op":"observe","extra":1}"#, r#"{"id":1,"op":"observe","params":[]}"#,
                 r#"{"id":1,"op":"start","params":{}}"#, r#"{"id":1,"op":"decide","params":{"answer":[1]}}"#,
                 r#"{"id":1,"op":"observe","params":{"state":true}}"#] {
        assert_eq!(error_code(&mut server, line), "bad-request", "{line}");
    }
    assert!(!server.handle("{\"id\":5,\"op\":\"x\u{e9}\"}").contains('\n'));
}

#[test]
fn a_game_runs_with_its_decision_and_errors() {
    let mut server = shaken("1.3");
    ok(&mut server, r#"{"id":2,"op":"ready"}"#);
    assert_eq!(ok(&mut server, START), Json::Null);
    ok(&mut server, r#"{"id":4,"op":"perform","params":{"action":{"type":"take-initiative","player":"Alice"}}}"#);
    ok(&mut server, r#"{"id":5,"op":"perform","params":{"action":{"type":"venture","player":"Alice","into":"undercity"}}}"#);
    let decision = ok(&mut server, r#"{"id":6,"op":"pending"}"#);
    assert_eq!(decision.get("kind").and_then(Json::as_str), Some("choose-room"));
    assert_eq!(decision.get("options"), Some(&Json::strs(&["Forge", "Lost Well"])));
    assert_eq!(error_code(&mut server, r#"{"id":7,"op":"decide","params":{"answer":["Arena"]}}"#), "illegal-action");
    ok(&mut server, r#"{"id":8,"op":"decide","params":{"answer":["Lost Well"]}}"#);
    let seen = ok(&mut server, r#"{"id":9,"op":"observe"}"#);
    let alice = &seen.get("players").and_then(Json::as_arr).unwrap()[0];
    assert_eq!(alice.get("room").and_then(Json::as_str), Some("Lost Well"));
    assert_eq!(seen.get("initiative").and_then(Json::as_str), Some("Alice"));
    let bob = &seen.get("players").and_then(Json::as_arr).unwrap()[1];
    assert_eq!(bob.get("life"), Some(&Json::Int(12)));
    assert_eq!(error_code(&mut server, r#"{"id":10,"op":"decide","params":{"answer":[]}}"#), "illegal-action");
    assert_eq!(error_code(&mut server, r#"{"id":11,"op":"perform","params":{"action":{"type":"lose-life","player":"Bob","amount":-1}}}"#), "illegal-action");
    assert_eq!(error_code(&mut server, r#"{"id":12,"op":"perform","params":{"action":{"type":"cast","player":"Bob","card":"Forest"}}}"#), "unsupported");
    assert_eq!(error_code(&mut server, r#"{"id":15,"op":"perform","params":{"action":{"type":"pass-priority","player":"Bob"}}}"#), "illegal-action");
    ok(&mut server, r#"{"id":16,"op":"perform","params":{"action":{"type":"pass-priority","player":"Alice"}}}"#);
    let seen = ok(&mut server, r#"{"id":17,"op":"observe"}"#);
    assert_eq!(seen.get("priority").and_then(Json::as_str), Some("Bob"));
    assert_eq!(error_code(&mut server, r#"{"id":13,"op":"perform","params":{"action":{"type":"lose-life","player":"Zed","amount":1}}}"#), "invalid-position");
    ok(&mut server, r#"{"id":14,"op":"quit"}"#);
    assert!(server.quitting());
}

#[test]
fn the_state_after_a_change_is_sent_when_asked_from_1_2_on() {
    let mut server = shaken("1.3");
    let state = ok(&mut server, &START.replace("}]}}}", "}]},\"state\":true}}"));
    assert_eq!(state.get("pending"), Some(&Json::Null));
    assert_eq!(state.get("observation").and_then(|o| o.get("turn")), Some(&Json::Int(1)));
    let state = ok(&mut server, r#"{"id":4,"op":"perform","params":{"action":{"type":"venture","player":"Bob","into":"undercity"},"state":true}}"#);
    assert_eq!(state.get("pending"), Some(&Json::Null)); // Bob enters Secret Entrance: no choice
    let bob = &state.get("observation").and_then(|o| o.get("players")).and_then(Json::as_arr).unwrap()[1];
    assert_eq!(bob.get("room").and_then(Json::as_str), Some("Secret Entrance"));
    let state = ok(&mut server, r#"{"id":5,"op":"perform","params":{"action":{"type":"venture","player":"Bob","into":"undercity"},"state":true}}"#);
    assert_eq!(state.get("pending").and_then(|d| d.get("kind")).and_then(Json::as_str), Some("choose-room"));
    assert_eq!(state.get("observation"), Some(&Json::Null)); // a decision is pending: no observation
    let mut old = shaken("1.1");
    assert_eq!(error_code(&mut old, &START.replace("}]}}}", "}]},\"state\":true}}")), "bad-request");
}

#[test]
fn positions_are_checked_field_by_field() {
    let mut server = shaken("1.3");
    let cases = [
        (r#"{"players":[{"name":"Alice","library":["Grizzly Bear"]},{"name":"Bob"}]}"#, "unknown-card"),
        (r#"{"players":[{"name":"Alice"},{"name":"Bob"}],"initiative":"Carol"}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice"},{"name":"Alice"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"A"},{"name":"B"},{"name":"C"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice"},{"name":"Bob"}],"step":"lunch"}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","mana_pool":"{Q}"},{"name":"Bob"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","battlefield":[{"card":"Forest","label":"F"},{"card":"Hill Giant","label":"F"}]},{"name":"Bob"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","battlefield":[{"card":"Forest","attached_to":"Nope"}]},{"name":"Bob"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","battlefield":[{"card":"Forest","counters":{"+1/+1":-1}}]},{"name":"Bob"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","battlefield":[{"card":"Forest","owner":"Zed"}]},{"name":"Bob"}]}"#, "invalid-position"),
        (r#"{"players":[{"name":"Alice","colour":"red"},{"name":"Bob"}]}"#, "invalid-position"),
    ];
    for (i, (position, code)) in cases.iter().enumerate() {
        let line = format!(r#"{{"id":{i},"op":"start","params":{{"position":{position}}}}}"#);
        assert_eq!(error_code(&mut server, &line), *code, "{position}");
    }
    let r = reply(&mut server, r#"{"id":1,"op":"start","params":{"position":{"players":[{"name":"Alice"},{"name":"Bob","battlefield":[{"card":"Forest","label":"F"},{"card":"Hill Giant","label":"F"}]}]}}}"#);
    let message = r.get("error").and_then(|e| e.get("message")).and_then(Json::as_str).unwrap();
    assert!(message.starts_with("position.players[1].battlefield[1].label"), "{message}");
    assert_eq!(parse_mana("{2}{G}"), Some(vec!['C', 'C', 'G']));
    let position = Position::parse(&Json::parse(r#"{"players":[{"name":"A","hand":["Forest"],"library":["Forest","Hill Giant"]},{"name":"B"}]}"#).unwrap()).unwrap();
    assert_eq!(position.card_names(), vec!["Forest", "Hill Giant"]);
    // unlabelled permanents are named as if entering one after another: "Forest", "Forest #3"
    // when "Forest #2" is taken by the position
    let doc = r#"{"players":[{"name":"A","battlefield":[{"card":"Forest"},{"card":"Forest","label":"Forest #2"},{"card":"Forest"}]},{"name":"B"}]}"#;
    let position = Position::parse(&Json::parse(doc).unwrap()).unwrap();
    let labels: Vec<&str> = position.players[0].battlefield.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, vec!["Forest", "Forest #2", "Forest #3"]);
}
