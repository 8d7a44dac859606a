"""customize through the LLM: offline edits first, the model's structured JSON for the rest."""

from __future__ import annotations

import json

import pytest

from copilot_cli import errors
from copilot_cli.ui.interface import generate as generate_offline
from copilot_cli.ui.render import extract_plan, render_sections
from tests.llm.conftest import llm_peer, slow_request
from tests.llm.openai_server import Status, text_stream

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def current(petstore_raw):
    return generate_offline(petstore_raw)


def answer(**fields) -> object:
    base = {
        "edits": [],
        "code": None,
        "description": "",
        "assumptions": [],
        "clarificationNeeded": False,
        "question": None,
        "options": [],
        "impossible": None,
    }
    return text_stream(json.dumps({**base, **fields}), piece=200)


async def customize(peer, code, prompt, request_id=1, **extra):
    return await slow_request(peer, request_id, "customize", {"currentCode": code, "prompt": prompt, **extra})


async def test_a_request_the_offline_editor_understands_costs_no_model_call(openai_server, current):
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Add a search bar to filter pets by name")
    assert reply["result"]["clarificationNeeded"] is False and "search" in reply["result"]["description"].lower()
    assert openai_server.requests == []


async def test_other_requests_go_to_the_model_whose_plan_edits_are_applied(openai_server, current, petstore_raw):
    openai_server.script = [
        answer(
            edits=[{"kind": "sort_by", "resource": "pets", "key": "name", "direction": "desc"}],
            description="Pets now list in reverse alphabetical order",
            assumptions=["Sorting is client-side"],
        )
    ]
    async with llm_peer(openai_server) as peer:
        reply = await customize(
            peer, current.code, "I'd love the pet list to begin with Zed and end with Abby", spec=petstore_raw
        )
    result = reply["result"]
    # what the page shows now, in the offline editor's words (the model's own may not say it)
    assert result["description"] == "The Pets table now starts sorted by 'Name', descending"
    assert "Sorting is client-side" in result["assumptions"]
    plan = extract_plan(result["code"])
    assert plan.edits[-1].kind == "sort_by" and plan.edits[-1].direction == "desc"
    assert result["code"] == "".join(render_sections(plan))  # still the template's code: later offline edits work
    body = openai_server.requests[0].body
    prompt = body["messages"][1]["content"]
    assert body["response_format"] == {"type": "json_object"} and '"kind": "sort_by"' in prompt and "Zed" in prompt


@pytest.mark.parametrize(
    ("prompt", "edit"),
    [
        ("make the pets dance when I hover over them", {"kind": "hide_column", "resource": "pets", "key": "name"}),
        (
            "print an adoption certificate for every pet",
            {"kind": "sort_by", "resource": "owners", "key": "lastName", "direction": "asc"},
        ),
        ("do my payroll every Friday", {"kind": "set_theme", "theme": "dark"}),
    ],
)
async def test_a_model_edit_the_request_does_not_speak_of_is_not_returned(openai_server, current, prompt, edit):
    """Where the offline editor understood nothing, a model edit changing what the request never
    names is a change nobody asked for, worse than the offline refusal (issue 25)."""
    openai_server.script = [answer(edits=[edit], description="Done")]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, prompt)
    error = reply["error"]
    assert error["code"] == errors.CUSTOMIZATION_FAILED
    assert error["data"]["reason"].startswith(
        f"the model's {edit['kind']} is not one the request speaks of; the offline editor could not do it either: "
    )


async def test_the_model_may_rewrite_the_api_specific_code_and_later_requests_keep_it(openai_server, current):
    sections = list(render_sections(extract_plan(current.code)))
    new_app = sections[-2].replace(
        "export default function App() {", "// a welcome banner\nexport default function App() {"
    )
    openai_server.script = [
        answer(code=new_app, description="Added a welcome banner"),
        answer(code=new_app.replace("a welcome banner", "a bigger banner"), description="Bigger"),
    ]
    async with llm_peer(openai_server) as peer:
        first = (await customize(peer, current.code, "Greet people with a banner", tabId="t1"))["result"]
        assert "// a welcome banner" in first["code"] and first["code"].startswith("".join(sections[:-2]))
        second = (await customize(peer, first["code"], "make the banner bigger", tabId="t1", request_id=2))["result"]
    assert "// a bigger banner" in second["code"]
    later = openai_server.requests[1].body["messages"][1]["content"]
    assert "must be []" in later and "// a welcome banner" in later  # edits would re-render and drop the model's code


