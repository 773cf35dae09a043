"""The Comprehensive Rules version the whole suite cites: the one definition of it.

Every ``@cr:<rule>:<version>`` tag, every rule in an expectation file, the lookup data, the
reference engine's ``EngineInfo.cr_version`` and the tests read this constant. It imports nothing,
and it sits in the protocol (an engine says which CR it numbers its rules by), the bottom of the
import directions: the reference engine, the adapters and the library all import it from here
(``rulings.cr.crversion`` and ``rulings.CR_VERSION`` re-export it).
Moving the suite to a newer CR: see ``rulings cr check`` and ``rulings cr renumber`` (README).
"""
from __future__ import annotations

CR_VERSION = "2026-09-25"
