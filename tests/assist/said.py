"""What the phrasing tests share: a spec loaded with the plan comment its page starts from, and
one offline customize on it, read back as the plan the page would render."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import extract_plan, plan_comment

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "tests" / "specs"
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")


def load_with_plan(path: Path):
    """(spec, the generated code's plan comment); skips when the file is not here (corpus specs)."""
    if not path.exists():
        pytest.skip(f"{path} is not available")
    spec = load_spec(path)
    return spec, plan_comment(build_plan(spec))


def spec_with_plan(path: Path):
    """A module-scoped fixture of the spec at `path` with its plan (as load_with_plan), named by the
    module attribute it is assigned to: `petstore = spec_with_plan(ROOT / "examples" / "petstore.yaml")`."""
    return pytest.fixture(scope="module")(lambda: load_with_plan(path))


def customize_offline(loaded, prompt: str):
    """(the customize result, the plan its code carries, or None when it changed nothing)."""
    spec, code = loaded
    done = customize(SessionStore(), None, code, prompt, spec)
    return done, extract_plan(done.code) if done.code else None


def top_list(plan, label: str):
    """The list view of the top-level page headed `label` (not a nested table of the same name)."""
    return next(r for r in plan.resources if r.label == label and r.parent is None).list_


def column_labels(plan, label: str) -> list[str]:
    """The column headings of the top-level page headed `label`, in order."""
    return [c.label for c in top_list(plan, label).columns]
