"""A test-only card, written as a new card is (docs/ARCHITECTURE.md, "A new card"): its facts in
one data file (test-pathfinder.toml), what it does in one module (pathfinder.py), its scenario
(pathfinder.feature). tests/cardpool/test_a_new_card.py adds this folder to the card pool and to
the engine's card modules, and finds the card everywhere the pool reaches."""
