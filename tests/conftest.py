"""Settings every test shares."""
from hypothesis import settings

# The properties are about what the code does, not how fast: a loaded machine (CI, or several
# test runs at once) must not fail them on hypothesis's default 200 ms deadline.
settings.register_profile("rulings", deadline=None)
settings.load_profile("rulings")
