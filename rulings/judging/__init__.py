"""rulings.judging: answering questions (lookup, show, explain and what they read)."""
