"""The mechanics this engine plays with, plugged into the core.

Each registers as it loads: its listener with the trigger dispatcher (triggers.listener), its
state-based actions with sba.py (sba.state_based_action). Loading them here, in one place, is what
plugs them in; the core imports none of them. A new mechanic is a module that registers, named
here.
"""
from __future__ import annotations

# In this order, so where two hear one event (an upkeep) the initiative's ability triggers
# before the cards' ones, as it always has; APNAP order makes that invisible (CR 603.3b).
from . import initiative  # loads dungeons.py first: it ventures into them
from . import card_triggers, dungeons

MECHANICS = (initiative, card_triggers, dungeons)
