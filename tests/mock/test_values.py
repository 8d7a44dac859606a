"""Generated values validate against the schema they were made for (any schema hypothesis builds
from formats, patterns, enums, ranges, lengths, arrays and required properties, checked with the
`jsonschema` package), and read like the domain: currencies from descriptions, ids for Stripe's
expandable fields, names by field meaning."""

from __future__ import annotations

import re

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli.common.patterns import search_within
from copilot_cli.mock.values import ValueFactory
from copilot_cli.spec import load_spec
from copilot_cli.spec.model import Schema

FORMATS = ["email", "uuid", "date", "date-time", "ipv4", "ipv6", "uri", "hostname", None]
PATTERNS = [
    r"^AC[0-9a-fA-F]{32}$",
    r"^[a-z]{2}-\d{4}$",
    r"^\d+$",
    r"^cus_[A-Za-z0-9]+$",
    r"^[A-Z][a-z]+( [A-Z][a-z]+)*$",
]
NAMES = ["name", "email", "created", "updated_at", "price", "count", "status", "id", "title", "country", "x"]


def strings() -> st.SearchStrategy[dict]:
    plain = st.fixed_dictionaries(
        {"type": st.just("string")},
        optional={"format": st.sampled_from([f for f in FORMATS if f]), "minLength": st.integers(0, 5)},
    )
    patterned = st.fixed_dictionaries({"type": st.just("string"), "pattern": st.sampled_from(PATTERNS)})
    bounded = st.integers(1, 12).flatmap(
        lambda low: st.fixed_dictionaries(
            {"type": st.just("string"), "minLength": st.just(low), "maxLength": st.integers(low, low + 30)}
        )
    )
    enum = st.lists(st.text(min_size=1, max_size=8), min_size=1, max_size=4, unique=True).map(
        lambda v: {"type": "string", "enum": v}
    )
    return st.one_of(plain, patterned, bounded, enum)


def numbers() -> st.SearchStrategy[dict]:
    def ranged(kind: str) -> st.SearchStrategy[dict]:
        return st.tuples(st.integers(-(10**6), 10**10), st.integers(0, 10**6)).map(
            lambda t: {"type": kind, "minimum": t[0], "maximum": t[0] + t[1]}
        )

    return st.one_of(
        ranged("integer"),
        ranged("number"),
        st.just({"type": "integer", "format": "unix-time"}),
        st.just({"type": "integer", "minimum": 0, "multipleOf": 5}),
        st.just({"type": "boolean"}),
    )


def schemas(depth: int = 2) -> st.SearchStrategy[dict]:
    leaf = st.one_of(strings(), numbers())
    if depth == 0:
        return leaf
    array = st.tuples(schemas(depth - 1), st.integers(0, 3), st.integers(0, 3)).map(
        lambda t: {"type": "array", "items": t[0], "minItems": t[1], "maxItems": t[1] + t[2]}
    )
    obj = st.dictionaries(st.sampled_from(NAMES), schemas(depth - 1), min_size=1, max_size=5).flatmap(
        lambda props: st.lists(st.sampled_from(sorted(props)), unique=True).map(
            lambda req: {"type": "object", "properties": props, **({"required": req} if req else {})}
        )
    )
    return st.one_of(leaf, array, obj)


def _spec_with(schema: dict) -> dict:
    return {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {},
        "components": {"schemas": {"Thing": schema}},
    }


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(schemas(), st.integers(0, 1000))
def test_a_generated_value_validates_against_its_schema(schema, seed):
    spec = load_spec(_spec_with(schema))
    factory = ValueFactory(spec.types, seed)
    factory.reseed("thing", use_examples=False)
    value = factory.value(Schema(ref="Thing", kind=spec.types["Thing"].kind), None, 0)
    checker = jsonschema.Draft7Validator.FORMAT_CHECKER
    jsonschema.Draft7Validator(schema, format_checker=checker).validate(value)


def _value(schema: dict, name: str | None = None, seed: int = 0):
    spec = load_spec(_spec_with(schema))
    factory = ValueFactory(spec.types, seed)
    factory.reseed("x", use_examples=False)
    return factory.value(Schema(ref="Thing", kind=spec.types["Thing"].kind), name, 0)


def test_a_currency_described_as_lowercase_iso_4217_is_a_lowercase_code():
    value = _value({"type": "string", "description": "Three-letter ISO currency code, in lowercase."}, "currency")
    assert re.fullmatch("[a-z]{3}", value)


def test_a_two_letter_country_description_gives_a_country_code():
    assert re.fullmatch("[A-Z]{2}", _value({"type": "string", "description": "Two-letter country code."}, "x"))


def test_an_expandable_reference_is_an_id_not_a_word():
    spec = _spec_with(
        {
            "type": "object",
            "properties": {"customer": {"anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/Customer"}]}},
        }
    )
    spec["components"]["schemas"]["Customer"] = {"type": "object", "properties": {"id": {"type": "string"}}}
    loaded = load_spec(spec)
    factory = ValueFactory(loaded.types, 0)
    factory.reseed("x", use_examples=False)
    value = factory.value(Schema(ref="Thing", kind="object"), None, 0)
    assert re.fullmatch("[A-Za-z0-9]{14}", value["customer"])


def test_type_fields_without_an_enum_read_like_kinds_not_random_words():
    kinds = {_value({"type": "string"}, "type", seed) for seed in range(10)}
    assert kinds <= {
        "standard",
        "basic",
        "premium",
        "custom",
        "default",
        "internal",
        "external",
        "primary",
        "secondary",
    }


def test_a_value_is_checked_against_a_pattern_that_backtracks_for_ever_without_hanging():
    # a drawn value is checked against the field's pattern before it is kept; on Python's re
    # `^(a|aa)+$` never finished on a near miss, and the mock would stop answering
    value = ValueFactory({}, 0)._matching("^(a|aa)+$", "a" * 40 + "!")
    assert search_within("^(a|aa)+$", value)  # one drawn from the pattern instead


def test_urls_come_from_the_pool_a_faker_of_their_own_seeded_by_the_factory_seed_makes():
    # The pool is made on the first url() by the factory's own Faker with its stream set aside:
    # the same 64 URLs as a separate Faker("en_US") seeded alike (as before), and the item's
    # stream goes on as if the pool had not been made (one draw a URL).
    import zlib

    from faker import Faker

    for seed in (0, 7, 3401):
        factory = ValueFactory({}, seed)
        factory.reseed("issues::0")
        urls = [factory.fake.url() for _ in range(10)]
        own = Faker("en_US")
        own.seed_instance(zlib.crc32(f"{seed}:urls".encode()))
        pool = [own.url() for _ in range(64)]
        again = ValueFactory({}, seed)
        again.reseed("issues::0")
        assert urls == [pool[again.fake.random.randrange(64)] for _ in range(10)]
