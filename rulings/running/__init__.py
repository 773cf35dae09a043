"""rulings.running: running the suite on engines (runner, workers, the run files)."""
