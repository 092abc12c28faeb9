"""The one translation function every user-facing string passes through.

English is the source language. Each module registers its English templates (``str.format``
strings keyed by message keys, ``<game>.<reason>``) with ``add_strings`` at import; the game
registry registers each game's. Those dicts are what ``tools/i18n.py extract`` turns into gettext
templates, one domain per game plus ``salon`` for the core and the interface (``locale/*.pot``):
the message key is the entry's ``msgctxt``, the English template its ``msgid``. The translations
are gettext catalogues, ``locale/<lang>/LC_MESSAGES/<domain>.po``, compiled to ``.mo`` with Babel
(``tools/i18n.py compile``) and read here with the standard library's ``gettext``
(``pgettext`` / ``npgettext``). A key the active language lacks, or whose English has changed since
it was translated, shows in English; a key with no English shows a readable form of the key; nothing
ever crashes.

Plurals. A key with a ``<key>.one`` form is one plural entry: ``msgid`` the ``.one`` template
("1 can"), ``msgid_plural`` the key's own ("{n} cans"). ``tr(key, n=…)`` picks the form the
language's plural rule gives for ``n`` (English: ``n == 1`` takes ``.one``, every other ``n``,
zero included, the key's own; Chinese has one form). A pair ``<key>.one`` / ``<key>.many`` with no
``<key>`` is one plural entry too, whichever of the two a caller names.

Parameters. ``seat``, ``seat2`` and ``winner`` (ints) become player names through ``names``. A
string that is a known message key is translated. A parameter may also be a message of its own,
so that words built by the rules stay keys until they are shown (saves and logs hold keys and
parameters, never rendered text, and a language switch re-renders every line):

- ``msg("droids.parts.nut", n=2)`` — a ``Msg``: a key with its parameters, rendered with ``tr``;
- ``msg_list([a, b, c])`` — a ``MsgList``: items (messages, keys or plain values) rendered each
  and joined the language's way ("a, b and c", "a、b和c"); ``msg_list(items, "core.list_or")``
  joins with "or", and any key whose template takes ``{head}`` (or ``{first}``) and ``{last}``
  may join.

Both are frozen, hashable ``Message`` values, so an event carrying them keeps its JSON round trip:

>>> from game.core.messages import from_json
>>> m = msg_list([msg("core.total"), msg("core.shared")])
>>> from_json(m.to_json()) == m
True
>>> render(m)
'Total and Shared victory'
"""

from __future__ import annotations

import dataclasses
import gettext
import locale
import logging
import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from game.core.messages import Message, message

log = logging.getLogger(__name__)

SOURCE = "en"
# The languages offered, in the order the settings screen lists them, with their own names.
OFFERED = ("en", "zh_Hant", "zh_Hans")
NATIVE_NAMES = {"en": "English", "zh_Hant": "繁體中文", "zh_Hans": "简体中文"}
# gettext domains: one per game (its keys start with its id), ``salon`` for everything else.
GAME_DOMAINS = ("new_eden", "paris", "farshore", "droids")
DOMAINS = ("salon", *GAME_DOMAINS)

_CATALOGUES: dict[str, dict[str, str]] = {SOURCE: {}}  # the English source; other keys: test overrides
_language = SOURCE
_translations: dict[str, gettext.NullTranslations] = {}  # domain -> the active language's catalogue
_plurals: dict[str, tuple[str, str, str]] | None = None  # member key -> (msgctxt, singular, plural)


def _root() -> Path:
    base = getattr(sys, "_MEIPASS", None)  # inside the PyInstaller bundle
    return Path(base) if base else Path(__file__).resolve().parents[2]


def locale_dir() -> Path:
    """Where the compiled catalogues are: ``locale/<lang>/LC_MESSAGES/<domain>.mo``."""
    return _root() / "locale"


def domain_of(key: str) -> str:
    """The gettext domain a message key belongs to."""
    head = key.split(".", 1)[0]
    return head if head in GAME_DOMAINS else "salon"


