"""One snake_case spelling of an identifier, for every place that matches a request's names to
an item's (the mock's seeded parents, dotted form names, filter and sort names)."""

from __future__ import annotations

from copilot_cli.common.identifiers import snake


def test_snake_case_breaks_at_each_word_and_keeps_acronyms_whole():
    assert snake("AccountSid") == "account_sid"  # a leading capital starts no empty word
    assert snake("userID") == "user_id"
    assert snake("HTTPServer") == "http_server"
    assert snake("created_at") == "created_at"
    assert snake("Email") == "email"
