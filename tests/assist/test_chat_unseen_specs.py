"""chat, offline, on specs no fix was fitted to (Box's REST API, Shopify's Storefront GraphQL):
the causes their fresh paraphrases (benchmarks/assist_chat_paraphrases.py sets 16-18) showed, each
read as the general rule it is — an operation named by its method and path is named by its
summary; a `#fragment` on a path is the part that names it; copying is an action of its own; a
light verb ("leave a comment") makes the noun."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import DOCKER, SPECS, XERO, ask

BOX = SPECS / "box_openapi.json"
SHOPIFY = SPECS / "shopify-hydrogen_storefront.schema.json"
SWAPI = SPECS / "swapi-graphql_schema.graphql"


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


def test_a_graphql_input_object_argument_lists_the_fields_to_fill_in():
    said = ask(SHOPIFY, "what do I need to create a customer?", False)
    assert "`input` (argument)" in said and "`CustomerCreateInput`" in said
    assert "`email` (required)" in said and "`password` (required)" in said
    said = ask(SHOPIFY, "what arguments does cartLinesAdd take?", False)
    assert "`lines` (argument, required) — a `CartLineInput` with `merchandiseId` (required)" in said


def test_a_verb_and_its_object_said_as_a_note_asks_the_operation():
    assert "`collections` (query collections)" in ask(SHOPIFY, "list collections", False)
    assert "`post_files_content` (POST /files/content)" in ask(BOX, "upload file", False)
    assert "`delete_folders_id` (DELETE /folders/{folder_id})" in ask(BOX, "delete folder", False)


def test_what_is_inside_a_thing_is_the_list_nested_under_it_not_its_fields():
    said = ask(BOX, "how do I see what's inside a folder?", False)
    assert said.startswith("Use `get_folders_id_items` (GET /folders/{folder_id}/items)")
    assert ask(BOX, "what's in the trash?", False).startswith(
        "Use `get_folders_trash_items` (GET /folders/trash/items)"
    )


def test_everyday_words_reach_what_the_api_names_otherwise():
    assert "`ImageCreate` (POST /images/create)" in ask(DOCKER, "how do I download an image?", False)
    assert "`allPeople` (query allPeople)" in ask(SWAPI, "which query lists all the characters?", False)
    assert "`post_group_memberships` (POST /group_memberships)" in ask(BOX, "how do I add someone to a group?", False)
    said = ask(BOX, "how do I kick a user out of a group?", False)
    assert "`delete_group_memberships_id` (DELETE /group_memberships/{group_membership_id})" in said
    assert "`cartLinesRemove` (mutation cartLinesRemove)" in ask(
        SHOPIFY, "how do I take an item out of the cart?", False
    )
    assert "`articles` (query articles)" in ask(SHOPIFY, "which query gives me the blog posts?", False)


def test_smaller_batches_are_pages():
    said = ask(SWAPI, "how do I get the species in smaller batches?", False)
    assert said.startswith("Yes:") and "`first`" in said and "`after`" in said


def test_a_verb_no_action_class_knows_counts_where_the_operation_is_named_or_summarised_by_it():
    assert "`post_task_assignments` (POST /task_assignments)" in ask(BOX, "how do I assign a task to someone?", False)
    assert "`customerRecover` (mutation customerRecover)" in ask(
        SHOPIFY, "how do I send a password reset email?", False
    )


def test_a_verb_naming_a_state_the_thing_takes_updates_it():
    # Xero's Invoice `Status` takes VOIDED; a Contact's `ContactStatus`, ARCHIVED
    assert "`updateInvoice` (POST /Invoices/{InvoiceID})" in ask(XERO, "how do I void an invoice?", False)
    assert "`updateContact` (POST /Contacts/{ContactID})" in ask(XERO, "how do I archive a contact?", False)


def test_a_query_named_for_the_resource_in_the_plural_is_its_list():
    # the resource model took `productRecommendations` for Product's list; `products` is it
    assert "`products` (query products)" in ask(SHOPIFY, "how do I get a list of products?", False)
    said = ask(SHOPIFY, "are the products paginated?", False)
    assert said.startswith("Yes:") and "`products`" in said and "`first`" in said and "`after`" in said


def test_an_operation_telling_a_word_by_its_sense_tells_more_than_the_resource_rules_pick():
    said = ask(SHOPIFY, "how do I find products similar to one?", False)
    assert "`productRecommendations` (query productRecommendations)" in said


def test_one_item_is_read_by_the_sibling_named_for_the_item_not_for_a_key_unsaid():
    # Xero's Contacts resource reads by ContactNumber; /Contacts/{ContactID} is `getContact`
    assert "`getContact` (GET /Contacts/{ContactID})" in ask(XERO, "how do I look up a single contact?", False)
    said = ask(XERO, "how do I get a contact by its number?", False)
    assert "`getContactByContactNumber` (GET /Contacts/{ContactNumber})" in said


def test_trashing_deletes_and_bringing_back_restores():
    assert "`delete_files_id` (DELETE /files/{file_id})" in ask(BOX, "how do I move a file to the trash?", False)
    assert "`post_folders_id` (POST /folders/{folder_id})" in ask(BOX, "how do I bring back a deleted folder?", False)
    said = ask(BOX, "can I get a file's previous version back?", False)
    assert said.startswith("Yes") and "`put_files_id_versions_id`" in said


def test_signing_up_registers_and_a_profile_picture_is_an_avatar():
    assert "`createUser` (POST /user)" in ask(
        SPECS / "swagger-petstore_openapi.yaml", "how do I sign up a user?", False
    )
    said = ask(BOX, "how do I change a user's profile picture?", False)
    assert "`post_users_id_avatar` (POST /users/{user_id}/avatar)" in said


def test_who_is_in_a_thing_is_its_members_list():
    said = ask(BOX, "how do I see who is in a group?", False)
    assert said.startswith("Use `get_groups_id_memberships` (GET /groups/{group_id}/memberships)")


def test_a_thing_saying_who_did_something_has_the_field_named_by_its_stem():
    assert ask(SWAPI, "does a film say who directed it?", False).startswith("Yes: `Film` has `director`")


def test_getting_notified_makes_a_webhook():
    assert "`post_webhooks` (POST /webhooks)" in ask(BOX, "how do I get notified when a file changes?", False)


def test_what_a_thing_is_in_is_its_list_named_for_those():
    said = ask(BOX, "what groups is a user in?", False)
    assert said.startswith("Use `get_users_id_memberships` (GET /users/{user_id}/memberships)")
