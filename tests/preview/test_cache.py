"""The preview's cache of generated modules: a second preview of the same spec with the same
generator serves the module it made before; anything else generates again."""

from __future__ import annotations

import pytest

from copilot_cli.preview import cache
from copilot_cli.preview.cache import CACHE_ENV, cached_module


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


class Generator:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> str:
        self.calls += 1
        return f"// module {self.calls}\n"


def test_the_same_spec_and_theme_are_generated_once(folder):
    generate = Generator()
    first = cached_module("sha256:aa", "light", generate)
    assert cached_module("sha256:aa", "light", generate) == first and generate.calls == 1
    assert cached_module("sha256:aa", "dark", generate) != first  # another theme, another module
    assert cached_module("sha256:bb", "light", generate) == "// module 3\n" and generate.calls == 3


def test_a_changed_generator_generates_again(folder, monkeypatch):
    generate = Generator()
    cached_module("sha256:aa", "light", generate)
    monkeypatch.setattr(cache, "generator_fingerprint", lambda: "another generator")
    assert cached_module("sha256:aa", "light", generate) == "// module 2\n"


def test_the_fingerprint_covers_the_generator_and_runtime_sources():
    cache.generator_fingerprint.cache_clear()
    before = cache.generator_fingerprint()
    assert len(before) == 64 and cache.generator_fingerprint() == before
    assert (cache.PACKAGE / "ui" / "render.py").is_file()  # one of the files it reads


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, "off")
    generate = Generator()
    cached_module("sha256:aa", "light", generate)
    cached_module("sha256:aa", "light", generate)
    assert generate.calls == 2


def test_a_cache_that_cannot_be_written_is_no_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(CACHE_ENV, str(blocker / "cache"))
    generate = Generator()
    assert cached_module("sha256:aa", "light", generate) == "// module 1\n"
    assert cached_module("sha256:aa", "light", generate) == "// module 2\n"


def test_only_the_most_recent_entries_are_kept(folder, monkeypatch):
    monkeypatch.setattr(cache, "KEEP", 3)
    generate = Generator()
    for n in range(5):
        cached_module(f"sha256:{n}", "light", generate)
    assert len(list(folder.glob("*.jsx"))) == 3 and not list(folder.glob("*.tmp"))
