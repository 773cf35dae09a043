"""Processes as the tests see them (Linux /proc)."""
import time
from pathlib import Path


def alive(pid: int) -> bool:
    """Running; a zombie (dead, waiting for its reaper) counts as gone."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


def gone(pid: int, within: float = 3.0) -> bool:
    """Whether the process is gone, or goes within ``within`` seconds (a SIGKILL is delivered
    asynchronously: the process may still run for a moment after kill() returned)."""
    deadline = time.monotonic() + within
    while alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True
