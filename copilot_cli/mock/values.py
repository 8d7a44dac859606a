"""Fake values from NormalizedSpec schemas: examples first, then enums, formats, field names,
constraints (strings matching `pattern` come from patterns.py). Seeded per key, so item 7 of
`pets` is the same value every run. Dates and unix timestamps are drawn relative to a reference
clock (`reference_now`): today at 00:00 UTC, or EXPERIENCE_UI_MOCK_NOW when set, so screenshots
and tests can pin it. Recursion stops at MAX_DEPTH, so circular types (a Comment with replies:
[Comment]) end in finite data."""

from __future__ import annotations

import base64
import copy
import string
import zlib
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

from faker import Faker
from faker.providers import BaseProvider

from copilot_cli.mock.clock import FUTURE, PAST, iso, reference_now, unix_hint
from copilot_cli.mock.names import (
    lowercase_wanted,
    number_for_name,
    picture,
    picture_name,
    string_for_description,
    string_for_name,
    time_kind,
    weak_name,
)
from copilot_cli.spec.model import Schema

MAX_DEPTH = 3


class ValueFactory:
    def __init__(
        self, types: dict[str, Schema], seed: int = 0, *, shallow: bool = False, now: datetime | None = None
    ) -> None:
        self.types = types
        self.seed = seed
        self.now = now or reference_now()
        # GraphQL: stored items keep only scalar fields; nested objects resolve lazily, as deep
        # as each query asks (hashnode's Post would otherwise cost ~80 ms to make).
        self.shallow = shallow
        self.fake = Faker("en_US")
        self.fake.add_provider(_PooledUrls(self.fake, seed))
        self.use_examples = True

    def reseed(self, key: str, *, use_examples: bool = True) -> None:
        """Start a deterministic sequence for `key`. `use_examples=False` skips spec examples
        where a name-based value exists, so a list of 20 pets is not 20 × "Biscuit"."""
        self.fake.seed_instance(zlib.crc32(f"{self.seed}:{key}".encode()))
        self.use_examples = use_examples

    def resolve(self, schema: Schema | None) -> Schema | None:
        """The named type behind a ref (one hop; named types are never refs themselves)."""
        if schema is not None and schema.ref:
            return self.types.get(schema.ref)
        return schema

    # ------------------------------------------------------------------ values

    def value(
        self,
        schema: Schema | None,
        name: str | None = None,
        depth: int = 0,
        *,
        owner: str | None = None,
        writing: bool = False,
    ) -> Any:
        if schema is None:
            return self.fake.word()
        target = self.resolve(schema)
        if target is None:
            return None
        example = self._example(schema, target, name)
        if example is not _NOTHING:
            return example
        kind = target.kind
        if target.enum:
            return copy.deepcopy(self.fake.random_element(target.enum))
        if kind == "object":
            return self.object(target, depth, writing=writing)
        if kind == "array":
            return self._array(target, name, depth, owner, writing)
        if kind == "map":
            return self._map(target, depth, writing)
        if kind == "union":
            return self._union(target, name, depth, owner, writing)
        return self.scalar(target, name, owner)

    def object(self, schema: Schema, depth: int = 0, *, writing: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if depth > MAX_DEPTH:
            return out
        required = set(schema.required or [])
        for prop, sub in (schema.properties or {}).items():
            resolved = self.resolve(sub) or sub
            hidden = (sub.write_only or resolved.write_only) if not writing else (sub.read_only or resolved.read_only)
            # GraphQL fields with arguments (connections, filtered lists) are left to the
            # resolvers, which honour those arguments.
            if hidden or sub.arguments or self.shallow and self._is_structured(resolved):
                continue
            # Nested objects carry only their required properties (small ones keep all), so
            # wide or circular graphs (Discord's messages) stay small and fast to make.
            if prop not in required and (depth >= 2 or depth == 1 and len(schema.properties or {}) > 8):
                continue
            out[prop] = self.value(sub, prop, depth + 1, owner=schema.name, writing=writing)
        if schema.additional_properties is not None and not schema.properties and depth <= MAX_DEPTH:
            return self._map(schema, depth, writing)
        return out

    def _is_structured(self, schema: Schema) -> bool:
        if schema.kind in ("object", "union", "map"):
            return True
        item = self.resolve(schema.items) if schema.kind == "array" else None
        return item is not None and item.kind in ("object", "union", "map", "array")

    def scalar(self, schema: Schema, name: str | None = None, owner: str | None = None) -> Any:
        kind, fmt = schema.kind, (schema.format or "").lower()
        if kind == "boolean":
            return self.fake.boolean()
        if kind in ("integer", "number"):
            return self._number(schema, name)
        if kind == "null":
            return None
        if kind == "file":
            return self.fake.file_name()
        if kind == "any":
            return self.fake.word()
        return self._string(schema, fmt, name, owner)

    # ------------------------------------------------------------------ helpers

    def _example(self, schema: Schema, target: Schema, name: str | None) -> Any:
        for source in (schema, target):
            if source.examples and source.examples[0] is not None:
                has_name_rule = (
                    target.kind in ("string", "integer", "number")
                    and bool(string_for_name(name, None) or number_for_name(name))
                    and not weak_name(name)
                )
                # Whole example objects/arrays only for the first item; later items vary.
                if not self.use_examples and target.kind in ("array", "object", "map"):
                    return _NOTHING
                if self.use_examples or not has_name_rule:
                    return copy.deepcopy(
                        source.examples[0] if self.use_examples else self.fake.random_element(source.examples)
                    )
        return _NOTHING

    def _array(self, schema: Schema, name: str | None, depth: int, owner: str | None, writing: bool) -> list[Any]:
        if depth > MAX_DEPTH:
            return []
        limits = schema.constraints
        least = limits.min_items if limits and limits.min_items else 0
        most = limits.max_items if limits and limits.max_items is not None else None
        # Lists nested in lists multiply: deeper down, only what the schema demands.
        low = max(least, 1) if depth <= 1 else least
        high = max(low, min(most if most is not None else 3, 3)) if depth <= 1 else low
        if most is not None:
            low, high = min(low, most), min(high, most)
        count = self.fake.random_int(low, high)
        singular = name[:-1] if name and name.endswith("s") else name
        items = [self.value(schema.items, singular, depth + 1, owner=owner, writing=writing) for _ in range(count)]
        if items and all(isinstance(i, (str, int, float)) for i in items):
            distinct = list(dict.fromkeys(items))  # tag lists read better without repeats
            items = distinct if len(distinct) >= least else items
        return items

    def _map(self, schema: Schema, depth: int, writing: bool) -> dict[str, Any]:
        if depth > MAX_DEPTH:
            return {}
        inner = schema.additional_properties
        return {
            self.fake.word(): self.value(inner, None, depth + 1, writing=writing) for _ in range(2 if depth <= 1 else 1)
        }

    def _union(self, schema: Schema, name: str | None, depth: int, owner: str | None, writing: bool) -> Any:
        variants = schema.variants or []
        if not variants:
            return self.fake.word()
        choice = variants[0]
        expandable = self._expandable_id(schema, choice)
        if expandable is not None:
            return expandable
        value = self.value(choice, name, depth, owner=owner, writing=writing)
        disc = schema.discriminator
        if disc and isinstance(value, dict):
            tag = next((k for k, v in disc.mapping.items() if v == choice.ref), choice.ref)
            if tag is not None:
                value[disc.property_name] = tag
        return value

    def _expandable_id(self, schema: Schema, first: Schema) -> str | None:
        """Stripe's `anyOf: [string, Customer]` (an id, or the object when expanded): an id-like
        code for the string, not a random word."""
        target = self.resolve(first) or first
        if (
            target.kind != "string"
            or target.format
            or target.enum
            or (target.constraints and target.constraints.pattern)
        ):
            return None
        objects = [self.resolve(v) for v in (schema.variants or [])[1:]]
        if not any(o is not None and o.kind == "object" and "id" in (o.properties or {}) for o in objects):
            return None
        alphabet = string.ascii_lowercase + string.digits + string.ascii_uppercase
        return "".join(self.fake.random.choices(alphabet, k=14))

    def _number(self, schema: Schema, name: str | None) -> int | float:
        value = self._number_in_range(schema, name)
        c = schema.constraints
        step = c.multiple_of if c and c.multiple_of else None
        if step is None or step <= 0:
            return value
        low = c.minimum if c.minimum is not None else c.exclusive_minimum
        high = c.maximum if c.maximum is not None else c.exclusive_maximum
        snapped = round(value / step) * step
        if low is not None and (snapped < low or snapped == c.exclusive_minimum):
            snapped += step
        if high is not None and (snapped > high or snapped == c.exclusive_maximum):
            snapped -= step
        integral = float(step).is_integer() and schema.kind == "integer"
        return int(round(snapped)) if integral else round(snapped, 10)

    def _number_in_range(self, schema: Schema, name: str | None) -> int | float:
        c = schema.constraints
        low = (
            c.minimum
            if c and c.minimum is not None
            else (c.exclusive_minimum + 1 if c and c.exclusive_minimum is not None else None)
        )
        high = (
            c.maximum
            if c and c.maximum is not None
            else (c.exclusive_maximum - 1 if c and c.exclusive_maximum is not None else None)
        )
        moment = self._unix_time(schema, name, high)
        if moment is not None and (low is None or moment >= low):
            return moment if schema.kind == "integer" else float(moment)
        by_name = number_for_name(name)
        if by_name is not None:
            value = by_name(self.fake)
            if (low is None or value >= low) and (high is None or value <= high):
                return int(value) if schema.kind == "integer" else value
        lo = low if low is not None else (0 if high is None or high > 0 else high - 100)
        hi = high if high is not None else max(lo + 1, 1000 if lo < 1000 else lo * 2)
        if hi - lo > 10**6 and lo <= 0 <= hi:  # int64-wide ranges: small, readable numbers
            lo, hi = 0, min(hi, 10_000)
        if schema.kind == "integer":
            return self.fake.random_int(int(lo), int(hi))
        return round(self.fake.pyfloat(min_value=float(lo), max_value=float(hi)) if hi > lo else float(lo), 2)

    def _unix_time(self, schema: Schema, name: str | None, high: float | None) -> int | None:
        """Seconds (or milliseconds) since the epoch when the integer holds a moment and the
        schema's range allows one."""
        hint = unix_hint((schema.format or "").lower(), name)
        if hint is None:
            return None
        moment = int(self._moment(hint[0]).timestamp()) * (1000 if hint[1] else 1)
        return moment if high is None or moment <= high else None

    def _moment(self, kind: str = "past") -> datetime:
        if kind == "future":
            return self.fake.date_time_between(self.now + timedelta(days=1), self.now + FUTURE, tzinfo=UTC)
        return self.fake.date_time_between(self.now - PAST, self.now, tzinfo=UTC)

    def _string(self, schema: Schema, fmt: str, name: str | None, owner: str | None) -> str:
        text = picture(self.fake) if not fmt and picture_name(name) else self._formatted(fmt)
        if text is None and time_kind(name):
            text = iso(self._moment(time_kind(name) or "past"))
        if text is None:
            by_name = string_for_description(schema.description) or string_for_name(name, owner)
            text = str(by_name(self.fake)) if by_name else self.fake.word()
        if lowercase_wanted(schema.description):  # Stripe: "Three-letter ISO currency code, in lowercase"
            text = text.lower()
        c = schema.constraints
        if c and c.pattern:
            # here, not at import: the `regex` package (~7 ms of a mock's start) only for a pattern
            from copilot_cli.common.patterns import search_within

            text = self._matching(c.pattern, text, c)
            if search_within(c.pattern, text):
                return text
        if c and c.max_length is not None and len(text) > c.max_length:
            text = text[: c.max_length]
        if c and c.min_length and len(text) < c.min_length:
            letters = string.ascii_lowercase
            text = text + "".join(self.fake.random.choices(letters, k=c.min_length - len(text)))
        return text

    def _matching(self, pattern: str, text: str, c: Any = None) -> str:
        """`text` if it fits the pattern (and the length limits), else a string drawn from the
        pattern itself, else the first cheap candidate that fits; patterns we cannot satisfy
        keep `text`."""
        from copilot_cli.common.patterns import search_within
        from copilot_cli.mock.patterns import from_pattern

        if search_within(pattern, text) and _fits(text, c):  # a pattern no one can read keeps `text` below
            return text
        for _ in range(3):
            drawn = from_pattern(pattern, self.fake.random)
            if drawn is not None and _fits(drawn, c):
                return drawn
        candidates = (
            text,
            str(self.fake.random_int(10**15, 10**18)),
            self.fake.uuid4(),
            self.fake.slug(),
            self.fake.word(),
            text.upper(),
            str(self.fake.random_int(0, 99)),
        )
        return next((x for x in candidates if search_within(pattern, x)), text)

    def _formatted(self, fmt: str) -> str | None:
        fake = self.fake
        if "rfc-2822" in fmt or "rfc2822" in fmt or "rfc-1123" in fmt:  # Twilio's date-time-rfc-2822
            return format_datetime(self._moment())
        if fmt in ("date-time", "datetime") or "date-time" in fmt:
            return iso(self._moment())
        if fmt == "date":
            return self._moment().date().isoformat()
        if fmt == "time":
            return fake.time()
        if fmt in ("email", "idn-email"):
            return fake.email()
        if fmt in ("uri", "url", "iri", "uri-reference"):
            return fake.url()
        if fmt == "uuid":
            return fake.uuid4()
        if fmt in ("hostname", "idn-hostname"):
            return fake.hostname()
        if fmt == "ipv4":
            return fake.ipv4()
        if fmt == "ipv6":
            return fake.ipv6()
        if fmt == "byte":
            return base64.b64encode(fake.binary(length=12)).decode()
        if fmt == "password":
            return fake.password(length=12)
        if fmt in ("phone", "tel"):
            return fake.phone_number()
        if fmt == "image":
            return picture(fake)
        return None


def _fits(text: str, c: Any) -> bool:
    return (
        c is None
        or (c.min_length is None or len(text) >= c.min_length)
        and (c.max_length is None or len(text) <= c.max_length)
    )


class _Nothing:
    pass


_NOTHING: Any = _Nothing()


class _PooledUrls(BaseProvider):
    """`url()` from a pool made once per factory: Faker's own costs ~0.25 ms a call (a company
    name through its format templates), and GitHub's issues carry dozens of URLs apiece (0.5 s of
    CPU before its first list answered). Still one draw from the item's seeded stream a call, so an
    item is the same whichever collection was made first.

    The pool is made on the first call, by the factory's own Faker with its stream set aside: the
    same URLs a Faker("en_US") of their own, seeded alike, makes (a second Faker cost ~0.05 s of
    CPU before the mock's first answer, and most first screens show no URL)."""

    POOL = 64

    def __init__(self, generator: Any, seed: int) -> None:
        super().__init__(generator)
        self._seed = zlib.crc32(f"{seed}:urls".encode())
        self._faker_url = generator.url  # Faker's own, before this provider takes the name
        self._pool: list[str] | None = None

    def url(self, schemes: Any = None) -> str:
        if self._pool is None:
            self._pool = self._made_pool()
        return self._pool[self.generator.random.randrange(self.POOL)]

    def _made_pool(self) -> list[str]:
        stream = self.generator.random
        held = stream.getstate()
        try:
            stream.seed(self._seed)  # what Faker's seed_instance does to an instance's own Random
            return [self._faker_url() for _ in range(self.POOL)]
        finally:
            stream.setstate(held)