# ------------------------------------------------------------------------------------ registration
def add_strings(strings: Mapping[str, str], language: str = SOURCE) -> None:
    """Merge English templates (later additions win for the same key).

    A ``language`` other than English adds overrides that win over that language's catalogue
    (tests use it; the product's translations live in the ``.po`` files)."""
    global _plurals
    _CATALOGUES.setdefault(language, {}).update(strings)
    if language == SOURCE:
        _plurals = None


def english() -> dict[str, str]:
    """A copy of every English template registered so far (what the catalogues are made from)."""
    return dict(_CATALOGUES[SOURCE])


def plural_entries(english_strings: Mapping[str, str] | None = None) -> dict[str, tuple[str, str, str]]:
    """Each key that belongs to a plural entry -> (msgctxt, singular template, plural template)."""
    en = _CATALOGUES[SOURCE] if english_strings is None else english_strings
    out: dict[str, tuple[str, str, str]] = {}
    for key, one in en.items():
        if not key.endswith(".one"):
            continue
        base = key[: -len(".one")]
        if base in en:
            out[base] = out[key] = (base, one, en[base])
        elif base + ".many" in en:
            out[key] = out[base + ".many"] = (base, one, en[base + ".many"])
    return out


def _plural_of(key: str) -> tuple[str, str, str] | None:
    global _plurals
    if _plurals is None:
        _plurals = plural_entries()
    return _plurals.get(key)


# ------------------------------------------------------------------------------------ languages
_ALIASES = {
    "zh_hant": "zh_Hant",
    "zh_tw": "zh_Hant",
    "zh_hk": "zh_Hant",
    "zh_mo": "zh_Hant",
    "zh_hans": "zh_Hans",
    "zh_cn": "zh_Hans",
    "zh_sg": "zh_Hans",
    "zh_my": "zh_Hans",
    "zh": "zh_Hans",
    "chinese (traditional)": "zh_Hant",
    "chinese (simplified)": "zh_Hans",
}


def normalise(tag: str) -> str | None:
    """An offered language for a language or locale name ("zh-TW", "zh_Hant_HK.UTF-8", "en_GB"),
    or None when none fits."""
    low = str(tag).strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").lower()
    if not low or low in ("c", "posix"):
        return None
    for cut in (low, "_".join(low.split("_")[:2]), low.split("_", 1)[0]):
        if cut in _ALIASES:
            return _ALIASES[cut]
    if low.startswith(("chinese (traditional)", "chinese_taiwan", "chinese_hong")):
        return "zh_Hant"
    if low.startswith("chinese"):
        return "zh_Hans"
    if low.split("_", 1)[0] == "en" or low.startswith("english"):
        return SOURCE
    exact = {lang.lower(): lang for lang in languages()}
    return exact.get(low)


def system_language(env: Mapping[str, str] | None = None) -> str:
    """The offered language closest to the system's: ``LANGUAGE`` (a list), ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then the platform's own setting; English when nothing fits."""
    env = os.environ if env is None else env
    tags: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            tags.extend(value.split(":") if name == "LANGUAGE" else [value])
    if env is os.environ:
        tags.extend(_platform_languages())
    for tag in tags:
        found = normalise(tag)
        if found is not None:
            return found
    return SOURCE


def _platform_languages() -> list[str]:
    out: list[str] = []
    if sys.platform == "win32":  # pragma: no cover - Windows only
        try:
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            out.append(locale.windows_locale.get(lcid, ""))
        except (AttributeError, OSError):
            pass
    try:
        got = locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else locale.LC_CTYPE)[0]
    except (ValueError, TypeError):
        got = None
    if got:
        out.append(got)
    return [t for t in out if t]


def languages() -> list[str]:
    """The languages ``tr`` can render: English, those with compiled catalogues, test overrides."""
    found = [SOURCE]
    folder = locale_dir()
    for lang in OFFERED[1:]:
        if (folder / lang / "LC_MESSAGES").is_dir():
            found.append(lang)
    found += sorted(lang for lang in _CATALOGUES if lang not in found)
    return found


