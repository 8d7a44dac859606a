"""The `name` a Google-style create gives its item (AIP-133): POST
/v1/{parent}/blockchainNodes?blockchainNodeId=X makes `{parent}/blockchainNodes/X`. Without it the
item got a made-up name and the id a person typed showed nowhere (blockchainnodeengine's nodes)."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from starlette.requests import Request

from copilot_cli.mock.envelopes import norm
from copilot_cli.mock.http import route_path
from copilot_cli.spec.model import Operation


def _plural_of(stem: str) -> set[str]:
    return {stem + "s", stem + "es"} | ({stem[:-1] + "ies"} if stem.endswith("y") else set())


def name_from_id_param(op: Operation, props: dict[str, Any], request: Request) -> dict[str, Any]:
    """`{"name": "<collection path>/<id>"}` when the item has a `name` and the create takes the
    collection's `<singular>Id` in its query; else nothing."""
    if "name" not in props or op.method != "POST":
        return {}
    path = unquote(route_path(request)).strip("/")
    segment = path.rsplit("/", 1)[-1]
    for p in op.parameters:
        value = request.query_params.get(p.name) if p.location == "query" else None
        key = norm(p.name)
        if value and key.endswith("id") and norm(segment) in _plural_of(key[:-2]):
            # the collection path below its version (`v1/`, `v1beta2/`): Google's names carry none
            return {"name": f"{re.sub(r'^v[0-9][a-z0-9]*/', '', path)}/{value}"}
    return {}


def id_from_query(op: Operation, id_param: str | None, request: Request) -> str:
    """The id a create names in its query under the item path's id parameter: Sling's (Adobe
    AEM's) POST /{path}/?:name=X makes the node /{path}/X read back at GET /{path}/{name}."""
    if not id_param or op.method != "POST":
        return ""
    wanted = norm(id_param)
    return next(
        (
            request.query_params.get(p.name) or ""
            for p in op.parameters
            if p.location == "query" and norm(p.name) == wanted
        ),
        "",
    )
