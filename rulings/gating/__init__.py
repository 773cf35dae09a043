"""rulings.gating: comparing runs with the expectations (gate, report, diff, coverage)."""
