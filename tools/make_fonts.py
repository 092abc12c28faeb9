"""Subset Noto Sans CJK (SIL OFL 1.1) into Salon's font files in assets/fonts/.

One family for everything (ART.md), in the two regional forms the translations need, each with the
Latin of the same family:

- ``SalonSans-{Regular,Bold}.otf`` from **Noto Sans CJK SC**: English and Simplified Chinese
  (zh_Hans, mainland glyph shapes);
- ``SalonSansTC-{Regular,Bold}.otf`` from **Noto Sans CJK TC**: Traditional Chinese (zh_Hant,
  Taiwan glyph shapes).

Both keep the same characters, so a player's name drawable in one language is drawable in all
(``assets/fonts/coverage.json``, written by ``tools/font_coverage.py``, is what the save reader
checks): Basic Latin, Latin-1, Latin Extended-A, general punctuation, currency, letter-like
symbols, arrows, mathematical operators (≤ ≥ ≠ −: card texts use them), enclosed numbers, box
drawing, geometric shapes, miscellaneous symbols and dingbats, CJK symbols and punctuation,
full-width forms, kana; the hanzi of GB 2312 (levels 1–2, 6,763: the mainland's common set) and of
Big5 level 1 (5,401 "frequently used" characters, the Taiwan Ministry of Education's 4,808 common
characters and their companions), both taken from Python's own codecs, 8,836 together; every
character of every catalogue (the English source and each ``locale/*/LC_MESSAGES/*.po``); and the
characters of the Chinese rules texts the games were built from that those sets lack
(``tools/font_chars.txt``; refresh it with ``--seeds FOLDER``). ``tests/test_font_coverage.py``
checks that every character of every catalogue is kept in the face its language uses.

The source is Debian's ``fonts-noto-cjk`` package (``apt-get install fonts-noto-cjk``) or any
NotoSansCJK-*.ttc given with ``--src``; subsetting uses fontTools (requirements-dev.txt), needed
only here, not at run time.

    python tools/make_fonts.py [--src /usr/share/fonts/opentype/noto] [--seeds FOLDER]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
EXTRA = ROOT / "tools" / "font_chars.txt"
DEBIAN = Path("/usr/share/fonts/opentype/noto")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
WEIGHTS = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
# output family -> the Noto face it is cut from
FACES = {"SalonSans": "Noto Sans CJK SC", "SalonSansTC": "Noto Sans CJK TC"}
RANGES = [
    (0x20, 0x7E),
    (0xA0, 0xFF),
    (0x100, 0x17F),
    (0x2000, 0x206F),
    (0x20A0, 0x20BF),
    (0x2100, 0x214F),
    (0x2190, 0x21FF),
    (0x2200, 0x22FF),
    (0x2460, 0x24FF),
    (0x2500, 0x257F),
    (0x25A0, 0x25FF),
    (0x2600, 0x26FF),
    (0x2776, 0x2793),
    (0x3000, 0x303F),
    (0x3040, 0x30FF),
    (0xFF00, 0xFFEF),
]


def _double_byte(codec: str, leads: range, trails: list[int]) -> list[int]:
    out = []
    for hi in leads:
        for lo in trails:
            try:
                ch = bytes((hi, lo)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1 and 0x3400 <= ord(ch) <= 0x9FFF:
                out.append(ord(ch))
    return out


def gb2312_hanzi() -> list[int]:
    """The code points of the GB 2312 hanzi (rows 16–87), from Python's own codec."""
    return _double_byte("gb2312", range(0xB0, 0xF8), list(range(0xA1, 0xFF)))


def big5_common_hanzi() -> list[int]:
    """The 5,401 hanzi of Big5 level 1 (0xA440–0xC67E), from Python's own codec."""
    trails = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    return [c for c in _double_byte("big5", range(0xA4, 0xC7), trails) if _big5_level1(c)]


def _big5_level1(cp: int) -> bool:
    code = chr(cp).encode("big5")
    return (code[0], code[1]) <= (0xC6, 0x7E)


