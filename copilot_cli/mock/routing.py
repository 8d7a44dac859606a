"""Match request paths against the spec's path templates (`/pets/{petId}`), most specific first,
without Starlette's path syntax (spec parameter names may contain `-`, `.` and such).

A template may carry a discriminator after `#` or `?`: AWS's `/#X-Amz-Target=Svc.Op` (one path,
the header names the operation; browsers never send the fragment), EC2's `/#Action=Describe…`
(a query parameter), Weatherbit's `/alerts?lat={lat}&lon={lon}` (query parameters in the
template). Such a route matches when its path does and the request's headers or query say so."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from urllib.parse import unquote, urlsplit

from copilot_cli.spec.model import NormalizedSpec, Operation, Resource

_PARAM = re.compile(r"\{([^{}]+)\}")


@dataclass
class Route:
    template: str
    path: str  # the template without its discriminator (`#…`, `?…`)
    names: list[str]  # its parameters, in order
    operations: dict[str, Operation]  # METHOD → operation
    # (name, value): a header or query parameter the request must carry; value None: present,
    # "{x}": any value, read as parameter x
    conditions: list[tuple[str, str | None]] = field(default_factory=list)
    prefix: str = ""  # the fixed text every path it matches starts with

    @cached_property
    def regex(self) -> str:
        """Written on first use, as `pattern` is compiled: a mock's build wrote all of Graph's
        7,419 (half of its Router's 0.14 s of CPU), a request needs those its path starts like."""
        return _regex(self.path)

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        """Compiled on first use: Graph's 7,419 templates cost ~1 s to compile, and a request
        compiles only those whose fixed prefix it starts with."""
        return re.compile(self.regex)

    def specificity(self) -> tuple[int, int, int, bool]:
        path = re.split(r"[#?]", self.template, maxsplit=1)[0]
        static = sum(1 for seg in path.split("/") if seg and "{" not in seg)
        return (-static, -len(self.conditions), len(self.names), "#" in self.template)

    def satisfied(self, headers: dict[str, str], query: dict[str, str]) -> dict[str, str] | None:
        """The parameters read from the query, or None when a condition does not hold."""
        found: dict[str, str] = {}
        for name, value in self.conditions:
            given = query.get(name, headers.get(name.lower()))
            if given is None:
                return None
            m = _PARAM.fullmatch(value or "")
            if m:
                found[m.group(1)] = given
            elif value is not None and given != value:
                return None
        return found


def _split(template: str) -> tuple[str, list[tuple[str, str | None]]]:
    path, _, fragment = template.partition("#")
    path, _, query = path.partition("?")
    conditions: list[tuple[str, str | None]] = []
    parts = [p for p in query.split("&") if p] + [p for p in fragment.split("&") if "=" in p]
    for part in parts:  # a fragment without `=` (`#add_shared_link`) only tells operations apart
        name, eq, value = part.partition("=")
        conditions.append((unquote(name), unquote(value) if eq else None))
    return path, conditions


def _names_and_prefix(template: str) -> tuple[list[str], str]:
    first = _PARAM.search(template)
    prefix = template[: first.start()] if first else template.rstrip("/")
    return (_PARAM.findall(template) if first else []), prefix


def _regex(template: str) -> str:
    """The template as a regular expression: parameter i is the group `p<i>`."""
    out, last = [], 0
    for i, m in enumerate(_PARAM.finditer(template)):
        out.append(re.escape(template[last : m.start()]))
        out.append(f"(?P<p{i}>[^/]+)")
        last = m.end()
    out.append(re.escape(template[last:]))
    return "^" + "".join(out).rstrip("/") + "/?$"


class Router:
    def __init__(self, spec: NormalizedSpec) -> None:
        by_path: dict[str, Route] = {}
        for op in spec.operations:
            if op.kind != "http" or not op.path or not op.method:
                continue
            route = by_path.get(op.path)
            if route is None:
                path, conditions = _split(op.path)
                names, prefix = _names_and_prefix(path)
                route = by_path[op.path] = Route(op.path, path, names, {}, conditions, prefix)
            route.operations.setdefault(op.method.upper(), op)
        self.routes = sorted(by_path.values(), key=Route.specificity)
        self.base_path = _base_path(spec)

    def match(
        self,
        path: str,
        headers: dict[str, str] | None = None,
        query: dict[str, str] | None = None,
        method: str | None = None,
    ) -> tuple[Route, dict[str, str]] | None:
        """The route for `path` and its decoded parameters; the spec's server base path
        (e.g. /v1) may be included or not. Of routes told apart only by a discriminator (the
        header or query a template names), the one the request satisfies; if it satisfies none
        and only one route has this path, that one. Of templates told apart only by their
        parameters' names (Google's `/v1beta1/{name}/notes` GET and `/v1beta1/{parent}/notes`
        GET, POST), the first that has the request's method."""
        heads = {k.lower(): v for k, v in (headers or {}).items()}
        # The path as sent first (an encoded `/` inside a parameter is no segment break), then decoded
        # (a template whose fixed part a client sends encoded).
        decoded = unquote(path)
        tries = [path, self._without_base(path)]
        if decoded != path:
            tries += [decoded, self._without_base(decoded)]
        for candidate in tries:
            if candidate is None:
                continue
            by_path: list[tuple[Route, dict[str, str]]] = []
            chosen: tuple[Route, dict[str, str]] | None = None
            for route in self.routes:
                m = candidate.startswith(route.prefix) and route.pattern.match(candidate)
                if not m:
                    continue
                params = {name: unquote(m.group(f"p{i}")) for i, name in enumerate(route.names)}
                if route.satisfied(heads, query or {}) is not None:  # query values stay in the query
                    if method is None or method in route.operations:
                        return route, params
                    chosen = chosen or (route, params)
                    continue
                by_path.append((route, params))
            if chosen is not None:
                return chosen
            if len(by_path) == 1:
                return by_path[0]
        return None

    def discriminators(self, path: str) -> list[str]:
        """What tells apart the operations at `path` (for the 404 that says what to send)."""
        out = []
        for route in self.routes:
            if route.conditions and (route.pattern.match(path) or route.pattern.match(self._without_base(path) or "")):
                out.append(" & ".join(f"{n}={v}" if v is not None else n for n, v in route.conditions))
        return out

    def _without_base(self, path: str) -> str | None:
        if self.base_path and path.startswith(self.base_path + "/"):
            return path[len(self.base_path) :]
        return None


def _base_path(spec: NormalizedSpec) -> str:
    if not spec.servers:
        return ""
    url = spec.servers[0].url
    for name, var in spec.servers[0].variables.items():
        url = url.replace("{" + name + "}", var.default)
    return urlsplit(url).path.rstrip("/") if "://" in url else url.split("?")[0].rstrip("/")


_ROLES = ("get", "update", "patch", "delete", "list", "create")


def claims(spec: NormalizedSpec) -> dict[str, tuple[Resource, str]]:
    """Operation id → (resource, role) for the mock's store. An operation two resources claim
    (GitHub's `GET /gists/{gist_id}`: the gist's read, and the list of its revisions) goes to
    the one whose role fits its path best (see `_rank`); ties go to the operation's own resource."""
    found: dict[str, list[tuple[Resource, str]]] = {}
    for res in spec.resources:
        for role in _ROLES:
            op_id = getattr(res.operations, role)
            if op_id:
                found.setdefault(op_id, []).append((res, role))
    out: dict[str, tuple[Resource, str]] = {}
    for op in spec.operations:
        candidates = found.get(op.id, [])
        if candidates:
            path = op.path or ""
            out[op.id] = min(candidates, key=lambda c: (_rank(path, *c), c[0].name != op.resource))
    return out


def _rank(path: str, res: Resource, role: str) -> int:
    """0: an item role where the path ends in the resource's id and the resource is a real
    collection (it lists or creates); 1: a list or create at a fixed segment or under a parent's
    id (HubSpot's GET /actions/{appId}); 2: an item role of a resource that neither lists nor
    creates; 3: a role the path does not fit."""
    last = path.rstrip("/").rsplit("/", 1)[-1]
    names = _PARAM.findall(last)
    if role in ("list", "create"):
        return 1 if not names or set(names) <= set(res.parent_params) else 3
    if not (res.id_param and res.id_param in names):
        return 3
    return 0 if res.operations.list or res.operations.create else 2
