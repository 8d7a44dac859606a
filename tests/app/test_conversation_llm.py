"""chat through the LLM: grounded in the spec, with suggestions, retried per the table."""

from __future__ import annotations

import json
import socket

import pytest

from copilot_cli import errors
from copilot_cli.app.conversation_llm import read_reply
from tests.llm.conftest import RecordingSleep, llm_peer, slow_request
from tests.llm.openai_server import Status, text_stream

pytestmark = pytest.mark.anyio
CHAT = {
    "message": "Which endpoint creates a pet?",
    "context": {"tabId": "t1", "hasActiveSpec": True, "hasActiveInterface": True},
}


async def test_chat_answers_from_the_model_with_its_suggestions_and_the_spec_in_the_prompt(openai_server, petstore_raw):
    answer = {"message": "Use `createPet` (POST /pets).", "suggestions": ["Add a create form", "Show pets"]}
    openai_server.script = [text_stream(json.dumps(answer))]
    async with llm_peer(openai_server) as peer:
        from copilot_cli.app.services import remember_generation
        from copilot_cli.ui.interface import plan_for

        # the tab's session, as a generate with tabId leaves it
        remember_generation(peer.server.state, "t1", petstore_raw, plan_for(petstore_raw), "code")
        reply = await slow_request(peer, 2, "chat", CHAT)
    assert reply["result"] == answer
    prompt = openai_server.requests[0].body["messages"][1]["content"]
    assert "Which endpoint creates a pet?" in prompt and "POST /pets" in prompt  # grounded in the spec index
    assert openai_server.requests[0].body["response_format"] == {"type": "json_object"}


async def test_chat_retries_twice_with_backoff_then_answers(openai_server):
    openai_server.script = [Status(500), Status(502), text_stream('{"message": "Hi", "suggestions": []}')]
    sleep = RecordingSleep()
    async with llm_peer(openai_server, sleep=sleep) as peer:
        reply = await slow_request(peer, 1, "chat", {"message": "hello"})
    assert reply["result"]["message"] == "Hi" and reply["result"]["suggestions"]  # offline suggestions fill in
    assert sleep.calls == [3.0, 6.0] and len(openai_server.requests) == 3


async def test_a_model_failing_three_times_gets_the_offline_answer_saying_why(openai_server, petstore_raw):
    """Never worse than offline (issue 25): an endpoint answering 500 is no -32005 where the spec answers."""
    openai_server.script = [Status(500)] * 3
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 1, "chat", CHAT)
    message = reply["result"]["message"]
    assert message.startswith("This answer comes from the API spec, offline: the model's was not used (")
    assert "HTTP 500" in message and message.endswith("To create pets, use `createPet` (POST /pets).")
    assert len(openai_server.requests) == 3


async def test_a_stalled_stream_gets_the_offline_answer_saying_why(openai_server):
    openai_server.script = [text_stream('{"message": "Hi"', stall_after=1)] * 3
    async with llm_peer(openai_server, stall_timeout_s=0.2) as peer:
        reply = await slow_request(peer, 1, "chat", {"message": "hello"})
    assert "stalled" in reply["result"]["message"] and "offline" in reply["result"]["message"]


async def test_a_model_citing_an_operation_the_api_lacks_is_not_returned(openai_server, petstore_raw):
    openai_server.script = [text_stream(json.dumps({"message": "Use `addPet` (POST /pet).", "suggestions": []}))]
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 2, "chat", CHAT)
    assert reply["result"]["message"] == (
        "This answer comes from the API spec, offline: the model's was not used (it cites `addPet`, which the API "
        "does not have).\n\nTo create pets, use `createPet` (POST /pets)."
    )


async def test_a_model_disagreeing_with_the_spec_on_paging_is_not_returned(openai_server, petstore_raw):
    says_no = {"message": "No, the pets list returns everything at once.", "suggestions": []}
    openai_server.script = [text_stream(json.dumps(says_no))]
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 2, "chat", {**CHAT, "message": "does the pets list paginate?"})
    message = reply["result"]["message"]
    assert "it does not agree with the spec, which says Yes" in message
    assert message.endswith("Yes: Pets paginate page-style through `page`, `pageSize` on `listPets`.")


