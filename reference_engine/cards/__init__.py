"""What the engine's cards do: one module per card (or per family of cards, seed.py), each mapping
card slugs to their Abilities; their facts are the card pool's (rulings.cardpool). registry.py
joins the two and finds cards by name."""
