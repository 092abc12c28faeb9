"""The table's English strings (``table.*``), registered at import."""

from __future__ import annotations

from game.core.i18n import add_strings

TABLE_STRINGS = {
    "table.undo": "Undo",
    "table.hint": "Hint",
    "table.pause_bots": "Pause",
    "table.resume_bots": "Play",
    "table.step_bot": "Step",
    "table.menu": "Menu",
    "table.rules": "Rules",
    "table.rules_tip": "The rules book, open at this decision (F1 or ?)",
    "table.log": "Game log",
    "table.newer": "{n} newer ↓",
    "table.bot_thinking": "{seat} is thinking…",
    "table.bot_paused": "Bots are paused: press Play or Step.",
    "table.watching": "Watching the bots play.",
    "table.game_over": "The game is over.",
    "table.choose": "Choose one",
    "table.more": "More… ({n})",
    "table.choices": "{n} choices",
    "table.hint_is": "Hint: {label}",
    "table.no_hint": "No hint right now.",
    "table.undone": "Move taken back.",
    "table.cannot_undo": "Nothing to take back.",
    "table.map_fallback": "The board map could not be used ({detail}); laid out automatically.",
    "table.hand": "Hand",
    "table.human": "Player",
    "table.bot": "Bot · {level}",
    "table.to_play": "to play",
    "table.thinking": "thinking",
    "table.score": "Score",
    "table.last_move": "Last move",
    "table.round": "Round {round}",
    "table.pass_to": "Pass to {seat}",
    "table.pass_body": "Hand the device to {seat}. Nothing private is shown until they are ready.",
    "table.i_am": "I am {seat}",
    "table.since_last": "Since your last turn",
    "table.nothing_new": "Nothing has happened yet.",
    "table.take_back": "{seat}: take back my move",
}

add_strings(TABLE_STRINGS)