async def test_a_model_answer_citing_a_concrete_path_for_the_specs_is_not_returned(openai_server, petstore_raw):
    concrete = {"message": "Yes, call `deletePet` (DELETE /pets/42).", "suggestions": []}
    openai_server.script = [text_stream(json.dumps(concrete))]
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 2, "chat", {**CHAT, "message": "which endpoint deletes a pet?"})
    assert reply["result"]["message"] == (
        "This answer comes from the API spec, offline: the model's was not used (it does not name `deletePet` "
        "(/pets/{petId}) by its id and path, as the spec's answer does).\n\n"
        "To delete pets, use `deletePet` (DELETE /pets/{petId})."
    )


@pytest.mark.parametrize(
    ("question", "model"),
    [  # offline answers stating no Yes/No, operation or name a model answer could be checked against
        ("which file formats can I load?", "Experience UI loads OpenAPI 3.x and RAML files."),
        ("how do I add a filter to the table?", "Open the settings panel and tick Filters."),
    ],
)
async def test_a_model_answer_nothing_in_the_offline_one_can_check_is_not_returned(
    openai_server, petstore_raw, question, model
):
    openai_server.script = [text_stream(json.dumps({"message": model, "suggestions": []}))]
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 2, "chat", {**CHAT, "message": question})
    message = reply["result"]["message"]
    assert message.startswith(
        "This answer comes from the API spec, offline: the model's was not used (the spec's answer states "
        "nothing the model's could be checked against).\n\n"
    )
    assert model not in message


async def test_where_the_offline_answer_found_nothing_the_models_citing_real_operations_is_returned(
    openai_server, petstore_raw
):
    said = "Adopting one is `adoptPet` (POST /pets/{petId}/adopt); the API keeps no vaccination history."
    openai_server.script = [text_stream(json.dumps({"message": said, "suggestions": []}))]
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        reply = await slow_request(peer, 2, "chat", {**CHAT, "message": "what is the weather in Paris?"})
    assert reply["result"]["message"] == said


async def test_a_new_question_is_sent_without_the_tabs_history_and_a_follow_up_with_it(openai_server, petstore_raw):
    openai_server.script = [text_stream('{"message": "Use `deletePet`.", "suggestions": []}')] * 2
    async with llm_peer(openai_server) as peer:
        _ground(peer.server.state, petstore_raw)
        from copilot_cli.app.services import sessions

        sessions(peer.server.state).get("t1").remember("assistant", "The Pet table already filters by 'Status'")
        await slow_request(peer, 2, "chat", {**CHAT, "message": "which endpoint deletes a pet?"})
        await slow_request(peer, 3, "chat", {**CHAT, "message": "and how do I call it?"})
    first, second = (r.body["messages"][1]["content"] for r in openai_server.requests)
    assert "already filters by" not in first
    assert "already filters by" in second and "which endpoint deletes a pet?" in second


def _ground(state, petstore_raw) -> None:
    from copilot_cli.app.services import remember_generation
    from copilot_cli.ui.interface import plan_for

    remember_generation(state, "t1", petstore_raw, plan_for(petstore_raw), "code")


async def test_an_unreachable_llm_is_answered_offline_from_the_spec_and_the_answer_says_so(openai_server, petstore_raw):
    from copilot_cli.app.conversation import OFFLINE_NOTE

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{probe.getsockname()[1]}/v1"
    async with llm_peer(openai_server, base_url=closed) as peer:
        from copilot_cli.app.services import remember_generation
        from copilot_cli.ui.interface import plan_for

        remember_generation(peer.server.state, "t1", petstore_raw, plan_for(petstore_raw), "code")
        reply = await slow_request(peer, 2, "chat", CHAT)
    message = reply["result"]["message"]
    assert message.startswith(OFFLINE_NOTE) and "cannot reach" in message
    assert "POST /pets" in message  # the offline answer, cited from the spec
    assert reply["result"]["suggestions"]


