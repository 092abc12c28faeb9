"""The gettext catalogues and ``tr``: the catalogues compile and are what the program reads, every
translation's placeholders fit its source, plurals work in both directions, parameters that are
messages survive JSON and re-render in the language of the moment, and the language follows the
system at first and the setting after."""

from __future__ import annotations

import gettext
import io
import json

import pytest
from babel.messages.catalog import Catalog

from game.core import i18n
from game.core.i18n import msg, msg_list, render, set_language, tr
from game.core.messages import Logged, from_json, log
from game.registry import GAMES
from tools import i18n as tool

LANGS = ("zh_Hant", "zh_Hans")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


def names(seat: int) -> str:
    return ("Ada", "Bo", "Cy", "Di")[seat]


# ------------------------------------------------------------------------------------ catalogues
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_each_catalogue_compiles_to_the_mo_file_the_program_reads(lang, domain):
    po = tool.po_path(lang, domain)
    cat = tool.read(po, lang)
    data, problems = tool.compiled(cat)
    assert problems == []
    assert po.with_suffix(".mo").read_bytes() == data, "run python tools/i18n.py compile"
    assert cat.num_plurals == 1 and "plural=0" in cat.plural_forms  # Chinese has one form
    gettext.GNUTranslations(io.BytesIO(data))  # the standard library reads it


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_every_message_is_translated_in_both_languages(lang, domain):
    """No text falls back to English: every entry of the template is in the catalogue, translated
    and reviewed (not fuzzy)."""
    template = tool.read(tool.pot_path(domain), None)
    cat = tool.read(tool.po_path(lang, domain), lang)
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    done = {
        (m.context, m.id if isinstance(m.id, str) else m.id[0])
        for m in cat
        if m.id and tool.translated(m) and not m.fuzzy
    }
    missing = sorted(str(c) for c, _i in wanted - done)
    assert not missing, f"{len(missing)} untranslated in {lang}/{domain}, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_translation_has_the_placeholders_of_its_source(lang):
    checked = 0
    for domain in i18n.DOMAINS:
        cat = tool.read(tool.po_path(lang, domain), lang)
        for m in cat:
            # a fuzzy entry is a suggestion for review, never shown (compile leaves it out)
            if m.id and tool.translated(m) and not m.fuzzy:
                assert tool.placeholder_problem(m, cat.num_plurals) is None
                checked += 1
    assert checked >= 100


def test_the_placeholder_check_refuses_what_would_show_wrong():
    cat = Catalog(locale="zh_Hant")
    bad = {
        "x.lost": ("{seat} pays {n} francs", "{seat} 付錢"),  # {n} left out
        "x.extra": ("Take a card", "拿 {n} 張牌"),  # {n} is no parameter of the source
        "x.broken": ("Hello {seat}", "你好 {seat"),  # not a template
    }
    for ctx, (en, zh) in bad.items():
        cat.add(en, zh, context=ctx)
    cat.add(("1 can", "{n} cans"), ("罐子",), context="x.plural")  # the one form must show n
    cat.add(("1 cup", "{n} cups"), ("{n} 杯",), context="x.good")
    problems = tool.compiled(cat)[1]
    assert sorted(p.split(":")[0] for p in problems) == ["x.broken", "x.extra", "x.lost", "x.plural"]


def test_extraction_makes_contexts_plural_entries_and_domains():
    en = {
        "ui.menu.quit": "Quit",
        "droids.parts.nut": "{n} nuts",
        "droids.parts.nut.one": "1 nut",
        "farshore.amt.shell.one": "{n} shell",
        "farshore.amt.shell.many": "{n} shells",
        "paris.log.buy": "{seat} buys {card}",
    }
    found = tool.entries(en)
    assert set(found["salon"]) == {"ui.menu.quit"}
    nut = found["droids"]["droids.parts.nut"]
    assert nut.id == ("1 nut", "{n} nuts") and nut.context == "droids.parts.nut"
    assert found["farshore"]["farshore.amt.shell"].id == ("{n} shell", "{n} shells")
    assert found["paris"]["paris.log.buy"].auto_comments == ["{seat}: a player's name"]
    assert sum(len(v) for v in found.values()) == 4  # a plural pair is one entry


def test_the_product_catalogues_hold_every_registered_key():
    en = tool.english()
    plurals = i18n.plural_entries(en)
    have = set()
    for domain in i18n.DOMAINS:
        have |= {m.context for m in tool.read(tool.pot_path(domain)) if m.id}
    missing = {plurals[k][0] if k in plurals else k for k in en} - have
    assert len(missing) <= len(en) // 20, f"catalogues far behind the source: {sorted(missing)[:10]}"


