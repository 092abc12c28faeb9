"""The English names of Paris pieces and places, read from the data: districts, building types and
tiles, landmarks, strategy, VP, bonus and end-game tiles, spots, token words and cost letters.

``name_strings()`` gives them as catalogue entries (``paris.n.<id>`` and the like) for
``strings.EN``; ``cards`` shows them through the catalogue. They sit below both, so that the
catalogue is built without the card texts and the card texts read the catalogue.
"""

from __future__ import annotations

from game.paris.data import DATA as D
from game.paris.data import RAW

_RAW = RAW

LETTER = {"wood": "W", "marble": "M", "gold": "G"}

# A token's printed word (card_info "short"): the material or the metal, one word that fits a token
# about 40 px wide. Gold resource and gold prestige share the word: their shape (the skin's) tells
# them apart.
TOKEN_SHORT = {
    "wood": "Wood",
    "marble": "Marble",
    "gold": "Gold",
    "bronze": "Bronze",
    "silver": "Silver",
    "gold_prestige": "Gold",
}
DISTRICT_NAME = {d.id: d.name for d in D.districts}
TYPE_NAME = {t["id"]: t["name"].split(" (")[0] for t in _RAW["building_types"]}

# A building tile's short title (card_info "short", shown where its district does not fit): its type,
# one word, so that every type reads apart on a tile about 38 px wide.
TYPE_SHORT = {
    tid: name.split(" ")[-1].capitalize() if " " in name else name for tid, name in TYPE_NAME.items()
}
BUILDING_NAME = {b["id"]: b["name"] for b in _RAW["building_tiles"]}


FAMILIES = (
    "building", "landmark", "victory", "bonus", "end-game", "end", "strategy",
    "wood", "marble", "gold", "prestige", "key", "meeple", "money", "screen",
)  # fmt: skip


def spot_strings() -> dict[str, str]:
    """English names of every spot (they go into strings.EN)."""
    out: dict[str, str] = {"paris.n.location:arc": "the Arc de Triomphe"}
    for d, name in DISTRICT_NAME.items():
        out[f"paris.n.bank:{d}"] = f"the {name} bank"
        for v in (1, 2, 3, 4, 5, 8):
            out[f"paris.n.slot:{d}:{v}"] = f"the value-{v} building in {name}"
        for lid, lm in D.landmarks.items():
            out[f"paris.n.new:{lid}:{d}"] = f"{lm.name} (new, in {name})"
    for lid, lm in D.landmarks.items():
        out[f"paris.n.landmark:{lid}"] = lm.name
    return out


def name_strings() -> dict[str, str]:
    """English names of districts, tiles and strategy tiles (``paris.n.<id>``)."""
    out = dict(DISTRICT_NAME)
    out.update(BUILDING_NAME)
    out.update({lid: lm.name for lid, lm in D.landmarks.items()})
    out.update({s.id: s.name for s in D.strategies.values()})
    out.update({v.id: f"VP tile {v.places[0]}/{v.places[1]}/{v.places[2]}" for v in D.vp_tiles})
    out.update({t.id: f"bonus tile {t.number}" for t in D.bonus.values()})
    out.update({t.id: "an end-game tile" for t in D.endgame.values()})
    keyed = {f"paris.n.{k}": v for k, v in out.items()}
    keyed.update({f"paris.score.district.{d}": f"Majority in {name}" for d, name in DISTRICT_NAME.items()})
    keyed.update(spot_strings())
    keyed.update({f"paris.short.{t}": name for t, name in TYPE_SHORT.items()})
    keyed.update({f"paris.type.{t}": name for t, name in TYPE_NAME.items()})
    keyed.update({f"paris.letter.{r}": letter for r, letter in LETTER.items()})  # a cost coin's letters
    keyed.update({f"paris.family.{f}": f[:1].upper() + f[1:] for f in FAMILIES})
    keyed.update({f"paris.tok.{t}": word for t, word in TOKEN_SHORT.items()})
    return keyed
