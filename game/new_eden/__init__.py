"""Paris: New Eden (Matagot, 2019/2020) — rules core.

Follows the implementable spec shared/specs/new-eden.md (data_version 2) and loads every
card, tile, token and table from ``data.json`` (a copy of new-eden-data.json, validated on import).
Non-obvious rules and where they come from:

* Dice per location and per player (7/6/5 per board) are the spec's [inferred]/[house] table
  (§4.3), read from the data. Dice, equipment and survivor tokens are interchangeable by face/kind.
* Claims (§6.2): declarations from the Binoculars holder; base is mandatory, wilds (wild dice and
  waiting jacks) only with base >= 1, as one ``CommitWilds(dice, jacks)`` decision; ranking by
  strength, ties in Bat order; committed jacks become slackers in the refuge.
* Missions (§6.3): two completion windows (start of phase 3 and after the winter jacks join);
  every seat holding a mission is asked, so being asked reveals nothing.
* Events (§6.4): Hall's condition over the tile's groups; the Heroine fills one slot of any type.
* Feeding: all-or-nothing, optional can payment asked only when 1 <= shortfall <= cans.
* Every decision with exactly one option is applied automatically, except the mission window (§10.35).
* Words: ``prompt`` / ``blocked`` live in ``prompts.py``; labels, log lines and score notes
  name things through keys of ``strings.py`` (cards, missions, events and powers by name key), so
  no id reaches a player.

Deliberate simplifications: a seat's view does not remember which missions it itself sent to the
bottom of the mission deck (so ``determinize`` may re-deal them to other hands); the unseen fourth
event tile is hidden in views although it can be deduced.
"""

from game.new_eden.rules import RULES
from game.new_eden.view import ZONE_IDS, zone_ids

__all__ = ["RULES", "ZONE_IDS", "zone_ids"]
