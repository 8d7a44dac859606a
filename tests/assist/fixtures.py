"""Writes the customize/clarify/chat contract sessions (contracts/sessions/) from the seed's
examples: `python -m tests.assist.fixtures`. The current code sent is the plan comment alone
(a valid input: nothing hand-written can be lost), so the sessions do not go stale when the
runtime templates change."""

from __future__ import annotations

import json
from pathlib import Path

from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import plan_comment

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "contracts" / "sessions"
SEED = "seed 004 § customize / clarify / chat; issue 7"
HISTORY = [
    {"role": "user", "content": "Generate an interface for this API"},
    {"role": "assistant", "content": "Generated interface with 8 endpoints"},
]


def _spec(path: Path):
    spec = load_spec(path)
    return spec, spec.to_wire(), plan_comment(build_plan(spec))


def _send(rid: int, method: str, params: dict) -> dict:
    return {"send": {"jsonrpc": "2.0", "id": rid, "method": method, "params": params}}


def _expect(rid: int, body: dict) -> dict:
    return {"expect": {"jsonrpc": "2.0", "id": rid, **body}}


def sessions() -> dict[str, dict]:
    from tests.spec.shared import SPECS

    shared = SPECS / "oai-v3.0_petstore.yaml"
    _, small, small_code = _spec(shared)
    _, pets, pets_code = _spec(ROOT / "examples" / "petstore.yaml")
    question = "I found two tables in the interface. Which one should I add the search bar to: the 'Pets' table or the 'Owners' table?"
    return {
        "customize-seed-example.json": {
            "name": "customize applies the seed's request (a search bar filtering by name) and answers {code, description, assumptions, clarificationNeeded: false}",
            "source": SEED,
            "args": [],
            "steps": [
                _send(
                    3,
                    "customize",
                    {
                        "currentCode": small_code,
                        "prompt": "Add a search bar to filter results by name",
                        "spec": small,
                        "history": HISTORY,
                    },
                ),
                _expect(
                    3,
                    {
                        "result": {
                            "$exact": True,
                            "code": {"$regex": "@experience-ui/plan v1"},
                            "description": "Added a search bar component that filters the Pets table by the 'name' field",
                            "assumptions": ["Filtering is client-side on the currently loaded data"],
                            "clarificationNeeded": False,
                        }
                    },
                ),
            ],
        },
        "clarify-seed-example.json": {
            "name": "an ambiguous customize gets the seed's clarification shape, and a follow-up naming an option (with history) applies it",
            "source": SEED,
            "args": [],
            "steps": [
                _send(
                    3,
                    "customize",
                    {"currentCode": pets_code, "prompt": "Add a search bar", "spec": pets, "history": HISTORY},
                ),
                _expect(
                    3,
                    {
                        "result": {
                            "$exact": True,
                            "code": None,
                            "clarificationNeeded": True,
                            "question": question,
                            "options": ["Pets table", "Owners table", "Both tables"],
                        }
                    },
                ),
                _send(
                    4,
                    "customize",
                    {
                        "currentCode": pets_code,
                        "prompt": "Owners table",
                        "history": HISTORY
                        + [{"role": "user", "content": "Add a search bar"}, {"role": "assistant", "content": question}],
                    },
                ),
                _expect(
                    4,
                    {
                        "result": {
                            "$exact": True,
                            "code": "$nonEmptyString",
                            "description": (
                                "Added a search box to the Owners table over 'Id', 'First Name', 'Last Name', 'Phone': "
                                "it searches the loaded rows, because the API has no search for this list"
                            ),
                            "assumptions": ["Filtering is client-side on the currently loaded data"],
                            "clarificationNeeded": False,
                        }
                    },
                ),
            ],
        },
        "customize-impossible.json": {
            "name": "a request naming a field the API does not have is -32001 Customization Failed with {reason, suggestions}",
            "source": SEED,
            "args": [],
            "steps": [
                _send(5, "customize", {"currentCode": pets_code, "prompt": "Sort pets by colour"}),
                _expect(
                    5,
                    {
                        "error": {
                            "code": -32001,
                            "message": "Customization Failed",
                            "data": {
                                "$exact": True,
                                "reason": "I could not find a field called 'colour' in Pets.",
                                "suggestions": {"$lengthGte": 1},
                            },
                        }
                    },
                ),
                _send(6, "customize", {"currentCode": "/* current generated code */", "prompt": "Switch to dark mode"}),
                _expect(
                    6,
                    {
                        "error": {
                            "code": -32001,
                            "message": "Customization Failed",
                            "data": {"reason": {"$regex": "no Experience UI plan"}, "suggestions": {"$lengthGte": 1}},
                        }
                    },
                ),
            ],
        },
        "chat-seed-example.json": {
            "name": "chat answers the seed's example exactly and, without a spec, suggests how to provide one",
            "source": SEED,
            "args": [],
            "steps": [
                _send(
                    4,
                    "chat",
                    {
                        "message": "What formats do you support?",
                        "context": {"tabId": "tab-1", "hasActiveSpec": True, "hasActiveInterface": True},
                    },
                ),
                _expect(
                    4,
                    {
                        "result": {
                            "$exact": True,
                            "message": "I support OpenAPI 3.x, Swagger 2.0, and GraphQL schemas. You can provide them via file upload, URL, or direct paste.",
                            "suggestions": ["Upload a spec file", "Paste a URL", "Paste spec content"],
                        }
                    },
                ),
                _send(
                    5,
                    "chat",
                    {
                        "message": "What can you do?",
                        "context": {"tabId": "tab-2", "hasActiveSpec": False, "hasActiveInterface": False},
                    },
                ),
                _expect(
                    5,
                    {
                        "result": {
                            "$exact": True,
                            "message": "$nonEmptyString",
                            "suggestions": ["Upload a spec file", "Paste a URL", "Paste spec content"],
                        }
                    },
                ),
            ],
        },
    }


def main() -> None:
    for name, body in sessions().items():
        (OUT / name).write_text(json.dumps(body, indent=2, ensure_ascii=False) + "\n")
        print(f"wrote contracts/sessions/{name}")


if __name__ == "__main__":
    main()
