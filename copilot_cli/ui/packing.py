"""The plan's data, packed: every part used more than once is written once.

A plan repeats itself: Kubernetes' 1,100 operations carry the same `pretty`, `dryRun` and
`fieldManager` parameters, and the same ObjectMeta fieldset sits in every create, edit and body
form (Microsoft Graph: 287,603 fields, 7,108 distinct). Packed, the data is `{"t": table, "p": root}`:
`root` is the plan as `render.dump_part` writes it (defaults left out), except that a string,
object or array used more than once (and long enough to be worth it) is the string `"~<n>"`,
entry n of `table`; entries come before the entries that use them. A string of the data that
starts with `~` is written with one more `~` in front. `unpack` (here) and `unpackPlan`
(runtime/src/data.ts) undo it; tests/ui/test_packing.py checks both give back the plan exactly.

The work is linear in the size of the data: one pass builds the graph of distinct parts
(hash-consing), one counts how often each is written once its parents are shared, one writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from json.encoder import encode_basestring_ascii  # what json.dumps does with a str, without its checks
from typing import Any

import orjson

REF = "~"


class Lazy:
    """A list whose items are made one at a time while packing (dumps of plan parts): only the
    distinct parts stay in memory, never the whole dump of a big plan."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = items


class Same:
    """A plan part that may be the very object met before (a shared field, ui/field_share.py): its
    dump is read once per object, not once per place it is used."""

    __slots__ = ("obj", "dump")

    def __init__(self, obj: Any, dump: Callable[[Any], Any]) -> None:
        self.obj, self.dump = obj, dump


_REF_COST = 8  # `"~1234",`: what a reference costs where the part was


def _dumps(text: str) -> str:
    return encode_basestring_ascii(REF + text if text[:1] == REF else text)


class _Graph:
    """The distinct parts of one value. A part is a node id (int) for strings, objects and
    arrays, or `(type, value)` for any other scalar (written inline, never shared)."""

    def __init__(self) -> None:
        self.seen: dict[int, tuple[Any, Any]] = {}  # id(Same.obj) → (obj, its part)
        self.ids: dict[Any, int] = {}
        self.nodes: list[Any] = []  # str | dict items tuple (1, ((key, child), …)) | list (2, (child, …))
        self.sizes: list[int] = []  # written size when nothing inside is shared
        self.texts: dict[bytes, Any] = {}  # a Same's dump as JSON text → its part

    def _same(self, data: Any) -> Any:
        """The part of a Same's dump; one whose JSON text was met before is that part, without walking
        it again (Kubernetes' forms: 7,833 field objects, most of them ObjectMeta's fields again).
        Equal text is an equal part here: orjson keeps key order, 1 / 1.0 / true apart and every
        string exact; text with a null is walked anyway (orjson writes NaN as null too)."""
        try:
            text = orjson.dumps(data)
        except TypeError:  # orjson's JSONEncodeError too: a non-str key, an int past 64 bits
            return self.add(data)
        part = self.texts.get(text)
        if part is None:
            part = self.add(data)
            if b"null" not in text:
                self.texts[text] = part
        return part

    def add(self, x: Any) -> Any:
        t = type(x)
        if t is str:
            i = self.ids.get(x)
            if i is None:
                i = self.ids[x] = len(self.nodes)
                self.nodes.append(x)
                self.sizes.append(len(x) + 2)
            return i
        if t is dict:
            items = tuple((k, self.add(v)) for k, v in x.items())
            key: Any = (1, items)
        elif t is list:
            key = (2, tuple(self.add(v) for v in x))
        elif t is Lazy:
            key = (2, tuple(self.add(v) for v in x.items))
        elif t is Same:
            hit = self.seen.get(id(x.obj))
            if hit is None:
                hit = self.seen[id(x.obj)] = (x.obj, self._same(x.dump(x.obj)))
            return hit[1]
        else:
            return (t, x)
        i = self.ids.get(key)
        if i is None:
            i = self.ids[key] = len(self.nodes)
            self.nodes.append(key)
            sizes = self.sizes
            if key[0] == 1:
                size = 2 + sum(len(k) + 4 + (sizes[c] if type(c) is int else 5) for k, c in items)
            else:
                size = 2 + sum((sizes[c] if type(c) is int else 5) + 1 for c in key[1])
            sizes.append(size)
        return i


