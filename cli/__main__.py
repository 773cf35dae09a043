"""``python -m rulings.cli``: the rulings command."""
from rulings.cli.main import app

app()
