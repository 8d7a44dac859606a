"""chat, offline, on held6's misses by cause and fresh phrasings of each: "what's the call /
request / route / query for X" asks an operation, not X's fields; what an operation requires;
whether one operation needs credentials (Yes and the scheme, or No); everyday verbs for deleting
everything (wipe, clear out, purge), executing a command, pausing and resuming, cleaning up; the
parameter that caps how many items come back, named; a resource named in several words before
"list"; a nested operation under another parent is not the resource's. Answered without the
spec search, so the rules and the operation scoring are what answer."""

from __future__ import annotations

from tests.assist.test_chat_generalizes import SWAPI
from tests.assist.test_chat_questions_as_asked import DOCKER, KINTO, PETSTORE, STRIPE, SWAGGER, XERO, ask

RECORDS = "/buckets/{bucket_id}/collections/{collection_id}/records"


def test_the_call_for_doing_something_is_its_operation_not_the_types_fields():
    assert "`ContainerUnpause` (POST /containers/{id}/unpause)" in ask(
        DOCKER, "what's the call for unpausing a container?", False
    )
    said = ask(STRIPE, "what's the call for finalizing a draft invoice?", False)
    assert "`PostInvoicesInvoiceFinalize` (POST /v1/invoices/{invoice}/finalize)" in said
    assert "`emailInvoice` (POST /Invoices/{InvoiceID}/Email)" in ask(
        XERO, "what's the endpoint for emailing an invoice?", False
    )
    assert "`logoutUser` (GET /user/logout)" in ask(SWAGGER, "what's the request for signing a user out?", False)


def test_the_query_for_a_single_thing_in_graphql_is_its_read():
    said = ask(SWAPI, "what's the query for a single starship?", False)
    assert "`starship` (query starship)" in said and "allStarships" not in said


def test_what_doing_something_requires_lists_its_inputs():
    said = ask(SWAGGER, "what does logging in require?", False)
    assert "`username`" in said and "`password`" in said
    said = ask(SWAGGER, "what inputs does adding a pet take?", False)
    assert "`name`" in said and "`photoUrls`" in said


def test_credentials_for_one_operation_are_a_yes_naming_its_scheme():
    said = ask(SWAGGER, "do I need an api key to see the store inventory?", False)
    assert said.startswith("Yes") and "api_key" in said and "`getInventory`" in said
    said = ask(XERO, "do I need OAuth to list invoices?", False)
    assert said.startswith("Yes") and "OAuth2" in said and "`getInvoices`" in said


def test_an_operation_declaring_no_credentials_or_optional_ones_is_a_no():
    assert ask(SWAGGER, "is authentication required to place an order?", False).startswith("No")
    assert ask(PETSTORE, "do I need to authenticate to delete a pet?", False).startswith("No")


def test_the_apis_authentication_in_general_still_lists_its_schemes():
    said = ask(SWAGGER, "what authentication does the API use?", False)
    assert "petstore_auth" in said and "api_key" in said


def test_wiping_clearing_or_purging_everything_is_the_collections_delete():
    assert f"`delete_records` (DELETE {RECORDS})" in ask(
        KINTO, "how can I wipe all the records of a collection?", False
    )
    said = ask(KINTO, "how do I clear out all the groups of a bucket?", False)
    assert "`delete_groups` (DELETE /buckets/{bucket_id}/groups)" in said
    assert "`delete_buckets` (DELETE /buckets)" in ask(KINTO, "is there a way to purge every bucket?", False)


def test_removing_many_in_one_go_is_the_prune_where_the_api_has_one():
    said = ask(DOCKER, "is there a way to remove stopped containers in one go?", False)
    assert said.startswith("Yes") and "`ContainerPrune` (POST /containers/prune)" in said
    said = ask(DOCKER, "how do I get rid of all stopped containers at once?", False)
    assert "`ContainerPrune` (POST /containers/prune)" in said


def test_running_a_command_in_a_container_is_its_exec_not_its_processes():
    said = ask(DOCKER, "how can I run a command inside a running container?", False)
    assert "`ContainerExec` (POST /containers/{id}/exec)" in said and "ContainerTop" not in said


def test_suspending_is_a_pause_and_resuming_a_paused_thing_its_unpause():
    assert "`ContainerPause`" in ask(DOCKER, "how do I suspend a running container?", False)
    said = ask(DOCKER, "what's the call to resume a paused container?", False)
    assert "`ContainerUnpause` (POST /containers/{id}/unpause)" in said


def test_limiting_how_many_items_come_back_names_the_parameter():
    said = ask(DOCKER, "can I limit how many containers the list returns?", False)
    assert said.startswith("Yes") and "`limit`" in said and "`ContainerList`" in said
    said = ask(DOCKER, "can I cap how many results an image search returns?", False)
    assert said.startswith("Yes") and "`limit`" in said and "`ImageSearch`" in said
    assert "`limit`" in ask(STRIPE, "can I limit how many payouts come back?", False)


