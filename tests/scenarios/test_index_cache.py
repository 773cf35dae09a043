"""The scenario index cache (scenarios/index.py, scenarios/cache.py): one cache file per set of
paths, holding each feature file's entries under that file's key. A hit skips the Gherkin
parser; anything doubtful (a changed file, a corrupt or foreign cache file, no writable cache)
parses the file again, and only that file."""
from __future__ import annotations

import os
import pickle

import pytest

from rulings.scenarios import index as index_module
from rulings.scenarios.index import build_index

FEATURE = """\
Feature: Cached
  @id:C-001
  Scenario: First
    Given a two-player game between Alice and Bob
"""


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    path = tmp_path / "cache"
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(path))
    return path


@pytest.fixture
def feature(tmp_path):
    path = tmp_path / "one.feature"
    path.write_text(FEATURE)
    return path


@pytest.fixture
def parses(monkeypatch):
    """Counts how many times a feature file is parsed (cache misses)."""
    calls = []
    real = index_module._index_file

    def counting(path):
        calls.append(path)
        return real(path)

    monkeypatch.setattr(index_module, "_index_file", counting)
    return calls


def test_a_second_build_reads_the_cache(cache_dir, feature, parses):
    first = build_index([feature])
    second = build_index([feature])
    assert len(parses) == 1
    assert second.entries == first.entries
    assert len(list(cache_dir.glob("*.pickle"))) == 1


def test_a_changed_file_is_parsed_again(cache_dir, feature, parses):
    build_index([feature])
    feature.write_text(FEATURE.replace("First", "Renamed"))
    os.utime(feature, ns=(feature.stat().st_atime_ns, feature.stat().st_mtime_ns + 10**9))
    assert [e.name for e in build_index([feature]).entries] == ["Renamed"]
    assert len(parses) == 2


def test_a_corrupt_cache_file_is_ignored(cache_dir, feature, parses):
    build_index([feature])
    (stored,) = cache_dir.glob("*.pickle")
    stored.write_bytes(b"not a pickle")
    assert [e.id for e in build_index([feature]).entries] == ["C-001"]
    assert len(parses) == 2


def test_a_cache_file_for_another_key_is_ignored(cache_dir, feature, parses):
    """The file name is a short checksum; entries stored under another key never come back."""
    build_index([feature])
    (stored,) = cache_dir.glob("*.pickle")
    key, by_file = pickle.loads(stored.read_bytes())
    stored.write_bytes(pickle.dumps((("another", "version"), {k: [] for k in by_file})))
    assert [e.id for e in build_index([feature]).entries] == ["C-001"]
    assert len(parses) == 2


def test_entries_stored_for_another_file_version_are_not_used(cache_dir, feature, parses):
    build_index([feature])
    (stored,) = cache_dir.glob("*.pickle")
    key, by_file = pickle.loads(stored.read_bytes())
    ((file_key, entries),) = by_file.items()
    stale = (*file_key[:2], file_key[2] - 1, file_key[3])  # an older modification time
    stored.write_bytes(pickle.dumps((key, {stale: entries[:0]})))
    assert [e.id for e in build_index([feature]).entries] == ["C-001"]
    assert len(parses) == 2


def test_one_changed_file_of_many_is_parsed_alone(cache_dir, tmp_path, parses):
    for n in range(3):
        (tmp_path / f"f{n}.feature").write_text(FEATURE.replace("C-001", f"C-00{n}"))
    build_index([tmp_path])
    assert len(parses) == 3
    changed = tmp_path / "f1.feature"
    changed.write_text(FEATURE.replace("C-001", "C-001").replace("First", "Changed"))
    os.utime(changed, ns=(changed.stat().st_atime_ns, changed.stat().st_mtime_ns + 10**9))
    again = build_index([tmp_path])
    assert parses[3:] == [changed]
    assert [e.name for e in again.entries] == ["First", "Changed", "First"]
    assert len(list(cache_dir.glob("*.pickle"))) == 1
    build_index([tmp_path])
    assert len(parses) == 4


def test_a_bad_file_keeps_the_good_ones_cached(cache_dir, tmp_path, parses):
    (tmp_path / "a.feature").write_text(FEATURE)
    (tmp_path / "b.feature").write_text("Feature: Broken\n  Scenario: no id\n    Given x\n")
    with pytest.raises(index_module.FeatureError):
        build_index([tmp_path])
    with pytest.raises(index_module.FeatureError):
        build_index([tmp_path])
    assert [p.name for p in parses] == ["a.feature", "b.feature", "b.feature"]


def test_an_unwritable_cache_still_indexes(tmp_path, monkeypatch, feature, parses):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(blocker / "cache"))  # under a file: OSError
    assert [e.id for e in build_index([feature]).entries] == ["C-001"]
    assert [e.id for e in build_index([feature]).entries] == ["C-001"]
    assert len(parses) == 2


def _plain_key(path):
    stat = path.stat()
    return (str(path.resolve()), index_module.display_path(path), stat.st_mtime_ns, stat.st_size)


def test_file_keys_are_each_files_own_resolved_and_shown_path(tmp_path, monkeypatch):
    """_file_keys resolves each directory once; the keys must be what resolving and showing
    each file gives, with symbolic links (a file, a directory) and from any working directory."""
    real = tmp_path / "real"
    (real / "sub").mkdir(parents=True)
    for name in ("a.feature", "sub/b.feature", "..odd.feature"):
        (real / name).write_text(FEATURE)
    (tmp_path / "linked").symlink_to(real, target_is_directory=True)
    (real / "c.feature").symlink_to(real / "sub" / "b.feature")
    for cwd in (tmp_path, real, real / "sub", tmp_path.parent):
        monkeypatch.chdir(cwd)
        here = () if cwd == tmp_path.parent else (".",)  # not every test's files
        for base in (real, tmp_path / "linked", os.path.relpath(real), *here):
            files = index_module.feature_files([base])
            assert files
            assert index_module._file_keys(files) == [_plain_key(f) for f in files]