async def test_chat_answers_429_with_rate_limited_and_retry_after(openai_server):
    openai_server.script = [Status(429, headers={"Retry-After": "12"})]
    async with llm_peer(openai_server) as peer:
        reply = await slow_request(peer, 1, "chat", {"message": "hello"})
    assert reply["error"]["code"] == errors.RATE_LIMITED and reply["error"]["data"]["retryAfterMs"] == 12000


async def test_chat_over_a_tiny_context_window_is_context_too_large_with_sizes(openai_server):
    async with llm_peer(openai_server, context_tokens=600) as peer:
        reply = await slow_request(peer, 1, "chat", {"message": "hello " * 400})
    assert reply["error"]["code"] == errors.CONTEXT_TOO_LARGE
    data = reply["error"]["data"]
    assert data["contextTokens"] == 600 and data["minimumTokens"] > 600 and data["promptTokens"] > 0
    assert openai_server.requests == []


def test_a_reply_that_is_not_json_is_taken_as_the_message():
    assert read_reply("Just text.", ["a"]) == ("Just text.", ["a"])
    assert read_reply('```json\n{"message": "m", "suggestions": ["s"]}\n```', ["a"]) == ("m", ["s"])


def _long_history(state, petstore_raw, turns: int) -> None:
    from copilot_cli.app.services import remember_generation, sessions
    from copilot_cli.ui.interface import plan_for

    remember_generation(state, "t1", petstore_raw, plan_for(petstore_raw), "code")
    session = sessions(state).get("t1")
    session.history.clear()
    for i in range(turns):
        session.remember("user" if i % 2 == 0 else "assistant", f"turn-{i}-marker " + "words " * 300)


async def test_a_small_window_drops_the_oldest_turns_before_the_spec_and_the_question(openai_server, petstore_raw):
    openai_server.script = [text_stream('{"message": "Use `createPet` (POST /pets).", "suggestions": []}')]
    follow_up = {**CHAT, "message": "And which endpoint creates a pet?"}  # the history goes with a follow-up
    async with llm_peer(openai_server, context_tokens=3000) as peer:
        _long_history(peer.server.state, petstore_raw, 8)
        reply = await slow_request(peer, 2, "chat", follow_up)
    assert reply["result"]["message"] == "Use `createPet` (POST /pets)."
    prompt = openai_server.requests[0].body["messages"][1]["content"]
    assert "turn-7-marker" in prompt and "turn-0-marker" not in prompt  # the oldest went first
    assert "POST /pets" in prompt and follow_up["message"] in prompt  # the spec context and the question stayed
    assert sum(len(m["content"]) for m in openai_server.requests[0].body["messages"]) / 4 <= 3000 - 600


async def test_a_question_too_big_for_the_window_is_context_too_large_with_the_budget(openai_server, petstore_raw):
    async with llm_peer(openai_server, context_tokens=1200) as peer:
        _long_history(peer.server.state, petstore_raw, 4)
        big = {**CHAT, "message": "And which endpoint creates a pet? " + "really " * 560}
        reply = await slow_request(peer, 2, "chat", big)
    error = reply["error"]
    assert error["code"] == errors.CONTEXT_TOO_LARGE
    data = error["data"]
    assert data["contextTokens"] == 1200 and data["reservedOutputTokens"] == 600
    assert data["minimumTokens"] > 1200 and data["promptTokens"] > 0 and data["droppedHistoryTurns"] == 4
    assert openai_server.requests == []  # never sent


