"""Reading model output: fences stripped the same way live as at once; JSON found in prose;
the structural code check."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.app.codecheck import structural_problem
from copilot_cli.llm.replies import FenceStripper, first_json_object, strip_fences

ANSWERS = [
    "Here you go:\n```jsx\nfunction A() {\n  return <b>x</b>;\n}\n```\nThanks!",
    "```\nconst a = 1;\n```",
    "const a = 1;\nexport default function App() {}\n",
    "```jsx\nconst s = `x`;\n```\n",
    "Sure.\n\n```javascript\n// c\nexport default function App() { return null }\n```",
]


def test_fences_and_prose_around_them_are_dropped():
    assert strip_fences(ANSWERS[0]) == "function A() {\n  return <b>x</b>;\n}\n"
    assert strip_fences(ANSWERS[2]) == ANSWERS[2]  # no fences: unchanged
    assert strip_fences(ANSWERS[4]) == "// c\nexport default function App() { return null }\n"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(ANSWERS), st.lists(st.integers(1, 9), min_size=1, max_size=60))
def test_streaming_in_any_pieces_gives_exactly_what_stripping_at_once_gives(answer, sizes):
    stripper, out, i, n = FenceStripper(), [], 0, 0
    while i < len(answer):
        size = sizes[n % len(sizes)]
        out.append(stripper.feed(answer[i : i + size]))
        i, n = i + size, n + 1
    out.append(stripper.close())
    assert "".join(out) == strip_fences(answer)


def test_the_first_json_object_is_found_in_prose_and_fences():
    assert first_json_object('Sure! ```json\n{"a": {"b": [1, "}"]}}\n``` and {"c": 2}') == {"a": {"b": [1, "}"]}}
    assert first_json_object("no json {here") is None


def test_the_structural_check_finds_unbalanced_code_and_ignores_strings_comments_and_apostrophes():
    assert structural_problem('function App() { return <p>Don\'t {"}"}</p>; } // )') is None
    assert "unclosed '{'" in structural_problem("function App() {\n  return 1;\n")
    assert "unexpected ')'" in structural_problem("const a = [1, 2);")
    assert "unterminated" in structural_problem("const s = `abc")
