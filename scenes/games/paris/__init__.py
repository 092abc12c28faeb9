"""Paris (with l'Étoile) at the table: the board as the cardboard prints it, every piece as itself.

What a player who knows the cardboard game looks for, and where the skin puts it:

- The **bonus track** along the top: every space a cell with its number (the A/B/C zones tinted,
  their letter on their first space); its tile as a small navy token with a mark and a short line
  ("+3 F", "3 VP" under a house with the building value, the marble itself for "counts as marble");
  the meeples that stopped there in a lane of their own over the number.
- Each **district**: its bank as a gilt coin with the payout and a key spot per colour; the VP-tile
  place; six building slots printed as card outlines with their value, the token beside each; a
  building as its district's colour band, its type's glyph, its value big and its extra cost as the
  resources themselves; the built landmarks as plaques (value, and name where it fits) flagged with
  their owners' colours. The Arc de Triomphe with its key spots.
- The **right bank**: the landmark register (each landmark's plaque in value order: value, name,
  costs by resource, the prestige it turns into VP; its key spot at the end of its line, where the
  key of whoever built it stands); the VP tiles in their printed row with the special one; the
  market as columns of stock, buying price and selling price.
- The **left bank**: the building stacks with the district named under each, the tiles set aside,
  the end-game pile, and (l'Étoile) the strategy display as named plaques.
- Each **player's board**: the screen (francs as a coin stack, keys as keys in the seat's colour,
  tokens as blocks and medals, bonus and end-game tiles, each count in a pill beside its piece), the
  used tiles (veiled: spent), the keys in reserve, the VP marker and the strategy tile.

Every word and number is at least 16 px on the 1920×1080 canvas (``style.TEXT_MIN``); a face with
no room for a word prints its icon, never a cut word, and hovering zooms the whole card. No piece
lies over another piece, pill or zone (tests/paris_table checks real tables of every player count).

The package, one concern a file: ``skin`` (the table's hooks), ``places`` (where a zone's pieces
go), ``screen`` (a player's board), ``prints`` (what the board prints under the pieces), ``tiles``
and ``bonus`` (tile faces), ``tokens`` and ``marks`` (tokens, coins, keys, a closed screen, the VP
rosette), ``style`` (colours, sizes, helpers), ``palette`` (the colour of every piece face and a
token's shape, laid over the rules' ``card_info``) and ``words`` (the board's own captions and place
names; a piece's own name and text come from the rules' ``card_info``).
"""

from __future__ import annotations

from scenes.games.paris.skin import Skin

__all__ = ["Skin"]
