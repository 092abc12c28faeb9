"""Index the games' rules specs for the rules-book tests: section numbers and titles, decision
points and worked examples.

    python tools/spec_index.py SPEC_FOLDER [OUT.json]

Reads ``new-eden.md``, ``paris.md``, ``farshore.md`` and ``droids.md`` from SPEC_FOLDER and writes
(default: tests/rulebook/spec_index.json) one object per game: ``sections`` (number → title, the
heading's words without its source tags), ``decisions`` (the ids of the decision-point table) and
``examples`` (the worked examples' ids). The books name spec sections by number and title; the test
checks them against this index, and the index against the specs whenever they are beside the
checkout.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

SPECS = {"new_eden": "new-eden.md", "paris": "paris.md", "farshore": "farshore.md", "droids": "droids.md"}
HEADING = re.compile(r"^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s+(.+?)\s*$")
DECISION = re.compile(r"^\|\s*(D\d+[a-z]?)\b")
EXAMPLE = re.compile(r"^\*\*([EW]\d+)\s+—")


def clean(title: str) -> str:
    """A heading's words: source tags ([rulebook], [house] …) and backticks dropped."""
    title = re.sub(r"\[[^\]]*\]", "", title).replace("`", "")
    return " ".join(title.split()).rstrip(" .")


def index(text: str) -> dict[str, object]:
    sections: dict[str, str] = {}
    decisions: list[str] = []
    examples: list[str] = []
    in_decisions = False
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            number, title = m.group(1), clean(m.group(2))
            sections.setdefault(number, title)
            if line.startswith("## "):
                in_decisions = title.lower().startswith("decision points")
            continue
        if in_decisions:
            d = DECISION.match(line)
            if d and d.group(1) not in decisions:
                decisions.append(d.group(1))
        e = EXAMPLE.match(line)
        if e and e.group(1) not in examples:
            examples.append(e.group(1))
    return {"sections": sections, "decisions": decisions, "examples": examples}


def build(folder: Path) -> dict[str, object]:
    out: dict[str, object] = {}
    for game, name in SPECS.items():
        path = folder / name
        entry = index(path.read_text(encoding="utf-8"))
        entry["file"] = name
        out[game] = entry
    return out


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    folder = Path(argv[1])
    out = (
        Path(argv[2])
        if len(argv) > 2
        else Path(__file__).resolve().parent.parent / "tests/rulebook/spec_index.json"
    )
    out.write_text(
        json.dumps(build(folder), indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8"
    )
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
