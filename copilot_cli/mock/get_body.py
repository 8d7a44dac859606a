"""The body of a GET whose spec declares one (evemarketer's GET /marketstat/json, Interactive
Brokers' GET /secdef): a browser cannot send it, so the page sends its fields in the query. A body
none of whose fields is required is not needed at all — the first screen lists /secdef with nothing
typed, and the spec's `required: true` on the body alone must not turn that into a 400."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request

from copilot_cli.mock.forms import parse_form
from copilot_cli.mock.shapes import body_schema
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import Operation


def get_body(factory: ValueFactory, op: Operation, request: Request) -> Any:
    """The fields the query carries; `{}` when it carries none and the body requires none; None
    (a 400 for a required body) when a required field is missing."""
    body = parse_form(list(request.query_params.multi_items())) or None
    if body is not None:
        return body
    schema = factory.resolve(body_schema(op))
    if schema is None or (schema.kind in ("object", "map") and not schema.required):
        return {}
    return None
