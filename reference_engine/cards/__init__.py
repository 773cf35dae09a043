"""Card definitions: characteristics as data plus small ability code (registry.py: by name)."""
