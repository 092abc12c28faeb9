"""Everdell Farshore (Starling Games / Tabletop Tycoon, 2023), for 1–4 players.

Follows the implementable spec shared/specs/farshore.md and its data file (copied here as
``data.json`` and validated on import). Rule sources: the spec's [rulebook] items come from a Chinese
rulebook summary (seed text); card identities, copy counts, points and prosperity formulas are
[secondary] (a fan scoring app); card costs and effects, shore yields, islands, map requirements and
the solo Rival are the spec's [house] designs, kept in data.

Non-obvious points, all from the spec: seasons are per player (§5); a passed player's Lighthouse
still sails (§14 #33); the card-play steps a–g run in strict order and nested Postal Pigeon plays
finish before the Pigeon's own triggers and wind (§7.5); triggers of blue cards resolve in city
order with no question (§20.2); sub-decisions with one option are applied automatically, the
mulligan (D1) and the turn action (D2) are always asked (§20).

What the table says comes from here too: ``prompts.py`` names the pending decision of §20 with
its numbers (``RULES.prompt``) and says why a piece cannot be used now (``RULES.blocked``), with
the same reasons the engine gives when it refuses a move; ``cards.py`` turns ids in log lines and
action labels into names.

Choices of ours where the spec is silent: the solo level option defaults to "bosun" (the middle
level); the first player is seat 0 unless the ``random_first`` option is on; the Rival's score is
reported by ``RULES.rival_sheet(state)`` since score sheets are per seat.
"""

from game.core.i18n import add_log_words
from game.farshore import logwords
from game.farshore.rules import RULES, FarshoreRules
from game.farshore.view import ZONE_IDS, zone_ids

add_log_words("farshore", logwords.log_param)  # tr names the ids of the log's lines

__all__ = ["RULES", "FarshoreRules", "ZONE_IDS", "zone_ids"]
