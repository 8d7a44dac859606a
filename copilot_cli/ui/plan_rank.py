"""Where the app opens and how its navigation is ordered: resources ranked by how central they
are in the API, so the first screen shows data and the navigation reads from the heart outwards.

A resource ranks by, in order of weight: whether its list loads with no input from the person
(no parent to pick, no required parameter without a default), whether it has a list at all,
how complete its CRUD is, how many other resources point at it (relations and nested children),
how big its tag is, whether the API's own name names it (a Petstore is about pets, not the owners its
pets point at), and how deep its path is. Administrative, meta and plumbing resources (admin,
versions, health, cron, metrics, auth, …) go last, and so do a platform's own users, roles,
permissions, activity, schema and server when the spec is that platform's whole surface. The
runtime opens on the first navigation item whose list loads with no input (`firstPage` in the runtime; both read the list's `needs`, plan_facts.py),
or on the overview when there is none.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from copilot_cli.common.identifiers import spaced
from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.plan import OperationPlan, ResourcePlan

# words of a resource or its tag that mark plumbing rather than the API's data
_PLUMBING_WORDS = """
admin admins administration meta metadata version versions health healthz healthcheck ping status
cron crons metrics monitoring debug internal zen octocat root markdown markup nodeinfo emojis emoji
ratelimit rate limit limits licenses license openapi swagger docs heartbeat liveness readiness
diagnostics signing gpg miscellaneous misc system utilities utility activitypub oauth token tokens
login logout webhook webhooks hooks hook deliveries config configuration settings operations
"""
_PLUMBING = frozenset(_PLUMBING_WORDS.split()) | {"auth", "authentication", "authorization"}
# a platform's own machinery, beside its users' content (Directus, Strapi, a CMS): data only where
# the API is that whole surface, several of these at once (an API of users alone opens on users)
_PLATFORM_WORDS = """
user users role roles permission permissions policy policies activity activities revision revisions
preset presets extension extensions schema schemas server servers field fields relation relations
"""
_PLATFORM = frozenset(_PLATFORM_WORDS.split())


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced(text)) if w}


def plumbing(res: ResourcePlan) -> bool:
    own = _words(res.id.split(".")[-1]) | _words(res.label)
    return bool(own & _PLUMBING) or bool(_words(res.group) & _PLUMBING and not _words(res.group) - _PLUMBING)


def _own(res: ResourcePlan) -> set[str]:
    return _words(res.id.split(".")[-1]) | _words(res.label)


def platform(resources: list[ResourcePlan]) -> bool:
    """The spec is a platform's whole surface: four or more kinds of its machinery are resources."""
    return len({_stem(w) for r in resources for w in _own(r) & (_PLATFORM | _PLUMBING)}) >= 4


def _stem(word: str) -> str:
    word = word.lower()
    for tail, repl in (("ies", "y"), ("ses", "s"), ("s", "")):
        if word.endswith(tail) and len(word) > len(tail) + 2:
            return word[: -len(tail)] + repl
    return word


_QUALIFIERS_WORDS = """
full minimal simple nullable summary detail details basic public private base short brief response
dto model item info extended compact
"""
_QUALIFIERS = frozenset(_QUALIFIERS_WORDS.split())


def type_key(name: str) -> str:
    """A type's kind of thing, without its qualifiers: full-repository, minimal-repository → repository."""
    words = [_stem(w) for w in re.split(r"[^A-Za-z0-9]+", spaced(name).lower()) if w and w not in _QUALIFIERS]
    return " ".join(words) or name.lower()


def _literal(path: str) -> int:
    return sum(1 for s in path.split("/") if s and not s.startswith("{"))


def _alike(a: set[str], b: set[str]) -> bool:
    """Some word of one is a word of the other, or its short form (repo ↔ repository)."""
    return any(x == y or (min(len(x), len(y)) >= 3 and (x.startswith(y) or y.startswith(x))) for x in a for y in b)


def scores(spec: NormalizedSpec, resources: list[ResourcePlan], ops: dict[str, OperationPlan]) -> dict[str, float]:
    """Each resource's rank (higher first)."""
    # by resource, and by kind of item: `/repositories` lists what `/repos/{owner}/{repo}` (125 children) holds
    pointed: Counter[str] = Counter()  # weights
    by_name = {r.name: r for r in spec.resources}
    for res in spec.resources:
        for rel in res.relations:
            if rel.target_resource and rel.target_resource != res.name:
                pointed[rel.target_resource] += 1
            if rel.target_type and rel.target_type != res.type_name:
                pointed["type:" + type_key(rel.target_type)] += 0.5
        if res.parent:
            pointed[res.parent] += 2
            parent = by_name.get(res.parent)
            if parent is not None and parent.type_name:
                pointed["type:" + type_key(parent.type_name)] += 2
    tag_size: Counter[str] = Counter(op.group for op in ops.values() if op.group)
    literal = {r.name: _literal(r.collection_path or r.item_path or "") for r in spec.resources}
    baseline = min(literal.values(), default=0)  # the API's own prefix (`/api/v2`) is no depth
    title = re.sub(r"[^a-z0-9]+", "", spec.source.title.lower())
    machinery = _PLATFORM if platform(resources) else frozenset()
    out: dict[str, float] = {}
    for res in resources:
        spec_res = spec.resource(res.id)
        score = 0.0
        if res.list_ is not None:
            score += 40
            if not res.list_.needs:
                score += 100
            if not (len(res.list_.columns) == 1 and res.list_.columns[0].renderer == "json"):
                score += 8
        crud = [res.list_, res.detail and res.detail.operationId, res.create, res.edit, res.delete]
        score += 4 * sum(1 for v in crud if v)
        type_name = spec_res.type_name if spec_res else None
        score += 5 * math.log2(1 + max(pointed[res.id], pointed["type:" + type_key(type_name)] if type_name else 0))
        noun = {_stem(w) for w in _words(res.label)}
        if res.group and tag_size[res.group]:
            score += 1.5 * math.log2(1 + tag_size[res.group])
            if _alike({_stem(w) for w in _words(res.group)}, noun):
                score += 5
        if type_name and _alike(set(type_key(type_name).split()[-1:]), noun):
            score += 8  # the collection named after what it holds, not a view of it (`/user/blocks` holds users)
        if any(len(w) >= 3 and w in title for w in noun):
            score += 6  # the API is named after it: "Petstore" → pets
        path = (spec_res.collection_path or spec_res.item_path or "") if spec_res else ""
        score -= 3 * path.count("{") + 4 * max(0, literal.get(res.id, baseline) - baseline)
        if plumbing(res) or _own(res) & machinery:
            score -= 200  # after everything; still the landing when no other list is ready (runtime `firstPage`)
        out[res.id] = score
    return out


def ranked(members: list[ResourcePlan], score: dict[str, float]) -> list[ResourcePlan]:
    """Members best first; ties keep the spec's order."""
    order = {r.id: i for i, r in enumerate(members)}
    return sorted(members, key=lambda r: (-score.get(r.id, 0.0), order[r.id]))
