"""rulings/data/__init__.py ``_load``: each parsed TOML file is kept in a cache file, used
only while each file's size and modification time are those it was parsed at; a stale, corrupt
or unwritable cache parses the file again, and a bad file is reported as without the cache."""
from __future__ import annotations

import os
import shutil

import pytest

import rulings.data as data


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A copy of the data directory, a fresh cache, and a counter of TOML parses."""
    copy = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, copy, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    monkeypatch.setattr(data, "DATA_DIR", copy)
    monkeypatch.setattr(data, "_PARSED_KEY", ("toml", 2, str(copy)))
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "cache"))
    parses: list[str] = []
    real = data._parse

    def counting(path):
        parses.append(path.name)
        return real(path)

    monkeypatch.setattr(data, "_parse", counting)
    data._parsed.cache_clear()
    yield copy, parses
    data._parsed.cache_clear()


def _fresh_start() -> None:
    data._parsed.cache_clear()  # what a new process sees: only the cache file


def test_a_second_start_reads_the_cache(data_dir):
    _, parses = data_dir
    first = data._load("glossary.toml")
    _fresh_start()
    assert data._load("glossary.toml") == first
    assert parses == ["glossary.toml"]


def test_a_changed_file_is_parsed_again(data_dir):
    copy, parses = data_dir
    data._load("glossary.toml")
    path = copy / "glossary.toml"
    path.write_text(path.read_text() + '\n[[term]]\nen = "x"\nde = ["y"]\n')
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    _fresh_start()
    assert data._load("glossary.toml")["term"][-1]["en"] == "x"
    assert parses == ["glossary.toml", "glossary.toml"]


def test_a_corrupt_cache_is_rebuilt(data_dir, tmp_path):
    _, parses = data_dir
    data._load("cr.toml")
    (stored,) = (tmp_path / "cache").glob("data-*.pickle")
    stored.write_bytes(b"\x80\x05 not a pickle")
    _fresh_start()
    assert data._load("cr.toml")["rule"]
    assert parses == ["cr.toml", "cr.toml"]


def test_a_bad_file_names_itself_cache_or_not(data_dir):
    copy, _ = data_dir
    data._load("glossary.toml")
    path = copy / "glossary.toml"
    path.write_text("this is = = not toml\n")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    _fresh_start()
    with pytest.raises(data.DataError, match=r"glossary\.toml: "):
        data._load("glossary.toml")


def test_a_missing_file_names_itself(data_dir):
    copy, _ = data_dir
    (copy / "cr.toml").unlink()
    with pytest.raises(data.DataError, match=r"cr\.toml: .*No such file"):
        data._load("cr.toml")


def test_an_unwritable_cache_still_loads(data_dir, tmp_path, monkeypatch):
    _, parses = data_dir
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(blocker / "cache"))
    assert data._load("glossary.toml")["term"]
    _fresh_start()
    assert data._load("glossary.toml")["term"]
    assert parses == ["glossary.toml", "glossary.toml"]


def test_the_folded_glossary_is_cached_until_its_file_changes(data_dir, monkeypatch):
    from rulings.data import glossary as module

    copy, parses = data_dir
    sources = (copy / "glossary.toml", *module._SOURCES[1:])
    monkeypatch.setattr(module, "_SOURCES", sources)
    monkeypatch.setattr(module, "DATA_DIR", copy)
    module.glossary.cache_clear()
    module.entries.cache_clear()
    first = module.glossary()
    assert first == tuple(t for t in module._read() if t.kind == "rule")
    module.glossary.cache_clear()
    module.entries.cache_clear()
    _fresh_start()
    parses.clear()
    assert module.glossary() == first and parses == []  # neither parsed nor folded again
    path = copy / "glossary.toml"
    path.write_text(path.read_text() + '\n[[term]]\nen = "new words"\nde = ["neue worte"]\n')
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    module.glossary.cache_clear()
    module.entries.cache_clear()
    _fresh_start()
    assert module.glossary()[-1].en == "new words"
    module.glossary.cache_clear()
    module.entries.cache_clear()


def test_each_file_is_kept_apart(data_dir, monkeypatch):
    """A lookup reads the glossary: the CR's larger files are not unpickled with them."""
    _, parses = data_dir
    for name in ("glossary.toml", "cr.toml", "crcheck.toml"):
        data._load(name)
    _fresh_start()
    read: list[object] = []
    real = data.load
    monkeypatch.setattr(data, "load", lambda path, key: read.append(key) or real(path, key))
    assert data._load("glossary.toml")["term"]
    assert [key[-1] for key in read] == ["glossary.toml"]  # type: ignore[index]
    assert parses == ["glossary.toml", "cr.toml", "crcheck.toml"]  # none again
