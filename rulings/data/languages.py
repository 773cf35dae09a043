"""The eleven seed languages: the codes the cards are printed in (the seed documents' own), each
with its English name. A module of its own so that a command checking a ``--lang`` imports
nothing else (the phrase book's describers load the whole step vocabulary)."""
from __future__ import annotations

LANGUAGES = {"de": "German", "es": "Spanish", "fr": "French", "it": "Italian", "ja": "Japanese",
             "ko": "Korean", "pt": "Portuguese", "ru": "Russian", "zhs": "Simplified Chinese",
             "zht": "Traditional Chinese", "en": "English"}
