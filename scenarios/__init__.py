"""The suite's scenarios as data: the one model the steps' pytest plugin and the rulings library
both read, and which imports neither.

locations.py  where the feature files are (features/, plus a run's extra paths)
index.py      the scenario index: every scenario and Examples row, parsed with the Gherkin parser
selection.py  choosing scenarios by their @id, @cr, @card and other tags
request.py    what a run is asked to do, typed and checked once: RunRequest, EngineChoice
results.py    what a run gave: ScenarioResult, RunResult, and how an exception is classified
errors.py     RulingsError, the root of every bad-input error
atomic.py     the one writing path: atomic (a reader sees the old file or the new one), never
              through a symbolic link, no output over another or over an input; errors name
              the option and the file
files.py      the one reading path: regular files only, at most 64 MiB read, UTF-8
record.py     Record: a frozen dataclass's behaviour without its cost at import (a faster lookup)
"""
