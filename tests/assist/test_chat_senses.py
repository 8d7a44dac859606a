"""chat, offline: everyday words for what an API names otherwise (assist/chat_senses.py) — a
daemon or server "alive", "up" or "healthy" is its ping or heartbeat, money given back is a
refund, how much money there is is the balance (held8's Docker and Stripe misses, by cause)."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import DOCKER, KINTO, STRIPE, ask


def test_whether_the_daemon_is_alive_is_its_ping():
    assert "`SystemPing` (GET /_ping)" in ask(DOCKER, "how do I check the daemon is alive?", False)
    assert "`SystemPing` (GET /_ping)" in ask(DOCKER, "how can I tell whether docker is up?", False)


def test_whether_the_server_is_healthy_is_its_heartbeat():
    assert "`__heartbeat__` (GET /__heartbeat__)" in ask(KINTO, "how do I know the server is healthy?", False)


def test_money_given_back_is_a_refund():
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "how do I give a customer their money back?", False)


def test_how_much_money_there_is_is_the_balance():
    assert "`GetBalance` (GET /v1/balance)" in ask(STRIPE, "how much money is in my account?", False)


def test_a_daemon_responding_is_its_ping_and_a_health_check_endpoint_is_asked_of_the_api():
    assert "`SystemPing` (GET /_ping)" in ask(DOCKER, "is the docker daemon responding?", False)
    assert "`SystemPing` (GET /_ping)" in ask(DOCKER, "which endpoint is the health check?", False)


def test_my_account_is_the_askers_own_scope_not_the_account_resource():
    assert "`GetDisputes` (GET /v1/disputes)" in ask(STRIPE, "how do I see the disputes on my account?", False)
    assert "`GetEvents` (GET /v1/events)" in ask(STRIPE, "how do I list the events on my account?", False)


def test_running_fine_is_alive():
    assert "`SystemPing` (GET /_ping)" in ask(DOCKER, "how do I know docker is running fine?", False)


def test_the_next_one_is_the_upcoming_one():
    assert "`GetInvoicesUpcoming` (GET /v1/invoices/upcoming)" in ask(
        STRIPE, "how do I preview the next invoice?", False
    )


def test_a_shell_in_a_container_is_an_exec():
    said = ask(DOCKER, "how do I get a shell inside a running container?", False)
    assert "`ContainerExec` (POST /containers/{id}/exec)" in said


def test_who_owes_me_is_the_receivables():
    from tests.assist.test_chat_questions_as_asked import XERO

    said = ask(XERO, "how do I see who owes me money?", False)
    assert "`getReportAgedReceivablesByContact` (GET /Reports/AgedReceivablesByContact)" in said


def test_what_i_owe_is_the_payables_and_stays_a_question():
    from tests.assist.test_chat_questions_as_asked import XERO

    said = ask(XERO, "what do I owe to suppliers?", False)
    assert "`getReportAgedPayablesByContact` (GET /Reports/AgedPayablesByContact)" in said
