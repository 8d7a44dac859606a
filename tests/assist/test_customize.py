"""customize end to end in memory: the plan comes back from the code, a question comes back when a
request fits several tables and the answer applies it, impossible requests and hand-edited code
are refused with a reason, and edits survive regenerating from a changed spec."""

from __future__ import annotations

import pytest

from copilot_cli import errors
from copilot_cli.assist.apply import regenerate
from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.ui.render import extract_plan, plan_comment, render
from tests.spec.shared import SPECS


@pytest.fixture
def pet_code(petstore):
    return render(petstore[1])


def test_a_request_changes_the_code_and_says_what_it_assumed(petstore, pet_code):
    spec, _ = petstore
    done = customize(SessionStore(), None, pet_code, "Add a filter for species", spec)
    plan = extract_plan(done.code)
    assert [f.key for f in plan.resource("pets").list_.clientFilters] == ["species"]
    assert "Species" in done.description
    assert "Filtering is client-side on the currently loaded data" in done.assumptions
    assert plan.edits[-1].kind == "add_filter"


def test_a_server_side_filter_is_preferred_when_the_api_has_one(petstore, pet_code):
    done = customize(SessionStore(), None, pet_code, "filter pets by status", petstore[0])
    assert any("server-side" in a for a in done.assumptions) or "already" in done.description


def test_clarification_round_trip_through_the_session(petstore, pet_code):
    store = SessionStore()
    asked = customize(store, "tab-1", pet_code, "Hide the id column", petstore[0])
    assert asked.code is None
    assert asked.options == ["Pets table", "Owners table", "Both tables"]
    assert "'Pets' table or the 'Owners' table" in asked.question
    done = customize(store, "tab-1", pet_code, "Owners table", petstore[0])
    plan = extract_plan(done.code)
    assert "id" not in [c.key for c in plan.resource("owners").list_.columns]
    assert "id" in [c.key for c in plan.resource("pets").list_.columns]


def test_clarification_answer_with_history_and_no_session(petstore, pet_code):
    history = [
        {"role": "user", "content": "Hide the id column"},
        {
            "role": "assistant",
            "content": "I found two tables in the interface. Which one should I hide that column in: the 'Pets' table or the 'Owners' table?",
        },
    ]
    done = customize(SessionStore(), None, pet_code, "Both tables", petstore[0], history)
    plan = extract_plan(done.code)
    assert all("id" not in [c.key for c in plan.resource(r).list_.columns] for r in ("pets", "owners"))


def test_an_impossible_request_is_refused_with_supported_suggestions(petstore, pet_code):
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, pet_code, "Add a 3D chart of adoptions", petstore[0])
    assert info.value.code == -32001
    assert info.value.data["reason"]
    assert "Switch to dark mode" in info.value.data["suggestions"]


def test_a_field_the_api_lacks_is_refused_with_close_matches(petstore, pet_code):
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, pet_code, "Sort pets by colour", petstore[0])
    assert "colour" in info.value.data["reason"]
    assert "Sort by Name" in info.value.data["suggestions"]


def test_a_too_large_page_is_refused_with_the_api_limit(discord):
    spec, plan = discord
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, plan_comment(plan), "Show 500 messages per page", spec)
    assert "at most 100" in info.value.data["reason"]
    assert info.value.data["suggestions"] == ["Show 100 rows per page"]


def test_hand_edited_code_is_detected_not_overwritten(petstore, pet_code):
    edited = pet_code.replace("function ListView(", "// my tweak\nfunction ListView(", 1)
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, edited, "Switch to dark mode", petstore[0])
    assert "edited by hand" in info.value.data["reason"]
    assert info.value.data["suggestions"]


def test_code_without_a_plan_is_refused(petstore):
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(
            SessionStore(), None, "export default function App() { return null; }", "Switch to dark mode", petstore[0]
        )
    assert "no Experience UI plan" in info.value.data["reason"]


def test_line_endings_are_not_hand_edits(petstore, pet_code):
    done = customize(SessionStore(), None, pet_code.replace("\n", "\r\n"), "Switch to dark mode", petstore[0])
    assert extract_plan(done.code).app.theme == "dark"


def test_the_plan_alone_is_accepted_as_current_code(petstore):
    done = customize(SessionStore(), None, plan_comment(petstore[1]), "Use a top navigation bar", petstore[0])
    assert extract_plan(done.code).app.layout == "topnav"