async def test_the_model_can_ask_a_clarification_whose_every_answer_the_interface_can_act_on(openai_server, current):
    openai_server.script = [
        answer(clarificationNeeded=True, question="Which table: pets or owners?", options=["Pets", "Owners", "Both"])
    ]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "hide the id column")
    assert reply["result"] == {
        "code": None,
        "clarificationNeeded": True,
        "question": "Which table: pets or owners?",
        "options": ["Pets", "Owners", "Both"],
    }


@pytest.mark.parametrize(
    "prompt",
    ["Make the big list friendlier", "print an adoption certificate for every pet", "make the table better"],
)
async def test_a_clarification_whose_answers_lead_to_no_change_is_not_returned(openai_server, current, prompt):
    """Issue 25: the model's questions on requests the offline editor declined named real tables
    and read as questions, and picking any option still changed nothing: a nonsense clarification.
    The offline editor's refusal is said instead, with why the model's question was not asked."""
    openai_server.script = [
        answer(clarificationNeeded=True, question="Which table should change?", options=["Pets", "Owners"])
    ]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, prompt)
    error = reply["error"]
    assert error["code"] == errors.CUSTOMIZATION_FAILED and error["data"]["suggestions"]
    assert error["data"]["reason"].startswith(
        "the model asked a question whose answers lead to no change of this interface; "
        "the offline editor could not do it either: "
    )


@pytest.mark.parametrize(
    "script, reason",
    [
        ([answer(impossible="The API has no vaccination records")], "vaccination"),
        ([answer(edits=[{"kind": "sort_by", "resource": "vaccinations", "key": "date"}])], ""),
        ([answer(edits=[{"kind": "set_page_size", "size": 100000}])], "cannot take"),
        ([answer(code="function App( {")], "does not parse"),
        ([text_stream("not json at all")], "proposed no change"),
        ([Status(500), Status(500)], "HTTP 500"),
    ],
)
async def test_failures_are_customization_failed_with_a_reason_and_suggestions(openai_server, current, script, reason):
    openai_server.script = script
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Track the vaccinations of each pet")
    error = reply["error"]
    assert error["code"] == errors.CUSTOMIZATION_FAILED and reason in error["data"]["reason"]
    assert isinstance(error["data"]["suggestions"], list) and error["data"]["suggestions"]


async def test_a_hand_edited_runtime_is_refused_as_offline(openai_server, current):
    edited = current.code.replace("function ", "function  ", 1)
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, edited, "Greet people with a banner")
    assert reply["error"]["code"] == errors.CUSTOMIZATION_FAILED and "by hand" in reply["error"]["data"]["reason"]
    assert openai_server.requests == []


async def test_429_is_rate_limited(openai_server, current):
    openai_server.script = [Status(429, headers={"Retry-After": "2"})]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Greet people with a banner")
    assert reply["error"]["code"] == errors.RATE_LIMITED and reply["error"]["data"]["retryAfterMs"] == 2000


async def test_model_first_sends_even_understood_requests_to_the_model(openai_server, current):
    openai_server.script = [answer(edits=[{"kind": "set_theme", "theme": "dark"}], description="Dark")]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    assert extract_plan(reply["result"]["code"]).app.theme == "dark" and len(openai_server.requests) == 1


