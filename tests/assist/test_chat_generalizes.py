"""chat, offline, on questions no rule was written for (held5's misses, by cause): everyday verbs
for what an operation does (halt, make, erase, get rid of, look up, browse), words only an
operation's summary or description says, a list asked where the API has none, the top-level
collection before a parent's, yes/no questions answered Yes or No first, and what an operation
needs asked as "what does creating X need?". Answered without the spec search, so the operation
scoring (assist/chat_match.py) is what answers."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import DOCKER, KINTO, PETSTORE, STRIPE, SWAGGER, XERO, ask

SWAPI = SWAGGER.parent / "swapi-graphql_schema.graphql"


def test_a_verb_the_rules_do_not_know_is_read_through_its_action_class():
    assert "`ContainerStop` (POST /containers/{id}/stop)" in ask(DOCKER, "what halts a running container?", False)
    assert "`ContainerStop` (POST /containers/{id}/stop)" in ask(DOCKER, "what stops a running container?", False)


def test_of_two_operations_of_one_action_the_words_of_the_description_choose():
    said = ask(DOCKER, "which call terminates a container with a signal?", False)
    assert "`ContainerKill` (POST /containers/{id}/kill)" in said


def test_make_a_new_thing_is_its_create_even_where_the_resource_has_no_create_role():
    said = ask(DOCKER, "which endpoint makes a new network?", False)
    assert "`NetworkCreate` (POST /networks/create)" in said


def test_get_rid_of_is_a_delete_not_a_get():
    said = ask(KINTO, "which call gets rid of a collection?", False)
    assert "`delete_collection` (DELETE /buckets/{bucket_id}/collections/{id})" in said


def test_words_only_the_summary_says_find_the_operation():
    said = ask(SWAGGER, "how do I see stock counts by status?", False)
    assert "`getInventory` (GET /store/inventory)" in said


def test_a_list_asked_where_the_api_has_none_is_a_no_not_the_items_read():
    said = ask(SWAGGER, "can I list all orders?", False)
    assert said.startswith("No:") and "getOrderById" in said  # what it does have
    assert ask(SWAGGER, "is there a way to list all users?", False).startswith("No:")


def test_the_top_level_collection_answers_before_a_parents_nested_one():
    assert "`GetRefunds` (GET /v1/refunds)" in ask(STRIPE, "how do I list refunds?", False)


def test_a_nested_operation_named_with_its_parent_cites_the_top_level_one_too():
    said = ask(STRIPE, "what call cancels a customer's subscription?", False)
    assert "`DeleteSubscriptionsSubscriptionExposedId` (DELETE /v1/subscriptions/{subscription_exposed_id})" in said
    assert "/v1/customers/{customer}/subscriptions/{subscription_exposed_id}" in said


def test_a_yes_no_question_answered_by_an_operation_starts_with_yes():
    said = ask(KINTO, "can I create an account?", False)
    assert said.startswith("Yes") and "`create_account` (POST /accounts)" in said
    said = ask(PETSTORE, "does the API let me browse all owners?", False)
    assert said.startswith("Yes") and "`listOwners` (GET /owners)" in said


def test_is_it_possible_to_do_what_the_api_has_no_operation_for_is_a_no():
    assert ask(PETSTORE, "is it possible to update an owner?", False).startswith("No:")
    assert ask(XERO, "is it possible to delete a user?", False).startswith("No:")


def test_what_doing_something_needs_lists_the_operations_required_inputs():
    said = ask(PETSTORE, "what does creating an owner need?", False)
    assert "`createOwner`" in said and all(f in said for f in ("firstName", "lastName", "email"))
    said = ask(PETSTORE, "what does adopting a pet need?", False)
    assert "`adoptPet`" in said and "ownerId" in said


def test_having_authorised_a_charge_is_not_a_question_about_authentication():
    said = ask(STRIPE, "I authorised a charge earlier; how do I capture it now?", False)
    assert "`PostChargesChargeCapture` (POST /v1/charges/{charge}/capture)" in said


def test_modify_said_of_an_api_resource_asks_the_api_not_how_to_customize():
    said = ask(SWAGGER, "how do I modify a user?", False)
    assert "`updateUser` (PUT /user/{username})" in said


def test_removing_every_item_of_a_collection_is_the_collections_delete():
    said = ask(KINTO, "how do I remove every record of a collection?", False)
    assert "`delete_records`" in said


def test_fetch_every_thing_lists_them():
    assert "`allFilms` (query allFilms)" in ask(SWAPI, "can I fetch every film?", False)


def test_the_plural_of_a_nested_resource_asks_its_list_and_one_of_them_its_read():
    said = ask(XERO, "which call gets the attachments of a contact?", False)
    assert "`getContactAttachments` (GET /Contacts/{ContactID}/Attachments)" in said
    assert "`species` (query species)" in ask(SWAPI, "how do I get one species?", False)


def test_the_verb_of_a_clause_after_until_is_not_the_action_asked():
    said = ask(DOCKER, "is there a way to wait until a container stops?", False)
    assert said.startswith("Yes") and "`ContainerWait` (POST /containers/{id}/wait)" in said


def test_a_verb_said_in_the_third_person_matches_the_operation_named_with_it():
    said = ask(STRIPE, "which endpoint closes a dispute?", False)
    assert "`PostDisputesDisputeClose` (POST /v1/disputes/{dispute}/close)" in said


def test_uploading_a_file_is_its_create_though_only_the_description_says_upload():
    said = ask(STRIPE, "can I upload a file?", False)
    assert said.startswith("Yes") and "`PostFiles` (POST /v1/files)" in said


def test_the_apis_own_spec_asked_with_a_spec_loaded_is_its_operation_not_our_formats():
    assert "`get_openapi_spec` (GET /__api__)" in ask(KINTO, "what returns the server's api spec?", False)


def test_a_yes_no_question_in_the_passive_asks_the_api():
    said = ask(PETSTORE, "Can pets be deleted?", False)
    assert said.startswith("Yes") and "`deletePet` (DELETE /pets/{petId})" in said
    assert ask(PETSTORE, "Are owners deletable through the API?", False).startswith("Yes")


def test_an_operation_saying_more_of_the_question_beats_the_resources_own_for_the_verb():
    said = ask(SWAGGER, "which endpoint adds a photo to a pet?", False)
    assert "`uploadFile` (POST /pet/{petId}/uploadImage)" in said  # not addPet
    said = ask(DOCKER, "Can I remove unused networks?", False)
    assert said.startswith("Yes") and "`NetworkPrune` (POST /networks/prune)" in said  # not NetworkDelete


def test_a_single_thing_asked_without_a_verb_is_its_read_not_the_list():
    said = ask(SWAPI, "Is there a query for a single person?", False)
    assert said.startswith("Yes") and "`person` (query person)" in said and "allPeople" not in said


def test_order_as_the_resources_own_noun_is_not_a_sort():
    said = ask(XERO, "how do I look up a purchase order by its number?", False)
    assert "`getPurchaseOrderByNumber` (GET /PurchaseOrders/{PurchaseOrderNumber})" in said


def test_a_wish_said_without_a_question_mark_is_asked_too():
    assert "`ContainerStats` (GET /containers/{id}/stats)" in ask(DOCKER, "I want to see a container's stats", False)
    assert "`createBankTransfer` (PUT /BankTransfers)" in ask(XERO, "I want to create a bank transfer", False)


def test_fetching_many_where_the_api_reads_only_one_is_a_no():
    assert ask(SWAGGER, "Is there any way to fetch orders in bulk?", False).startswith("No")


def test_the_api_said_as_the_api_is_not_a_resource_named_api():
    said = ask(KINTO, "does the API support deleting a user's data?", False)
    assert said.startswith("Yes") and "`delete_user-data`" in said


def test_the_verb_said_beats_its_classs_own_word():
    said = ask(DOCKER, "Which API call unpauses a container?", False)
    assert "`ContainerUnpause` (POST /containers/{id}/unpause)" in said  # not ContainerStart


def test_a_resources_own_search_operation_answers_before_its_lists_parameters():
    assert "`ImageSearch` (GET /images/search)" in ask(DOCKER, "How to search Docker Hub for images?", False)


def test_two_words_name_a_resource_named_as_one():
    said = ask(STRIPE, "does the API support deleting an invoice item?", False)
    assert "`DeleteInvoiceitemsInvoiceitem` (DELETE /v1/invoiceitems/{invoiceitem})" in said


def test_does_a_type_have_a_field_is_yes_naming_it():
    said = ask(PETSTORE, "does an owner have a phone number?", False)
    assert said.startswith("Yes") and "`phone`" in said
    said = ask(XERO, "does an invoice have a due date?", False)  # through the `Invoices` envelope
    assert said.startswith("Yes") and "`DueDate`" in said
    assert ask(PETSTORE, "does a pet have a colour field?", False).startswith("No")


def test_a_filter_another_read_of_the_resource_takes_is_a_yes_naming_that_read():
    said = ask(SWAGGER, "can the server filter pets by tags?", False)
    assert said.startswith("Yes") and "`findPetsByTags` (GET /pet/findByTags)" in said and "`tags`" in said


def test_a_list_asked_whether_it_takes_a_parameter_names_it():
    said = ask(DOCKER, "does a container list take a limit?", False)
    assert said.startswith("Yes") and "`ContainerList` (GET /containers/json)" in said and "`limit`" in said


def test_one_operation_named_by_the_words_answers_a_question_without_a_verb():
    said = ask(SWAGGER, "is there an endpoint to log in?", False)
    assert said.startswith("Yes") and "`loginUser` (GET /user/login)" in said


def test_what_an_operation_with_nothing_required_needs_lists_what_it_reads():
    said = ask(SWAGGER, "what does logging a user in need?", False)
    assert "`loginUser`" in said and "`username` (query, optional)" in said and "`password`" in said


def test_an_operation_saying_more_words_must_still_do_what_the_verb_asks():
    said = ask(XERO, "how do I record a payment?", False)
    assert "`createPayment`" in said or "`createPayments`" in said  # not getPaymentHistory ("history records")


def test_the_path_for_doing_something_is_its_operation_not_the_types_fields():
    assert "`getOwner` (GET /owners/{ownerId})" in ask(PETSTORE, "what's the path for getting an owner?", False)


def test_logging_out_said_in_the_gerund_is_the_logout_operation():
    assert "`logoutUser` (GET /user/logout)" in ask(SWAGGER, "what's the operation for logging out?", False)
    assert "`loginUser` (GET /user/login)" in ask(SWAGGER, "how do I log in a user?", False)
