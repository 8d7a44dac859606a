"""Gitignore matching: pathspec's backtracking regexes against common/gitignore.py's automaton.

    python benchmarks/gitignore_match.py [--paths 12000] [--hostile-timeout 60]

Prints JSON: (1) a typical .gitignore (GitHub's Python template, 74 lines) over synthetic
repository paths, cold, both matchers, with their decisions compared; (2) the hostile line
`"*a" * 10 + "j"` against one 40-character name, each matcher in a child process with a
timeout (pathspec's time is the wall clock of that child, so the figure includes start-up).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time

PYTHON_GITIGNORE = [
    "__pycache__/",
    "*.py[cod]",
    "*$py.class",
    "*.so",
    ".Python",
    "build/",
    "develop-eggs/",
    "dist/",
    "downloads/",
    "eggs/",
    ".eggs/",
    "lib/",
    "lib64/",
    "parts/",
    "sdist/",
    "var/",
    "wheels/",
    "*.egg-info/",
    ".installed.cfg",
    "*.egg",
    "MANIFEST",
    "*.manifest",
    "*.spec",
    "pip-log.txt",
    "pip-delete-this-directory.txt",
    "htmlcov/",
    ".tox/",
    ".nox/",
    ".coverage",
    ".coverage.*",
    ".cache",
    "nosetests.xml",
    "coverage.xml",
    "*.cover",
    "*.py,cover",
    ".hypothesis/",
    ".pytest_cache/",
    "*.mo",
    "*.pot",
    "*.log",
    "local_settings.py",
    "db.sqlite3",
    "db.sqlite3-journal",
    "instance/",
    ".webassets-cache",
    ".scrapy",
    "docs/_build/",
    ".pybuilder/",
    "target/",
    ".ipynb_checkpoints",
    "profile_default/",
    "ipython_config.py",
    ".pdm.toml",
    "__pypackages__/",
    "celerybeat-schedule",
    "celerybeat.pid",
    "*.sage.py",
    ".env",
    ".venv",
    "env/",
    "venv/",
    "ENV/",
    "env.bak/",
    "venv.bak/",
    ".spyderproject",
    ".spyproject",
    ".ropeproject",
    "/site",
    ".mypy_cache/",
    ".dmypy.json",
    "dmypy.json",
    ".pyre/",
    ".pytype/",
    "cython_debug/",
]

WORDS = ["src", "pkg", "core", "utils", "tests", "api", "models", "build", "__pycache__", "venv", "docs", "_build"]
EXTENSIONS = ["py", "ts", "md", "json", "txt", "log", "pyc", "egg"]
HOSTILE = "*a" * 10 + "j"

CHILD = {
    "pathspec": "import pathspec\nprint(pathspec.GitIgnoreSpec.from_lines([{line!r}]).match_file({name!r}))",
    "automaton": (
        "from copilot_cli.common.gitignore import GitignoreSpec\n"
        "print(GitignoreSpec.from_lines([{line!r}]).match_file({name!r}))"
    ),
}


def synthetic_paths(count: int) -> list[str]:
    rng = random.Random(0)
    paths = []
    for i in range(count):
        folder = "/".join(rng.choice(WORDS) for _ in range(rng.randint(0, 4)))
        prefix = folder + "/" if folder else ""
        paths.append(f"{prefix}file_{i}.{rng.choice(EXTENSIONS)}")
        if i % 5 == 0:
            paths.append(prefix + rng.choice(WORDS) + "/")
    return paths


def typical(count: int) -> dict:
    import pathspec

    from copilot_cli.common.gitignore import GitignoreSpec

    paths = synthetic_paths(count)
    row: dict = {"lines": len(PYTHON_GITIGNORE), "paths": len(paths)}
    decisions = {}
    for name, build in [("pathspec", pathspec.GitIgnoreSpec.from_lines), ("automaton", GitignoreSpec.from_lines)]:
        started = time.perf_counter()
        spec = build(PYTHON_GITIGNORE)
        decisions[name] = [spec.match_file(p) for p in paths]
        row[f"{name}_s"] = round(time.perf_counter() - started, 3)
    row["ignored"] = sum(decisions["automaton"])
    row["same_decisions"] = decisions["pathspec"] == decisions["automaton"]
    return row


def hostile(timeout: float) -> dict:
    row: dict = {"line": HOSTILE, "name_chars": 40}
    for name, code in CHILD.items():
        started = time.perf_counter()
        try:
            done = subprocess.run(
                [sys.executable, "-c", code.format(line=HOSTILE, name="a" * 40)],
                capture_output=True,
                text=True,
                timeout=timeout,
            )
            row[f"{name}_s"] = round(time.perf_counter() - started, 2)
            row[f"{name}_answer"] = done.stdout.strip()
        except subprocess.TimeoutExpired:
            row[f"{name}_s"] = f"> {timeout} (killed)"
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--paths", type=int, default=10_000)
    parser.add_argument("--hostile-timeout", type=float, default=60.0)
    args = parser.parse_args()
    print(json.dumps({"typical": typical(args.paths), "hostile": hostile(args.hostile_timeout)}, indent=2))


if __name__ == "__main__":
    main()
