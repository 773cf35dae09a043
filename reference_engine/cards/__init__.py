"""The cards the engine knows, as definitions (definitions.CardDef) with small ability code;
registry.py finds them by name."""
