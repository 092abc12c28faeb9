"""Salon's gettext catalogues: extract the English source, update the translations, compile them.

    python tools/i18n.py extract   # locale/<domain>.pot from every registered English template
    python tools/i18n.py update    # merge the templates into locale/<lang>/LC_MESSAGES/<domain>.po
    python tools/i18n.py compile   # .po -> .mo (what the program reads), refusing bad placeholders
    python tools/i18n.py status    # per catalogue: entries, translated, fuzzy
    python tools/i18n.py check     # exit 1 when a .pot is behind the source or a .mo behind its .po
    python tools/i18n.py all       # extract, update, compile, status

The English source is the dicts every module registers with ``game.core.i18n.add_strings`` (per
game in ``game/<game>/strings.py``, per scene module): this tool imports every module of ``game/``
and ``scenes/`` (so computed tables such as the Paris zone names are caught too) and reads the
registered catalogue. Each key becomes one entry: ``msgctxt`` the key, ``msgid`` the English
template; a key with a ``.one`` form (or a ``.one``/``.many`` pair) becomes one plural entry
(``msgid`` the singular, ``msgid_plural`` the other form). Domains: ``salon`` (core and interface)
and one per game. Locations (``#:``) point at the line that spells the key.

The compiled ``.mo`` files are committed, so a fresh clone, CI and the PyInstaller build (which
bundles ``locale/*/LC_MESSAGES/*.mo``) need no compile step; ``tests/test_i18n.py`` fails when a
``.mo`` is not what its ``.po`` compiles to. A ``.pot`` behind the English source is not an error
(an entry whose English changed shows in English until it is translated again): ``check`` says so.
Babel is a tool dependency (requirements-dev.txt); the program reads ``.mo`` files with the
standard library alone.
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import io
import os
import re
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog, Message  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.core import i18n  # noqa: E402

LOCALE = ROOT / "locale"
TRANSLATIONS = tuple(lang for lang in i18n.OFFERED if lang != i18n.SOURCE)
SKIP_MODULES = {"scenes.smoke", "scenes.bench"}  # they register test fixture games
HEADER = "# Salon: {what}.\n# This file is distributed under the same licence as Salon.\n#"
FIXED_DATE = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)  # no churn on every run
KEY_LITERAL = re.compile(r"""["']([a-z][a-z0-9_]*(?:\.[A-Za-z0-9_\-]+)+)["'](\s*:)?""")


# ------------------------------------------------------------------------------------ source
def modules() -> Iterator[str]:
    """Every module of game/ and scenes/ (a tool may walk folders; the program never does)."""
    for top in ("game", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            name = ".".join(parts)
            if name not in SKIP_MODULES:
                yield name


def english() -> dict[str, str]:
    """Every English template the product registers."""
    for name in modules():
        importlib.import_module(name)
    return i18n.english()


def key_locations() -> dict[str, tuple[str, int]]:
    """Where each key is first spelled out in the source (for the ``#:`` comments)."""
    defined: dict[str, tuple[str, int]] = {}  # "key": "English" in a dict
    used: dict[str, tuple[str, int]] = {}
    for top in ("game", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for m in KEY_LITERAL.finditer(line):
                    (defined if m.group(2) else used).setdefault(m.group(1), (rel, n))
    return {**used, **defined}


def entries(en: Mapping[str, str]) -> dict[str, dict[str, Message]]:
    """domain -> msgctxt -> the template entry."""
    plurals = i18n.plural_entries(en)
    where = key_locations()
    out: dict[str, dict[str, Message]] = {d: {} for d in i18n.DOMAINS}
    for key in sorted(en):
        entry = plurals.get(key)
        ctx = entry[0] if entry else key
        domain = i18n.domain_of(ctx)
        if ctx in out[domain]:
            continue
        msgid: str | tuple[str, str] = (entry[1], entry[2]) if entry else en[key]
        texts = [msgid] if isinstance(msgid, str) else list(msgid)
        names = set().union(*(i18n.placeholders(t) for t in texts))
        comments = []
        who = sorted(names & {"seat", "seat2", "winner"})
        if who:
            comments.append(", ".join("{" + w + "}" for w in who) + ": a player's name")
        locs = [where[k] for k in (ctx, ctx + ".one", ctx + ".many") if k in where][:1]
        out[domain][ctx] = Message(msgid, context=ctx, locations=locs, auto_comments=comments)
    return out


def template_catalogue(domain: str, found: Mapping[str, Message]) -> Catalog:
    cat = Catalog(
        domain=domain,
        project="Salon",
        version="1",
        header_comment=HEADER.format(what=f"the English source of the {domain} messages"),
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        charset="utf-8",
        fuzzy=False,
    )
    for m in found.values():
        cat.add(m.id, "", locations=m.locations, auto_comments=m.auto_comments, context=m.context)
    return cat


# ------------------------------------------------------------------------------------ files
def pot_path(domain: str) -> Path:
    return LOCALE / f"{domain}.pot"


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def _po_bytes(cat: Catalog, template: bool = False) -> bytes:
    buf = io.BytesIO()
    # file names without line numbers: an edit elsewhere in a strings file changes no catalogue
    write_po(buf, cat, width=100, ignore_obsolete=True, include_previous=False, include_lineno=False)
    data = buf.getvalue()
    if template:  # no dates that change on every run
        data = re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', b"", data)
    return data


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=lang)


def extract() -> dict[str, Catalog]:
    en = english()
    out = {}
    for domain, found in entries(en).items():
        cat = template_catalogue(domain, found)
        if _write_if_changed(pot_path(domain), _po_bytes(cat, template=True)):
            print(f"wrote {pot_path(domain).relative_to(ROOT)}: {len(found)} entries")
        out[domain] = cat
    return out


def update() -> None:
    for domain in i18n.DOMAINS:
        template = read(pot_path(domain))
        for lang in TRANSLATIONS:
            path = po_path(lang, domain)
            if path.is_file():
                cat = read(path, lang)
            else:
                cat = Catalog(
                    locale=lang, domain=domain, project="Salon", version="1", fuzzy=False, charset="utf-8"
                )
                cat.header_comment = HEADER.format(what=f"the {lang} translation of the {domain} messages")
            cat.update(template, no_fuzzy_matching=False, update_creation_date=False)
            cat.revision_date = FIXED_DATE
            cat.creation_date = FIXED_DATE
            if _write_if_changed(path, _po_bytes(cat)):
                print(f"updated {path.relative_to(ROOT)}")


# ------------------------------------------------------------------------------------ checks
def placeholder_problem(m: Message, num_plurals: int) -> str | None:
    """Why a translation's placeholders do not fit its source (None when they do)."""
    ids = [m.id] if isinstance(m.id, str) else list(m.id)
    strings = [m.string] if isinstance(m.string, str) else list(m.string)
    source = set().union(*(i18n.placeholders(t) for t in ids))
    general = i18n.placeholders(ids[-1])  # the form every count but one takes
    for s in strings:
        if not s:
            continue
        got = i18n.placeholders(s)
        if got - source:
            return f"{m.context}: unknown placeholder(s) {sorted(got - source)} in {s!r}"
        need = general if isinstance(m.id, tuple) and num_plurals == 1 else i18n.placeholders(ids[0])
        if isinstance(m.id, tuple) and num_plurals > 1:
            need = set()  # each form may leave out what its count makes obvious
        if need - got:
            return f"{m.context}: {sorted(need - got)} missing from {s!r}"
        try:
            s.format_map({k: 1 for k in got})
        except (ValueError, IndexError, KeyError) as exc:
            return f"{m.context}: {s!r} is not a valid template ({exc})"
    return None


def translated(m: Message) -> bool:
    if isinstance(m.string, str):
        return bool(m.string)
    return bool(m.string) and all(m.string)


def compiled(cat: Catalog) -> tuple[bytes, list[str]]:
    """The .mo bytes of a catalogue (only whole, non-fuzzy translations with fitting
    placeholders) and the problems that kept entries out."""
    keep = Catalog(locale=cat.locale, domain=cat.domain, fuzzy=False, charset="utf-8")
    keep.mime_headers = cat.mime_headers
    problems = []
    for m in cat:
        if not m.id or m.fuzzy or not translated(m):
            continue
        why = placeholder_problem(m, cat.num_plurals)
        if why:
            problems.append(why)
            continue
        keep.add(m.id, m.string, context=m.context)
    buf = io.BytesIO()
    write_mo(buf, keep)
    return buf.getvalue(), problems


def compile_all() -> int:
    bad = 0
    for lang in TRANSLATIONS:
        for domain in i18n.DOMAINS:
            po = po_path(lang, domain)
            if not po.is_file():
                continue
            data, problems = compiled(read(po, lang))
            for p in problems:
                print(f"{po.relative_to(ROOT)}: {p}", file=sys.stderr)
            bad += len(problems)
            mo = po.with_suffix(".mo")
            if _write_if_changed(mo, data):
                print(f"compiled {mo.relative_to(ROOT)}")
    return 1 if bad else 0


def check() -> int:
    """1 when the catalogues are behind the source (run ``all`` then), else 0; writes nothing."""
    behind = []
    for domain, found in entries(english()).items():
        if not pot_path(domain).is_file() or pot_path(domain).read_bytes() != _po_bytes(
            template_catalogue(domain, found), template=True
        ):
            behind.append(str(pot_path(domain).relative_to(ROOT)))
    for lang in TRANSLATIONS:
        for domain in i18n.DOMAINS:
            po = po_path(lang, domain)
            mo = po.with_suffix(".mo")
            if not po.is_file() or not mo.is_file() or compiled(read(po, lang))[0] != mo.read_bytes():
                behind.append(str(mo.relative_to(ROOT)))
    for path in behind:
        print(f"{path} is behind: run python tools/i18n.py all", file=sys.stderr)
    return 1 if behind else 0


def counts(cat: Catalog) -> tuple[int, int, int]:
    """(entries, translated, fuzzy) of a catalogue, the header left out."""
    ms = [m for m in cat if m.id]
    return len(ms), sum(1 for m in ms if translated(m) and not m.fuzzy), sum(1 for m in ms if m.fuzzy)


def status() -> None:
    total: dict[str, list[int]] = {}
    for lang in TRANSLATIONS:
        for domain in i18n.DOMAINS:
            po = po_path(lang, domain)
            if not po.is_file():
                print(f"{lang:8} {domain:9} missing")
                continue
            n, done, fuzzy = counts(read(po, lang))
            t = total.setdefault(lang, [0, 0])
            t[0] += n
            t[1] += done
            print(f"{lang:8} {domain:9} {done:5} of {n:5} translated" + (f", {fuzzy} fuzzy" if fuzzy else ""))
    for lang, (n, done) in total.items():
        print(f"{lang:8} all       {done:5} of {n:5} translated")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=("extract", "update", "compile", "status", "check", "all"))
    args = ap.parse_args(argv)
    if args.command == "check":
        return check()
    if args.command in ("extract", "all"):
        extract()
    if args.command in ("update", "all"):
        update()
    rc = 0
    if args.command in ("compile", "all"):
        rc = compile_all()
    if args.command in ("status", "all"):
        status()
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
