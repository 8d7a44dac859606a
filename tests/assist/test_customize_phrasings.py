"""customize, offline, on held4's phrasings by cause: a negated "required" makes a field optional
(never required), "has to be filled in" is required, "don't ask for X" leaves X off the form, a
sort said as "Z-A" or "youngest first", and a column moved, hidden or shown said in other words."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import extract_plan, plan_comment

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "tests" / "specs"


def _load(path: Path):
    if not path.exists():
        pytest.skip(f"{path} is not available")
    spec = load_spec(path)
    return spec, plan_comment(build_plan(spec))


@pytest.fixture(scope="module")
def petstore():
    return _load(ROOT / "examples" / "petstore.yaml")


def _do(loaded, prompt: str):
    spec, code = loaded
    done = customize(SessionStore(), None, code, prompt, spec)
    return done, extract_plan(done.code) if done.code else None


def _field(plan, rid: str, form: str, name: str):
    view = getattr(plan.resource(rid), form)
    return next((f for f in view.fields if f.name == name), None)


@pytest.mark.parametrize(
    "prompt",
    [
        "species shouldn't be mandatory on the pet form",
        "species should not be required on the pet form",
        "species is no longer required on the pet form",
        "species doesn't need to be filled in on the pet form",
        "species needn't be filled in on the pet form",
    ],
)
def test_a_field_said_not_to_be_required_is_made_optional_never_required(petstore, prompt):
    done, plan = _do(petstore, prompt)  # the API requires species: the form starts with it required
    assert done.description == "Made the 'Species' field optional on the Pet create and edit forms"
    assert _field(plan, "pets", "create", "species").required is False


def test_a_field_made_required_that_already_is_is_said_so_and_nothing_changes(petstore):
    done, _ = _do(petstore, "make species required on the pet form")
    assert done.description == "The 'Species' field is already required on the Pet create and edit forms"
    assert not done.changed


def test_a_field_made_optional_that_already_is_is_said_so(petstore):
    done, _ = _do(petstore, "breed shouldn't be mandatory on the pet form")
    assert done.description == "The 'Breed' field is already optional on the Pet create and edit forms"
    assert not done.changed


@pytest.mark.parametrize(
    "prompt", ["the price has to be filled in when adding a pet", "the price must be filled in when adding a pet"]
)
def test_has_to_be_filled_in_makes_the_field_required_on_the_create_form(petstore, prompt):
    done, plan = _do(petstore, prompt)
    assert done.description == "Made the 'Price' field required on the Pet create form"
    assert _field(plan, "pets", "create", "price").required is True


def test_dont_ask_for_a_field_when_adding_leaves_it_off_the_create_form(petstore):
    done, plan = _do(petstore, "don't ask for a phone number when adding an owner")
    assert _field(plan, "owners", "create", "phone") is None
    assert "hidden" in done.description


def test_a_sort_said_as_a_hyphenated_range_without_the_verb_sorts(petstore):
    _, plan = _do(petstore, "owners by first name, Z-A")
    sort = plan.resource("owners").list_.initialSort
    assert (sort.key, sort.direction) == ("firstName", "desc")


def test_youngest_first_on_a_birth_date_is_the_latest_date_first(petstore):
    _, plan = _do(petstore, "sort pets by birth date, youngest first")
    sort = plan.resource("pets").list_.initialSort
    assert (sort.key, sort.direction) == ("birthDate", "desc")


def test_a_column_that_should_be_the_last_one_moves_to_the_end(petstore):
    _, plan = _do(petstore, "species should be the last column in pets")
    assert plan.resource("pets").list_.columns[-1].key == "species"


def test_lose_the_column_hides_it(petstore):
    _, plan = _do(petstore, "lose the species column in pets")
    assert "species" not in [c.key for c in plan.resource("pets").list_.columns]
