"""``python -m cli``: the rulings command."""
from cli.main import app

app()
