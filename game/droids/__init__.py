"""Les Derniers Droïdes (Blue Cocker Games, 2025) — rules core.

Follows the team spec ``shared/specs/droids.md`` (a digital adaptation built from the Board Game
Arena rules summary and reviews; the publisher's rulebook was not available), with every card
value from ``data.json`` (a copy of ``droids-data.json``: all numeric card values are the spec's
[house] design). Non-obvious rules and where they come from:

* sealed planning (§6.3): seats plan one at a time in turn order; others see the shed as it was
  when the step began until every seat has committed, then actions resolve in turn order with a
  public re-choice for a seat whose house was taken (option ``conflict_resolution``);
* 4 players (§6.1): the Secondary is the seat clockwise of the Priority; teammates feed their
  direct opponents, non-facing opponents feed their teammates; Priority draws deck A, Secondary B;
* the automa (§14) is seat 1 in solo: it never decides (``to_act`` is always 0), takes the card
  of highest interest (printed + unbuilt-house bonuses), repairs for free except communication
  droids failing the test, and scores its water droids halved (``solo_difficulty``);
* parts on cards 65/71 are spent after the shed and count as held parts everywhere (§7).

Solo outcome: ``Outcome(winners=(0,) if the human beat the automa else (), decided_by="automa")``;
a tie with the automa is a draw (§14): no winner, ``decided_by="droids.solo_draw"``. The automa's
sheet is ``RULES.automa_sheet(state)``; in solo neither sheet carries a tie-break (parts held do not
count against the automa, §15 #34), so a draw ranks both level.

The table's words (``prompts``): ``prompt(view)`` names each decision point of §22 and
``blocked(view)`` the pieces it cannot use now and why, both from the seat's view only. So that a
click on a piece takes its action, ``Construct`` and ``PlaceTokens`` carry the zone of their house
and ``Repair``/``Dismantle`` the held card: presentation fields, never compared or read by the
rules, so actions saved without them replay unchanged.

Deliberate choices where the spec is silent: with ``overflow_timing = end_of_turn`` columns are
also cut back after the interseason and before scoring; a seat whose committed Construct becomes
impossible resolves its re-choice immediately (public), and its previous commitment is dropped;
the sealed swaps of a step are published at the reveal as log lines (no part animations while
sealed, so the number of swaps does not leak; the same swap made several times is one line with
its count). Solo: the spectator view hides the human's sealed planning like any other seat's.
"""

from game.droids.rules import RULES, DroidsRules

__all__ = ["RULES", "DroidsRules"]
