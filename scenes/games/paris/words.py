"""The words the Paris skin prints on the board itself: the titles and captions of its places, the
market's rows, a bonus tile's short line. A piece's own name and its whole text come from the rules
(``card_info``) and show on hover."""

from __future__ import annotations

from game.core.i18n import add_strings

EN = {
    "paris.map.arc": "Arc de Triomphe",
    "paris.map.stacks": "Building stacks",
    "paris.map.removed": "Set aside",
    "paris.map.endgame": "End-game",
    "paris.map.strategy": "Strategy tiles (l'Étoile)",
    "paris.map.landmarks": "Landmarks",
    "paris.map.vp_tiles": "VP tiles",
    "paris.map.special_vp": "Special VP tile",
    "paris.map.market": "Market",
    "paris.map.buy": "buy",
    "paris.map.sell": "sell",
    "paris.seat.screen": "Behind the screen",
    "paris.seat.used": "Used",
    "paris.seat.strategy": "Strategy",
    "paris.seat.reserve": "Reserve",
    "paris.seat.vp": "VP",
    "paris.more": "+{n}",  # pieces a full screen has no room left to show
    "paris.tip.token": "{name}",
    "paris.tip.tokens": "{name} \u00d7{n}",
    "paris.tip.francs": "Francs: {n}",
    "paris.francs.mark": "F",  # the letter stamped on the francs' coin
    "paris.bonus.f": "+{n} F",
    "paris.bonus.vp": "+{n} VP",
    "paris.bonus.vp_n": "{n} VP",
    "paris.bonus.vp_word": "VP",
    "paris.bonus.any": "any",
    "paris.bonus.pay": "\u2212{n} F",
    "paris.bonus.own": "own",
    "paris.bonus.rival": "rival",
    "paris.bonus.times": "\u00d7{n}",
    "paris.bonus.bank": "bank",
    "paris.bonus.per_franc": "{n} VP/F",
    "paris.bonus.vp_per_f": "VP/F",
    "paris.bonus.arc": "Arc",
    "paris.bonus.plus_one": "+1",
    "paris.bonus.buy": "buy",
}
add_strings(EN)


def zone_names() -> dict[str, str]:
    """What hovering each place of the board names it (``paris.zone.<zone id>``), from the data's
    district and landmark names."""
    from game.paris.data import DATA

    out: dict[str, str] = {}
    for i in range(31):
        out[f"paris.zone.track:{i}"] = f"Bonus track, space {i}"
    for i in range(4):
        out[f"paris.zone.stack:{i}"] = f"Building stack {i + 1}"
    for d in DATA.districts:
        out[f"paris.zone.bank:{d.id}"] = f"{d.name} bank (pays {d.bank} F)"
        out[f"paris.zone.district:{d.id}:vp"] = f"{d.name}: VP tile"
        out[f"paris.zone.district:{d.id}:special"] = f"{d.name}: special VP tile"
        out[f"paris.zone.district:{d.id}:landmarks"] = f"{d.name}: landmarks"
        for v in (1, 2, 3, 4, 5, 8):
            out[f"paris.zone.slot:{d.id}:{v}"] = f"{d.name}: value-{v} building"
    for lid, lm in DATA.landmarks.items():
        out[f"paris.zone.landmark:{lid}"] = f"Key on {lm.name}"
    out["paris.zone.supply:removed"] = "Buildings set aside"
    out["paris.zone.supply:endgame"] = "End-game tiles"
    out["paris.zone.supply:strategy"] = "Strategy tiles"
    out["paris.zone.seat:vp"] = "Victory points"
    out["paris.zone.seat:reserve"] = "Keys in reserve"
    return out


add_strings(zone_names())
