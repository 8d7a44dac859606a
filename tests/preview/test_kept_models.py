"""A kept spec's models pickled compactly load as the very models pydantic's own pickling gives back:
the same fields in the same order, the same fields set, the same sharing, and the same dump; fewer
bytes; a model that does not fit the compact form is pickled as pydantic does."""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from copilot_cli.preview.kept_models import dumps
from copilot_cli.spec import load_spec

SPECS = Path(__file__).resolve().parents[1] / "specs"


def _walk(value: Any, out: list, seen: dict[int, int]) -> list:
    """Every model, dict and list in `value` as (kind, keys, fields set, first seen at), in order."""
    if isinstance(value, (BaseModel, dict, list)):
        if id(value) in seen:
            out.append(("again", seen[id(value)]))
            return out
        seen[id(value)] = len(seen)
    if isinstance(value, BaseModel):
        fields = value.__dict__
        out.append(
            (type(value).__name__, list(fields), sorted(value.__pydantic_fields_set__), value.__pydantic_extra__)
        )
        for item in fields.values():
            _walk(item, out, seen)
    elif isinstance(value, dict):
        out.append(("dict", list(value)))
        for item in value.values():
            _walk(item, out, seen)
    elif isinstance(value, list):
        out.append(("list", len(value)))
        for item in value:
            _walk(item, out, seen)
    else:
        out.append(value)
    return out


def test_a_spec_loads_as_pydantic_pickles_it_in_fewer_bytes():
    for name in ("discord_openapi.json", "swapi-graphql_schema.graphql", "swagger-petstore_openapi.yaml"):
        spec = load_spec(SPECS / name)
        theirs, ours = pickle.dumps(spec, protocol=pickle.HIGHEST_PROTOCOL), dumps(spec)
        loaded = pickle.loads(ours)
        assert _walk(loaded, [], {}) == _walk(pickle.loads(theirs), [], {}) == _walk(spec, [], {}), name
        assert loaded.model_dump_json() == spec.model_dump_json() and loaded == spec
        assert len(ours) < len(theirs) * 0.9, name


def test_a_loaded_model_is_its_own_to_change():
    spec = pickle.loads(dumps(load_spec(SPECS / "swagger-petstore_openapi.yaml")))
    schemas = [s for s in spec.types.values() if s.properties]
    first, second = schemas[0], schemas[1]
    first.__pydantic_fields_set__.add("title")
    assert "title" not in second.__pydantic_fields_set__  # each model its own set and its own dict
    first.__dict__["title"] = "Changed"
    assert second.title != "Changed"
    copy = first.model_copy(update={"description": "copied"})
    assert copy.description == "copied" and first.description != "copied"


class _Loose(BaseModel):
    model_config = ConfigDict(extra="allow")
    name: str | None = None
    flag: bool = False


def test_a_model_with_extra_values_or_its_fields_out_of_order_is_pickled_as_pydantic_does():
    loose = _Loose(name="a", other=1)
    assert pickle.loads(dumps(loose)).__pydantic_extra__ == {"other": 1}
    reordered = _Loose(name="b", flag=True)
    object.__setattr__(reordered, "__dict__", {"flag": True, "name": "b"})
    object.__setattr__(reordered, "__pydantic_extra__", None)
    loaded = pickle.loads(dumps([reordered, _Loose(name=None)]))
    assert list(loaded[0].__dict__) == ["flag", "name"] and loaded[0].name == "b"
    assert loaded[1].name is None and loaded[1].__pydantic_fields_set__ == {"name"}
