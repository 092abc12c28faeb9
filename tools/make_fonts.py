"""Subset Noto Sans CJK SC (SIL OFL 1.1) into Salon's two font files in assets/fonts/.

One family for everything (ART.md): Latin for today's English interface and Simplified Chinese for
the translation to come. The source is Debian's ``fonts-noto-cjk`` package
(``apt-get install fonts-noto-cjk``) or any NotoSansCJK-*.ttc given with ``--src``; the subsetting
uses fontTools (``pip install fonttools``), needed only here, not at run time.

Kept: Basic Latin, Latin-1, Latin Extended-A, general punctuation, currency, letter-like symbols,
arrows, mathematical operators (≤ ≥ ≠ −: card texts use them), box drawing, geometric shapes and
miscellaneous symbols, CJK symbols and punctuation, full-width forms, kana, and the 6,763 hanzi of
GB 2312 (levels 1–2). tests/test_font_coverage.py checks that every character of every registered
game's strings and card texts is kept.

    python tools/make_fonts.py [--src /usr/share/fonts/opentype/noto]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
DEBIAN = Path("/usr/share/fonts/opentype/noto")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FACE = "Noto Sans CJK SC"
WEIGHTS = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}


def gb2312_hanzi() -> list[int]:
    """The code points of the GB 2312 hanzi (rows 16–87), from Python's own codec."""
    out = []
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                ch = bytes((hi, lo)).decode("gb2312")
            except UnicodeDecodeError:
                continue
            out.append(ord(ch))
    return out


def unicodes() -> list[int]:
    ranges = [
        (0x20, 0x7E),
        (0xA0, 0xFF),
        (0x100, 0x17F),
        (0x2000, 0x206F),
        (0x20A0, 0x20BF),
        (0x2100, 0x214F),
        (0x2190, 0x21FF),
        (0x2200, 0x22FF),
        (0x2500, 0x257F),
        (0x25A0, 0x25FF),
        (0x2600, 0x26FF),
        (0x3000, 0x303F),
        (0x3040, 0x30FF),
        (0xFF00, 0xFFEF),
    ]
    cps = {c for a, b in ranges for c in range(a, b + 1)}
    cps.update(gb2312_hanzi())
    return sorted(cps)


def face_index(path: Path) -> int:
    from fontTools.ttLib import TTCollection

    coll = TTCollection(str(path), lazy=True)
    for i, font in enumerate(coll.fonts):
        if font["name"].getDebugName(1) == FACE:
            return i
    raise SystemExit(f"{FACE} not found in {path}")


def subset(src: Path, dst: Path) -> None:
    from fontTools import subset as fts
    from fontTools.ttLib import TTFont

    font = TTFont(str(src), fontNumber=face_index(src), lazy=False)
    opts = fts.Options()
    opts.layout_features = ["kern", "liga", "locl", "ccmp", "palt", "vert"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = False
    sub = fts.Subsetter(opts)
    sub.populate(unicodes=unicodes())
    sub.subset(font)
    font.save(str(dst))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, default=DEBIAN, help="folder holding NotoSansCJK-*.ttc")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for weight, name in WEIGHTS.items():
        src = args.src / name
        if not src.is_file():
            print(f"{src} is missing: apt-get install fonts-noto-cjk, or pass --src", file=sys.stderr)
            return 1
        dst = OUT / f"SalonSans-{weight}.otf"
        subset(src, dst)
        print(f"{dst.relative_to(ROOT)}: {dst.stat().st_size // 1024} KiB")
    write_licence()
    return 0


def write_licence() -> None:
    """assets/fonts/OFL.txt: the fonts' copyright line and the SIL OFL 1.1 text (from Debian's copy)."""
    if not DEBIAN_COPYRIGHT.is_file():
        print(f"{DEBIAN_COPYRIGHT} missing: OFL.txt not written", file=sys.stderr)
        return
    lines = DEBIAN_COPYRIGHT.read_text(encoding="utf-8").splitlines()
    start = next(
        i
        for i, ln in enumerate(lines)
        if ln.startswith("License: SIL-1.1") and i + 1 < len(lines) and lines[i + 1].startswith(" ")
    )
    body = []
    for ln in lines[start + 1 :]:
        if not ln.startswith(" "):
            break
        body.append("" if ln.strip() == "." else ln[1:])
    head = (
        "SalonSans-Regular.otf and SalonSans-Bold.otf are subsets of Noto Sans CJK SC (Regular, Bold),\n"
        "made by tools/make_fonts.py; they are Modified Versions under the licence below.\n\n"
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Noto is a trademark of Google Inc.\n\n"
    )
    (OUT / "OFL.txt").write_text(head + "\n".join(body) + "\n", encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
