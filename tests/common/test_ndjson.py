"""The one NDJSON framing: the splitter, its async and blocking drivers, and the faces' writer."""

from __future__ import annotations

import asyncio
import io

from hypothesis import assume, given
from hypothesis import strategies as st

from copilot_cli.common.ndjson import LineSplitter, LineTooLong, read_stream_lines, split_lines, write_line

LIMIT = 8
pieces = st.lists(st.sampled_from([b"a", b"bc", b" ", b"\r", b"\n", b"{}", b"0123456789", b"\t"]), max_size=30)


def whole(data: bytes, limit: int = LIMIT) -> list[bytes | LineTooLong]:
    splitter = LineSplitter(limit)
    return splitter.feed(data) + splitter.close()


def shape(items: list[bytes | LineTooLong]) -> list[object]:
    return ["too long" if isinstance(item, LineTooLong) else item for item in items]


@given(pieces, st.lists(st.integers(min_value=0, max_value=60), max_size=6))
def test_the_lines_do_not_depend_on_how_the_bytes_were_chunked(parts: list[bytes], cuts: list[int]) -> None:
    data = b"".join(parts)
    # The exception is a line over the limit only until its end is seen (blank, or one byte over
    # with a "\r" to drop): seen whole it is kept or skipped, seen in pieces it is reported
    # before its end arrives (the reader never waits for a line's end to bound its memory).
    assume(
        not any(
            len(raw) > LIMIT and (not raw.strip() or len(raw.removesuffix(b"\r")) <= LIMIT) for raw in data.split(b"\n")
        )
    )
    splitter = LineSplitter(LIMIT)
    got: list[bytes | LineTooLong] = []
    previous = 0
    for cut in sorted(min(c, len(data)) for c in cuts) + [len(data)]:
        got += splitter.feed(data[previous:cut])
        previous = cut
    got += splitter.close()
    assert shape(got) == shape(whole(data))


def test_lines_follow_the_documented_rules() -> None:
    data = b'{"a":1}\r\n\n   \nabc\n0123456789\nok'
    assert shape(whole(data)) == [b'{"a":1}', b"abc", "too long", b"ok"]


def test_an_over_long_line_is_reported_once_with_its_head_and_the_stream_resyncs() -> None:
    splitter = LineSplitter(4)
    first = splitter.feed(b"0123456789")
    assert first == [LineTooLong(10, b"0123456789")]
    assert splitter.feed(b"more\nok\n") == [b"ok"]


def test_the_async_and_blocking_drivers_give_the_same_lines() -> None:
    data = b'{"op":"status"}\r\n\n' + b"x" * 40 + b'\n{"op":"sync"}'

    async def chunks():
        for i in range(0, len(data), 5):
            yield data[i : i + 5]

    async def collect():
        return [item async for item in split_lines(chunks(), LIMIT * 2)]

    from_async = asyncio.run(collect())
    from_stream = list(read_stream_lines(io.BytesIO(data), LIMIT * 2))
    assert shape(from_async) == shape(from_stream) == [b'{"op":"status"}', "too long", b'{"op":"sync"}']


def test_write_line_is_one_compact_utf8_line() -> None:
    out = io.BytesIO()
    write_line(out, {"ok": True, "text": "é"})
    assert out.getvalue() == '{"ok":true,"text":"é"}\n'.encode()
