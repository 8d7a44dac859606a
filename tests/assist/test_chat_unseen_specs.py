"""chat, offline, on specs no fix was fitted to (Box's REST API, Shopify's Storefront GraphQL):
the causes their fresh paraphrases (benchmarks/assist_chat_paraphrases.py sets 16-18) showed, each
read as the general rule it is — an operation named by its method and path is named by its
summary; a `#fragment` on a path is the part that names it; copying is an action of its own; a
light verb ("leave a comment") makes the noun."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import SPECS, ask

BOX = SPECS / "box_openapi.json"
SHOPIFY = SPECS / "shopify-hydrogen_storefront.schema.json"


def test_an_operation_named_by_its_method_and_path_is_named_by_its_summary():
    # Box's `post_folders` is "Create folder"; `put_folders_id#add_shared_link` adds a shared link
    assert ask(BOX, "how do I make a new folder?", False).startswith("Use `post_folders` (POST /folders)")
    assert "`put_files_id` (PUT /files/{file_id})" in ask(BOX, "how can I rename a file?", False)


def test_a_fragment_naming_one_of_several_operations_on_a_path_counts_as_words_not_said():
    said = ask(BOX, "what do I need to send to create a folder?", False)
    assert "`post_folders`" in said and "`name` (required)" in said and "`parent` (required)" in said


def test_duplicating_is_copying():
    assert "`post_files_id_copy` (POST /files/{file_id}/copy)" in ask(BOX, "how do I duplicate a file?", False)


def test_leaving_a_comment_makes_one():
    assert "`post_comments` (POST /comments)" in ask(BOX, "how do I leave a comment on a file?", False)
