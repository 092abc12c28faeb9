"""Setup options and bot levels in players' words.

Each game option gets a plain name, a one-line explanation shown under it on the setup screen, a
longer note for the hover card, where it comes from (the edition, the rules text or Salon itself),
and a name for each of its values — never the code name of the flag or the value. The words are
message keys (``setup.<game>.<option>.name`` …); an option this catalogue does not know keeps the
game's own label and help.

Bot levels: the three levels a player picks from come first (Easy, Normal, Hard); the two baseline
levels used by tests and tournaments (Random, Greedy) follow, marked as baselines.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import add_strings, has, tr

PLAYER_LEVELS = ("easy", "normal", "hard")
BASELINE_LEVELS = ("random", "greedy")
LEVEL_ORDER = (*PLAYER_LEVELS, *BASELINE_LEVELS)
DEFAULT_LEVEL = "normal"

_W: dict[str, str] = {
    "setup.from": "From: {source}",
    "setup.level.baseline": "Baseline · {level}",
    "setup.level.baseline_word": "baseline, for tests",
    "setup.level.easy.help": "Plays fair moves with a little noise: good for learning.",
    "setup.level.normal.help": "Looks a few moves ahead: a fair opponent.",
    "setup.level.hard.help": "Searches deeper: plays to win.",
    "setup.level.random.help": "Baseline for tests and tournaments: picks any legal move at random.",
    "setup.level.greedy.help": "Baseline for tests and tournaments: takes the move that scores best now.",
    # ---------------------------------------------------------------- New Eden
    "setup.new_eden.start_player.name": "First start player",
    "setup.new_eden.start_player.line": "Who takes the first die of spring.",
    "setup.new_eden.start_player.help": "The start player takes the first die of spring; afterwards the Binoculars "
    "decide who starts each season.",
    "setup.new_eden.start_player.from": "the rules let the players choose",
    "setup.new_eden.start_player.value.-1": "Random",
    "setup.new_eden.start_player.value.0": "Seat 1",
    "setup.new_eden.start_player.value.1": "Seat 2",
    "setup.new_eden.start_player.value.2": "Seat 3",
    "setup.new_eden.start_player.value.3": "Seat 4",
    # ---------------------------------------------------------------- Paris
    "setup.paris.etoile.name": "l'Étoile expansion",
    "setup.paris.etoile.line": "Strategy tiles, nine new bonus tiles, a special VP tile.",
    "setup.paris.etoile.help": "Each player gets a strategy tile, swapped each time they put a key on the Arc; the "
    "bonus track is dealt from the base and the new tiles; tile 34 brings a special VP tile.",
    "setup.paris.etoile.from": "the expansion Paris: l'Étoile",
    "setup.paris.variant_random_tokens.name": "Random tokens",
    "setup.paris.variant_random_tokens.line": "Gold beside the 8s, the other tokens shuffled.",
    "setup.paris.variant_random_tokens.help": "The six gold tokens go beside the six value-8 buildings; the other thirty "
    "tokens are shuffled onto the other slots.",
    "setup.paris.variant_random_tokens.from": "a variant of the base game's rules",
    "setup.paris.variant_random_bonus_track.name": "Random bonus track",
    "setup.paris.variant_random_bonus_track.line": "Bonus tiles shuffled within each zone.",
    "setup.paris.variant_random_bonus_track.help": "One tile of each number is shuffled within its zone (A, B, C) onto "
    "that zone's spaces. With l'Étoile the track is always dealt this way.",
    "setup.paris.variant_random_bonus_track.from": "a variant of the base game's rules",
    "setup.paris.variant_free_placement.name": "Free building placement",
    "setup.paris.variant_free_placement.line": "You choose the district of each building revealed.",
    "setup.paris.variant_free_placement.help": "A revealed building may go to any district whose slot of its value is "
    "empty and that has no building of its type; with none, it leaves the game.",
    "setup.paris.variant_free_placement.from": "a variant of the base game's rules",
    "setup.paris.building_stacks.name": "Building stacks",
    "setup.paris.building_stacks.line": "How many face-down stacks the buildings form.",
    "setup.paris.building_stacks.help": "The 33 building tiles in play are split into this many stacks; you choose a "
    "stack each turn by the district on its back.",
    "setup.paris.building_stacks.from": "most rules texts say 3, two say 2",
    "setup.paris.keys_2p.name": "Keys per player",
    "setup.paris.keys_2p.line": "Keys behind each screen at the start.",
    "setup.paris.keys_2p.help": "How many keys each player starts with; two more per colour wait in the reserve.",
    "setup.paris.keys_2p.from": "the rules: 10 with two players, 9 with three, 7 with four",
    "setup.paris.keys_3p.name": "Keys per player",
    "setup.paris.keys_3p.line": "Keys behind each screen at the start.",
    "setup.paris.keys_3p.help": "How many keys each player starts with; two more per colour wait in the reserve.",
    "setup.paris.keys_3p.from": "the rules: 10 with two players, 9 with three, 7 with four",
    "setup.paris.keys_4p.name": "Keys per player",
    "setup.paris.keys_4p.line": "Keys behind each screen at the start.",
    "setup.paris.keys_4p.help": "How many keys each player starts with; two more per colour wait in the reserve.",
    "setup.paris.keys_4p.from": "the rules: 10 with two players, 9 with three, 7 with four",
    "setup.paris.market_supply.name": "Market",
    "setup.paris.market_supply.line": "What the market can sell you.",
    "setup.paris.market_supply.help": "Limited: only tokens that were spent or sold can be bought, as with the box's "
    "tokens. Unlimited: the market never runs out.",
    "setup.paris.market_supply.from": "limited follows the box; unlimited is a Salon option",
    "setup.paris.market_supply.value.limited": "Limited",
    "setup.paris.market_supply.value.unlimited": "Unlimited",
    "setup.paris.end_game_tile_pick.name": "End-game tiles",
    "setup.paris.end_game_tile_pick.line": "Look at them all and keep one, or draw one.",
    "setup.paris.end_game_tile_pick.help": "When you take an end-game tile, either look at all those left and keep one, "
    "or draw one at random.",
    "setup.paris.end_game_tile_pick.from": "choosing follows the rules text we use; drawing, another rules summary",
    "setup.paris.end_game_tile_pick.value.choose": "Look and choose",
    "setup.paris.end_game_tile_pick.value.random": "Draw at random",
    "setup.paris.district_tie_mode.name": "District ties",
    "setup.paris.district_tie_mode.line": "How tied owners of a district are paid.",
    "setup.paris.district_tie_mode.help": "Tied players share a place and the next place is skipped. Each full: every "
    "tied player takes the shared place's VP. Split: they divide the VP of the places they fill.",
    "setup.paris.district_tie_mode.from": "the rules say tied players share; how, they leave open",
    "setup.paris.district_tie_mode.value.full_each": "Each takes it all",
    "setup.paris.district_tie_mode.value.split_down": "Split the places",
    "setup.paris.open_information.name": "Open screens",
    "setup.paris.open_information.line": "Everyone sees everyone's francs and tokens.",
    "setup.paris.open_information.help": "Nothing behind the screens is hidden (except end-game tiles): handy for "
    "learning; the log tells the same story anyway.",
    "setup.paris.open_information.from": "a Salon option",
    # ---------------------------------------------------------------- Farshore
    "setup.farshore.solo_level.name": "The Rival's strength",
    "setup.farshore.solo_level.line": "How strong the solo Rival plays.",
    "setup.farshore.solo_level.help": "Deckhand: its cards score their points (at least 0), maps in summer and "
    "autumn. Bosun: at least 1 per card, maps from spring. Captain: as Bosun, +1 per purple card, and its boat "
    "sails at every season.",
    "setup.farshore.solo_level.from": "Salon's own solo mode (the official one could not be read)",
    "setup.farshore.solo_level.value.deckhand": "Deckhand",
    "setup.farshore.solo_level.value.bosun": "Bosun",
    "setup.farshore.solo_level.value.captain": "Captain",
    "setup.farshore.random_first.name": "Random first player",
    "setup.farshore.random_first.line": "Otherwise the first seat starts.",
    "setup.farshore.random_first.help": "The first player takes 5 cards, the second 6, and so on. Off: the first seat "
    "starts; on: a random seat does.",
    "setup.farshore.random_first.from": "the rules let the most seasoned sailor start",
    # ---------------------------------------------------------------- Droïdes
    "setup.droids.swap_after_action.name": "Swaps after the actions",
    "setup.droids.swap_after_action.line": "A second, open swap window each turn.",
    "setup.droids.swap_after_action.help": "On: after the actions, each player in turn may swap again, openly. Off: "
    "swaps come only before the action (and at the end).",
    "setup.droids.swap_after_action.from": "our reading of the rules summary's swap phases",
    "setup.droids.overflow_timing.name": "Parts beyond the shed's room",
    "setup.droids.overflow_timing.line": "When the extra parts are lost.",
    "setup.droids.overflow_timing.help": "At once: a gain beyond a column's room is lost as it comes. End of turn: "
    "columns may overflow during the turn and are cut back after the swaps.",
    "setup.droids.overflow_timing.from": "the rules say the excess is discarded; the moment is our reading",
    "setup.droids.overflow_timing.value.immediate": "Lost at once",
    "setup.droids.overflow_timing.value.end_of_turn": "At the end of the turn",
    "setup.droids.conflict_resolution.name": "Two players building one house",
    "setup.droids.conflict_resolution.line": "When both planned the same House droid.",
    "setup.droids.conflict_resolution.help": "First in turn order: that player builds it, the other chooses again. "
    "Neither: both lose the house and dismantle their card.",
    "setup.droids.conflict_resolution.from": "our reading: the rules play the actions at the same time",
    "setup.droids.conflict_resolution.value.priority_order_rechoose": "First in turn order",
    "setup.droids.conflict_resolution.value.simultaneous_both_fail": "Neither builds",
    "setup.droids.three_player_discard.name": "3 players: discard piles",
    "setup.droids.three_player_discard.line": "Which pile gets a discarded droid.",
    "setup.droids.three_player_discard.help": "You choose: either pile next to you. By the deal: a card from the "
    "Priority goes to the pile between you and the Priority; the Priority's own, to the pile towards the next "
    "player.",
    "setup.droids.three_player_discard.from": "our reading of piles between neighbours",
    "setup.droids.three_player_discard.value.choose_adjacent": "You choose",
    "setup.droids.three_player_discard.value.giver_zone": "By the deal",
    "setup.droids.three_player_majority.name": "3 players: majorities",
    "setup.droids.three_player_majority.line": "How the parts and leaves bonuses are won.",
    "setup.droids.three_player_majority.help": "Beat both: the bonus goes to a player ahead of both others. Per "
    "opponent: a bonus for each other player you are ahead of.",
    "setup.droids.three_player_majority.from": 'our reading of "direct opponent" with three',
    "setup.droids.three_player_majority.value.beat_each": "Beat both",
    "setup.droids.three_player_majority.value.per_opponent_bonus": "Per opponent",
    "setup.droids.four_player_gift_rule.name": "4 players: spare cards",
    "setup.droids.four_player_gift_rule.line": "Who receives the drawers' spare cards.",
    "setup.droids.four_player_gift_rule.help": "Alternating: the next player clockwise is Secondary; spare cards go to "
    "facing opponents or to teammates, turn about. Always opponents: the Priority's teammate is Secondary and both "
    "feed their facing opponents.",
    "setup.droids.four_player_gift_rule.from": 'our reading: the rules say "depending on the turn"',
    "setup.droids.four_player_gift_rule.value.clockwise_secondary_alternating": "Alternating",
    "setup.droids.four_player_gift_rule.value.teammate_secondary_always_to_opponent": "Always opponents",
    "setup.droids.open_action_order.name": "Sequential actions",
    "setup.droids.open_action_order.line": "No secret planning: each acts in turn.",
    "setup.droids.open_action_order.help": "Each player in turn swaps, chooses and carries out the action at once. "
    "Easier at one screen, with no curtains; the others' choices are known before yours.",
    "setup.droids.open_action_order.from": "a Salon option",
    "setup.droids.solo_difficulty.name": "Automa difficulty",
    "setup.droids.solo_difficulty.line": "How the automa's water droids score.",
    "setup.droids.solo_difficulty.help": "Normal: the automa counts half its water RP, as the rules say. Easy: half its "
    "harvest RP too. Hard: no halving.",
    "setup.droids.solo_difficulty.from": "normal is the rules; easy and hard are Salon's",
    "setup.droids.solo_difficulty.value.easy": "Easy",
    "setup.droids.solo_difficulty.value.normal": "Normal",
    "setup.droids.solo_difficulty.value.hard": "Hard",
    "setup.droids.house_base_rp.name": "House droids' base RP",
    "setup.droids.house_base_rp.line": "What Houses 45–57 score before their effect.",
    "setup.droids.house_base_rp.help": "Every House droid scores this much plus its effect; House 58 always scores 12.",
    "setup.droids.house_base_rp.from": "the rules: every house is worth at least 4",
    "setup.droids.first_priority.name": "First Priority",
    "setup.droids.first_priority.line": "Who draws the first cards.",
    "setup.droids.first_priority.help": "The Priority draws and deals, then it passes clockwise every turn.",
    "setup.droids.first_priority.from": "the rules: whoever last recycled something",
    "setup.droids.first_priority.value.random": "Random",
    "setup.droids.first_priority.value.0": "Seat 1",
    "setup.droids.first_priority.value.1": "Seat 2",
    "setup.droids.first_priority.value.2": "Seat 3",
    "setup.droids.first_priority.value.3": "Seat 4",
    "setup.droids.automa_tie_break.name": "Automa's tied choice",
    "setup.droids.automa_tie_break.line": "Who picks when both cards interest it equally.",
    "setup.droids.automa_tie_break.help": "You: you choose which card the automa takes, as the rules say. Lower number: "
    "it takes the lower-numbered card.",
    "setup.droids.automa_tie_break.from": "the rules let you choose",
    "setup.droids.automa_tie_break.value.human": "You choose",
    "setup.droids.automa_tie_break.value.lowest_number": "Lower number",
    "setup.droids.house_cost_energy_delta.name": "House droids' energy",
    "setup.droids.house_cost_energy_delta.line": "Added to every House droid's energy cost.",
    "setup.droids.house_cost_energy_delta.help": "0 is Salon's tuned cost; −1 gives the cheaper first design, which "
    "made three- and four-player games end early.",
    "setup.droids.house_cost_energy_delta.from": "Salon's balance of the house costs",
}
add_strings(_W)


def _key(game_id: str, option: str, part: str) -> str:
    return f"setup.{game_id}.{option}.{part}"


def option_name(game_id: str, spec: Any) -> str:
    key = _key(game_id, spec.key, "name")
    return tr(key) if has(key) else tr(spec.label)


def option_line(game_id: str, spec: Any) -> str:
    """The one-line explanation under the option's name (empty when there is none)."""
    key = _key(game_id, spec.key, "line")
    return tr(key) if has(key) else ""


def option_help(game_id: str, spec: Any) -> str:
    """The longer note of the hover card: what it does, then where it comes from."""
    key = _key(game_id, spec.key, "help")
    text = tr(key) if has(key) else (tr(spec.help) if spec.help else "")
    source = _key(game_id, spec.key, "from")
    if has(source):
        text = (text + "\n" if text else "") + tr("setup.from", source=tr(source))
    return text


def value_label(game_id: str, spec: Any, value: Any) -> str | None:
    """A value's name in players' words; None when this catalogue has none (the caller keeps its own)."""
    key = _key(game_id, spec.key, f"value.{value}")
    return tr(key) if has(key) else None


def level_label(level: str) -> str:
    name = tr(f"ui.level.{level}")
    return tr("setup.level.baseline", level=name) if level in BASELINE_LEVELS else name


def level_help(level: str) -> str:
    return tr(f"setup.level.{level}.help")
