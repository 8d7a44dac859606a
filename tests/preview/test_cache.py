"""The preview's cache of generated modules: a second preview of the same spec file with the same
generator serves the module it made before, at once, and parses the spec only for the mock;
anything else generates again."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from graphql import print_ast

from copilot_cli.preview import cache
from copilot_cli.preview.cache import CACHE_ENV, CachedPreview, lookup, remember
from copilot_cli.preview.session import prepare_preview

pytestmark = pytest.mark.anyio
PETSTORE = Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml"
BLOG = Path(__file__).resolve().parents[1] / "ui" / "fixtures" / "blog.graphql"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def spec_file(tmp_path):
    path = tmp_path / "spec.yaml"
    path.write_text("openapi: 3.0.0\n")
    return path


ENTRY = CachedPreview(code="// module\nexport default function App() {}\n", title="Pets", base_url="/mock")


def test_what_was_kept_for_a_spec_file_and_theme_is_found_again(folder, spec_file):
    assert lookup(spec_file, "light") is None
    remember(spec_file, "light", ENTRY)
    assert lookup(spec_file, "light") == ENTRY
    assert lookup(spec_file, "dark") is None  # another theme, another module


def test_changed_bytes_or_a_changed_generator_find_nothing(folder, spec_file, monkeypatch):
    remember(spec_file, "light", ENTRY)
    spec_file.write_text("openapi: 3.0.1\n")
    assert lookup(spec_file, "light") is None
    spec_file.write_text("openapi: 3.0.0\n")
    assert lookup(spec_file, "light") == ENTRY
    monkeypatch.setattr(cache, "generator_fingerprint", lambda: "another generator")
    assert lookup(spec_file, "light") is None


def test_the_fingerprint_is_stable_and_reads_the_generators_sources():
    cache.generator_fingerprint.cache_clear()
    first = cache.generator_fingerprint()
    assert len(first) == 64 and cache.generator_fingerprint() == first
    assert (cache.PACKAGE / "ui" / "render.py").is_file()  # one of the files it reads


def test_a_url_and_off_keep_nothing(folder, spec_file, monkeypatch):
    remember("https://api.example.com/openapi.json", "light", ENTRY)
    assert not folder.exists() and lookup("https://api.example.com/openapi.json", "light") is None
    monkeypatch.setenv(CACHE_ENV, "off")
    remember(spec_file, "light", ENTRY)
    assert lookup(spec_file, "light") is None and not folder.exists()


def test_a_cache_that_cannot_be_written_or_read_is_no_cache(tmp_path, spec_file, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(CACHE_ENV, str(blocker / "cache"))
    remember(spec_file, "light", ENTRY)
    assert lookup(spec_file, "light") is None
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    remember(spec_file, "light", ENTRY)
    (entry,) = (tmp_path / "cache").glob("*.jsx")
    entry.write_text("not json\n// module\n")
    assert lookup(spec_file, "light") is None


def test_only_the_most_recent_entries_are_kept(folder, tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "KEEP", 3)
    for n in range(5):
        spec = tmp_path / f"spec{n}.yaml"
        spec.write_text(f"# {n}\n")
        remember(spec, "light", ENTRY)
    assert len(list(folder.glob("*.jsx"))) == 3 and not list(folder.glob("*.tmp"))


async def test_a_second_preview_of_a_spec_serves_the_same_module_and_parses_the_spec_for_the_mock(folder, tmp_path):
    spec = tmp_path / "petstore.yaml"
    spec.write_bytes(PETSTORE.read_bytes())
    first = prepare_preview(spec)
    assert first.mock.settled(60)  # the mock is built, then the spec kept
    assert list(folder.glob("*.spec")) and list(folder.glob("*.jsx"))
    second = prepare_preview(spec)
    assert first.spec is not None and second.spec is None  # served from the cache
    assert second.base_url == first.base_url == "/mock"
    answers = []
    for session in (first, second):
        transport = httpx.ASGITransport(app=session.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:9") as client:
            answers.append([await client.get(path) for path in ("/", "/app.jsx", "/mock/pets")])
    (page1, code1, pets1), (page2, code2, pets2) = answers
    assert code2.text == code1.text and "@experience-ui/plan" in code2.text
    assert page2.text == page1.text  # the same title and settings
    assert pets2.status_code == pets1.status_code == 200 and pets2.json() == pets1.json()


async def test_a_graphql_spec_keeps_its_mock_schema_document_and_the_second_preview_answers_the_same(folder, tmp_path):
    spec = tmp_path / "blog.graphql"
    spec.write_bytes(BLOG.read_bytes())
    first = prepare_preview(spec)
    assert first.mock.settled(60)  # the mock is built, then the spec and schema kept
    assert list(folder.glob("*.spec")) and list(folder.glob("*.graphql"))
    document, valid = cache.load_graphql_document_kept(spec)
    assert "posts(first: Int, after: String" in print_ast(document)
    assert valid is True  # its schema was validated as the first mock was built: the next need not
    second = prepare_preview(spec)
    assert second.spec is None and second.base_url == first.base_url == "/mock/graphql"
    query = {"query": "{ posts(first: 2) { edges { node { id title status author { name } } } totalCount } }"}
    answers = []
    for session in (first, second):
        transport = httpx.ASGITransport(app=session.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:9") as client:
            answers.append(await client.post("/mock/graphql", json=query))
    assert answers[0].status_code == answers[1].status_code == 200
    assert answers[1].json() == answers[0].json() and len(answers[0].json()["data"]["posts"]["edges"]) == 2


def test_a_kept_spec_loads_as_it_was_parsed(folder, tmp_path):
    from copilot_cli.spec import load_spec

    spec_file = tmp_path / "petstore.yaml"
    spec_file.write_bytes(PETSTORE.read_bytes())
    assert cache.load_spec_kept(spec_file) is None
    parsed = load_spec(spec_file)
    cache.keep_spec(spec_file, parsed)
    assert cache.load_spec_kept(spec_file) == parsed
    spec_file.write_bytes(PETSTORE.read_bytes() + b"\n# edited\n")
    assert cache.load_spec_kept(spec_file) is None  # other bytes, other entry


def test_a_kept_spec_others_may_write_is_not_read(folder, tmp_path):
    spec_file = tmp_path / "spec.yaml"
    spec_file.write_text("openapi: 3.0.0\n")
    cache.keep_spec(spec_file, {"kept": True})
    (entry,) = folder.glob("*.spec")
    assert cache.load_spec_kept(spec_file) == {"kept": True}
    entry.chmod(0o666)
    assert cache.load_spec_kept(spec_file) is None
    entry.chmod(0o600)
    folder.chmod(0o777)
    assert cache.load_spec_kept(spec_file) is None
    folder.chmod(0o700)
    entry.write_bytes(b"not a pickle")
    assert cache.load_spec_kept(spec_file) is None


def test_keys_worked_out_before_the_mock_is_forked_are_not_worked_out_again(folder, spec_file, monkeypatch):
    cache.generator_fingerprint.cache_clear()
    cache.warm_keys(spec_file)  # what the preview does before it forks the mock's process

    def hashed_again(*_args: object) -> None:
        raise AssertionError("the spec file was hashed again")

    monkeypatch.setattr(cache.hashlib, "file_digest", hashed_again)
    monkeypatch.setattr(cache.Path, "read_bytes", hashed_again)  # nor the fingerprint's sources read again
    remember(spec_file, "light", ENTRY)
    assert lookup(spec_file, "light") == ENTRY


def test_a_graphql_document_kept_without_a_verdict_or_with_an_invalid_one_is_validated_again(folder, tmp_path):
    from graphql import parse

    spec = tmp_path / "blog.graphql"
    spec.write_bytes(BLOG.read_bytes())
    document = parse("type Query { a: Int }")
    cache._keep(spec, ".graphql", document)  # as a preview before the verdict kept it
    assert cache.load_graphql_document_kept(spec) == (document, False)
    for path in folder.glob("*.graphql"):
        path.unlink()
    cache.keep_spec(spec, {"kept": True}, document, False)
    assert cache.load_graphql_document_kept(spec) == (document, False)


def test_a_settled_spec_file_and_the_generator_are_not_hashed_again_by_the_next_preview(folder, spec_file, monkeypatch):
    monkeypatch.setattr(cache, "_SETTLED_NS", 0)  # as if every file were older than the settling time
    cache.generator_fingerprint.cache_clear()
    cache._file_hash.cache_clear()
    cache.warm_keys(spec_file)  # the first preview: hashed, and the digests kept in the folder
    remember(spec_file, "light", ENTRY)
    cache.generator_fingerprint.cache_clear()  # the next preview is another process
    cache._file_hash.cache_clear()

    def hashed_again(*_args: object) -> None:
        raise AssertionError("hashed again")

    monkeypatch.setattr(cache.hashlib, "file_digest", hashed_again)  # the spec file's bytes
    monkeypatch.setattr(cache, "_fingerprint", hashed_again)  # the generator's sources
    assert lookup(spec_file, "light") == ENTRY


def test_the_digests_remembered_give_the_same_keys_and_a_changed_file_is_hashed_again(folder, spec_file, monkeypatch):
    monkeypatch.setattr(cache, "_SETTLED_NS", 0)
    cache.generator_fingerprint.cache_clear()
    cache._file_hash.cache_clear()
    remember(spec_file, "light", ENTRY)
    cache.generator_fingerprint.cache_clear()
    cache._file_hash.cache_clear()
    assert lookup(spec_file, "light") == ENTRY  # from the remembered digests: the same entry
    assert '"file\\u0000' in (folder / "digests.json").read_text()
    spec_file.write_text("openapi: 3.0.0\ninfo: {title: Changed, version: '2'}\n")
    assert lookup(spec_file, "light") is None


def test_a_file_changed_in_the_last_two_seconds_is_not_remembered(folder, spec_file):
    cache._file_hash.cache_clear()
    cache.warm_keys(spec_file)  # written by the fixture just now
    digests = folder / "digests.json"
    assert not digests.exists() or '"file\\u0000' not in digests.read_text()


def test_a_first_answer_is_kept_as_written_and_not_read_where_others_may_write(folder, spec_file):
    record = {"request": {"line": ["GET", "/pets"]}, "status": 200, "headers": [], "body": ""}
    assert cache.first_answer_kept(spec_file) is None
    cache.keep_first_answer(spec_file, record)
    assert cache.first_answer_kept(spec_file) == record
    (entry,) = folder.glob("*.first")
    entry.chmod(0o666)
    assert cache.first_answer_kept(spec_file) is None
    entry.chmod(0o600)
    entry.write_text("not json")
    assert cache.first_answer_kept(spec_file) is None