async def test_a_question_gets_a_few_thousand_tokens_of_spec_context_however_big_the_window(openai_server):
    from copilot_cli.app.conversation_llm import CHAT_SPEC_TOKENS
    from copilot_cli.app.services import ground_tab
    from copilot_cli.spec import load_spec
    from tests.llm.conftest import ROOT

    moby = load_spec(ROOT / "tests" / "specs" / "moby_swagger.yaml")  # Docker's API: 100+ operations
    openai_server.script = [text_stream('{"message": "ContainerCreate", "suggestions": []}')]
    async with llm_peer(openai_server, context_tokens=128_000) as peer:
        ground_tab(peer.server.state, "t1", moby)
        await slow_request(peer, 2, "chat", {**CHAT, "message": "How do I create and start a container?"})
    prompt = openai_server.requests[0].body["messages"][1]["content"]
    context = prompt.split("Relevant parts of its description:", 1)[1].split("Suggestions that would fit:", 1)[0]
    assert "ContainerCreate" in context and len(context) / 4 <= CHAT_SPEC_TOKENS


def test_an_answer_cut_off_by_the_token_limit_keeps_what_the_message_said():
    """A small model wrote past REPLY_TOKENS (seen with Qwen2.5-Coder-0.5B): the JSON never closed."""
    cut = '{"message": "Use `updatePet` (PUT /pets/{petId}); it takes \\"name\\" and \\"species\\", and the\\'
    assert read_reply(cut, ["Show pets"]) == (
        'Use `updatePet` (PUT /pets/{petId}); it takes "name" and "species", and the',
        ["Show pets"],
    )
    assert read_reply('```json\n{"message": "createPet', []) == ("createPet", [])
    assert read_reply("Just words.", ["x"]) == ("Just words.", ["x"])  # not JSON at all: the text itself


def test_the_offline_answers_yes_or_no_is_one_the_models_answer_starts_with_whatever_the_question(petstore_raw):
    """When in doubt the offline answer wins: a model answer without the offline Yes or No says less
    than it, though the question did not ask one (issue 25: a looser check let such answers pass)."""
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline = "No: `createPet` (POST /pets) also works without credentials."
    model = "Use `createPet` (POST /pets)."
    left_out = check_answer(model, offline, spec, "Which endpoint creates a pet, and what does it need?")
    assert left_out == "it does not agree with the spec, which says No"
    said_yes = check_answer("Yes: " + model, offline, spec, "Which endpoint creates a pet, and what does it need?")
    assert said_yes == "it does not agree with the spec, which says No"
    after_markup = check_answer("**No**: " + model, offline, spec, "Does creating a pet need credentials?")
    assert after_markup == "it does not agree with the spec, which says No"  # the answer does not start with it
    assert check_answer("No: " + model, offline, spec, "Does creating a pet need credentials?") is None


@pytest.mark.parametrize(
    ("question", "model"),
    [  # held5's five true but thinner model answers (Qwen2.5-Coder-0.5B), each once accepted
        ("which operation lists owners?", "operation listOwners"),
        ("which call adopts a pet?", "The adoptPet operation is called"),
        ("which endpoint deletes a pet?", "operation deletePet"),
        ("which endpoint creates a pet?", "use the following API endpoint: POST /pets"),
        ("can I delete an owner?", "Yes, there is an endpoint for that"),
    ],
)
def test_a_model_answer_thinner_than_the_offline_one_is_not_returned(petstore_raw, question, model):
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.assist.chat import answer
    from copilot_cli.assist.sessions import Session
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline, _ = answer(question, True, True, Session(tab_id="t", spec=spec, plan=None))
    problem = check_answer(model, offline, spec, question)
    assert problem is not None and "by its id and path" in problem


def test_a_model_answer_naming_the_operation_by_id_and_path_is_returned(petstore_raw):
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline = "Yes: to delete owners, use `deleteOwner` (DELETE /owners/{ownerId})."
    question = "can I delete an owner?"
    assert check_answer("Yes: call `deleteOwner` (DELETE /owners/{ownerId}).", offline, spec, question) is None
    said_no = check_answer("No: use `deleteOwner` (DELETE /owners/{ownerId}).", offline, spec, question)
    assert said_no == "it does not agree with the spec, which says Yes"
    elsewhere = check_answer("Use `deleteOwner` (DELETE /owners).", offline, spec, "how do I delete an owner?")
    assert elsewhere is not None  # the id with another operation's path is not this operation


