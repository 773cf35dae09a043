//! `rulings-wire-fake`: the toy game (rulings_wire::fake) served on stdin/stdout.
fn main() {
    let mut server = rulings_wire::Server::new(rulings_wire::fake::Fake::default());
    let stdin = std::io::stdin();
    if let Err(e) = server.serve(stdin.lock(), std::io::stdout().lock()) {
        eprintln!("scutemob-fake: {e}");
        std::process::exit(1);
    }
}
