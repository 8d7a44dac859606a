"""GraphQL mock: graphql-core executes queries against the schema rebuilt from the spec, with one
default resolver that makes up values on demand. Resource types live in the store, so list
queries (plain lists or Relay connections) page over the same items that get-by-id queries
return, and create/update/delete mutations change them."""

from __future__ import annotations

import json
import zlib
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from copilot_cli.mock import gql_values as gv
from copilot_cli.mock.dataset import Store
from copilot_cli.mock.sdl import build_graphql_schema
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec.model import NormalizedSpec, Operation, Resource


class GraphQLMock:
    def __init__(self, spec: NormalizedSpec, factory: ValueFactory, store: Store, schema: Any = None) -> None:
        self.spec, self.factory, self.store = spec, factory, store
        self.schema = build_graphql_schema(spec) if schema is None else schema  # one kept by the preview
        self.ops = {(op.kind, op.field): op for op in spec.operations if op.field}
        self.roles: dict[str, tuple[Resource, str]] = {}
        for res in spec.resources:
            for role in ("list", "get", "create", "update", "patch", "delete"):
                op_id = getattr(res.operations, role)
                if op_id:
                    self.roles[op_id] = (res, role)
        self.values = gv.GraphQLValues(factory)
        self._documents: dict[str, Any] = {}  # query text → parsed and validated document

    async def handle(self, request: Request) -> Response:
        try:
            source, variables, operation_name = await _read_request(request)
        except ValueError as exc:
            return JSONResponse({"errors": [{"message": str(exc)}]}, status_code=400)
        return self.execute(source, variables, operation_name)

    def execute(self, source: str, variables: dict[str, Any] | None, operation_name: str | None) -> Response:
        from graphql import execute_sync, parse, validate
        from graphql.error import GraphQLError

        document = self._documents.get(source)
        if document is None:
            try:
                document = parse(source)
            except GraphQLError as exc:
                return JSONResponse({"errors": [exc.formatted]}, status_code=400)
            problems = validate(self.schema, document)
            if problems:
                return JSONResponse({"errors": [p.formatted for p in problems]}, status_code=400)
            if len(self._documents) >= 256:  # a UI sends a few dozen distinct documents at most
                self._documents.clear()
            self._documents[source] = document
        self.factory.reseed(
            f"graphql:{zlib.crc32(source.encode())}:{json.dumps(variables, sort_keys=True, default=str)}"
        )
        result = execute_sync(
            self.schema,
            document,
            variable_values=variables,
            operation_name=operation_name,
            field_resolver=self._resolve,
            type_resolver=gv.resolve_type,
        )
        body: dict[str, Any] = {"data": result.data}
        if result.errors:
            body["errors"] = [e.formatted for e in result.errors]
        return JSONResponse(body)

    # ------------------------------------------------------------------ resolvers

    def _resolve(self, parent: Any, info: Any, **args: Any) -> Any:
        key = info.field_name
        if isinstance(parent, dict) and key in parent and not args:
            return parent[key]
        if parent is None or info.parent_type is self._root(info):
            op = self.ops.get((info.operation.operation.value, key))
            if op is not None and op.id in self.roles:
                return self._resource_field(op, *self.roles[op.id], args, info)
        if isinstance(parent, dict) and key in parent and not gv.is_connection(info.return_type):
            return parent[key]
        return self.values.generate(info.return_type, key, args, info.parent_type.name)

    def _root(self, info: Any) -> Any:
        return {
            "query": info.schema.query_type,
            "mutation": info.schema.mutation_type,
            "subscription": info.schema.subscription_type,
        }.get(info.operation.operation.value)

    def _resource_field(self, op: Operation, res: Resource, role: str, args: dict[str, Any], info: Any) -> Any:
        coll = self.store.collection(res)
        rtype = info.return_type
        if role == "list":
            items = [gv.with_typename(i, res.type_name) for i in coll.items.values()]
            return self.values.page(rtype, items, args, info.parent_type.name)
        if role == "create":
            data = gv.input_data(args)
            item = coll.add({**data, **self.store.read_only_fields(coll), "__typename": res.type_name})
            return self.values.payload(rtype, item, res.type_name)
        item_id = gv.id_argument(args, res)
        item = coll.get(str(item_id)) if item_id is not None else gv.find_by_fields(coll.items.values(), args)
        if item is not None and item_id is None:
            item_id = item.get(coll.id_field)
        if item is None:
            if role == "get":
                return None if gv.nullable(rtype) else self.values.generate(rtype, info.field_name, args, "Query")
            raise gv.not_found(res, item_id, args)
        if role in ("update", "patch"):
            data = {k: v for k, v in gv.input_data(args).items() if k != coll.id_field}
            item.update(data)
        elif role == "delete":
            coll.remove(str(item_id))
        return self.values.payload(rtype, gv.with_typename(item, res.type_name), res.type_name)


async def _read_request(request: Request) -> tuple[str, dict[str, Any] | None, str | None]:
    if request.method == "GET":
        q = request.query_params
        variables = json.loads(q["variables"]) if q.get("variables") else None
        if "query" not in q:
            raise ValueError("missing `query` parameter")
        return q["query"], variables, q.get("operationName")
    try:
        body = json.loads(await request.body() or b"null")
    except json.JSONDecodeError as exc:
        raise ValueError(f"request body is not valid JSON: {exc}") from None
    if not isinstance(body, dict) or not isinstance(body.get("query"), str):
        raise ValueError("expected a JSON object with a `query` string")
    variables = body.get("variables")
    if variables is not None and not isinstance(variables, dict):
        raise ValueError("`variables` must be an object")
    return body["query"], variables, body.get("operationName")