async def test_after_an_llm_generate_data_edits_stay_offline_and_keep_the_models_intro(openai_server, petstore_raw):
    intro = "Find a pet waiting for a home by its species, breed and status, and follow it until someone adopts it."
    openai_server.script = [text_stream(json.dumps({"intros": {"pets": intro}}), piece=500)]
    async with llm_peer(openai_server) as peer:
        generated = (await slow_request(peer, 1, "generate", {"spec": petstore_raw, "tabId": "t1"}))["result"]
        assert generated["author"]["by"] == "model"
        hidden = (await customize(peer, generated["code"], "Hide the id column in pets", tabId="t1", request_id=2))[
            "result"
        ]
        assert len(openai_server.requests) == 1  # no model call for a data edit
        assert intro in hidden["code"] and extract_plan(hidden["code"]).edits[-1].kind == "hide_column"
        # the navigation's labels are data now (the module's packed planData, 14a4fd4), not the model's part:
        # a rename is a data edit too, applied offline, and the model's intro (the plan's) stays
        renamed = (await customize(peer, hidden["code"], "Rename the Pets page to Animals", tabId="t1", request_id=3))[
            "result"
        ]
    assert len(openai_server.requests) == 1 and intro in renamed["code"]
    assert extract_plan(renamed["code"]).resource("pets").intro == intro
    assert extract_plan(renamed["code"]).edits[-1].kind != "hide_column"  # the rename was applied after it


async def test_an_unreachable_endpoint_falls_back_to_the_offline_editor_and_says_so(openai_server, current):
    async with llm_peer(openai_server, base_url="http://127.0.0.1:9/v1") as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    assert extract_plan(result["code"]).app.theme == "dark"
    assert "the model was not used" in result["description"] and "cannot reach" in result["description"]


@pytest.mark.parametrize(
    "question, options",
    [
        ("What changes were made to the API?", []),
        ("Do you want that?", ["Yes", "No"]),
        ("Which one?", ["Pets", "Pets"]),
        ("", ["Pets", "Owners"]),
        ("What changed, one sentence?", ["Pets", "Owners"]),  # the prompt template's words (issue 25)
        ("Which theme?", [f"Pets {n}" for n in range(20)]),  # one option looped
        ("Which one should change?", ["The big one", "The small one"]),  # names nothing of the interface
        ("Which pet?", ["Pets", "Petstore users"]),  # 'pet' alone is no label of 'Petstore users'
    ],
)
async def test_a_clarification_without_real_options_is_a_failed_answer_and_the_offline_editor_answers(
    openai_server, current, question, options
):
    openai_server.script = [answer(clarificationNeeded=True, question=question, options=options)]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    assert result["clarificationNeeded"] is False and extract_plan(result["code"]).app.theme == "dark"
    assert "clarification without real options" in result["description"]


async def test_model_code_that_crashes_when_rendered_is_repaired_with_the_error(openai_server, current):
    sections = list(render_sections(extract_plan(current.code)))
    good = sections[-2].replace(
        "export default function App() {", "// a welcome banner\nexport default function App() {"
    )
    crashing = good.replace('PLAN.resourcesById["pets"]', 'PLAN.resourcesById["pet"]')  # no such resource
    assert crashing != good
    openai_server.script = [answer(code=crashing, description="Banner"), answer(code=good, description="Banner")]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Greet people with a banner")
    result = reply["result"]
    assert "// a welcome banner" in result["code"] and 'resourcesById["pet"]' not in result["code"]
    repair = openai_server.requests[1].body["messages"][-1]["content"]
    assert "render check failed" in repair and "Cannot read properties of undefined" in repair


async def test_model_code_that_crashes_twice_is_never_returned(openai_server, current):
    sections = list(render_sections(extract_plan(current.code)))
    crashing = sections[-2].replace('PLAN.resourcesById["pets"]', 'PLAN.resourcesById["pet"]')
    assert crashing != sections[-2]
    openai_server.script = [answer(code=crashing), answer(code=crashing)]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Greet people with a banner")
    assert reply["error"]["code"] == errors.CUSTOMIZATION_FAILED
    assert "crashes when rendered" in reply["error"]["data"]["reason"]


async def test_a_spec_sent_with_customize_grounds_the_tabs_later_chat_without_a_generate(
    openai_server, current, petstore_raw
):
    openai_server.script = [
        answer(edits=[{"kind": "set_theme", "theme": "dark"}], description="Dark"),
        text_stream(json.dumps({"message": "Use createPet (POST /pets).", "suggestions": []})),
    ]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        done = await customize(peer, current.code, "Switch to dark mode", tabId="g1", spec=petstore_raw)
        assert done["result"]["clarificationNeeded"] is False
        chat = {"message": "Which endpoint creates a pet?", "context": {"tabId": "g1", "hasActiveSpec": True}}
        reply = await slow_request(peer, 2, "chat", chat)
    assert "createPet" in reply["result"]["message"]
    prompt = openai_server.requests[1].body["messages"][1]["content"]
    assert "POST /pets" in prompt  # the spec index's context, though generate never ran for this tab


