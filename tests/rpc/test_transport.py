"""Framing in isolation: lines, limits, resynchronisation, id sniffing, encoding."""

from __future__ import annotations

import pytest

from copilot_cli.rpc.transport import LineTooLong, encode_message, read_lines, sniff_id

pytestmark = pytest.mark.anyio


async def chunks(*parts: bytes):
    for part in parts:
        yield part


async def collect(*parts: bytes, limit: int = 10):
    return [item async for item in read_lines(chunks(*parts), limit)]


async def test_lines_split_across_chunks_are_joined():
    assert await collect(b'{"a":', b'1}\n{"b"', b":2}\n") == [b'{"a":1}', b'{"b":2}']


async def test_a_final_line_without_newline_is_still_read():
    assert await collect(b"abc") == [b"abc"]


async def test_an_over_long_line_is_reported_once_and_skipped_without_buffering_it():
    items = await collect(b"0123456789ABCDEF", b"more of the same line", b"\nok\n")
    assert isinstance(items[0], LineTooLong) and items[0].head.startswith(b"0123456789")
    assert items[1:] == [b"ok"]


async def test_a_line_exactly_at_the_limit_is_accepted():
    assert await collect(b"0123456789\n") == [b"0123456789"]


def test_the_id_of_an_over_long_request_is_read_only_from_the_top_level():
    assert sniff_id(b'{"jsonrpc":"2.0","id":42,"method":"generate","params":{"id":7') == 42
    assert sniff_id(b'{"jsonrpc":"2.0","method":"generate","params":{"id":7,') is None
    assert sniff_id(b'{"id":"abc","x":1') == "abc"
    assert sniff_id(b"garbage") is None


def test_encoding_is_ascii_and_refuses_nan():
    assert encode_message({"t": "é"}) == b'{"t":"\\u00e9"}\n'
    with pytest.raises(ValueError):
        encode_message({"x": float("nan")})
