"""The prompt line names the decision (``rules.prompt``), a blocked piece says why not
(``rules.blocked``) and changes nothing, and a click on a piece one action names takes it."""

from __future__ import annotations

import tests.fixture_game as fixture
from game.core.controller import Controller
from game.core.i18n import tr
from game.core.rules import ActionInfo, Blocked, Piece, Prompt
from game.core.saves import SeatConfig
from scenes.table.table import TableScene

ADA = SeatConfig("Ada", "human", colour=0)
BOT = SeatConfig("Bot", "bot", "random", colour=1)


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    for _ in range(200):
        if table.presenter.drained and (table.targets or table.button_actions):
            break
        h.step()
    return table


def hover(h, pos, frames=2):
    h.move(pos)
    h.step(frames=frames - 1)


def test_the_prompt_line_says_the_rules_decision(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    said = table.prompt_text()
    assert said.main == "Ada: roll the die, rest, or play a card from your hand (15 to go)"
    assert said.seat == 0 and not said.sub
    assert "your move" not in said.main.lower() and "glowing" not in said.main.lower()


def test_a_bots_turn_says_who_thinks_and_about_what(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    table.tools["pause"].on_click()  # hold the bot on its turn
    h.click(table.button_actions[0].rect.center, frames=3)  # Ada rests
    assert c.to_act() == 1
    said = table.prompt_text()
    assert said.seat == 1 and said.main == tr("table.bot_paused")
    assert said.sub.startswith("Bot: roll the die")
    table.tools["pause"].on_click()
    said = table.prompt_text()
    assert said.main == "Bot is thinking…" and said.sub.startswith("Bot: roll the die")


def test_a_prompt_too_long_for_the_bar_is_whole_on_hover(headless):
    class Wordy:
        def __getattr__(self, name):
            return getattr(fixture.RULES, name)

        def prompt(self, view):
            return Prompt("race.wordy", {"seat": view.turn % 2})

    from game.core.i18n import add_strings

    add_strings({"race.wordy": "{seat}: " + "choose carefully among all of these many fine options " * 4})
    h = headless("instant")
    c = Controller(Wordy(), [ADA, BOT], seed=2)
    table = start(h, c)
    table._draw_base()
    rect, full = table.hover_texts["prompt"]
    assert full.startswith("Ada: choose carefully") and full.endswith("options ")
    hover(h, rect.center)
    assert any(kind == "tooltip" for kind, _r in table.overlay_rects)


def test_the_deck_is_blocked_with_its_reason_and_a_click_changes_nothing(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    marks = [m for m in table.blocked_marks if m.zone == "deck"]
    assert len(marks) == 1 and marks[0].piece == "deck"
    assert marks[0].reason == "You draw from the deck only after playing a card"
    assert not any(t.zone == "deck" for t in table.targets)  # nothing there glows
    centre = marks[0].rect.center
    hover(h, centre)
    assert table._blocked_at(centre) is marks[0] and table._target_at(centre) is None
    tip = table._tip(None, marks[0])
    assert tip is not None and tip.warning and tip.lines[0] == marks[0].reason
    assert [k for k, _r in table.overlay_rects] == ["tooltip"]
    h.click(centre, frames=2)
    assert not c.actions and table.chooser is None
    assert table.notice is not None and table.notice.text == marks[0].reason and table.notice.warning
    assert table.prompt_text().main == marks[0].reason
    h.step(frames=4, dt=4.0)  # the notice goes; the prompt comes back
    assert table.prompt_text().main.startswith("Ada: roll the die")


def test_a_card_one_action_names_is_taken_in_one_click(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    card = next(t for t in table.targets if t.piece is not None)
    assert len(card.actions) == 1
    h.click(card.rect.center, frames=2)
    assert table.chooser is None
    assert type(c.actions[0]).__name__ == "PlayCard"
    assert c.actions[0].card == card.piece


class Dice:
    """The fixture with two dice drawn in the dice zone, both showing a 6, and Roll naming the face:
    a click on either die rolls (one click each), and a blocked face marks both."""

    def __getattr__(self, name):
        return getattr(fixture.RULES, name)

    def zones(self, view):
        out = dict(fixture.RULES.zones(view))
        out["dice"] = (Piece("die:a", "die", "6"), Piece("die:b", "die", "6"), Piece("die:c", "die", "2"))
        return out

    def describe(self, action):
        info = fixture.RULES.describe(action)
        if isinstance(action, fixture.Roll):
            return ActionInfo("dice", info.label, info.params, piece="6")
        return info

    def blocked(self, view):
        return (Blocked("dice", Prompt("race.deck_after_play"), piece="2"),)


def test_every_die_showing_the_named_face_is_its_own_one_click_target(headless):
    h = headless("instant")
    c = Controller(Dice(), [ADA, BOT], seed=2)
    table = start(h, c)
    dice = [t for t in table.targets if t.zone == "dice"]
    assert sorted(t.piece for t in dice) == ["die:a", "die:b"]
    assert all(len(t.actions) == 1 for t in dice)
    blocked = [m for m in table.blocked_marks if m.zone == "dice"]
    assert [m.piece for m in blocked] == ["die:c"]
    h.click(dice[1].rect.center, frames=2)
    assert table.chooser is None and type(c.actions[0]).__name__ == "Roll"


def test_a_blocked_zone_loses_to_a_target_in_it(headless):
    class Zone(Dice):
        def blocked(self, view):
            return (Blocked("dice", Prompt("race.deck_after_play")),)

    h = headless("instant")
    c = Controller(Zone(), [ADA, BOT], seed=2)
    table = start(h, c)
    die = next(t for t in table.targets if t.zone == "dice")
    zone_mark = next(m for m in table.blocked_marks if m.zone == "dice")
    assert zone_mark.piece is None
    assert table._blocked_at(die.rect.center) is None  # the die is legal: clicking it rolls
    h.click(die.rect.center, frames=2)
    assert type(c.actions[0]).__name__ == "Roll"


def test_the_zoom_keeps_clear_of_the_tooltip_and_the_buttons(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    card = next(t for t in table.targets if t.piece is not None)
    hover(h, card.rect.center, frames=2)
    h.step(frames=3, dt=0.3)  # past the zoom's delay
    kinds = dict(table.overlay_rects)
    assert set(kinds) == {"tooltip", "zoom"}
    assert not kinds["tooltip"].colliderect(kinds["zoom"])
    keep = table._keep_clear()
    assert not any(kinds["zoom"].colliderect(k) for k in keep)
    assert not kinds["zoom"].colliderect(card.rect)
