"""The reference engine over the wire, hanging on its first perform: ``hanging_reference.py
PIDFILE``. For the signal tests of ``rulings fuzz`` (which needs a whole engine to play its
generated positions). At its first perform it spawns a sleeping child in a session of its own
(its pid to PIDFILE, the engine's own to PIDFILE.engine), then sleeps for an hour."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repo

from rulings.adapters.wire.server import Server  # noqa: E402
from rulings.reference_engine import ReferenceEngine  # noqa: E402


def main(pidfile: str) -> None:
    server = Server(ReferenceEngine())
    for line in sys.stdin.buffer:
        if json.loads(line).get("op") == "perform":
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"],
                                     start_new_session=True)
            Path(f"{pidfile}.engine").write_text(str(os.getpid()))
            Path(pidfile).write_text(str(child.pid))
            time.sleep(3600)
        sys.stdout.buffer.write(server.handle_line(line))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main(sys.argv[1])
