"""Does the model's code parse? esbuild (JSX transform, nothing written) when Node's esbuild is
installed — the same parser the preview and the tests use — else a structural check: the
`App` export is there and brackets balance outside strings and comments.

    check_code(code) -> str | None      None when it parses, else the first error (short)
"""

from __future__ import annotations

import functools
import re
import shutil
from pathlib import Path

import anyio

ROOT = Path(__file__).resolve().parents[2]
APP_EXPORT = re.compile(r"^export default function App\s*\(", re.M)
_PAIRS = {")": "(", "]": "[", "}": "{"}


@functools.cache
def esbuild_path() -> str | None:
    local = ROOT / "node_modules" / ".bin" / "esbuild"
    return str(local) if local.exists() else shutil.which("esbuild")


async def check_code(code: str) -> str | None:
    if not APP_EXPORT.search(code):
        return "the module must keep `export default function App()`"
    binary = esbuild_path()
    if binary is None:
        return structural_problem(code)
    result = await anyio.run_process(
        [binary, "--loader=jsx", "--log-level=error", "--log-limit=3"], input=code.encode(), check=False
    )
    if result.returncode == 0:
        return None
    text = result.stderr.decode(errors="replace")
    text = re.sub(r"\x1b\[[0-9;]*m", "", text).strip()
    return text[:800] or f"esbuild exited with {result.returncode}"


def structural_problem(code: str) -> str | None:
    """Unbalanced (), [] or {} outside "…"/`…` strings and comments (single quotes are skipped:
    JSX text is full of apostrophes). Not a parser; good enough to catch a truncated answer."""
    stack: list[tuple[str, int]] = []
    i, n, line = 0, len(code), 1
    while i < n:
        c = code[i]
        if c == "\n":
            line += 1
        elif code.startswith("//", i):
            i = code.find("\n", i)
            i = n if i == -1 else i
            continue
        elif code.startswith("/*", i):
            end = code.find("*/", i + 2)
            if end == -1:
                return f"unterminated comment from line {line}"
            line += code.count("\n", i, end)
            i = end + 2
            continue
        elif c in '"`':
            end = i + 1
            while end < n and code[end] != c:
                end += 2 if code[end] == "\\" else 1
            if end >= n:
                return f"unterminated string from line {line}"
            line += code.count("\n", i, end)
            i = end + 1
            continue
        elif c in "([{":
            stack.append((c, line))
        elif c in ")]}":
            if not stack or stack[-1][0] != _PAIRS[c]:
                return f"unexpected {c!r} at line {line}"
            stack.pop()
        i += 1
    if stack:
        return f"unclosed {stack[-1][0]!r} from line {stack[-1][1]}"
    return None