async def test_model_code_whose_other_page_crashes_is_caught_though_the_first_screen_renders(openai_server, current):
    sections = list(render_sections(extract_plan(current.code)))
    good = sections[-2].replace('intro=""', 'intro="Everyone who adopts."', 1)
    broken = good.replace('PLAN.resourcesById["owners"]', 'PLAN.resourcesById["owner"]')  # not the first screen
    assert broken != good and good != sections[-2]
    openai_server.script = [answer(code=broken, description="Intros"), answer(code=good, description="Intros")]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Add a short intro to each list")
    result = reply["result"]
    assert 'intro="Everyone who adopts."' in result["code"] and 'resourcesById["owner"]' not in result["code"]
    repair = openai_server.requests[1].body["messages"][-1]["content"]
    assert "render check failed: on page resource:owners:" in repair


async def test_a_model_edit_that_changes_nothing_on_the_page_is_not_returned(openai_server, current):
    openai_server.script = [answer(edits=[{"kind": "set_theme", "theme": "light"}], description="Made it dark")]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    assert extract_plan(result["code"]).app.theme == "dark"  # the offline editor's change
    assert "The model's edit changes nothing on the page" in result["description"]


async def test_a_model_too_slow_for_the_deadline_yields_the_offline_answer_in_time(openai_server, current):
    from copilot_cli.rpc.server import ServerSettings
    from tests.llm.openai_server import Stream

    openai_server.script = [Stream(["{"], first_delay_s=60.0)]  # reads its prompt for a minute
    async with llm_peer(openai_server, ServerSettings(timeouts={"customize": 4.0})) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    assert extract_plan(result["code"]).app.theme == "dark"
    assert "the model was not used: the model did not answer within" in result["description"]


async def test_a_model_edit_other_than_the_change_the_offline_editor_understood_is_not_returned(openai_server, current):
    openai_server.script = [answer(edits=[{"kind": "hide_column", "resource": "pets", "key": "breed"}])]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    plan = extract_plan(result["code"])
    assert plan.app.theme == "dark" and "breed" in [c.key for c in plan.resource("pets").list_.columns]
    assert "the model's edits do not make the change the request asks for" in result["description"]


async def test_a_model_asking_about_a_request_whose_change_is_clear_gets_the_offline_change(openai_server, current):
    openai_server.script = [answer(clarificationNeeded=True, question="Which table?", options=["Pets", "Owners"])]
    async with llm_peer(openai_server) as peer:
        peer.engine.customize_strategy = "model-first"
        reply = await customize(peer, current.code, "Switch to dark mode")
    result = reply["result"]
    assert result["clarificationNeeded"] is False and extract_plan(result["code"]).app.theme == "dark"
    assert "the model asked a question about a request whose change is clear" in result["description"]


async def test_the_offline_editors_refusal_is_made_once_and_said_with_the_models_when_the_model_fails(
    openai_server, current, monkeypatch
):
    """Offline-first asks the model only once the offline editor has declined: when the model
    fails too, that refusal is said as it was made, not made again (twice) in the time left."""
    from copilot_cli.assist import customize as offline_editor

    runs = []
    editor = offline_editor.customize

    def counted(*args, **kwargs):
        runs.append(args[3])
        return editor(*args, **kwargs)

    monkeypatch.setattr(offline_editor, "customize", counted)
    openai_server.script = [answer(impossible="The API has no vaccination records")]
    async with llm_peer(openai_server) as peer:
        reply = await customize(peer, current.code, "Track the vaccinations of each pet")
    reason = reply["error"]["data"]["reason"]
    assert reason.startswith("the model found it impossible: The API has no vaccination records; ")
    assert "the offline editor could not do it either: " in reason and reply["error"]["data"]["suggestions"]
    assert runs == ["Track the vaccinations of each pet"]