def test_customizations_accumulate_in_a_session(petstore, pet_code):
    store = SessionStore()
    code = pet_code
    for prompt in (
        "Switch to dark mode",
        "Sort pets by name descending",
        "Hide the breed column",
        "Show 10 pets per page",
    ):
        code = customize(store, "t", code, prompt, petstore[0]).code
    plan = extract_plan(code)
    assert [e.kind for e in plan.edits] == ["set_theme", "sort_by", "hide_column", "set_page_size"]
    assert plan.resource("pets").list_.pagination.defaultSize == 10


def test_edits_survive_regenerating_from_a_changed_spec(petstore, pet_code):
    spec, _ = petstore
    plan = extract_plan(customize(SessionStore(), None, pet_code, "Sort pets by name descending", spec).code)
    plan = extract_plan(customize(SessionStore(), None, render(plan), "Hide the breed column", spec).code)
    changed = spec.model_copy(update={"operations": [o for o in spec.operations if o.id != "adoptPet"]})
    again = regenerate(changed, plan.edits)
    pets = again.plan.resource("pets").list_
    assert pets.initialSort.key == "name" and pets.initialSort.direction == "desc"
    assert "breed" not in [c.key for c in pets.columns]
    assert not again.skipped


def test_sessions_are_bounded():
    store = SessionStore(max_sessions=3)
    for i in range(10):
        store.open(f"tab-{i}")
    assert len(store) == 3 and store.get("tab-9") and store.get("tab-0") is None


def test_a_sub_table_of_unrelated_resources_is_refused_with_a_reason():

    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan

    spec = load_spec(SPECS / "swagger-petstore_openapi.yaml")
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, plan_comment(build_plan(spec)), "Show the orders in the user detail", spec)
    assert "not nested under User" in info.value.data["reason"]


def test_a_tab_whose_spec_changed_is_rebuilt_with_its_edits(petstore, pet_code):
    spec, _ = petstore
    store = SessionStore()
    code = customize(store, "t", pet_code, "Sort pets by name descending", spec).code
    changed = spec.model_copy(
        update={
            "source": spec.source.model_copy(update={"hash": "sha256:changed"}),
            "operations": [o for o in spec.operations if o.id != "adoptPet"],
        }
    )
    done = customize(store, "t", code, "Switch to dark mode", changed)
    plan = extract_plan(done.code)
    assert any("Rebuilt the interface from the changed spec" in a for a in done.assumptions)
    assert plan.resource("pets").list_.initialSort.direction == "desc" and plan.app.theme == "dark"
    assert plan.operation("adoptPet") is None


def test_a_value_the_plan_cannot_hold_is_refused_not_crashed(petstore, pet_code):
    with pytest.raises(errors.CustomizationFailed) as info:
        customize(SessionStore(), None, pet_code, 'Rename pets to "' + "x" * 200 + '"', petstore[0])
    assert "at most 120 characters" in info.value.data["reason"]


def test_what_was_inferred_is_said_in_the_assumptions(petstore, pet_code):
    done = customize(SessionStore(), None, pet_code, "Show the cost column", petstore[0])
    assert "Took 'cost' to mean the 'Price' field of Pets" in done.assumptions
    assert "Applied to the Pets table, the only one with such a field" in done.assumptions


def test_all_tables_applies_where_the_change_fits_and_says_so(discord):
    spec, plan = discord
    store = SessionStore()
    asked = customize(store, "t", plan_comment(plan), "Sort by name descending", spec)
    assert asked.options[-1].startswith("All ") and len(asked.options) == 5
    done = customize(store, "t", plan_comment(plan), asked.options[-1], spec)
    sorted_ = [r for r in extract_plan(done.code).resources if r.list_ and r.list_.initialSort]
    assert len(sorted_) >= 10 and all(r.list_.initialSort.key == "name" for r in sorted_)
    assert "more tables" in done.description


def test_a_hidden_form_field_comes_back_in_its_place(petstore, pet_code):
    store = SessionStore()
    code = customize(store, "t", pet_code, "Hide the breed field in the create form", petstore[0]).code
    before = [f.name for f in extract_plan(pet_code).resource("pets").create.fields]
    assert "breed" not in [f.name for f in extract_plan(code).resource("pets").create.fields]
    code = customize(store, "t", code, "Show the breed field in the create form again", petstore[0]).code
    assert [f.name for f in extract_plan(code).resource("pets").create.fields] == before
