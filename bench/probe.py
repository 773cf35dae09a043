"""``python -m bench.probe KIND [JSON_KWARGS]``: one measurement in this fresh process.

The last line of stdout is the probe's result as JSON; anything else the run prints comes first.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any


def _probes() -> dict[str, Callable[..., dict[str, Any]]]:
    from . import fuzz_probe, phase_probe, scaling, suite_probe

    return {"suite": suite_probe.suite, "floor": suite_probe.floor, "scaling": scaling.scaling,
            "phase": phase_probe.phase, "fuzz": fuzz_probe.fuzz}


def main(argv: list[str]) -> int:
    kind, kwargs = argv[0], json.loads(argv[1]) if len(argv) > 1 else {}
    result = _probes()[kind](**kwargs)
    sys.stdout.write("\n" + json.dumps(result) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