def test_a_resource_named_in_several_words_before_list_beats_a_shorter_name():
    said = ask(XERO, "is the manual journals list paged?", False)
    assert said.startswith("Yes") and "`getManualJournals`" in said and "`page`" in said


def test_an_operation_under_another_parent_is_not_the_resources_own():
    said = ask(XERO, "can I delete a contact?", False)
    assert said.startswith("No") and "deleteContactGroupContacts" not in said


def test_several_requests_in_one_call_is_the_batch():
    assert "`batch` (POST /batch)" in ask(KINTO, "can I send several requests in one call?", False)


def test_what_must_be_included_lists_the_required_body_fields():
    said = ask(PETSTORE, "what must I include when creating an owner?", False)
    assert all(f"`{f}` (required)" in said for f in ("firstName", "lastName", "email"))


def test_calling_an_operation_without_credentials_is_a_yes_where_it_needs_none():
    said = ask(PETSTORE, "can I call listOwners without logging in?", False)
    assert said.startswith("Yes") and "`listOwners`" in said
    said = ask(SWAGGER, "can I see the store inventory without an api key?", False)
    assert said.startswith("No") and "api_key" in said


def test_the_options_of_an_operation_asked_by_what_it_does_are_all_its_parameters():
    said = ask(DOCKER, "what options does removing a container take?", False)
    assert "`ContainerDelete`" in said and "`force`" in said and "`v`" in said


def test_a_parameter_said_as_the_verb_is_named_with_the_operation():
    said = ask(DOCKER, "can I follow a container's logs?", False)
    assert said.startswith("Yes") and "`ContainerLogs`" in said and "`follow`" in said


def test_dangling_things_are_what_a_prune_deletes():
    assert "`ImagePrune` (POST /images/prune)" in ask(DOCKER, "how do I delete dangling images?", False)


def test_protected_asks_the_operations_credentials_and_public_flips_the_answer():
    said = ask(SWAGGER, "is the inventory endpoint protected?", False)
    assert said.startswith("Yes") and "api_key" in said and "`getInventory`" in said
    assert ask(SWAGGER, "is the inventory endpoint public?", False).startswith("No")
    assert ask(SWAGGER, "is placing an order public?", False).startswith("Yes")


def test_paging_of_a_list_named_by_its_operation_id_is_its_resources():
    said = ask(SWAPI, "does the allFilms query support paging?", False)
    assert said.startswith("Yes") and "`after`" in said and "`first`" in said


def test_renaming_what_the_api_cannot_update_is_a_no():
    assert ask(SWAPI, "can I rename a film?", False).startswith("No")
    assert "`ContainerRename` (POST /containers/{id}/rename)" in ask(DOCKER, "how do I rename a container?", False)


def test_what_can_be_passed_to_a_query_lists_its_arguments():
    assert "`filmID`" in ask(SWAPI, "what can I pass to the film query?", False)


def test_a_lists_cursor_parameter_is_its_page_token():
    assert "`_token`" in ask(KINTO, "what's the cursor parameter for records?", False)


def test_what_an_operation_accepts_is_every_parameter_not_only_the_required():
    said = ask(DOCKER, "what does stopping a container accept?", False)
    assert "`ContainerStop`" in said and "`signal`" in said and "`t`" in said


def test_without_something_names_the_flag_that_turns_it_off():
    said = ask(DOCKER, "can I build an image without a cache?", False)
    assert said.startswith("Yes") and "`ImageBuild`" in said and "`nocache`" in said


def test_emptying_a_parent_of_its_children_deletes_them_all():
    said = ask(KINTO, "what's the call for emptying a bucket of its collections?", False)
    assert "`delete_collections` (DELETE /buckets/{bucket_id}/collections)" in said


def test_restarting_a_stopped_thing_is_its_restart_not_its_stop():
    said = ask(DOCKER, "how do I restart a stopped container?", False)
    assert "`ContainerRestart` (POST /containers/{id}/restart)" in said and "ContainerStop" not in said


def test_all_of_a_nested_resource_is_its_collection_delete_under_the_parent_said():
    said = ask(XERO, "how do I wipe all contacts from a contact group?", False)
    assert "`deleteContactGroupContacts` (DELETE /ContactGroups/{ContactGroupID}/Contacts)" in said


def test_which_request_for_one_thing_is_its_read_not_its_list():
    said = ask(KINTO, "which request should I send to get one group?", False)
    assert "`get_group` (GET /buckets/{bucket_id}/groups/{id})" in said and "get_groups`" not in said


