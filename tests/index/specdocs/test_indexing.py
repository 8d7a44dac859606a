"""A NormalizedSpec indexed as documents and searched with the same machinery as files."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.search.bm25 import search
from copilot_cli.index.specdocs.indexing import (
    check_tab_id,
    index_spec,
    remove_spec,
    search_spec,
    spec_document,
    spec_documents,
)
from copilot_cli.index.store.sqlite import Store
from copilot_cli.spec import load_spec
from tests.index.conftest import open_store
from tests.spec.shared import SPECS

ROOT = Path(__file__).resolve().parents[3]
PETSTORE = ROOT / "examples" / "petstore.yaml"
SWAPI = SPECS / "swapi-graphql_schema.graphql"


@pytest.fixture(scope="module")
def petstore():
    return load_spec(PETSTORE)


def test_one_document_per_operation_and_per_type(petstore) -> None:
    docs = spec_documents("tab-1", petstore)
    assert len(docs) == len(petstore.operations) + len(petstore.webhooks) + len(petstore.types)
    assert "spec/tab-1/operations/listPets" in docs and "spec/tab-1/types/Pet" in docs
    assert docs["spec/tab-1/operations/listPets"].startswith("operation listPets\nGET /pets\n")


def test_operations_are_found_by_their_words(petstore) -> None:
    store = Store(":memory:")
    index_spec(store, "tab-1", petstore)
    hit = search_spec(store, "tab-1", "list pets by status", top_k=3)[0]
    assert (hit.kind, hit.key) == ("operation", "listPets")
    assert "status" in hit.matched_terms
    assert all(h.kind == "type" for h in search_spec(store, "tab-1", "pet", kind="type"))
    assert "request body" in spec_document(store, "spec/tab-1/operations/createPet")


def test_reindexing_a_tab_replaces_its_documents_and_leaves_other_tabs(petstore) -> None:
    store = Store(":memory:")
    first = index_spec(store, "tab-1", petstore)
    index_spec(store, "tab-2", petstore)
    again = index_spec(store, "tab-1", petstore)
    assert again.removed == first.operations + first.types
    assert search_spec(store, "tab-2", "list pets")
    assert remove_spec(store, "tab-1") == first.operations + first.types
    assert search_spec(store, "tab-1", "list pets") == [] and search_spec(store, "tab-2", "list pets")


def test_graphql_root_fields_and_types_are_documents_too() -> None:
    store = Store(":memory:")
    report = index_spec(store, "sw", load_spec(SWAPI))
    assert report.operations > 5 and report.types > 20
    assert search_spec(store, "sw", "films of a planet", top_k=3)


def test_spec_documents_share_a_repository_store_without_touching_its_files(repo: Path, petstore) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    index_spec(store, "t", petstore)
    report = refresh(config, store)
    assert (report.added, report.updated, report.removed) == (0, 0, 0)
    assert search_spec(store, "t", "list pets")  # survived the disk refresh
    assert all(not h.path.startswith("spec/") for h in search(store, "pets", top_k=20).hits)


@pytest.mark.parametrize("tab_id", ["", "../x", "a/b", ".", "..", "x" * 200, "tab 1", "t\x00"])
def test_unsafe_tab_ids_are_refused(tab_id: str) -> None:
    with pytest.raises(ValueError):
        check_tab_id(tab_id)