@pytest.mark.parametrize(
    "model",
    [
        "Yes — call deleteOwner: DELETE /owners/{ownerId}.",  # the id not as the spec's answer cites it
        "Yes, `deleteOwner` (DELETE /owners/7).",  # a concrete path, not the spec's
        "Yes, `deleteOwner` (DELETE /owners/{id}).",  # the parameter renamed
    ],
)
def test_a_model_answer_citing_the_operation_less_exactly_than_the_offline_one_is_not_returned(petstore_raw, model):
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline = "Yes: to delete owners, use `deleteOwner` (DELETE /owners/{ownerId})."
    problem = check_answer(model, offline, spec, "can I delete an owner?")
    assert problem == "it does not name `deleteOwner` (/owners/{ownerId}) by its id and path, as the spec's answer does"


def test_every_operation_the_offline_answer_offers_is_one_the_models_names(petstore_raw):
    """ "use `updatePet` or `patchPet`": the model's naming only the second says less, and may be
    the one the question did not mean."""
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    pets = [o for o in spec.operations if o.path == "/pets/{petId}"]
    first, second = pets[0], pets[1]
    offline = f"To change pets, use `{first.id}` ({first.method} {first.path}) or `{second.id}` ({second.method} {second.path})."
    only_second = f"Use `{second.id}` ({second.method} {second.path})."
    problem = check_answer(only_second, offline, spec, "how do I change a pet?")
    assert problem == f"it does not name `{first.id}` ({first.path}) by its id and path, as the spec's answer does"
    both = f"Use `{first.id}` ({first.method} {first.path}) or `{second.id}` ({second.method} {second.path})."
    assert check_answer(both, offline, spec, "how do I change a pet?") is None


def test_a_name_the_offline_answer_quotes_or_declares_is_one_the_models_states_spelled_the_same(petstore_raw):
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline = "The API declares apiKey (apiKey in the header 'X-API-Key')."
    assert check_answer("It uses an API key.", offline, spec, "how is this API authenticated?") == (
        "it leaves out `apiKey`, `X-API-Key`, which the spec's answer names"
    )
    lower = check_answer("The apiKey scheme: send x-api-key.", offline, spec, "how is this API authenticated?")
    assert lower == "it leaves out `X-API-Key`, which the spec's answer names"
    said = "The apiKey scheme: send your key in the X-API-Key header."
    assert check_answer(said, offline, spec, "how is this API authenticated?") is None


def test_an_offline_no_listing_what_the_api_has_instead_asks_only_for_the_no(petstore_raw):
    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.spec import ensure_normalized

    spec = ensure_normalized(petstore_raw)
    offline = "No: Petstore has no operation to update owners; it has `listOwners` (GET /owners)."
    assert check_answer("No, owners cannot be updated.", offline, spec, "can I update an owner?") is None


@pytest.mark.parametrize(
    ("question", "model"),
    [  # true, naming the operation by id and path, and still saying less than the spec's answer
        ("what does logging in require?", "Call `loginUser` (GET /user/login) with your credentials."),
        ("do I need an api key to see the store inventory?", "Yes: `getInventory` (GET /store/inventory) needs a key."),
    ],
)
def test_a_model_answer_leaving_out_a_parameter_or_scheme_the_offline_one_names_is_not_returned(question, model):
    from pathlib import Path

    from copilot_cli.app.chat_checks import check_answer
    from copilot_cli.assist.chat import answer
    from copilot_cli.assist.sessions import Session
    from copilot_cli.spec import load_spec

    path = Path(__file__).resolve().parents[1] / "specs" / "swagger-petstore_openapi.yaml"
    if not path.exists():
        pytest.skip(f"{path} is not available")
    spec = load_spec(path)
    offline, _ = answer(question, True, True, Session(tab_id="t", spec=spec, plan=None))
    problem = check_answer(model, offline, spec, question)
    assert problem is not None and problem.startswith("it leaves out `")
    whole = f"{model} It takes `username` and `password`; the scheme is api_key."
    assert check_answer(whole, offline, spec, question) is None
