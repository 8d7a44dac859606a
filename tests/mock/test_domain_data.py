"""Mock data reads like the API's domain: unique ids shaped like the spec's example, embedded and
named references that point at items the other list really has, unix timestamps and dates that
are recent relative to a reference clock (pinned with EXPERIENCE_UI_MOCK_NOW), and the same data
every run."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from copilot_cli.mock.clock import NOW_ENV, reference_now
from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio
NOW = "2026-06-01T00:00:00Z"


def _spec() -> dict:
    user = {
        "type": "object",
        "properties": {
            "gid": {"type": "string", "readOnly": True, "example": "12345"},
            "name": {"type": "string"},
            "email": {"type": "string", "format": "email"},
        },
    }
    goal = {
        "type": "object",
        "properties": {
            "gid": {"type": "string", "readOnly": True, "example": "12345"},
            "name": {"type": "string"},
            "owner": {"allOf": [{"$ref": "#/components/schemas/UserCompact"}], "nullable": True},
            "created": {"type": "integer", "format": "unix-time"},
            "updated_at": {"type": "integer"},
            "expires_at": {"type": "string", "format": "date-time"},
            "due_on": {"type": "string", "format": "date"},
            "account_sid": {"type": "string", "pattern": "^AC[0-9a-fA-F]{32}$", "minLength": 34, "maxLength": 34},
            "resource_type": {"type": "string", "example": "goal"},
        },
    }
    envelope = {
        "type": "object",
        "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/GoalCompact"}}},
    }

    def crud(name: str, schema: str, many: dict) -> dict:
        return {
            f"/{name}": {
                "get": {
                    "operationId": f"list_{name}",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": many}}}},
                }
            },
            f"/{name}/{{{name[:-1]}_gid}}": {
                "parameters": [
                    {"name": f"{name[:-1]}_gid", "in": "path", "required": True, "schema": {"type": "string"}}
                ],
                "get": {
                    "operationId": f"get_{name[:-1]}",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}},
                        }
                    },
                },
            },
        }

    users = {"type": "array", "items": {"$ref": "#/components/schemas/UserCompact"}}
    return {
        "openapi": "3.0.3",
        "info": {"title": "Goals", "version": "1"},
        "paths": {**crud("users", "UserCompact", users), **crud("goals", "GoalCompact", envelope)},
        "components": {"schemas": {"UserCompact": user, "GoalCompact": goal}},
    }


@pytest.fixture(autouse=True)
def pinned_clock(monkeypatch):
    monkeypatch.setenv(NOW_ENV, NOW)


async def _lists() -> tuple[list[dict], list[dict]]:
    async with mock_client(load_spec(_spec())) as client:
        goals = (await client.get("/goals")).json()["data"]
        users = (await client.get("/users")).json()
    return goals, users


async def test_ids_are_unique_and_shaped_like_the_example():
    goals, users = await _lists()
    for rows in (goals, users):
        ids = [r["gid"] for r in rows]
        assert len(set(ids)) == len(ids) == 24
        assert all(i.isdigit() and len(i) == 5 for i in ids)


async def test_an_embedded_user_is_a_user_of_the_users_list():
    goals, users = await _lists()
    by_id = {u["gid"]: u for u in users}
    for goal in goals:
        owner = goal["owner"]
        assert owner["gid"] in by_id
        assert owner["name"] == by_id[owner["gid"]]["name"]


async def test_the_detail_of_a_listed_goal_is_that_goal():
    async with mock_client(load_spec(_spec())) as client:
        goal = (await client.get("/goals")).json()["data"][3]
        again = (await client.get(f"/goals/{goal['gid']}")).json()
    assert again == goal


async def test_moments_are_recent_relative_to_the_pinned_clock():
    goals, _ = await _lists()
    now = datetime.fromisoformat(NOW.replace("Z", "+00:00")).timestamp()
    for goal in goals:
        assert now - 2 * 366 * 86400 <= goal["created"] <= now
        assert now - 2 * 366 * 86400 <= goal["updated_at"] <= now
        expires = datetime.fromisoformat(goal["expires_at"].replace("Z", "+00:00")).timestamp()
        assert now - 2 * 366 * 86400 <= expires <= now + 366 * 86400
        assert goal["due_on"] <= NOW[:10]


async def test_patterns_give_matching_ids_not_padding():
    goals, _ = await _lists()
    sids = {g["account_sid"] for g in goals}
    assert len(sids) == 24
    assert all(re.fullmatch("AC[0-9a-f]{32}", s) for s in sids)


async def test_an_example_beats_a_random_word_for_type_like_fields():
    goals, _ = await _lists()
    assert {g["resource_type"] for g in goals} == {"goal"}


async def test_the_same_spec_gives_the_same_data_whatever_is_listed_first():
    goals, users = await _lists()
    async with mock_client(load_spec(_spec())) as client:
        users_first = (await client.get("/users")).json()
        goals_after = (await client.get("/goals")).json()["data"]
    assert users_first == users and goals_after == goals


def test_the_reference_clock_defaults_to_today_and_reads_iso_or_unix_seconds(monkeypatch):
    monkeypatch.delenv(NOW_ENV)
    today = reference_now()
    assert today.hour == today.minute == 0 and today.date() == datetime.now(UTC).date()
    assert reference_now("2026-01-02") == datetime(2026, 1, 2, tzinfo=UTC)
    assert reference_now("1767225600") == datetime(2026, 1, 1, tzinfo=UTC)
    with pytest.raises(ValueError, match=NOW_ENV):
        reference_now("next tuesday")


def test_an_unreadable_clock_variable_is_reported_and_today_is_used(monkeypatch, caplog):
    monkeypatch.setenv(NOW_ENV, "garbage")
    with caplog.at_level("WARNING"):
        now = reference_now()
    assert now.date() == datetime.now(UTC).date() and now.hour == 0
    assert NOW_ENV in caplog.text and "garbage" in caplog.text


def _stripe_like() -> dict:
    def listing(name: str, schema: str) -> dict:
        many = {
            "type": "object",
            "properties": {"data": {"type": "array", "items": {"$ref": f"#/components/schemas/{schema}"}}},
        }
        return {
            f"/{name}": {
                "get": {
                    "operationId": f"list_{name}",
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": many}}}},
                }
            }
        }

    customer = {
        "type": "object",
        "properties": {"id": {"type": "string", "example": "cus_NffrFeUfNV2Hib"}, "name": {"type": "string"}},
    }
    event = {"type": "object", "properties": {"id": {"type": "string"}, "type": {"type": "string"}}}
    charge = {
        "type": "object",
        "properties": {
            "id": {"type": "string", "example": "ch_3MmlLrLkdIwHu7ix0snN0B15"},
            "customer": {"anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/customer"}]},
            "event": {"type": "string", "description": "The kind of event that triggered the charge."},
        },
    }
    return {
        "openapi": "3.0.3",
        "info": {"title": "Pay", "version": "1"},
        "paths": {**listing("customers", "customer"), **listing("charges", "charge"), **listing("events", "event")},
        "components": {"schemas": {"customer": customer, "charge": charge, "event": event}},
    }


async def test_an_expandable_reference_names_a_listed_customer_and_a_plain_word_field_is_left_alone():
    async with mock_client(load_spec(_stripe_like())) as client:
        charges = (await client.get("/charges")).json()["data"]
        customers = {c["id"] for c in (await client.get("/customers")).json()["data"]}
        events = {e["id"] for e in (await client.get("/events")).json()["data"]}
    assert all(c["customer"] in customers for c in charges)
    assert all(c["id"].startswith("ch_") and len(c["id"]) == len("ch_3MmlLrLkdIwHu7ix0snN0B15") for c in charges)
    assert all(c["customer"].startswith("cus_") for c in charges)
    assert not any(c["event"] in events for c in charges)
