"""Match request paths against the spec's path templates (`/pets/{petId}`), most specific first,
without Starlette's path syntax (spec parameter names may contain `-`, `.` and such)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from copilot_cli.spec.model import NormalizedSpec, Operation, Resource

_PARAM = re.compile(r"\{([^{}]+)\}")


@dataclass
class Route:
    template: str
    pattern: re.Pattern[str]
    names: list[str]
    operations: dict[str, Operation]  # METHOD → operation

    def specificity(self) -> tuple[int, int]:
        static = sum(1 for seg in self.template.split("/") if seg and "{" not in seg)
        return (-static, len(self.names))


def _compile(template: str) -> tuple[re.Pattern[str], list[str]]:
    names: list[str] = []
    out, last = [], 0
    for m in _PARAM.finditer(template):
        out.append(re.escape(template[last : m.start()]))
        out.append(f"(?P<p{len(names)}>[^/]+)")
        names.append(m.group(1))
        last = m.end()
    out.append(re.escape(template[last:]))
    return re.compile("^" + "".join(out).rstrip("/") + "/?$"), names


class Router:
    def __init__(self, spec: NormalizedSpec) -> None:
        by_path: dict[str, Route] = {}
        for op in spec.operations:
            if op.kind != "http" or not op.path or not op.method:
                continue
            route = by_path.get(op.path)
            if route is None:
                pattern, names = _compile(op.path)
                route = by_path[op.path] = Route(op.path, pattern, names, {})
            route.operations.setdefault(op.method.upper(), op)
        self.routes = sorted(by_path.values(), key=Route.specificity)
        self.base_path = _base_path(spec)

    def match(self, path: str) -> tuple[Route, dict[str, str]] | None:
        """The route for `path` and its decoded parameters; the spec's server base path
        (e.g. /v1) may be included or not."""
        for candidate in (path, self._without_base(path)):
            if candidate is None:
                continue
            for route in self.routes:
                m = route.pattern.match(candidate)
                if m:
                    return route, {name: unquote(m.group(f"p{i}")) for i, name in enumerate(route.names)}
        return None

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
    the one whose role fits its path: an item role where the path ends in that resource's id
    parameter, a collection role where it ends in a fixed segment."""
    found: dict[str, list[tuple[Resource, str]]] = {}
    for res in spec.resources:
        for role in _ROLES:
            op_id = getattr(res.operations, role)
            if op_id:
                found.setdefault(op_id, []).append((res, role))
    out: dict[str, tuple[Resource, str]] = {}
    for op in spec.operations:
        candidates = found.get(op.id, [])
        if not candidates:
            continue
        fitting = [c for c in candidates if _fits(op.path or "", *c)]
        own = [c for c in (fitting or candidates) if c[0].name == op.resource]
        out[op.id] = (own or fitting or candidates)[0]
    return out


def _fits(path: str, res: Resource, role: str) -> bool:
    last = path.rstrip("/").rsplit("/", 1)[-1]
    names = _PARAM.findall(last)
    if role in ("list", "create"):
        return not names
    return bool(res.id_param) and res.id_param in names