# ------------------------------------------------------------------------------------ tr
def test_english_is_the_source_and_the_fallback():
    assert tr("ui.menu.quit") == "Quit"
    set_language("zh_Hant")
    assert tr("ui.menu.quit") == "離開"
    assert tr("ui.pause.title") == tr("ui.pause.title")  # untranslated: English, not a crash
    set_language("zh_Hans")
    assert tr("ui.menu.quit") == "退出"
    set_language("klingon")
    assert i18n.language() == "en" and tr("ui.menu.quit") == "Quit"


def test_a_changed_english_source_shows_english_not_a_stale_translation(monkeypatch):
    set_language("zh_Hans")
    assert tr("ui.menu.quit") == "退出"
    monkeypatch.setitem(i18n._CATALOGUES["en"], "ui.menu.quit", "Leave Salon")
    assert tr("ui.menu.quit") == "Leave Salon"


def test_plurals_in_both_directions():
    # English: n == 1 takes the singular, every other n (zero too) the plural
    assert [tr("droids.parts.nut", n=k) for k in (0, 1, 2)] == ["0 nuts", "1 nut", "2 nuts"]
    assert tr("farshore.amt.seaweed.many", n=1) == tr("farshore.amt.seaweed.many", n=2).replace("2", "1")
    assert tr("farshore.amt.seaweed.one", n=1) == "1 seaweed"
    # Chinese: one form, and it carries the number for every n
    set_language("zh_Hant")
    assert [tr("droids.parts.nut", n=k) for k in (0, 1, 2)] == ["0 個螺帽", "1 個螺帽", "2 個螺帽"]
    assert tr("droids.parts.nut.one") == "1 個螺帽"
    set_language("zh_Hans")
    assert tr("droids.parts.oil", n=1) == "1 个油滴" and tr("droids.parts.oil", n=5) == "5 个油滴"


def test_a_log_line_rerenders_when_the_language_changes():
    """A real Droïdes swap line: it keeps keys and parameters (JSON round trip included) and is
    words only when shown, in the language of that moment."""
    rules = GAMES["droids"]
    state = rules.new_game(2, 5, {})
    from game.droids.engine import _swap_lines

    (line,) = _swap_lines(0, [((0, 0, 0, 1), (2, 0, 0, 0))])
    assert isinstance(line, Logged) and line.key == "droids.log_swap"
    again = from_json(json.loads(json.dumps(line.to_json())))
    assert again == line and not any(isinstance(v, str) and " " in v for _k, v in line.params)
    shown = {}
    for lang in ("en", "zh_Hant", "zh_Hans", "en"):
        set_language(lang)
        shown.setdefault(lang, tr(again.key, names, **again.param_dict()))
    assert shown["en"] == "Ada swaps 1 energy for 2 nuts"
    assert shown["zh_Hant"] == "Ada 以 1 個能量交換 2 個螺帽"  # no space between two Chinese words
    assert shown["zh_Hans"] == "Ada 用 1 个能量交换 2 个螺帽"
    set_language("en")
    assert tr(again.key, names, **again.param_dict()) == shown["en"]
    assert state is not None


def test_message_parameters_round_trip_and_render_as_lists():
    m = msg_list(
        [msg("droids.parts.nut", n=2), msg("droids.parts.oil", n=1), msg("droids.parts.energy", n=3)]
    )
    line = log("droids.log_shed_now", seat=1, parts=m)
    assert from_json(json.loads(json.dumps(line.to_json()))) == line
    assert hash(line) == hash(from_json(line.to_json()))  # still hashable (the log dedupes lines)
    assert render(m) == "2 nuts, 1 oil drop and 3 energy"
    assert tr(line.key, names, **line.param_dict()) == "Bo's shed now: 2 nuts, 1 oil drop and 3 energy"
    assert render(msg_list([])) == "" and render(msg_list(["x"])) == "x"
    assert render(msg_list([1, 2, 3], "core.list_or")) == "1, 2 or 3"
    set_language("zh_Hans")
    assert render(m) == "2 个螺帽、1 个油滴和3 个能量"
    assert render(msg("core.player", n=2)) == "玩家 2"


def test_seats_in_message_parameters_become_names():
    inner = msg("droids.log_shed_now", seat=2, parts=msg("droids.nothing"))
    assert render(inner, names) == "Cy's shed now: nothing"
    assert tr("core.player", n=3) == "Player 3"


