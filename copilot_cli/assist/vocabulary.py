"""Names a person may use for the plan's resources and fields, and matching prompt words to them.

Resolution is over the plan and the spec directly (labels, keys, type names, property
descriptions), not exact strings: words are split from camelCase/snake_case, lower-cased and
singularized, and a small synonym table bridges everyday words ("cost" → price, "dob" →
birth date). Scores: whole alias 1.0, synonym 0.9, all alias words present 0.8, description
0.6, near spelling 0.7.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from copilot_cli.assist.word_forms import PHRASAL, _said_apart, contains, singular, words  # noqa: F401  (re-exported)
from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.ui.plan import Column, UiPlan

SYNONYMS: dict[str, tuple[str, ...]] = {
    "name": ("title", "label", "display name", "full name"),
    "created": (
        "creation date",
        "date created",
        "added",
        "created on",
        "creation",
        "created at",
        "created date",
        "creation time",
        "time created",
        "date added",
        "created time",
        "create time",
        "created timestamp",
        "date of creation",
    ),
    "updated": (
        "modified",
        "last modified",
        "last updated",
        "changed",
        "updated at",
        "updated time",
        "update time",
        "last update",
    ),
    "email": ("e mail", "mail", "email address"),
    "phone": ("telephone", "mobile", "phone number", "cell"),
    "price": ("cost", "amount", "fee"),
    "status": ("state",),
    "id": ("identifier", "key"),
    "birth date": ("birthday", "date of birth", "dob", "born"),
    "photo url": ("photo", "picture", "image", "avatar"),
    "description": ("details", "summary", "about"),
    "species": ("kind of animal", "animal type"),
    "tag": ("label",),
    "username": ("user name", "login", "handle"),
    "member since": ("joined", "join date", "signup date"),
    "quantity": ("qty", "count"),
    "last name": ("surname", "family name"),
    "first name": ("given name", "forename"),
    "expire at": ("expires", "expiry", "expiry date", "expiration", "expiration date", "expires on", "expiry time"),
    "expiration date": ("expires", "expiry", "expiry date", "expiration", "expires at", "expires on"),
}
_STOP = {"the", "a", "an", "of", "to", "by", "on", "in", "for", "and", "or", "field", "column", "table", "list", "page"}


_REFERENCE = {"id", "ids", "uid", "key", "ref"}
# "me" after these is the person asking, not a table called Me
_BEFORE_ME = {"give", "show", "let", "tell", "help", "for", "send", "get", "bring", "remind", "email", "ping", "allow"}


@dataclass
class FieldName:
    key: str
    label: str
    aliases: list[list[str]]
    description: list[str] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)  # column, field, filter, property
    own: int = 1  # aliases[:own] are the field's own names (key, label); the rest are synonyms


@dataclass
class ResourceName:
    id: str
    label: str
    aliases: list[list[str]]
    fields: dict[str, FieldName] = field(default_factory=dict)
    # aliases that are what other tables list this one as, and those tables ("character": {"film"})
    listed_by: dict[tuple[str, ...], frozenset[str]] = field(default_factory=dict)


def _aliases(*names: str) -> list[list[str]]:
    out: list[list[str]] = []
    for name in names:
        w = words(name)
        if w and w not in out:
            out.append(w)
        joined = " ".join(w)
        for canon, alts in SYNONYMS.items():
            if joined == canon or joined in alts:
                for alt in (canon, *alts):
                    aw = words(alt)
                    if aw not in out:
                        out.append(aw)
    return out


_BY_RESOURCE: dict[int, tuple[object, object, ResourceName]] = {}


class Vocabulary:
    def __init__(self, plan: UiPlan, spec: NormalizedSpec | None) -> None:
        self.resources: list[ResourceName] = []
        for res in plan.resources:
            hit = _BY_RESOURCE.get(id(res))
            if hit is not None and hit[0] is res and hit[1] is spec:
                self.resources.append(hit[2])  # unchanged since the last edit: reuse
                continue
            type_name = ""
            if spec is not None and (sr := spec.resource(res.id)) is not None:
                type_name = sr.type_name or ""
            last = res.id.split(".")[-1]
            aliases = _aliases(res.label, res.singular, last, type_name)
            # "the UrlRedirect page" reaches the rules lowercased, one word: the name written as one
            # (the heading only: Docker's `containers.json` is typed MountPoint, and "mountpoint" is Volumes')
            heading = words(res.label)
            if len(heading) > 1 and ["".join(heading)] not in aliases:
                aliases.append(["".join(heading)])
            rn = ResourceName(res.id, res.label, aliases)
            self._fields(rn, plan, spec)
            self.resources.append(rn)
            if len(_BY_RESOURCE) > 4000:
                _BY_RESOURCE.clear()
            _BY_RESOURCE[id(res)] = (res, spec, rn)
        if spec is not None:
            self._names_as_listed(spec)

    def _names_as_listed(self, spec: NormalizedSpec) -> None:
        """A table is also called what other tables list it as (other_names.py)."""
        from copilot_cli.assist.other_names import listed_as

        by_id = {rn.id: rn for rn in self.resources}
        for said, (rid, hosts) in listed_as(self, spec).items():
            if rid in by_id and list(said) not in by_id[rid].aliases:
                by_id[rid].aliases.append(list(said))
                by_id[rid].listed_by[said] = hosts

    def _add(self, rn: ResourceName, key: str, label: str, kind: str, description: str = "") -> None:
        if not key:
            return
        fn = rn.fields.get(key)
        if fn is None:
            own = len({tuple(words(key)), tuple(words(label))} - {()})
            fn = rn.fields[key] = FieldName(key, label, _aliases(key, label), own=max(1, own))
        fn.kinds.add(kind)
        if description and not fn.description:
            fn.description = words(description)[:40]

    def _fields(self, rn: ResourceName, plan: UiPlan, spec: NormalizedSpec | None) -> None:
        res = plan.resource(rn.id)
        assert res is not None
        for col in res.list_.columns if res.list_ else []:
            self._add(rn, col.key, col.label, "column")
        for col in res.detail.fields if res.detail else []:
            self._add(rn, col.key, col.label, "detail")
        for form in (res.create, res.edit):
            for f in form.fields if form else []:
                self._add(rn, f.name, f.label, "field", f.description)
        if res.list_:
            for f in res.list_.filters + ([res.list_.search] if res.list_.search else []):
                self._add(rn, f.name, f.label, "filter", f.description)
        if spec is not None:
            from copilot_cli.ui.widgets import resolve

            for name, prop in item_properties(spec, rn.id).items():
                text = prop.description or (resolve(spec, prop)[0].description if prop.ref else "") or ""
                self._add(rn, name, name, "property", text)
                if listed_rows(spec, prop) is not None:
                    rn.fields[name].kinds.add("list")  # rows the item carries: a sub-table's source

    def resource(self, rid: str) -> ResourceName | None:
        return next((r for r in self.resources if r.id == rid), None)

    def resources_in(self, prompt_words: list[str]) -> list[tuple[ResourceName, int, int]]:
        """Resources named in the prompt: (resource, start index, length), longest first."""
        hits = []
        for rn in self.resources:
            best = max(
                ((contains(prompt_words, a), len(a), i == 0) for i, a in enumerate(rn.aliases)),
                key=lambda t: (t[0] >= 0, t[1], t[2]),
                default=(-1, 0, False),
            )
            if best[0] >= 0:
                hits.append((rn, best[0], best[1], best[2]))
            elif (at := _said_apart(prompt_words, rn.aliases[:1])) >= 0:
                hits.append((rn, at, 2, True))  # "single sends" of SendGrid's Singlesends
        # "give me a search bar": the person, not Spotify's Me table
        hits = [
            h
            for h in hits
            if not (prompt_words[h[1] : h[1] + h[2]] == ["me"] and h[1] > 0 and prompt_words[h[1] - 1] in _BEFORE_ME)
        ]
        if not hits:
            from copilot_cli.assist.other_names import misspelt

            hits = misspelt(self, prompt_words)
        # "a film page with its characters": said beside a table that lists it so, the words are that
        # table's list (a sub-table), not the other table
        ids = {rn.id for rn, *_ in hits}
        hits = [h for h in hits if not h[0].listed_by.get(tuple(prompt_words[h[1] : h[1] + h[2]]), frozenset()) & ids]
        # of two tables said by the same words, the one whose heading they are ("Ai Agents", not
        # "Ai Agent Default" whose id ends in ai_agent)
        return [(rn, start, size) for rn, start, size, _ in sorted(hits, key=lambda h: (-h[2], not h[3]))]

    def match_field(
        self, rn: ResourceName, phrase: list[str], kinds: set[str] | None = None
    ) -> tuple[FieldName, float] | None:
        phrase = [w for w in phrase if w not in _STOP] or phrase
        best: tuple[FieldName, float] | None = None
        for fn in rn.fields.values():
            if kinds and not (fn.kinds & kinds):
                continue
            score = _score(fn, phrase)
            if score and (best is None or score > best[1]):
                best = (fn, score)
        return best

    def fields_in(self, rn: ResourceName, prompt_words: list[str]) -> list[tuple[FieldName, int, int]]:
        hits = []
        own: set[str] = set()  # named by its own name, not a synonym ("labels" is Labels, not Name)
        for fn in rn.fields.values():
            spots = [(contains(prompt_words, a), len(a), i < fn.own) for i, a in enumerate(fn.aliases)]
            spots = [s for s in spots if s[0] >= 0]
            if spots:
                pos, n, by_own = max(spots, key=lambda s: (s[1], s[2]))
                hits.append((fn, pos, n))
                if by_own:
                    own.add(fn.key)
        return sorted(hits, key=lambda h: (-h[2], h[0].key not in own, h[1]))

    def close_fields(self, rn: ResourceName, phrase: list[str], n: int = 4) -> list[str]:
        text = " ".join(phrase)
        labels = {" ".join(a): fn.label for fn in rn.fields.values() for a in fn.aliases[: fn.own]}
        return [labels[m] for m in difflib.get_close_matches(text, list(labels), n=n, cutoff=0.6)]


def _score(fn: FieldName, phrase: list[str]) -> float:
    if not phrase:
        return 0.0
    if phrase in fn.aliases[: fn.own]:
        return 1.0
    if phrase in fn.aliases:
        return 0.9
    if any(len(a) > 1 and all(w in phrase for w in a) for a in fn.aliases):
        return 0.8
    if any(contains(phrase, a) >= 0 for a in fn.aliases[: fn.own]):  # "whether they are vaccinated"
        return 0.75
    # "by bucket" is Bucket id: a reference to another table said by that table's name alone
    if any(a[:-1] == phrase and a[-1] in _REFERENCE for a in fn.aliases[: fn.own] if len(a) > 1):
        return 0.72
    text = " ".join(phrase)
    if any(difflib.SequenceMatcher(None, text, " ".join(a)).ratio() >= 0.85 for a in fn.aliases):
        return 0.7
    if len(phrase) >= 2 and contains(fn.description, phrase) >= 0:
        return 0.6
    return 0.0


_CACHE: dict[tuple[int, int], tuple[UiPlan, NormalizedSpec | None, Vocabulary]] = {}


def vocabulary(plan: UiPlan, spec: NormalizedSpec | None) -> Vocabulary:
    """The vocabulary of this plan (cached per plan object: a session asks many times)."""
    key = (id(plan), id(spec))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is plan and hit[1] is spec:
        return hit[2]
    vocab = Vocabulary(plan, spec)
    if len(_CACHE) >= 16:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = (plan, spec, vocab)
    return vocab


# --------------------------------------------------------------------------- spec lookups


def listed_rows(spec: NormalizedSpec, prop: Schema) -> Schema | None:
    """The array a property lists its rows in: the property itself, or a GraphQL connection's one
    list besides `edges` (`filmConnection.films`); None for anything else."""
    from copilot_cli.ui.widgets import resolve

    s, _ = resolve(spec, prop)
    if s.kind == "object" and s.properties:
        lists = [p for n, p in s.properties.items() if n != "edges" and resolve(spec, p)[0].kind == "array"]
        if len(lists) != 1:
            return None
        s = resolve(spec, lists[0])[0]
    return s if s.kind == "array" and s.items is not None else None


def item_properties(spec: NormalizedSpec, resource_id: str) -> dict[str, Schema]:
    from copilot_cli.ui.plan_resources import item_schema  # the planner's own idea of "the item"
    from copilot_cli.ui.widgets import resolve

    res = spec.resource(resource_id)
    if res is None:
        return {}
    schema = item_schema(spec, res)
    # a type that is the list's envelope (Xero's `Invoices`: {pagination, Warnings, Invoices: [Invoice]}):
    # the item is where the list's rows are, so "the total column" is the invoice's `Total`
    inner, listed = schema, False
    for part in (res.pagination.items_path or "").split("."):
        if not part or inner.properties is None or part not in inner.properties:
            inner = None
            break
        inner, _ = resolve(spec, inner.properties[part])
        while inner.kind == "array" and inner.items is not None:
            inner, listed = resolve(spec, inner.items)[0], True
    # only an envelope holding the rows as an array: Kinto's bucket `data` is the bucket itself
    if listed and inner is not None and inner.kind == "object" and inner.properties:
        schema = inner
    return dict(schema.properties or {})


def array_columns(spec: NormalizedSpec, resource_id: str, key: str) -> tuple[str, list[Column]]:
    """The rows a property holds, as (path, columns): an array of objects is itself; a GraphQL
    connection (SWAPI's `Planet.filmConnection`: {pageInfo, edges, totalCount, films: [Film]}) holds
    them in its one list of objects other than `edges`, so the path is `filmConnection.films`."""
    from copilot_cli.ui.plan_resources import list_columns
    from copilot_cli.ui.widgets import resolve

    prop = item_properties(spec, resource_id).get(key)
    if prop is None:
        return key, []
    s, _ = resolve(spec, prop)
    path = key
    if s.kind == "object" and s.properties:
        lists = [
            name
            for name, p in s.properties.items()
            if name != "edges" and (inner := resolve(spec, p)[0]).kind == "array" and inner.items is not None
        ]
        if len(lists) != 1:
            return key, []
        path, s = f"{key}.{lists[0]}", resolve(spec, s.properties[lists[0]])[0]
    if s.kind != "array" or s.items is None:
        return key, []
    inner, _ = resolve(spec, s.items)
    if inner.kind != "object" or not inner.properties:
        return key, []
    return path, list_columns(spec, inner, ["id", "name"], 6, False)


def lists_rows_of(spec: NormalizedSpec, host_id: str, key: str, other_id: str) -> bool:
    """Property `key` of the host's items lists the other resource's items ("the people who live
    on a planet" are `Planet.residentConnection`: its rows are Person, though Person is not nested
    under Planet in the API)."""
    from copilot_cli.ui.plan_resources import item_schema
    from copilot_cli.ui.widgets import resolve

    other = spec.resource(other_id)
    prop = item_properties(spec, host_id).get(key)
    if other is None or prop is None:
        return False
    s = listed_rows(spec, prop)
    if s is None:
        return False
    rows, name = resolve(spec, s.items)
    target = item_schema(spec, other)
    return rows is target or (name is not None and spec.types.get(name) is target)
