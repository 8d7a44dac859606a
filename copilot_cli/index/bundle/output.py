"""The bundle's wire shape (seed 002) and its Markdown rendering for last_bundle.md."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from copilot_cli.index.bundle.rank import Candidate, estimate_tokens

TOP_CANDIDATES = 10


def render_bundle(
    params: Any,
    candidates: list[Candidate],
    ranked: list[Candidate],
    selections: list[dict[str, Any]],
    chosen: set[int],
) -> dict[str, Any]:
    from copilot_cli.index.bundle.build import prompt_fingerprint

    budget = params.budget.model_dump()
    citations = [
        {
            "path": s["path"],
            "start_line": s["start_line"],
            "end_line": s["end_line"],
            "citation": f"{s['path']}:{s['start_line']}-{s['end_line']}",
            "symbol": s["symbol"],
        }
        for s in selections
    ]
    totals = {
        "selections": len(selections),
        "files": len({s["path"] for s in selections}),
        "lines": sum(s["line_count"] for s in selections),
        "estimated_tokens": sum(estimate_tokens(s["content"]) for s in selections),
    }
    top = [
        {
            "path": c.path,
            "start_line": c.start_line,
            "end_line": c.end_line,
            "rank_position": i + 1,
            "score": c.score,
            "selected": i in chosen,
        }
        for i, c in enumerate(ranked[:TOP_CANDIDATES])
    ]
    debug = {
        "candidate_count": len(candidates),
        "definition_match_count": sum(1 for c in candidates if c.components.get("definition_match")),
        "reference_proximity_count": sum(1 for c in candidates if c.components.get("reference_count_in_range")),
        "top_candidates": top,
    }
    identity = json.dumps([params.model_dump(), citations, [s["content"] for s in selections]], sort_keys=True)
    return {
        "bundle_id": "bndl_" + hashlib.sha256(identity.encode()).hexdigest()[:20],
        "prompt_fingerprint": prompt_fingerprint(params.prompt),
        "strategy": params.strategy,
        "include_tests": params.include_tests,
        "budget": budget,
        "totals": totals,
        "selections": selections,
        "citations": citations,
        "audit": {"ranking_debug": debug},
    }


def bundle_markdown(result: dict[str, Any]) -> str:
    lines = [
        f"# Context bundle {result['bundle_id']}",
        "",
        f"- prompt fingerprint: `{result['prompt_fingerprint']}`",
        f"- strategy: {result['strategy']}; budget: {result['budget']['max_files']} files, "
        f"{result['budget']['max_total_lines']} lines",
        f"- selected: {result['totals']['selections']} ranges in {result['totals']['files']} files, "
        f"{result['totals']['lines']} lines (~{result['totals']['estimated_tokens']} tokens)",
        "",
    ]
    for selection in result["selections"]:
        why = selection["why_selected"]
        fence = "````" if "```" in selection["content"] else "```"
        lines += [
            f"## {selection['path']}:{selection['start_line']}-{selection['end_line']}"
            + (f" ({selection['symbol']})" if selection["symbol"] else ""),
            "",
            f"Why: {', '.join(why['matched_signals'])}; matched terms: {', '.join(why['matched_terms']) or '—'}; "
            f"score {selection['score']}",
            "",
            fence,
            selection["content"],
            fence,
            "",
        ]
    return "\n".join(lines)