def set_language(language: str) -> None:
    """Render in ``language`` from now on (an unknown one means English). Cheap to repeat."""
    global _language, _translations
    lang = language if language in _CATALOGUES or language in OFFERED else normalise(language)
    if lang is None or (lang not in _CATALOGUES and lang not in languages()):
        lang = SOURCE
    if lang == _language and _translations:
        return
    _language = lang
    # the interface's catalogue now; each game's when one of its keys is first shown (``_catalogue``)
    _translations = {"salon": _load(lang, "salon")}


def _catalogue(domain: str) -> gettext.NullTranslations | None:
    """The active language's catalogue of ``domain`` (loaded on first use); None for a domain that
    has none (a test fixture's: its English shows)."""
    trans = _translations.get(domain)
    if trans is None and domain in DOMAINS:
        trans = _translations[domain] = _load(_language, domain)
    return trans


def _load(lang: str, domain: str) -> gettext.NullTranslations:
    if lang == SOURCE:
        return gettext.NullTranslations()
    path = locale_dir() / lang / "LC_MESSAGES" / f"{domain}.mo"
    try:
        with path.open("rb") as fh:
            return gettext.GNUTranslations(fh)
    except FileNotFoundError:
        return gettext.NullTranslations()
    except (OSError, ValueError, IndexError, UnicodeDecodeError) as exc:  # a damaged .mo: English
        log.warning("catalogue %s unreadable, showing English: %s", path.name, exc)
        return gettext.NullTranslations()


def language() -> str:
    """The language ``tr`` renders in now (a cache of rendered text keys on it)."""
    return _language


def has(key: str) -> bool:
    return key in _CATALOGUES[SOURCE] or key in _CATALOGUES.get(_language, {})


# ------------------------------------------------------------------------------------ messages
@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Msg(Message):
    """A message as a parameter: ``key`` with its own ``params`` ((name, value) pairs)."""

    TAG: ClassVar[str] = "core.msg"
    key: str
    params: tuple[tuple[str, Any], ...] = ()


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class MsgList(Message):
    """Items rendered each and joined as a list in the language's words (``key`` joins the last)."""

    TAG: ClassVar[str] = "core.msg_list"
    items: tuple[Any, ...] = ()
    key: str = "core.list_and"


def msg(key: str, **params: Any) -> Msg:
    """A message to pass as a parameter (rendered when shown, in the language of that moment)."""
    return Msg(key=key, params=tuple(sorted(params.items())))


def msg_list(items: Iterable[Any], key: str = "core.list_and") -> MsgList:
    """A list to pass as a parameter: "a, b and c" (``core.list_or``: "a, b or c")."""
    return MsgList(items=tuple(items), key=key)


# ------------------------------------------------------------------------------------ rendering
def _humanise(key: str) -> str:
    tail = key.rsplit(".", 1)[-1]
    return tail.replace("_", " ").capitalize()


class _SafeParams(dict[str, Any]):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def template(key: str, n: int | None = None) -> str:
    """The active language's template for ``key`` (the plural form for ``n``), before params."""
    override = _CATALOGUES.get(_language) if _language != SOURCE else None
    entry = _plural_of(key)
    if entry is not None:
        ctx, one, other = entry
        if key.endswith(".one"):
            count = 1  # the caller named the singular form
        elif n is None or (key.endswith(".many") and n == 1):
            count = 2
        else:
            count = n
        if override:
            many = ctx + ".many" if ctx + ".many" in _CATALOGUES[SOURCE] else ctx
            form = ctx + ".one" if count == 1 else many
            if form in override:
                return override[form]
        trans = _catalogue(domain_of(ctx))
        if trans is None:
            return one if count == 1 else other
        return trans.npgettext(ctx, one, other, count)
    if override and key in override:
        return override[key]
    en = _CATALOGUES[SOURCE].get(key)
    if en is None:
        return _humanise(key)
    trans = _catalogue(domain_of(key))
    return en if trans is None else trans.pgettext(key, en)