def test_a_chinese_name_takes_no_space_between_chinese_words():
    """The templates space a name off the Chinese around it ("Ada 修復"); a name written in
    Chinese (the automa's, one a player typed) closes up, a Latin one and a number keep it."""
    chinese = {0: "Ada", 1: "自動對手", 2: "小明 王"}.__getitem__
    set_language("zh_Hant")
    try:
        assert tr("droids.log_repair", chinese, seat=0, card=18) == "Ada 修復機器人 18"
        assert tr("droids.log_repair", chinese, seat=1, card=18) == "自動對手修復機器人 18"
        assert tr("droids.log_automa_tie", chinese, seat=1, seat2=2, card=3) == (
            "自動對手替小明 王選擇機器人 3（興趣值相同）"  # a space inside the name stays
        )
        assert tr("droids.log_automa_tie", chinese, seat=0, seat2=1, card=3) == (
            "Ada 替自動對手選擇機器人 3（興趣值相同）"
        )
        assert tr("droids.log_setup", chinese, seat=1, n=2) == "2 人遊戲開始：自動對手是第一位優先者"
    finally:
        set_language("en")
    assert tr("droids.log_repair", chinese, seat=1, card=18) == "自動對手 repairs droid 18"


def test_each_language_writes_its_own_season_numeral():
    """A Droïdes season is a message of its own: "season II" in English, 第二季 in Chinese."""
    from game.droids.cards import season_numeral

    line = {"seat": 0, "turn": 4, "season": season_numeral(2)}
    assert tr("droids.log_turn", names, **line) == "Turn 4 (season II): Ada is Priority"
    set_language("zh_Hant")
    try:
        assert tr("droids.log_turn", names, **line) == "第 4 回合（第二季）：Ada 是優先者"
        assert tr("droids.card_back_season", season=season_numeral(3)) == "第三季"
        set_language("zh_Hans")
        assert tr("droids.log_turn", names, **line) == "第 4 回合（第二季）：Ada 是优先者"
    finally:
        set_language("en")


# ------------------------------------------------------------------------------------ languages
def test_the_offered_languages():
    assert i18n.languages()[:3] == ["en", "zh_Hant", "zh_Hans"]
    assert i18n.NATIVE_NAMES == {"en": "English", "zh_Hant": "繁體中文", "zh_Hans": "简体中文"}


@pytest.mark.parametrize(
    ("tag", "lang"),
    [
        ("zh_TW.UTF-8", "zh_Hant"),
        ("zh-Hant-HK", "zh_Hant"),
        ("zh_HK", "zh_Hant"),
        ("zh_CN.UTF-8", "zh_Hans"),
        ("zh-Hans", "zh_Hans"),
        ("zh_SG", "zh_Hans"),
        ("zh", "zh_Hans"),
        ("Chinese (Traditional)_Taiwan", "zh_Hant"),
        ("en_GB.UTF-8", "en"),
        ("C.UTF-8", None),
        ("fr_FR", None),
    ],
)
def test_locale_names_map_to_an_offered_language(tag, lang):
    assert i18n.normalise(tag) == lang


def test_the_system_language_is_the_first_that_fits():
    assert i18n.system_language({"LANGUAGE": "fr:zh_TW:en", "LANG": "en_US.UTF-8"}) == "zh_Hant"
    assert i18n.system_language({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}) == "zh_Hans"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_a_damaged_catalogue_shows_english(tmp_path, monkeypatch, caplog):
    folder = tmp_path / "locale" / "zh_Hant" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for domain in i18n.DOMAINS:
        (folder / f"{domain}.mo").write_bytes(b"\xde\x12\x04\x95 not a catalogue")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    set_language("en")
    set_language("zh_Hant")
    assert i18n.language() == "zh_Hant"
    assert tr("ui.menu.quit") == "Quit"
    assert "unreadable" in caplog.text


def test_the_first_start_follows_the_system_and_the_setting_wins_after(monkeypatch):
    from game.core import paths
    from scenes.settings import Settings

    monkeypatch.setattr(i18n, "system_language", lambda env=None: "zh_Hans")
    import scenes.settings as settings_module

    monkeypatch.setattr(settings_module, "system_language", lambda: "zh_Hans")
    assert Settings.load().language == "zh_Hans"  # no file yet
    Settings(language="zh_Hant").save()
    assert Settings.load().language == "zh_Hant"
    paths.settings_path().write_text(json.dumps({"language": "tlh"}), encoding="utf-8")
    assert Settings.load().language == "en"  # a bad value: the default, logged
    paths.settings_path().write_text(json.dumps({"volume": 0.5}), encoding="utf-8")
    assert Settings.load().language == "zh_Hans"  # a file from before the choice existed