def _post_order(nodes: list[Any], root: int) -> list[int]:
    """The parts reachable from `root`, each after its own parts, in the order a fresh walk of the
    value first meets them: the order a new graph numbers them in, whatever graph they are in."""
    order: list[int] = []
    done = bytearray(len(nodes))

    def visit(i: int) -> None:
        done[i] = 1
        node = nodes[i]
        if type(node) is not str:
            for c in node[1] if node[0] == 2 else (c for _, c in node[1]):
                if type(c) is int and not done[c]:
                    visit(c)
        order.append(i)

    visit(root)
    return order


class Graph(_Graph):
    """A graph kept between packs (render_cache.py): the parts of a plan that are the same objects
    as last time (`Same`) are not read again. Not thread-safe: one pack at a time."""


def pack(value: Any, graph: _Graph | None = None) -> str:
    """`value` (JSON data, where a `Lazy` stands for a list and a `Same` for its object's dump) packed,
    as compact ASCII JSON text; the same text whether `graph` is new or has been used before."""
    graph = graph if graph is not None else _Graph()
    root = graph.add(value)
    if type(root) is not int:
        return '{"t":[],"p":' + json.dumps(root[1], allow_nan=False) + "}"
    nodes, sizes = graph.nodes, graph.sizes
    order = _post_order(nodes, root)
    uses = [0] * len(nodes)
    uses[root] = 1
    shared = bytearray(len(nodes))
    for i in reversed(order):  # every part after all the parts that use it
        u = uses[i]
        if not u:
            continue
        if u > 1 and (u - 1) * sizes[i] > u * _REF_COST:
            shared[i], u = 1, 1
        node = nodes[i]
        if type(node) is str:
            continue
        for c in node[1] if node[0] == 2 else (c for _, c in node[1]):
            if type(c) is int:
                uses[c] += u
    refs: dict[int, str] = {}
    texts: dict[int, str] = {}  # written form of parts written inline more than once
    table: list[str] = []
    keys: dict[str, str] = {}  # a key's written form: a plan has a few hundred keys, written 10^5 times
    scalars: dict[Any, str] = {}  # (type, value) → written form; floats are not kept (0.0 == -0.0)

    def key(k: Any) -> str:
        if type(k) is not str:
            return json.dumps(k)
        out = keys.get(k)
        if out is None:
            out = keys[k] = encode_basestring_ascii(k)
        return out

    def text(i: int) -> str:
        ref = refs.get(i)
        if ref is not None:
            return ref
        done = texts.get(i)
        if done is not None:
            return done
        node = nodes[i]
        if type(node) is str:
            out = _dumps(node)
        elif node[0] == 1:
            out = "{" + ",".join(key(k) + ":" + part(c) for k, c in node[1]) + "}"
        else:
            out = "[" + ",".join(part(c) for c in node[1]) + "]"
        if uses[i] > 1:
            texts[i] = out
        return out

    def part(c: Any) -> str:
        if type(c) is int:
            return text(c)
        out = scalars.get(c)
        if out is None:
            out = json.dumps(c[1], allow_nan=False)
            if c[0] is not float:
                scalars[c] = out
        return out

    for i in order:
        if shared[i]:
            table.append(text(i))
            refs[i] = f'"{REF}{len(table) - 1}"'
    return '{"t":[' + ",".join(table) + '],"p":' + text(root) + "}"


def unpack(packed: dict[str, Any]) -> Any:
    """The data `pack` was given, from its parsed JSON."""
    table: list[Any] = []

    def value(x: Any) -> Any:
        t = type(x)
        if t is str:
            if x[:1] != REF:
                return x
            return x[1:] if x[1:2] == REF else table[int(x[1:])]
        if t is dict:
            return {k: value(v) for k, v in x.items()}
        if t is list:
            return [value(v) for v in x]
        return x

    for entry in packed["t"]:
        table.append(value(entry))
    return value(packed["p"])
