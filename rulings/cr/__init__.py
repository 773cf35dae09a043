"""rulings.cr: the Comprehensive Rules tooling (the version cited, crcheck, renumber)."""
