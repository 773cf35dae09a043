"""In-process adapters for third-party rules engines (docs/engines/).

Each adapter imports its engine lazily, so the project works without the engine installed.
"""
