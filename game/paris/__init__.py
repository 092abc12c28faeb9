"""Paris (Game Brewer, 2020, Kramer & Kiesling) with the l'Étoile expansion, for Salon.

Follows the Salon spec ``shared/specs/paris.md`` (rules from the Traditional-Chinese rules
article and the ultraboardgames transcription, with the [house] data of ``paris-data.json``, copied
here as ``data.json`` and validated on import). Decision points are the spec's §20 prompts, one
action each; single-option prompts resolve automatically (ruling 40).

Deliberate choices (all from the spec's [house] rulings unless marked "ours"):
* free market actions only in the two windows of one's own turn (§5), bounded by the per-turn
  market limit (§11: no buying a type sold this turn, nor selling a type bought), so a random
  player can never loop;
* moves are offered only when payable now (ruling 28); pass only when nothing else is legal;
* seat 0 is always the start player (ours: the setup scene may rotate seats);
* the option ``etoile`` is the spec's ``module_letoile``; ``keys_2p``/``keys_3p``/``keys_4p`` are
  the spec's ``keys_per_count`` (ours: a dict is not an option kind);
* hidden: stack order, the 3 removed tiles, end-game tile identities, ST08 peeks. Screens (francs,
  keys in hand, tokens, unused tiles) are None in a view's ``screens`` unless open; the tallies
  any player can keep from the public log (§15) travel apart in ``View.ledger`` for bots and
  ``determinize`` (ours: see ``view.py``).
"""

from __future__ import annotations

from game.core.i18n import add_log_words
from game.paris.cards import log_words
from game.paris.rules import RULES, ParisRules

add_log_words("paris", log_words)  # tr names the ids of the log's lines

__all__ = ["RULES", "ParisRules"]
