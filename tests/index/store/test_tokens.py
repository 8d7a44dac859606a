"""Identifier sub-tokens and FTS5-safe query expressions."""

from __future__ import annotations

import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.index.store.tokens import (
    path_text,
    query_terms,
    split_identifier,
    subtoken_text,
    term_expression,
    term_matches,
    words,
)


def test_identifiers_split_into_lowercase_words() -> None:
    assert split_identifier("refreshIndex") == ["refresh", "index"]
    assert split_identifier("max_open_lines") == ["max", "open", "lines"]
    assert split_identifier("HTTPServer") == ["http", "server"]
    assert split_identifier("parseJSON2") == ["parse", "json", "2"]


def test_camel_case_identifiers_get_a_sub_token_column_and_paths_too() -> None:
    assert subtoken_text("x = refreshIndex(a) + refreshIndex(b) + plain") == "refresh index"
    assert path_text("src/refreshIndex.ts") == "src/refreshIndex.ts refresh index"


def test_query_terms_drop_stopwords_and_punctuation_only_terms() -> None:
    assert query_terms("how does the Token parser work?") == ["does", "Token", "parser", "work"]
    assert query_terms("the a") == ["the", "a"]
    assert query_terms("*** --- ()") == []


def test_identifier_terms_also_match_their_words() -> None:
    assert term_expression("refreshIndex") == '("refreshIndex" OR "refresh index" OR "refreshindex")'
    assert term_matches("refreshIndex", words("def refresh_index(): pass"))
    assert not term_matches("refreshIndex", words("def refresh(): pass"))


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80))
def test_no_user_text_can_break_fts5_syntax(text: str) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(a)")
    conn.execute("INSERT INTO t VALUES ('some text')")
    terms = query_terms(text)
    if terms:
        conn.execute("SELECT * FROM t WHERE t MATCH ?", (" OR ".join(term_expression(t) for t in terms),)).fetchall()


def test_chunk_sub_tokens_list_each_camel_identifier_once_in_order() -> None:
    from copilot_cli.index.store.tokens import chunk_subtokens

    text = "self.refreshIndex(x)\nHTTPServer(refreshIndex)\nplain_words and_more\nparseJSON2()"
    assert chunk_subtokens(text) == "refresh index http server parse json 2"
