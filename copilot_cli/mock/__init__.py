"""The built-in stateful mock of an API, built from its NormalizedSpec (a Starlette app).

REST specs: every operation at its path (relative to the spec's server base path; the base
path itself is accepted too). GraphQL specs: POST/GET `/graphql` (and `/`), executed with
graphql-core over mock resolvers. CORS is open, so the preview page (or any local page) can
call it. Values are fake but realistic and deterministic for a given `seed`.
"""

from __future__ import annotations

from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.routing import Route

from copilot_cli.spec.model import NormalizedSpec

METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]


def build_mock_app(spec: NormalizedSpec, *, seed: int = 0, graphql_schema: Any = None) -> Starlette:
    """`graphql_schema`: the GraphQL spec's schema built before (`mock.sdl.build_graphql_schema`; the
    preview keeps it pickled), else built here."""
    from copilot_cli.mock.dataset import Store
    from copilot_cli.mock.values import ValueFactory

    graphql = spec.source.kind == "graphql"
    factory = ValueFactory(spec.types, seed, shallow=graphql)
    if graphql:
        from copilot_cli.mock.gql import GraphQLMock

        handler = GraphQLMock(spec, factory, Store(spec, factory), graphql_schema).handle
        routes = [Route("/graphql", handler, methods=["GET", "POST"]), Route("/", handler, methods=["GET", "POST"])]
    else:
        from copilot_cli.mock.rest import RestMock

        routes = [Route("/{path:path}", RestMock(spec, factory, Store(spec, factory)).handle, methods=METHODS)]
    cors = Middleware(
        CORSMiddleware,
        allow_origins=["*"],
        allow_methods=["*"],
        allow_headers=["*"],
        expose_headers=["Link", "X-Total-Count", "Location", "ETag", "Retry-After", "X-Next", "X-Next-Cursor"],
        max_age=600,
    )
    return Starlette(routes=routes, middleware=[cors])
