"""chat, offline: the operation scoring (assist/chat_match.py) prefers the operation whose own
words say what the question says with the fewest words it does not — a top-level /v1/refunds
over a terminal reader's refund_payment, /v1/balance over a customer's cash_balance — and reads a
noun said as the verb ("refund a payment", "charge a card") as creating one (held8's Stripe misses,
by cause). Answered without the spec search, so the scoring is what answers."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import STRIPE, XERO, ask


def test_a_noun_said_as_the_verb_creates_one_on_its_top_level_collection():
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "how do I refund a payment?", False)
    said = ask(STRIPE, "how do I charge a card?", False)
    assert "`PostCharges` (POST /v1/charges)" in said or "`PostPaymentIntents` (POST /v1/payment_intents)" in said


def test_a_path_under_parents_the_question_does_not_name_loses_to_the_top_level_one():
    said = ask(STRIPE, "how do I see my account balance?", False)
    assert said.startswith("Use `GetBalance` (GET /v1/balance)")
    assert ask(STRIPE, "where do I see my balance?", False).startswith("Use `GetBalance` (GET /v1/balance)")


def test_a_light_verb_before_a_noun_creates_it():
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "how do I issue a refund?", False)
    assert "`createInvoices` (PUT /Invoices)" in ask(XERO, "how do I raise an invoice for a customer?", False)


def test_a_light_verb_creates_the_noun_unless_an_operation_is_named_for_both():
    assert "`PostPayouts` (POST /v1/payouts)" in ask(STRIPE, "how do I send a payout?", False)
    assert "`PostInvoicesInvoiceSend` (POST /v1/invoices/{invoice}/send)" in ask(
        STRIPE, "how do I send an invoice?", False
    )
    assert "`PostWebhookEndpoints` (POST /v1/webhook_endpoints)" in ask(
        STRIPE, "how do I set up a webhook endpoint?", False
    )


def test_a_verb_whose_noun_names_a_collection_creates_into_it():
    said = ask(XERO, "how do I pay an invoice?", False)
    assert "`createPayment` (POST /Payments)" in said or "`createPayments` (PUT /Payments)" in said


def test_emptying_a_thing_deletes_its_one_nested_collection():
    from tests.assist.test_chat_questions_as_asked import KINTO

    said = ask(KINTO, "how do I empty a collection?", False)
    assert "`delete_records` (DELETE /buckets/{bucket_id}/collections/{collection_id}/records)" in said


def test_give_before_a_noun_the_api_creates_is_creating_it():
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "how do I give a refund?", False)


def test_one_item_asked_with_a_weak_verb_is_the_items_read_not_the_list():
    from tests.assist.test_chat_questions_as_asked import KINTO

    said = ask(KINTO, "which call gives me one collection?", False)
    assert "`get_collection` (GET /buckets/{bucket_id}/collections/{id})" in said and "get_collections" not in said