def test_an_action_said_in_a_when_clause_after_a_weak_verb_is_the_one_asked():
    said = ask(DOCKER, "can I see a container's size when inspecting it?", False)
    assert said.startswith("Yes") and "`ContainerInspect`" in said and "`size`" in said


def test_a_filter_by_a_parent_word_filters_the_top_level_list():
    said = ask(STRIPE, "can I filter disputes by charge?", False)
    assert said.startswith("Yes") and "`GetDisputes` (GET /v1/disputes)" in said and "`charge`" in said


def test_the_values_a_field_can_take_are_its_enum():
    said = ask(PETSTORE, "what values can a pet's status take?", False)
    assert all(v in said for v in ("available", "pending", "adopted"))
    said = ask(SWAGGER, "what statuses can an order have?", False)
    assert all(v in said for v in ("placed", "approved", "delivered"))


def test_the_type_of_a_field_is_said():
    assert "`Pet.price` is a number" in ask(PETSTORE, "what type is a pet's price?", False)


def test_an_action_word_only_in_a_plural_noun_of_the_path_is_not_the_verb():
    said = ask(DOCKER, "can I update a container's resources?", False)
    assert "`ContainerUpdate` (POST /containers/{id}/update)" in said and "ContainerChanges" not in said


def test_by_its_id_is_the_read_taking_the_id():
    said = ask(SWAGGER, "what's the endpoint to find a pet by its id?", False)
    assert "`getPetById` (GET /pet/{petId})" in said and "findPetsByStatus" not in said


def test_signing_a_user_in_is_logging_in():
    assert "`loginUser` (GET /user/login)" in ask(SWAGGER, "how can I sign a user in?", False)


def test_what_a_type_has_lists_its_fields():
    said = ask(SWAPI, "what does a Vehicle have?", False)
    assert "model" in said and "manufacturers" in said


def test_a_things_details_are_its_inspect():
    said = ask(DOCKER, "how do I get a container's details?", False)
    assert "`ContainerInspect` (GET /containers/{id}/json)" in said


def test_a_method_and_path_said_in_the_question_name_the_operation():
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "what does POST /v1/refunds do?", False)
    said = ask(SWAGGER, "what parameters does GET /pet/findByTags take?", False)
    assert "`findPetsByTags`" in said and "`tags`" in said


def test_a_need_said_without_a_question_word_is_asked():
    assert "`SecretInspect` (GET /secrets/{id})" in ask(DOCKER, "need to inspect a secret", False)
    assert "`deleteAccount` (DELETE /Accounts/{AccountID})" in ask(XERO, "need to delete an account", False)


def test_the_best_way_to_free_space_from_unused_things_is_their_prune():
    said = ask(DOCKER, "what's the best way to free up space from unused images?", False)
    assert "`ImagePrune` (POST /images/prune)" in said


def test_terse_questions_with_a_question_mark_are_asked():
    said = ask(DOCKER, "containers list params?", False)
    assert "`ContainerList`" in said and "`limit`" in said and "`filters`" in said
    assert ask(KINTO, "records pagination?", False).startswith("Yes")


def test_what_an_operation_returns_lists_the_returned_types_fields():
    said = ask(PETSTORE, "what does getPet return?", False)
    assert "`getPet` (GET /pets/{petId})" in said and "`Pet`" in said and "species" in said


def test_whether_a_field_must_be_sent_is_yes_where_required_and_no_where_optional():
    said = ask(PETSTORE, "do I have to send a species when adding a pet?", False)
    assert said.startswith("Yes") and "`species` is required" in said and "`createPet`" in said
    assert ask(PETSTORE, "do I have to send a breed when adding a pet?", False).startswith("No")


def test_whether_a_graphql_api_has_mutations_is_answered_from_its_operations():
    assert ask(SWAPI, "are there mutations?", False).startswith("No")
    assert "`vehicle` (query vehicle)" in ask(SWAPI, "is there a query to get one vehicle?", False)


def test_a_short_verb_is_not_read_inside_a_longer_word():
    said = ask(XERO, "which endpoint allocates a credit note?", False)
    assert "`createCreditNoteAllocation` (PUT /CreditNotes/{CreditNoteID}/Allocations)" in said


def test_a_passive_with_a_doubled_consonant_finds_the_action():
    said = ask(STRIPE, "can payouts be cancelled?", False)
    assert said.startswith("Yes") and "`PostPayoutsPayoutCancel`" in said


def test_what_creating_accepts_lists_the_body_fields():
    said = ask(STRIPE, "what does creating a customer accept?", False)
    assert "`PostCustomers`" in said and "`email`" in said and "`name`" in said


def test_whether_a_named_operation_takes_a_parameter_is_a_yes_naming_it():
    said = ask(KINTO, "does get_records take a _limit?", False)
    assert said.startswith("Yes") and "`_limit`" in said and "`get_records`" in said
