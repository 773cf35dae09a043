"""Benchmarks of the suite and its tools, as ratios measured within one run (bench/README.md).

Run ``python -m bench`` (or ``python -m bench --quick``) from the repository root.
"""
