"""English text for every message key the New Eden rules emit (``str.format`` templates).

Parameters named ``seat``/``seat2`` are replaced by player names by the GUI.
"""

from __future__ import annotations

EN: dict[str, str] = {
    # game, options
    "new_eden.name": "Paris: New Eden",
    "new_eden.option.start_player": "First start player",
    "new_eden.option.start_player.-1": "Random",
    "new_eden.option.start_player.0": "Seat 1",
    "new_eden.option.start_player.1": "Seat 2",
    "new_eden.option.start_player.2": "Seat 3",
    "new_eden.option.start_player.3": "Seat 4",
    "new_eden.option.start_player.help": "Seat that takes the first die of spring (-1: random)",
    # phases and seasons
    "new_eden.phase.opening": "Opening picks",
    "new_eden.phase.gather": "Gather survivors",
    "new_eden.phase.claim": "Claim buildings",
    "new_eden.phase.window": "Mission window",
    "new_eden.phase.events": "Event and feeding",
    "new_eden.phase.prepare": "Prepare the next season",
    "new_eden.phase.final_window": "Final mission window",
    "new_eden.phase.final_scoring": "Final scoring",
    "new_eden.season.spring": "Spring",
    "new_eden.season.summer": "Summer",
    "new_eden.season.autumn": "Autumn",
    "new_eden.season.winter": "Winter",
    # the board (map titles)
    "new_eden.location.tower": "Tower",
    "new_eden.location.bridge": "Bridge",
    "new_eden.location.restaurant": "Restaurant",
    "new_eden.location.city_center": "City Center",
    "new_eden.location.train_station": "Train Station",
    "new_eden.zone.future": "Later seasons",
    "new_eden.zone.cans": "Cans",
    "new_eden.zone.starting_tokens": "Starters",
    "new_eden.zone.equipment": "Equipment",
    "new_eden.zone.binoculars": "Binoc.",
    "new_eden.zone.station_tokens": "Survivors",
    "new_eden.zone.score": "Score",
    "new_eden.zone.population": "Population",
    # refusals
    "new_eden.game_over": "The game is over",
    "new_eden.not_your_turn": "It is not your turn",
    "new_eden.not_allowed": "That is not possible now",
    # names used inside sentences: survivor kinds (die faces, tokens), items, places in an order
    "new_eden.kind.tinkerer": "tinkerer",
    "new_eden.kind.brawler": "brawler",
    "new_eden.kind.healer": "healer",
    "new_eden.kind.sage": "sage",
    "new_eden.kind.farmer": "farmer",
    "new_eden.kind.wild": "wild",
    "new_eden.kind.jack": "jack",
    "new_eden.kind.slacker": "slacker",
    "new_eden.equip.bullet": "bullet",
    "new_eden.equip.book": "book",
    "new_eden.equip.capsule": "capsule",
    "new_eden.place.1": "First",
    "new_eden.place.2": "Second",
    "new_eden.place.3": "Third",
    "new_eden.place.4": "Fourth",
    # counts inside a sentence (one key and its .one form; n is the count)
    "new_eden.count.tinkerer": "{n} tinkerers",
    "new_eden.count.tinkerer.one": "1 tinkerer",
    "new_eden.count.brawler": "{n} brawlers",
    "new_eden.count.brawler.one": "1 brawler",
    "new_eden.count.healer": "{n} healers",
    "new_eden.count.healer.one": "1 healer",
    "new_eden.count.sage": "{n} sages",
    "new_eden.count.sage.one": "1 sage",
    "new_eden.count.farmer": "{n} farmers",
    "new_eden.count.farmer.one": "1 farmer",
    "new_eden.count.slacker": "{n} slackers",
    "new_eden.count.slacker.one": "1 slacker",
    "new_eden.count.jack": "{n} jacks",
    "new_eden.count.jack.one": "1 jack",
    "new_eden.count.survivor": "{n} survivors",
    "new_eden.count.survivor.one": "1 survivor",
    "new_eden.count.bullet": "{n} bullets",
    "new_eden.count.bullet.one": "1 bullet",
    "new_eden.count.book": "{n} books",
    "new_eden.count.book.one": "1 book",
    "new_eden.count.capsule": "{n} capsules",
    "new_eden.count.capsule.one": "1 capsule",
    "new_eden.list.two": "{a} and {b}",
    "new_eden.list.more": "{a}, {b}",
    # what the seat to act is deciding (spec §16, D1-D13), and the end
    "new_eden.prompt.opening_token": "Opening: take one of the {n} starting survivor tokens for your board",
    "new_eden.prompt.opening_token.one": "Opening: take the last starting survivor token for your board",
    "new_eden.prompt.opening_mission": "Opening: keep 1 of your {n} missions secretly; the others go under the deck",
    "new_eden.prompt.swap_first": "Switchman: before your first die, swap two dice at different locations, or don't swap",
    "new_eden.prompt.swap_second": "Switchman: swap the {face} die at the {location} with a die of another face at another location",
    "new_eden.prompt.take_die": "Take a die from a location and do its action ({n} free slots on your board)",
    "new_eden.prompt.take_die.one": "Take a die from a location and do its action (your last free slot)",
    "new_eden.prompt.second_die": "Double Shift: take a second die from a location other than the {location}, or no second die",
    "new_eden.prompt.flip_event": "Tower: turn one of the {n} face-up events face down",
    "new_eden.prompt.flip_event_heroine": "Tower: turn one of the {n} face-up events face down; you also take the Heroine",
    "new_eden.prompt.take_item": "City Center: take one of the {n} items (equipment, the Bat, the Binoculars)",
    "new_eden.prompt.keep_bridge": "Bridge: keep {n} of the {drawn} missions you drew (Negotiator), one at a time; the others go under the deck",
    "new_eden.prompt.keep_bridge.one": "Bridge: keep 1 of the {drawn} missions you drew; the others go under the deck",
    "new_eden.prompt.take_token": "Train Station: take one of the {n} survivor tokens for your board",
    "new_eden.prompt.wilds_dice": "Declare your strength for the {building_type} buildings: base {base}; you may add up to {n} wild dice",
    "new_eden.prompt.wilds_dice.one": "Declare your strength for the {building_type} buildings: base {base}; you may add your wild die",
    "new_eden.prompt.wilds_jacks": "Declare your strength for the {building_type} buildings: base {base}; you may add up to {n} jacks",
    "new_eden.prompt.wilds_jacks.one": "Declare your strength for the {building_type} buildings: base {base}; you may add your jack",
    "new_eden.prompt.wilds_both": "Declare your strength for the {building_type} buildings: base {base}; you may add wild dice (up to {dice}) and jacks (up to {jacks})",
    "new_eden.prompt.building": "{place} to choose (strength {strength}): take one of the {n} face-up {building_type} buildings",
    "new_eden.prompt.building.one": "{place} to choose (strength {strength}): take the last face-up {building_type} building",
    "new_eden.prompt.building_salvage": "{place} to choose (strength {strength}): take one of the {n} face-up {building_type} buildings or the top card of the deck (Blind Salvage)",
    "new_eden.prompt.building_salvage.one": "{place} to choose (strength {strength}): take the face-up {building_type} building or the top card of the deck (Blind Salvage)",
    "new_eden.prompt.building_deck": "{place} to choose (strength {strength}): no face-up {building_type} building is left; take the top card of the deck (Blind Salvage)",
    "new_eden.prompt.window": "Mission window: complete any of your {n} ready new-building missions, then Done",
    "new_eden.prompt.window.one": "Mission window: complete your ready new-building mission if you wish, then Done",
    "new_eden.prompt.window_none": "Mission window: none of your missions can be completed now; press Done",
    "new_eden.prompt.window_any": "Mission window: complete any new-building missions you can, then Done",
    "new_eden.prompt.final_window": "Final mission window: complete any of your {n} ready new-building missions, then Done",
    "new_eden.prompt.final_window.one": "Final mission window: complete your ready new-building mission if you wish, then Done",
    "new_eden.prompt.final_window_none": "Final mission window: none of your missions can be completed now; press Done",
    "new_eden.prompt.final_window_any": "Final mission window: complete any new-building missions you can, then Done",
    "new_eden.prompt.pay": "Feeding: {population} survivors need {need} farmers and you have {farmers}; pay {n} cans (you have {cans}) to score {vp} VP, or don't pay",
    "new_eden.prompt.pay.one": "Feeding: {population} survivors need {need} farmers and you have {farmers}; pay 1 can (you have {cans}) to score {vp} VP, or don't pay",
    "new_eden.prompt.over_winner": "The game is over: {winner} wins with {points} VP",
    "new_eden.prompt.over_shared": "The game is over: a shared victory at {points} VP",
    # why a piece cannot be used now (blocked)
    "new_eden.blocked.mission_later": "New-building missions are completed in a mission window (before each season's event, and at the end)",
    "new_eden.blocked.secret_mission": "A secret mission scores at the end of the game",
    "new_eden.blocked.mission_needs": "{mission} needs {needs}: you have {have}",
    "new_eden.blocked.claim_later": "Buildings are claimed once every die is taken",
    "new_eden.blocked.claim_after_declaring": "Buildings are chosen once everyone has declared, strongest first",
    "new_eden.blocked.other_type": "Only the {building_type} buildings are being claimed now",
    "new_eden.blocked.no_salvage": "Only Blind Salvage lets you take the top card of a deck",
    "new_eden.blocked.same_location": "Double Shift: your second die must come from another location than the {location}",
    "new_eden.blocked.no_swap_partner": "No die of another face waits at another location to swap with this one",
    "new_eden.blocked.swap_same_location": "A swap exchanges dice between two locations: pick a die at another location",
    "new_eden.blocked.swap_same_face": "Swapping two {face} dice would change nothing",
    "new_eden.blocked.event_down": "{tile} is already face down",
    "new_eden.blocked.held_bat": "{seat} holds the Bat this season",
    "new_eden.blocked.held_binoculars": "{seat} holds the Binoculars this season",
    # action labels
    "new_eden.action.pick_starting_token": "Take the starting {kind} token",
    "new_eden.action.keep_mission": "Keep the mission {mission}",
    "new_eden.action.no_swap": "Don't swap dice",
    "new_eden.action.swap_first": "Swap the {face} die at the {location}…",
    "new_eden.action.swap_second": "…with the {face} die at the {location}",
    "new_eden.action.take_die": "Take a {face} die from the {location}",
    "new_eden.action.no_second_die": "No second die",
    "new_eden.action.flip_event": "Turn {tile} face down",
    "new_eden.action.take_equipment": "Take a {item} (equips a {kind})",
    "new_eden.action.take_bat": "Take the Bat (wins strength ties this season)",
    "new_eden.action.take_binoculars": "Take the Binoculars (declare first, start next season)",
    "new_eden.action.take_token": "Take a {kind} token",
    "new_eden.action.commit_none": "Add no wilds to your {building_type} claim",
    "new_eden.action.commit_dice": "Add {n} wild dice to your {building_type} claim",
    "new_eden.action.commit_dice.one": "Add 1 wild die to your {building_type} claim",
    "new_eden.action.commit_jacks": "Add {n} jacks to your {building_type} claim",
    "new_eden.action.commit_jacks.one": "Add 1 jack to your {building_type} claim",
    "new_eden.action.commit_both": "Add {n} wild dice and {jacks} jacks to your {building_type} claim",
    "new_eden.action.commit_both.one": "Add 1 wild die and {jacks} jacks to your {building_type} claim",
    "new_eden.action.commit_both_jack": "Add {n} wild dice and 1 jack to your {building_type} claim",
    "new_eden.action.commit_both_jack.one": "Add 1 wild die and 1 jack to your {building_type} claim",
    "new_eden.action.take_building": "Take {card}",
    "new_eden.action.take_deck_top": "Take the top card of the {building_type} deck (Blind Salvage)",
    "new_eden.action.complete_mission": "Complete the mission {mission}",
    "new_eden.action.done": "Done",
    "new_eden.action.pay_feeding": "Pay {n} cans and feed everyone",
    "new_eden.action.pay_feeding.one": "Pay 1 can and feed everyone",
    "new_eden.action.dont_pay": "Don't pay (no feeding VP)",
    # log
    "new_eden.log.setup": "New game for {players} players; {seat} starts",
    "new_eden.log.starting_token": "{seat} takes the starting {kind} token",
    "new_eden.log.keeps_mission": "{seat} keeps a mission",
    "new_eden.log.no_swap": "{seat} does not swap dice",
    "new_eden.log.swap": "{seat} swaps the {face} die at the {location} with the {face2} die at the {location2}",
    "new_eden.log.take_die": "{seat} takes a {face} die from the {location}",
    "new_eden.log.power_cans": "{seat} takes {n} cans ({power})",
    "new_eden.log.power_cans.one": "{seat} takes 1 can ({power})",
    "new_eden.log.no_second_die": "{seat} takes no second die",
    "new_eden.log.flip_event": "{seat} turns {tile} face down",
    "new_eden.log.heroine": "{seat} takes the Heroine",
    "new_eden.log.take_equipment": "{seat} takes a {item}",
    "new_eden.log.take_bat": "{seat} takes the Bat",
    "new_eden.log.take_binoculars": "{seat} takes the Binoculars",
    "new_eden.log.bridge_draw": "{seat} draws {n} missions at the Bridge and keeps {keep}",
    "new_eden.log.bridge_draw.one": "{seat} draws the last mission at the Bridge and keeps it",
    "new_eden.log.bridge_empty": "{seat} finds no mission left at the Bridge",
    "new_eden.log.take_token": "{seat} takes a {kind} token at the Train Station",
    "new_eden.log.restaurant": "{seat} takes a can at the Restaurant",
    "new_eden.log.claim_type": "Claiming the {building_type} buildings",
    "new_eden.log.declare": "{seat} declares strength {strength} for the {building_type} buildings",
    "new_eden.log.declare_wilds": "{seat} declares strength {strength} for the {building_type} buildings ({base} + {wilds} wild)",
    "new_eden.log.rank": "{place} to choose a {building_type} building: {seat} (strength {strength})",
    "new_eden.log.ranking_nobody": "Nobody has strength for the {building_type} buildings",
    "new_eden.log.no_card": "{seat} gets no {building_type} building",
    "new_eden.log.take_building": "{seat} takes {card}",
    "new_eden.log.deck_top": "{seat} takes the top card of the {building_type} deck (Blind Salvage)",
    "new_eden.log.card_cans": "{seat} takes {n} cans from {card}",
    "new_eden.log.card_cans.one": "{seat} takes 1 can from {card}",
    "new_eden.log.jacks_flipped": "{seat}'s {n} committed jacks become slackers",
    "new_eden.log.jacks_flipped.one": "{seat}'s committed jack becomes a slacker",
    "new_eden.log.complete_mission": "{seat} completes the mission {mission}",
    "new_eden.log.complete_mission_cans": "{seat} completes the mission {mission} and takes {n} cans",
    "new_eden.log.complete_mission_cans.one": "{seat} completes the mission {mission} and takes 1 can",
    "new_eden.log.window_done": "{seat} is done with missions",
    "new_eden.log.event_met": "{seat} meets the event {tile}: +{vp} VP",
    "new_eden.log.event_missed": "{seat} does not meet the event {tile}",
    "new_eden.log.population": "{seat} has {n} survivors",
    "new_eden.log.population.one": "{seat} has 1 survivor",
    "new_eden.log.fed": "{seat} feeds everyone: +{vp} VP",
    "new_eden.log.feed_paid": "{seat} pays {n} cans and feeds everyone: +{vp} VP",
    "new_eden.log.feed_paid.one": "{seat} pays 1 can and feeds everyone: +{vp} VP",
    "new_eden.log.feed_declined": "{seat} does not pay for feeding",
    "new_eden.log.not_fed": "{seat} cannot feed everyone ({n} farmers short)",
    "new_eden.log.not_fed.one": "{seat} cannot feed everyone (1 farmer short)",
    "new_eden.log.start_player": "{seat} is the start player",
    "new_eden.log.jacks_join": "{seat}'s {n} waiting jacks join the refuge",
    "new_eden.log.jacks_join.one": "{seat}'s waiting jack joins the refuge",
    "new_eden.log.secret_scored": "{seat}'s secret mission {mission} scores {vp} VP",
    "new_eden.log.secret_missed": "{seat}'s secret mission {mission} does not score",
    "new_eden.log.end_power": "{seat}'s {card} ({power}) scores {vp} VP",
    "new_eden.log.binoculars": "{seat} holds the Binoculars at the end: +{vp} VP",
    # scores
    "new_eden.score.event": "Event",
    "new_eden.score.feeding": "Feeding",
    "new_eden.score.event_spring": "Event (spring)",
    "new_eden.score.event_summer": "Event (summer)",
    "new_eden.score.event_autumn": "Event (autumn)",
    "new_eden.score.event_winter": "Event (winter)",
    "new_eden.score.feeding_spring": "Feeding (spring)",
    "new_eden.score.feeding_summer": "Feeding (summer)",
    "new_eden.score.feeding_autumn": "Feeding (autumn)",
    "new_eden.score.feeding_winter": "Feeding (winter)",
    "new_eden.score.secret": "Secret mission",
    "new_eden.score.end_power": "END power",
    "new_eden.score.binoculars": "Binoculars",
    "new_eden.score.secret_scored": "{mission} (scored)",
    "new_eden.score.secret_missed": "{mission} (not scored)",
    "new_eden.score.power_detail": "{card} ({power})",
    "new_eden.tiebreak.survivors": "Survivors",
}


def name_key(ident: str) -> str:
    """The message key of a card, mission, event tile or tinkerer power's name (``TIN-01``)."""
    return "new_eden.name." + ident.lower().replace("-", "_")


def _names() -> dict[str, str]:
    from game.new_eden.data import DATA

    out: dict[str, str] = {}
    for table in (DATA.cards, DATA.missions, DATA.events, DATA.powers):
        for ident, thing in table.items():
            out[name_key(ident)] = thing.name
    return out


EN.update(_names())


def kind_key(kind: str) -> str:
    """A survivor kind or die face inside a sentence ("a sage die"): ``tinkerer`` … ``wild``, ``jack``."""
    return "new_eden.kind." + kind


def location_key(location: str) -> str:
    """A location's name ("the Train Station")."""
    return "new_eden.location." + location


def equip_key(kind: str) -> str:
    """One equipment token inside a sentence ("a bullet")."""
    return "new_eden.equip." + kind


def _register() -> None:
    # The game's words are known as soon as the rules are imported (the registry adds them again).
    from game.core.i18n import add_strings

    add_strings(EN)


_register()