def _shown(value: Any, names: Callable[[int], str] | None) -> Any:
    if isinstance(value, Msg):
        return tr(value.key, names, **dict(value.params))
    if isinstance(value, MsgList):
        parts = [str(_shown(v, names)) for v in value.items]
        if len(parts) <= 1:
            return "".join(parts)
        head = tr("core.list_sep").join(parts[:-1])
        return tr(value.key, names, head=head, first=head, last=parts[-1])
    if isinstance(value, str) and "." in value and has(value):
        return tr(value, names)
    return value


def render(value: Any, names: Callable[[int], str] | None = None) -> str:
    """A parameter value as text: a ``Msg`` or ``MsgList`` rendered, a known key translated."""
    return str(_shown(value, names))


LogWords = Callable[[str, Any], Any]
_LOG_WORDS: dict[str, LogWords] = {}


def add_log_words(game_id: str, words: LogWords) -> None:
    """A game's words for the ids its log lines carry: ``words(name, value)`` gives a parameter of a
    ``<game_id>.log.…`` line as the player reads it (a name key, a message, a text; None: as it is).
    The rules log ids, the same events whoever applied the move; every place that shows a line (the
    table's log, the curtain's recap, a replay, a tool) names them here, in the language of that
    moment."""
    _LOG_WORDS[game_id] = words


def tr(key: str, names: Callable[[int], str] | None = None, **params: Any) -> str:
    """The text for ``key`` in the active language with ``params`` filled in (see the module
    docstring for plurals, player names and parameters that are messages themselves)."""
    game_id, _, rest = key.partition(".")
    words = _LOG_WORDS.get(game_id) if rest.startswith("log.") else None
    if words is not None and params:
        params = {k: (v if (w := words(k, v)) is None else w) for k, v in params.items()}
    if "n" not in params and key.endswith(".one") and _plural_of(key) is not None:
        params = {**params, "n": 1}  # the singular named outright: a language's one form may show n
    text = template(key, _count(params.get("n")))
    shown: dict[str, Any] = {}
    for name, value in params.items():
        if name in ("seat", "seat2", "winner") and _count(value) is not None:
            shown[name] = names(value) if names else tr("core.player", n=value + 1)
        else:
            shown[name] = _shown(value, names)
    if _CJK_CHAR.search(text):
        text = _close_up(text, shown)
    try:
        return text.format_map(_SafeParams(shown))
    except (ValueError, IndexError, AttributeError, KeyError):
        return text


PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z_0-9]*)[^{}]*\}")

# Chinese text is written without spaces; a template sets a space between Chinese words and a
# parameter that is Latin or a number ("Ada 修復", "第 4 回合"). When the parameter is itself
# Chinese (the automa's name, a name typed in Chinese) that space goes.
_CJK = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
_CJK_CHAR = re.compile(f"[{_CJK}]")
_SPACED = re.compile(
    f"(?P<pre>(?<=[{_CJK}]) )?\\{{(?P<name>[A-Za-z_][A-Za-z_0-9]*)\\}}(?P<post> (?=[{_CJK}]))?"
)


def _close_up(text: str, shown: Mapping[str, Any]) -> str:
    def tight(m: re.Match[str]) -> str:
        value = str(shown.get(m["name"], ""))
        pre = m["pre"] if m["pre"] and not (value and _CJK_CHAR.match(value[0])) else ""
        post = m["post"] if m["post"] and not (value and _CJK_CHAR.match(value[-1])) else ""
        return f"{pre}{{{m['name']}}}{post}"

    return _SPACED.sub(tight, text)


def placeholders(text: str) -> set[str]:
    """The parameter names a template uses ("{n} cans for {seat}" -> {"n", "seat"})."""
    return set(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


add_strings(
    {
        "core.not_your_turn": "It is not your turn.",
        "core.game_over": "The game is over.",
        "core.not_legal": "That move is not allowed now.",
        "core.unknown_action": "That is not a move of this game.",
        "core.total": "Total",
        "core.shared": "Shared victory",
        "core.automa": "The automa",
        "core.player": "Player {n}",  # a seat with no name given
        # lists: "a, b and c"; the separator goes between all but the last two
        "core.list_sep": ", ",
        "core.list_and": "{head} and {last}",
        "core.list_or": "{head} or {last}",
    }
)
set_language(SOURCE)
