"""Paris (with l'Étoile) at the table: the printed marks of the designed board (maps/paris.tmx).

The board's titles (Arc de Triomphe, supplies, market) are English strings here; the skin prints
what a cardboard Paris board shows in small type: the number of every bonus-track space (and the
A/B/C zones), the value of every building slot and the number of every landmark key spot. They are
small brass badges at the corners of their zones, drawn once into an overlay.

Bonus tiles are too small on the track for a card face (their name band read "Bon…"): the skin
draws them as printed tokens instead, a big icon and a two-word label ("+3 F", "= wood", "3 VP /
each" on a house marked with the building value), wherever they lie (track, screens, used pile);
hovering one still zooms the full card.

A building on its district slot is about 38×54 (25×36 on a 1280×720 window): its district's name or
type's name could not be read there, so the skin prints a glyph for its type on the district's colour,
its value big and its extra cost as lettered resource chips; a built landmark (about 24×34) prints a
gilt band and its value. The slot's own value badge sits on the slot's bottom-right corner, clear of
the tile's face and of the token beside it. Hovering a tile still zooms the whole card.

Tokens (about 44 px, 38 beside a building) read apart by silhouette, not only colour: a resource is
a square block with its material's icon, a prestige token a round medal with a star (card_info
``shape``). Their words ("Marble", "Bronze") would be 6-9 px on a 1280×720 window at these sizes, so
they print none (a roomy token, 60 px and more, prints its word whole on a cream label or ribbon);
hovering a token names it and its count. The same faces show on the board, in the market and behind
the screens. A stack's count is a pill on the piece's top-left corner, above its icon (the table's
hook ``count_badge``).

A seat's francs are a small stack of gilt coins seen from above and aside, a franc's "F" stamped on
the top coin (``francs_surface``): not the seat's disc with its seat shape, which is what a key looks
like (before, "17" over a disc was 17 francs or 17 keys). The stack sits in its seat's screen box (the
box says whose it is); its count pill keeps the keys' and tokens' place, above the coin's "F".

A seat's screen, used and strategy boxes print their caption in a strip along the bottom, and lay
their pieces out above it (the table's ``caption`` zone property): "Behind the screen" is never under
a token.

A crowded screen (a four players' box is 164 px wide and can hold 8-14 stacks) is laid out by the skin
(``screen_places``), not as one row of 44 px pieces overlapping until each one covered the previous
one's mark and count pill ("17" francs read "1"): while the table's row leaves every mark and pill
clear it stays; else two rows of chips, each stack a small piece with its count pill beside it inside
its own rect (``chip_pill_rect``), as big as fits down to ``CHIP_SIZES[-1]``. Face-down tiles of one
kind make one fanned pile; on the fullest screens face-up tiles narrow to strips. The drawn rects are
the layout's, so hover, tooltips and clicks follow them.

The package, one concern a file: ``skin`` (the table's hooks), ``tokens`` (tokens, francs, count
pills), ``tiles`` (small tile faces), ``bonus`` (a bonus tile's printed face), ``screen`` (a seat's
boxes: captions, a crowded screen, a full used box) and ``words`` (the board's own captions).
"""

from __future__ import annotations

from scenes.games.paris.skin import Skin

__all__ = ["Skin"]
