"""How the reference engine's cost per turn grows with the number of players and the game's
length (bench/scaling.py runs one game per process)."""
from __future__ import annotations

from typing import Any

from .measure import median, run_probe

PLAYERS = (2, 3, 4)
EARLY = 8  # turns: the first block measured


def scaling_runs(turns: int, repeats: int) -> dict[str, Any]:
    checkpoints = sorted({EARLY, turns * 3 // 4, turns})
    out: dict[str, Any] = {"turns": turns, "by_players": {}}
    for players in PLAYERS:
        runs = [run_probe("scaling", players=players, turns=turns, checkpoints=checkpoints)
                for _ in range(repeats)]
        at = {int(turn): median([run["seconds_at"][str(turn)] for run in runs])
              for turn in checkpoints}
        late_block = turns - checkpoints[-2]
        early_ms = at[EARLY] / EARLY * 1000
        late_ms = (at[turns] - at[checkpoints[-2]]) / late_block * 1000
        out["by_players"][players] = {
            "ms_per_turn": at[turns] / turns * 1000,
            "ms_per_turn_first_8": early_ms,
            f"ms_per_turn_last_{late_block}": late_ms,
            "late_vs_early": late_ms / early_ms,
            "events": runs[0]["events"],
        }
    by = out["by_players"]
    out["4_vs_2_players"] = by[4]["ms_per_turn"] / by[2]["ms_per_turn"]
    return out