def catalogue_text() -> str:
    """Every English template and every translation (what the program can show)."""
    sys.path.insert(0, str(ROOT))
    from tools import i18n as tool  # noqa: PLC0415 - imports every string module

    texts = list(tool.english().values())
    for po in sorted((ROOT / "locale").glob("*/LC_MESSAGES/*.po")):
        for m in tool.read(po):
            for s in [m.string] if isinstance(m.string, str) else list(m.string):
                texts.append(s)
    return "".join(texts)


def extra_chars() -> str:
    if not EXTRA.is_file():
        return ""
    lines = EXTRA.read_text(encoding="utf-8").splitlines()
    return "".join(ln for ln in lines if not ln.startswith("#"))


def write_extra(seeds: Path) -> None:
    """tools/font_chars.txt: the characters of the seed texts the base sets do not hold."""
    base = set(unicodes(with_extra=False))
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(seeds.glob("*.txt")))
    extra = sorted({ch for ch in text if ord(ch) > 0x7F and ord(ch) not in base and ch.isprintable()})
    head = (
        "# Characters of the Chinese rules texts the games were built from that the base sets of\n"
        "# tools/make_fonts.py lack (kept in the fonts when the face has them). Refresh with --seeds.\n"
    )
    EXTRA.write_text(head + "".join(extra) + "\n", encoding="utf-8")
    print(f"{EXTRA.relative_to(ROOT)}: {len(extra)} characters")


def unicodes(with_extra: bool = True, text: str = "") -> list[int]:
    cps = {c for a, b in RANGES for c in range(a, b + 1)}
    cps.update(gb2312_hanzi())
    cps.update(big5_common_hanzi())
    if with_extra:
        cps.update(ord(ch) for ch in extra_chars())
    cps.update(ord(ch) for ch in text if ord(ch) >= 0x20)
    return sorted(cps)


def face_index(path: Path, face: str) -> int:
    from fontTools.ttLib import TTCollection

    coll = TTCollection(str(path), lazy=True)
    for i, font in enumerate(coll.fonts):
        if font["name"].getDebugName(1) == face:
            return i
    raise SystemExit(f"{face} not found in {path}")


def subset(src: Path, face: str, dst: Path, cps: list[int]) -> None:
    from fontTools import subset as fts
    from fontTools.ttLib import TTFont

    font = TTFont(str(src), fontNumber=face_index(src, face), lazy=False)
    opts = fts.Options()
    opts.layout_features = ["kern", "liga", "locl", "ccmp", "palt", "vert"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = False
    sub = fts.Subsetter(opts)
    sub.populate(unicodes=cps)
    sub.subset(font)
    font.save(str(dst))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, default=DEBIAN, help="folder holding NotoSansCJK-*.ttc")
    ap.add_argument("--seeds", type=Path, help="folder of rules texts whose characters to keep")
    args = ap.parse_args(argv)
    if args.seeds is not None:
        write_extra(args.seeds)
    cps = unicodes(text=catalogue_text())
    print(f"{len(cps)} code points")
    OUT.mkdir(parents=True, exist_ok=True)
    for weight, name in WEIGHTS.items():
        src = args.src / name
        if not src.is_file():
            print(f"{src} is missing: apt-get install fonts-noto-cjk, or pass --src", file=sys.stderr)
            return 1
        for family, face in FACES.items():
            dst = OUT / f"{family}-{weight}.otf"
            subset(src, face, dst, cps)
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
        "SalonSans-Regular.otf and SalonSans-Bold.otf are subsets of Noto Sans CJK SC (Regular, Bold);\n"
        "SalonSansTC-Regular.otf and SalonSansTC-Bold.otf are subsets of Noto Sans CJK TC (Regular, Bold).\n"
        "They are made by tools/make_fonts.py and are Modified Versions under the licence below.\n\n"
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Noto is a trademark of Google Inc.\n\n"
    )
    (OUT / "OFL.txt").write_text(head + "\n".join(body) + "\n", encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
