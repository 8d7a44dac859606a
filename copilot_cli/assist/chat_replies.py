"""chat's fixed replies: the inputs it accepts, the suggestions for the tab's state, how to ask
for a change, the default answer, and the operations the spec search finds closest. Split from
chat.py, which picks among them."""

from __future__ import annotations

from copilot_cli.assist.operation_words import cite
from copilot_cli.assist.sessions import Session
from copilot_cli.spec.model import NormalizedSpec

FORMATS = (
    "I support OpenAPI 3.x, Swagger 2.0, and GraphQL schemas. "
    "You can provide them via file upload, URL, or direct paste."
)
NO_SPEC = ["Upload a spec file", "Paste a URL", "Paste spec content"]


def suggestions(has_spec: bool, has_interface: bool, session: Session | None) -> list[str]:
    if not has_spec:
        return list(NO_SPEC)
    if not has_interface:
        return ["Generate an interface", "What endpoints does this API have?", "Does it need authentication?"]
    res = next((r for r in (session.plan.resources if session and session.plan else []) if r.list_), None)
    if res is not None:
        key = res.titleField or (res.list_.columns[0].label.lower() if res.list_.columns else "name")
        return [
            f"Add a search bar to filter {res.label.lower()} by {key}",
            "Switch to dark mode",
            "Show 50 rows per page",
        ]
    return ["Switch to dark mode", "Use a top navigation bar", "Hide the authentication panel"]


def closest_operations(spec: NormalizedSpec, ids: list[str]) -> str | None:
    ops = [op for op in (spec.operation(i) for i in ids) if op is not None]
    if not ops:
        return None
    lines = [f"{cite(op)}{' — ' + op.summary.strip().rstrip('.') if op.summary else ''}" for op in ops]
    return "These operations of the API look closest: " + "; ".join(lines) + "."


def how_to_customize() -> str:
    return (
        "Describe the change in plain words and I turn it into an edit of the generated interface, for example: "
        "'add a search bar that filters by name', 'filter by status', 'sort by created date, newest first', "
        "'hide the id column', 'rename the email column to Contact', 'show 50 rows per page', 'switch to dark mode', "
        "'use a top navigation bar', 'make the phone field optional', 'format prices as currency', "
        "'add a button to archive a project', or 'hide the authentication panel'. "
        "When a request fits several tables I ask which one."
    )


def default_reply(has_spec: bool, has_interface: bool) -> str:
    if not has_spec:
        return "I turn an API description into a working React interface. " + FORMATS
    if not has_interface:
        return (
            "Your spec is loaded. I can generate an interface for it, or answer questions about the API: "
            "which endpoint creates something, what fields a type has, whether a list paginates."
        )
    return (
        "I can reshape the interface (search, filters, sorting, columns, page size, theme, layout, form fields, "
        "formats, buttons) and answer questions about the loaded API. "
        + how_to_customize().split(", for example")[0]
        + "."
    )
