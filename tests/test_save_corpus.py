"""The damage corpus: more than thirty kinds of broken save for each of the four games, through every
entry point — ``peek``, the Load list, Continue and opening the table. Each is refused with its own
one-line reason, the menu stays reachable, and the good save beside them is untouched.

Also: the validating reader on generated JSON (Hypothesis) either loads a game that passes the
invariant checks or raises the one refusal type, never anything else.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import paths, saves, store
from game.core.conformance import check_state
from game.core.controller import Controller
from game.core.i18n import tr
from game.core.reader import Refused
from game.core.rng import Rng
from game.core.saves import SeatConfig
from game.registry import GAMES

PRODUCT = ("new_eden", "paris", "farshore", "droids")
GENERIC = {tr("save.error"), tr("file.refused")}


def mid_game(game_id: str, moves: int = 40, seed: int = 13) -> Controller:
    """A real game a few dozen moves in: a human in seat 0, greedy bots beside."""
    rules = GAMES[game_id]
    n = max(2, rules.min_players)
    seats = [SeatConfig("Ada", "human", "greedy", 0)] + [
        SeatConfig(f"Bot {i}", "bot", "greedy", i) for i in range(1, n)
    ]
    c = Controller(rules, seats, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if c.is_over():
            break
        seat = c.to_act()
        legal = c.legal(seat)
        assert c.submit(seat, legal[rng.below(len(legal))], autosave=False).accepted
    return c


def damage(game_id: str) -> dict[str, tuple[bytes, str]]:
    """Kind of damage -> (file bytes, words the refusal must contain)."""
    rules = GAMES[game_id]
    good = mid_game(game_id).save_data()
    text = json.dumps(good)

    def m(**changes: Any) -> dict:
        d = json.loads(text)
        for k, v in changes.items():
            if v is ...:
                d.pop(k, None)
            else:
                d[k] = v
        return d

    def seat(i: int, **changes: Any) -> dict:
        d = json.loads(text)
        d["seats"][i].update(changes)
        return d

    def move(i: int, value: Any) -> dict:
        d = json.loads(text)
        d["actions"][i] = value
        return d

    first = json.loads(text)["actions"][0]
    wrong_seat = dict(first, seat=(first["seat"] + 1) % len(good["seats"]))
    int_spec = next((s for s in rules.options if s.kind == "int"), None)
    choice_spec = next((s for s in rules.options if s.kind in ("choice", "bool")), None)
    cases: dict[str, tuple[Any, str]] = {
        # the file itself
        "empty": (b"", "empty"),
        "whitespace": (b"   \n ", "empty"),
        "truncated": (text[: len(text) // 2].encode(), "cut short"),
        "random_bytes": (bytes(range(7, 200)) * 3, "not text"),
        "bad_utf8": (b'{"format": "\xff\xfe"}', "not text"),
        "bom": (b"\xef\xbb\xbf" + text.encode(), "not valid JSON"),
        "trailing_garbage": (text.encode() + b"\x00garbage", "not valid JSON"),
        "nan_literal": (text.replace('"seed": ', '"seed": NaN, "x": ', 1).encode(), "not valid JSON"),
        "deeply_nested": (("[" * 100000 + "]" * 100000).encode(), "nested"),
        "nested_in_snapshot": (m(snapshot={"a": json.loads("[" * 200 + "]" * 200)}), "nested"),
        "oversized": (b" " * (saves.MAX_BYTES + 1), "too large"),
        "json_array": ([1, 2, 3], "not a Salon save"),
        "json_string": ("a save", "not a Salon save"),
        # the header
        "no_format": (m(format=...), "not a Salon save"),
        "foreign_format": (m(format="other-game"), "not a Salon save"),
        "too_new": (m(version=99), "newer version"),
        "bad_version": (m(version="one"), "version number"),
        "unknown_game": (m(game="chess"), "does not have"),
        "game_is_list": (m(game=[]), "the game id should be text"),
        "only_actions": ({"format": "salon-save", "actions": 5}, "version number"),
        "unknown_field": (m(turbo=True), "“turbo” that does not belong"),
        # numbers
        "no_seed": (m(seed=...), "the deal code is missing"),
        "negative_seed": (m(seed=-5), "the deal code must be at least 0"),
        "bool_seed": (m(seed=True), "the deal code should be a whole number"),
        "string_seed": (m(seed="12"), "the deal code should be a whole number"),
        "huge_seed": (text.replace(f'"seed": {good["seed"]}', '"seed": ' + "9" * 4301, 1).encode(), "far too large"),
        "float_seed": (m(seed=1.5), "the deal code should be a whole number"),
        "huge_float": (text.replace('"saved_at": ', '"saved_at": 1e400, "x": ', 1).encode(), "far too large"),
        "saved_at_text": (m(saved_at="yesterday"), "the save time should be a number"),
        "fingerprint_number": (m(fingerprint=5), "the position check should be text"),
        "fingerprint_short": (m(fingerprint="abc"), "the position check"),
        # options
        "options_not_object": (m(options=[1]), "the options should be a set of fields"),
        "unknown_option": (m(options={"turbo": True}), "no option “turbo”"),
        "option_nested": (m(options={"x": {"y": 1}}), "an option should be true or false or a whole number or text"),
        # seats
        "seats_not_list": (m(seats="Ada"), "the seat list should be a list"),
        "no_seats": (m(seats=[]), "the seat list must have at least 1"),
        "too_many_seats": (m(seats=json.loads(text)["seats"] * 4), "seat"),
        "seat_not_object": (m(seats=[1] + json.loads(text)["seats"][1:]), "Seat 1 should be a set of fields"),
        "seat_without_name": (m(seats=[{"kind": "human"}] + json.loads(text)["seats"][1:]), "Seat 1's name is missing"),
        "name_not_text": (seat(0, name=7), "Seat 1's name should be text"),
        "name_empty": (seat(1, name="  "), "Seat 2's name is empty"),
        "name_too_long": (seat(0, name="A" * 41), "longer than 40"),
        "name_nul": (seat(0, name="Ada\x00"), "control character"),
        "name_lone_surrogate": (text.replace('"Ada"', '"Ada\\ud800"', 1).encode(), "broken character"),
        "name_font_lacks": (seat(0, name="Ada \U0001f600"), "cannot draw"),
        "name_bidi_control": (seat(0, name="A\u202eda"), "control character"),
        "seat_bad_kind": (seat(0, kind="ghost"), "neither a human nor a bot"),
        "unknown_level": (seat(1, level="nope"), "Seat 2's bot level “nope” is not one of Random, Greedy, Easy, Normal, Hard"),
        "level_not_text": (seat(1, level=3), "Seat 2's bot level should be text"),
        "colour_out_of_range": (seat(1, colour=15), "Seat 2's colour 15 is not one of"),
        "colour_negative": (seat(0, colour=-1), "Seat 1's colour -1"),
        "colour_text": (seat(0, colour="red"), "Seat 1's colour should be a whole number"),
        "duplicate_colours": (seat(1, colour=good["seats"][0]["colour"]), "the same colour"),
        "seat_extra_field": (seat(0, mood="happy"), "“mood” that does not belong"),
        # moves
        "actions_not_list": (m(actions={"a": 1}), "the move list should be a list"),
        "action_not_object": (move(0, 17), "move 1 should be a set of fields"),
        "action_no_type": (move(0, {"seat": 0}), "move 1 has no move type"),
        "unknown_action_type": (move(0, {"t": "chess.castle", "seat": 0}), "not a move of any game"),
        "action_extra_field": (move(0, dict(first, colour="red")), "“colour” that no such move has"),
        "action_seat_text": (move(0, dict(first, seat="zero")), "move 1's seat should be a whole number"),
        "action_wrong_seat": (move(0, wrong_seat), "turn"),
        "moves_after_the_end": (m(actions=json.loads(text)["actions"] * 400), "moves"),
        "wrong_fingerprint": (m(fingerprint="0" * 32), "differs"),
        "name_of_save_bad": (m(name="x\x07"), "the save's name holds"),
        "progress_wrong": (m(progress={"kind": "round", "n": -4}), "the progress note"),
        "final_scores_text": (m(final_scores="lots"), "the final scores should be a list"),
    }
    if int_spec is not None:
        lo, hi = int_spec.bounds()
        cases["option_int_too_big"] = (m(options={int_spec.key: 10**18}), f"must be between {lo} and {hi}" if not int_spec.choices else "takes one of")
        cases["option_int_text"] = (m(options={int_spec.key: "many"}), "takes a whole number")
    if choice_spec is not None:
        cases["option_bad_choice"] = (m(options={choice_spec.key: 12345}), f"the option “{tr(choice_spec.label)}")
    out: dict[str, tuple[bytes, str]] = {}
    for name, (content, words) in cases.items():
        raw = content if isinstance(content, bytes) else json.dumps(content).encode()
        out[name] = (raw, words)
    return out


CORPUS = {g: damage(g) for g in PRODUCT}


def test_every_game_has_more_than_thirty_kinds_of_damage():
    for g in PRODUCT:
        assert len(CORPUS[g]) >= 30, g


def _check_message(message: str, words: str, name: str) -> None:
    assert message and message not in GENERIC, name
    assert "\n" not in message, name
    assert words in message, f"{name}: {message!r} does not say {words!r}"


@pytest.mark.parametrize("game_id", PRODUCT)
def test_peek_and_load_refuse_each_kind_with_its_own_reason(tmp_path, game_id):
    for name, (raw, words) in CORPUS[game_id].items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(raw)
        info = saves.peek(path, GAMES)
        assert not info.ok, name
        _check_message(info.error, words, name)
        with pytest.raises(Refused) as err:
            saves.load(path, GAMES)
        assert err.value.message() == info.error


@pytest.mark.parametrize("game_id", PRODUCT)
def test_every_entry_point_refuses_the_corpus_and_keeps_the_good_save(game_id):
    from scenes.app import Headless
    from scenes.load import LoadScene, open_save
    from scenes.menu import MenuScene
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    good = store.new_controller(GAMES[game_id], mid_game(game_id).seats, 13)
    for a in mid_game(game_id, moves=12).actions:
        assert good.submit(a.seat, a, autosave=False).accepted
    assert good.autosave()
    good_bytes = Path(good.autosave_path).read_bytes()
    for name, (raw, _words) in CORPUS[game_id].items():
        (paths.games_dir() / f"{name}.json").write_bytes(raw)
    (paths.named_dir() / "named_truncated.json").write_bytes(CORPUS[game_id]["truncated"][0])
    h = Headless((1280, 720), settings=Settings(animation_speed="instant"))
    try:
        assert isinstance(h.top, MenuScene)
        # the Load list: every damaged file listed with its reason, Load disabled, the good one loads
        scene = LoadScene(h.ctx)
        h.app.stack.push(scene)
        h.step()
        by_name = {e.path.stem: e for e in scene.entries}
        for name, (_raw, words) in CORPUS[game_id].items():
            _check_message(by_name[name].error, words, name)
            button = next(b for b in scene.row_buttons if b.name == f"load:{name}.json")
            assert not button.enabled
        assert not by_name["named_truncated"].ok
        assert by_name[good.game_id].ok
        # opening the table: refused with the same reason, nothing on the stack changes
        before = list(h.app.stack.scenes)
        for name, (_raw, words) in CORPUS[game_id].items():
            assert open_save(h.ctx, paths.games_dir() / f"{name}.json") is False
            _check_message(h.ctx.extras["toasts"][-1], words, name)
            h.step()
            assert h.app.stack.scenes == before
        # Continue: the menu is reachable and resumes the one good game
        h.key(27)  # Esc back to the menu
        h.step(frames=2)
        assert isinstance(h.top, MenuScene)
        assert not h.app.errors
        cont = next(b for b in h.top.buttons if b.name == "continue")
        assert cont.enabled and h.top.autosave is not None and h.top.autosave.path == good.autosave_path
        h.click(cont.rect.center, frames=2)
        assert isinstance(h.top, TableScene)
        assert h.top.controller.game_id == good.game_id
    finally:
        h.close()
    # the good save is the same (or played on by its bots), never replaced by a damaged one
    again = saves.load(good.autosave_path, GAMES)
    assert again.actions[: len(good.actions)] == good.actions
    assert len(good_bytes) > 0
    for name, (raw, _words) in CORPUS[game_id].items():
        assert (paths.games_dir() / f"{name}.json").read_bytes() == raw  # nothing rewrote them


def test_a_restart_with_only_damaged_files_reaches_a_working_menu():
    from scenes.app import Headless
    from scenes.menu import MenuScene
    from scenes.settings import Settings

    for name, (raw, _w) in CORPUS["droids"].items():
        (paths.games_dir() / f"{name}.json").write_bytes(raw)
    paths.legacy_autosave_path().write_bytes(b'{"format":"salon-save","actions":5}')
    h = Headless((1280, 720), settings=Settings(animation_speed="instant"))
    try:
        h.step(frames=3)
        assert isinstance(h.top, MenuScene) and not h.app.errors
        assert not next(b for b in h.top.buttons if b.name == "continue").enabled
        new = next(b for b in h.top.buttons if b.name == "new")
        h.click(new.rect.center, frames=2)
        assert not isinstance(h.top, MenuScene)  # the setup opened: the program works
    finally:
        h.close()
    assert not paths.legacy_autosave_path().exists()  # moved into games/, not lost
    moved = [p for p in paths.games_dir().glob("legacy-*.json")]
    assert len(moved) == 1 and moved[0].read_bytes() == b'{"format":"salon-save","actions":5}'


# ------------------------------------------------------------------------------------------ Hypothesis
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
GOOD = {g: mid_game(g, moves=15).save_data() for g in PRODUCT}
FIELDS = sorted({k for d in GOOD.values() for k in d})


@st.composite
def save_like(draw: Any) -> Any:
    """Random JSON, or a real save with one field, one seat field or one move replaced by random JSON."""
    how = draw(st.sampled_from(["any", "field", "seat", "move", "drop", "option"]))
    if how == "any":
        return draw(JSON)
    data = json.loads(json.dumps(GOOD[draw(st.sampled_from(PRODUCT))]))
    if how == "field":
        data[draw(st.sampled_from(FIELDS))] = draw(JSON)
    elif how == "drop":
        data.pop(draw(st.sampled_from(FIELDS)), None)
    elif how == "seat":
        i = draw(st.integers(0, len(data["seats"]) - 1))
        data["seats"][i][draw(st.sampled_from(["name", "kind", "level", "colour", "extra"]))] = draw(JSON)
    elif how == "move" and data["actions"]:
        i = draw(st.integers(0, len(data["actions"]) - 1))
        key = draw(st.sampled_from(sorted(data["actions"][i]) + ["extra"]))
        data["actions"][i][key] = draw(JSON)
    elif how == "option":
        data["options"][draw(st.text(max_size=10))] = draw(JSON)
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(save_like())
def test_the_reader_loads_a_sound_game_or_refuses_never_anything_else(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("h") / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        loaded = saves.load(path, GAMES)
    except Refused as err:
        assert err.message() and "\n" not in err.message()
        return
    rules = GAMES[loaded.game]
    check_state(rules, loaded.state, loaded.seed, len(loaded.actions), Rng(1), deep=True)
    again = Controller.from_save(loaded, rules)
    assert again.save_data()["fingerprint"] == loaded.fingerprint
