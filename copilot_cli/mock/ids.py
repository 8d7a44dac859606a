"""Ids that look like the API's own and never repeat within a collection: integers count up; strings
follow the id property's `pattern` (Twilio's `AC` + 32 hex), else its `format` (uuid), else the
shape of its example (Stripe's `cus_NffrFeUfNV2Hib` → `cus_` + 14 letters and digits, Asana's
`12345` → five digits), else a short lowercase code. Each id is drawn from a generator seeded by
(seed, collection, n), so the nth id of a collection is the same every run, and another resource
can learn it (to point at an item that exists) without building the collection."""

from __future__ import annotations

import random
import re
import string
import uuid
import zlib
from typing import Any

from copilot_cli.mock.patterns import from_pattern
from copilot_cli.spec.model import Schema

_PREFIX = re.compile(r"^([A-Za-z]{1,12}[_-])(?=[A-Za-z0-9]{4,}$)")
_ALNUM = string.ascii_letters + string.digits


class IdMinter:
    """The ids of one collection, in order: `nth(i)` is stable, `mint()` hands out the next."""

    def __init__(self, key: str, seed: int, schema: Schema | None, kind: str) -> None:
        self.key, self.seed, self.kind = key, seed, kind
        self.schema = schema
        self._ids: list[Any] = []
        self._seen: set[str] = set()
        self.minted = 0

    def nth(self, index: int) -> Any:
        while len(self._ids) <= index:
            self._ids.append(self._fresh(len(self._ids)))
        return self._ids[index]

    def mint(self) -> Any:
        value = self.nth(self.minted)
        self.minted += 1
        return value

    def _fresh(self, index: int) -> Any:
        if self.kind == "integer":
            return index + 1
        choices = [v for v in (self.schema.enum or []) if isinstance(v, str)] if self.schema is not None else []
        if index < len(choices) and choices[index] not in self._seen:  # the ids a path may name, first
            self._seen.add(choices[index])
            return choices[index]
        for attempt in range(12):
            rng = random.Random(zlib.crc32(f"{self.seed}:{self.key}:{index}:{attempt}".encode()))
            value = draw_id(self.schema, rng, self.kind)
            if str(value) not in self._seen:
                break
        else:  # an id shape too narrow for the collection (`^[ab]$`): count instead
            value = f"{value}{index + 1}"
        self._seen.add(str(value))
        return value


def draw_id(schema: Schema | None, rng: random.Random, kind: str = "string") -> str:
    """One id for an id property described by `schema` (already resolved)."""
    c = schema.constraints if schema is not None else None
    if c is not None and c.pattern:
        text = from_pattern(c.pattern, rng)
        if text is not None and _fits_length(text, c):
            return text
    fmt = ((schema.format if schema is not None else None) or "").lower()
    if kind == "uuid" or fmt in ("uuid", "guid"):
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))
    example = next((e for e in (schema.examples or []) if isinstance(e, str) and e), None) if schema else None
    if example is not None and len(example) <= 64:
        return like(example, rng)
    low = c.min_length if c is not None and c.min_length else 8
    high = c.max_length if c is not None and c.max_length else max(low, 10)
    size = max(low, min(high, 10))
    return rng.choice(string.ascii_lowercase) + "".join(
        rng.choice(string.ascii_lowercase + string.digits) for _ in range(size - 1)
    )


def like(example: str, rng: random.Random) -> str:
    """A string shaped like `example`: its word prefix kept (`cus_`, `ch_`), every other letter,
    digit and hex run redrawn from the same class; punctuation kept (`2024-…`, `abc.def`)."""
    prefix = ""
    match = _PREFIX.match(example)
    if match:
        prefix = match.group(1)
    rest = example[len(prefix) :]
    hexish = len(rest) >= 8 and all(ch in string.hexdigits for ch in rest) and any(ch.isalpha() for ch in rest)
    out = []
    for i, ch in enumerate(rest):
        if hexish:
            pool = "0123456789abcdef" if not ch.isupper() else "0123456789ABCDEF"
        elif ch.isdigit():
            pool = string.digits if i or len(rest) == 1 else "123456789"  # `12345` → no leading zero
        elif ch.islower():
            pool = string.ascii_lowercase + (string.digits if not rest.isalpha() else "")
        elif ch.isupper():
            pool = string.ascii_uppercase + (string.digits if not rest.isalpha() else "")
        else:
            out.append(ch)
            continue
        out.append(rng.choice(pool))
    return prefix + "".join(out)


def _fits_length(text: str, c: Any) -> bool:
    return (c.min_length is None or len(text) >= c.min_length) and (c.max_length is None or len(text) <= c.max_length)
