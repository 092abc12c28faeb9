"""The rules book of Everdell Farshore, in our own words (follows shared/specs/farshore.md).

Each section names the spec sections it follows and the decision points (D1–D15) and worked
examples (W1–W11) it explains; the book's test checks those against the spec.

Long because it is data: the whole book, one ``W.section`` after another in the book's order, its
English words the catalogue's templates; a newcomer edits the section they need and never reads it
end to end.
"""

from __future__ import annotations

from scenes.rulebook.model import EX, PIC, SAME, STEPS, Book, P, See, Shown, Writer

W = Writer("farshore")


def _card(face: str) -> Shown:
    return Shown("card", face)


def _tile(face: str) -> Shown:
    return Shown("tile", face)


def _tok(face: str, count: int = 1) -> Shown:
    return Shown("token", face, count=count)


SECTIONS = (
    W.section(
        "overview",
        "The idea",
        (
            P(
                "goal",
                "A year on the coast. Your band of seaside critters builds a city of cards — up to fifteen — "
                "and sails a boat along the shore. Points (shells) come from the cards in your city, from "
                "the bonuses of purple cards, from shells and treasure, from map tiles and from how far your "
                "boat has sailed. The most points wins.",
            ),
            P(
                "turn",
                "On your turn you do exactly one thing: place a worker, play a card, or prepare for the next "
                "season. Each of you moves through the year at your own pace, from winter to autumn.",
            ),
            P(
                "everdell",
                "If you know Everdell: critters cost only mushrooms and come free through an anchor instead "
                "of a named construction; the meadow is the Bay, where duplicates stack; red cards are for "
                "their owner alone; and there are no events, but islands, map tiles, winds and a boat.",
            ),
            P(
                "players",
                "One to four players. Alone, you play against the Rival, a built-in opponent that grabs cards "
                "and blocks spaces.",
            ),
            See("turn"),
            See("solo"),
        ),
        spec=(("1", "Overview"),),
    ),
    W.section(
        "box",
        "What is in the box",
        (
            P(
                "cards",
                "A deck of 125 cards of 48 kinds: constructions and critters, each common or unique, in five "
                "colours. Constructions cost driftwood, seaweed and seastone; critters cost mushrooms only.",
            ),
            PIC(
                "cards_pic",
                [_card("grove"), _card("inn"), _card("postal_pigeon"), _card("lighthouse"), _card("harbor")],
                "A green Grove, a red Inn, a tan Postal Pigeon, a blue Lighthouse and a purple Harbor.",
            ),
            P(
                "resources",
                "Four resources: driftwood, seaweed, seastone and mushrooms. A treasure token stands in for "
                "any one of them when you pay (mushroom included) and is worth 2 points if you keep it. "
                "Shells are points. In Salon the supplies never run out.",
            ),
            PIC(
                "tokens_pic",
                [
                    _tok("driftwood"),
                    _tok("seaweed"),
                    _tok("seastone"),
                    _tok("mushroom"),
                    _tok("treasure"),
                    _tok("shell"),
                ],
                "Driftwood, seaweed, seastone, mushrooms, a treasure token and shells.",
            ),
            P(
                "pieces",
                "Each player has six workers of one species (crabs, beavers, ducks or puffins), a sailboat and "
                "three anchors. The board has the Bay of eight slots, the shore spots, the Docks, the Lookout, "
                "the Dunes, room for islands, the map-tile stacks, two wind tiles and the boat track.",
            ),
            PIC(
                "pieces_pic",
                [Shown("meeple", "worker", owner=0), _tok("boat"), _tok("anchor")],
                "A worker, a boat and an anchor.",
            ),
            P(
                "words",
                "Card words: every card is common or unique, and a critter or a construction. Your city may hold "
                "any number of copies of a common card, but only one of each unique card.",
            ),
        ),
        spec=(("2", "Components"), ("3", "Vocabulary")),
    ),
    W.section(
        "setup",
        "Setting up",
        (
            P("salon", "Salon sets the table; this is what it does."),
            STEPS(
                "steps",
                "The map tiles are sorted into six face-up stacks, highest value on top: tiles of 2 and 1 with "
                "one or two players, 2, 1 and 0 with three, 2, 1, 1 and 0 with four.",
                "As many islands as players lie face up (two when you play alone).",
                "One tile of each wind stack is turned face up.",
                "Eight cards are dealt into the Bay; a card whose name is already showing goes on top of it "
                "and another is dealt.",
                "Hands: the first player 5 cards, the second 6, the third 7, the fourth 8.",
                "Everyone starts in winter with two workers; one more rides the boat on the start space and "
                "three wait at the lighthouse for the later seasons. Everyone takes three anchors.",
            ),
            P(
                "mulligan",
                "Once, before the first turn, each player in turn may keep their hand or throw it all away and "
                "draw the same number of new cards.",
            ),
            P("first", "The first player is chosen at random or as the setup screen says."),
            See("turn"),
        ),
        spec=(("4", "Setup"),),
        covers=("D1",),
    ),
    W.section(
        "turn",
        "A turn",
        (
            P("one", "Players take turns clockwise. On your turn, do exactly one of:"),
            STEPS(
                "actions",
                "Place a worker on a free spot and do what it says.",
                "Play a card from your hand or from the top of a Bay slot into your city.",
                "Prepare for the next season — only when all your workers are out and you are not yet in "
                "autumn.",
            ),
            P(
                "pass",
                "In autumn you may pass instead, at any time on your turn: you are done for the game and your "
                "workers stay where they are. When everyone has passed, the game ends. Before autumn a player "
                "with no worker left always prepares; there is no passing.",
            ),
            P(
                "seasons",
                "Everyone moves through the seasons at their own pace: at any moment players may be in different "
                "seasons. Being the last to enter a season matters: that player changes the wind, and in summer "
                "brings the Rising Tide.",
            ),
            See("workers"),
            See("play"),
            See("prepare"),
        ),
        spec=(("5", "Turn structure"),),
        covers=("D2",),
    ),
    W.section(
        "workers",
        "Placing a worker",
        (
            P(
                "spots",
                "A spot drawn with one paw takes one worker at a time; one with three paws takes any number, "
                "yours included. A worker stays until you prepare for the next season. Salon offers only spots "
                "whose action you can do.",
            ),
            STEPS(
                "places",
                "Driftwood Beach: gain 3 driftwood. Kelp Shallows: gain 2 seaweed. Sea Glass Cove: gain a "
                "seastone and draw a card. Mushroom Grotto: gain 2 mushrooms. (All four take any number.)",
                "Docks: discard one to three cards and gain a resource of your choice for each.",
                "Lookout (one worker): discard any number of cards, then take cards one at a time, each from the "
                "Bay or the top of the deck, until your hand holds eight. The Bay is refilled when you finish.",
                "Dunes: claim a map tile whose requirement you meet.",
                "Islands (one worker each): each gives more than a shore spot.",
                "Red cards in your own city: a spot for you alone.",
            ),
            P(
                "hand",
                "Your hand holds eight cards at most; a draw stops there. Discards go face down to the discard "
                "pile; an empty deck is reshuffled from it the moment a card is needed.",
            ),
            EX(
                "w5",
                "Example: the Lookout",
                "Anna owns the Lighthouse Keeper and holds six cards. She sends a worker to the Lookout: the "
                "Keeper pays her a shell first. She discards the Rope Bridge and the Galley (four cards left), "
                "then takes the Port from the Bay and three cards from the deck: eight, and the action ends. "
                "Only then is the Bay's empty slot refilled.",
            ),
            P(
                "post_office",
                "Some red cards ask more. The Post Office: give up to two cards to an opponent who has not "
                "passed and holds fewer than eight (or give none), discard any number, then draw up to eight.",
            ),
            See("islands"),
            See("maps"),
        ),
        spec=(("6", "Action 1 — place a worker"), ("6.1", "Board locations"), ("6.3", "Destination cards")),
        covers=("D4", "D6", "D7", "D8", "D9", "W5"),
    ),
    W.section(
        "islands",
        "Islands and the Rising Tide",
        (
            P(
                "islands",
                "Only face-up islands can be visited, one worker each. The eight islands: Glimmer Isle (2 "
                "seastone, a card), Kelpwood Key (2 seaweed, 2 driftwood), Toadstool Atoll (3 mushrooms, a card), "
                "Wreck Reef (a treasure, a seaweed, a driftwood), Gull Rock (3 cards, 2 shells), Trade Winds Isle "
                "(your boat sails 1, a resource of your choice), Old Quay (play a card from your hand or the Bay "
                "2 resources cheaper) and Beacon Isle (2 resources of your choice, a card).",
            ),
            PIC(
                "pic",
                [_tile("glimmer_isle"), _tile("wreck_reef"), _tile("old_quay"), _tile("closed:gull_rock")],
                "Three islands, and one the tide has closed.",
            ),
            P(
                "tide",
                "Rising Tide: when the last player enters summer, that player closes two face-up islands, one "
                "after the other, for the rest of the game. Any workers on them go straight home to their "
                "owners, ready to be placed again. With one or two players both islands close; with three, one "
                "stays open; with four, two.",
            ),
            EX(
                "w7",
                "Example: the tide with three players",
                "Ben and Chen are already in summer; Ben's worker is on Gull Rock and Chen's on the Old Quay. "
                "Anna enters summer last: she closes Gull Rock, then the Old Quay. Ben and Chen each get a "
                "worker back. Wreck Reef stays open until the end.",
            ),
            See("prepare"),
        ),
        spec=(("6.2", "Islands"), ("12.1", "Islands")),
        covers=("D14", "W7"),
    ),
    W.section(
        "play",
        "Playing a card",
        (
            P(
                "what",
                "Play a card from your hand or the top card of any Bay slot. Not a unique card already in your "
                "city, and not a card that takes a space when your city already fills fifteen (the Shipwreck and "
                "the Castaway take none). You must be able to pay it, or anchor it.",
            ),
            P(
                "cost",
                "Constructions cost driftwood, seaweed and seastone; critters cost mushrooms. A treasure token "
                "pays for any one missing unit. Salon spends your own resources first and treasure only for "
                "what you lack, and always takes a discount in full; when there is a choice — which units a "
                "discount removes, or which ability — it shows each different payment once.",
            ),
            P(
                "abilities",
                "Card-playing abilities — the Market (1 off a card from the Bay), the Herbalist (1 mushroom off a "
                "critter), the Inn and the Old Quay — are never combined: one per card.",
            ),
            STEPS(
                "order",
                "Apply at most one card-playing ability.",
                "Pay, or place an anchor.",
                "Put the card in your city.",
                "Its own effect: a tan card's effect, a green card's production. Red, blue and purple cards do "
                "nothing now.",
                "Blue cards already in your city react to it.",
                "The wind: your boat sails one space for each wind tile the card matches.",
                "If it came from the Bay, the Bay is refilled.",
            ),
            P(
                "effects",
                "Cards put into your city by an effect — the Inn, the Old Quay, a Postal Pigeon — are played "
                "too and go through the same steps, wind included.",
            ),
            EX(
                "w1",
                "Example: the Market",
                "Anna owns the Market and holds a driftwood, a seaweed and a treasure. The Tumbler (1 driftwood, "
                "1 seaweed, 1 seastone) lies in the Bay. With the Market one unit comes off, so she may keep her "
                "driftwood (treasure pays the seastone), keep her seaweed, or pay her driftwood and seaweed and "
                "keep her treasure. She keeps the treasure; the Tumbler at once gives her a seastone.",
            ),
            EX(
                "w6",
                "Example: the Postal Pigeon and a full city",
                "Anna's city has fourteen cards that take a space. She plays the Postal Pigeon: the fifteenth. "
                "It reveals a Rope Bridge and a Shipwreck; the Rope Bridge would need a space, so she takes the "
                "Shipwreck for free (a treasure and a driftwood) and the Rope Bridge is discarded. The Shipwreck's "
                "wind is checked, then the Pigeon's.",
            ),
            See("anchors"),
            See("wind"),
            See("types"),
        ),
        spec=(
            ("7", "Action 2 — play a card"),
            ("7.1", "What you may play"),
            ("7.2", "Costs"),
            ("7.4", "Card-playing abilities"),
            ("7.5", "Resolution order (strict)"),
        ),
        covers=("D3", "D10", "W1", "W6"),
    ),
    W.section(
        "anchors",
        "Anchors",
        (
            P(
                "free",
                "When you play a critter and your city has a construction of the same colour without an anchor, "
                "you may put one of your anchors on that construction and play the critter for free. One anchor "
                "per construction, for good: you have three, so three free critters a game at most.",
            ),
            P(
                "when",
                "Salon offers an anchor only when the critter would cost something; anchoring a free critter "
                "would waste it. You may anchor even when you could pay.",
            ),
            EX(
                "w2",
                "Example: anchors",
                "Anna's city holds a red Inn and a green Grove; she has two mushrooms. The red Cooper costs 3: "
                "she cannot pay, so her only way is to anchor it to the Inn. Later the green Diver costs 2: she "
                "may pay or anchor it to the Grove; she anchors and keeps her mushrooms. A red Steward after that "
                "must be paid: the Inn already has its anchor.",
            ),
            PIC(
                "pic",
                [_card("inn"), _tok("anchor"), _card("cooper")],
                "An anchor on the Inn brings a red critter free.",
            ),
        ),
        spec=(("7.3", "Anchors"),),
        covers=("W2",),
    ),
    W.section(
        "wind",
        "Wind and the boat",
        (
            P(
                "tiles",
                "Two wind tiles show at a time. One names a colour (tan, green, red, blue or purple); the other "
                "a pair of words (common critter, unique critter, common construction, unique construction), and "
                "a card matches it only if it has both. Every card you play is checked: one space for each tile "
                "it matches — none, one or two.",
            ),
            PIC(
                "pic",
                [_tile("wind_a_traveler"), _tile("wind_b_unique_critter"), _tok("boat")],
                "A tan card sails one space; a tan unique critter sails two.",
            ),
            P(
                "track",
                "The track has forty spaces after the start. A space is worth twice its number up to space 20 (40 "
                "points), then 20 plus its number, up to 60 on the last. Treasure icons lie on spaces 2, 4, 6, "
                "9, 12, 15, 18, 21, 25, 29, 33 and 37: a boat takes a treasure for each icon it lands on or "
                "passes. On the last space a boat stops; more sailing is lost.",
            ),
            P(
                "change",
                "The wind changes when the last player enters a season: both tiles go under their stacks and "
                "the next ones turn up. It changes three times a game.",
            ),
            EX(
                "w3",
                "Example: sailing",
                "Anna's boat is on 8. She plays the Galley (a unique construction, tan) under a tan wind and a "
                "unique-construction wind. The Galley's own effect sails 2: 9 (a treasure) and 10. Then both winds "
                "match: 11 and 12 (another treasure). Her boat ends on 12, worth 24, with 2 treasures. On space "
                "38, a Sloop that sails 1 and matches both winds reaches 40 and the last step is lost.",
            ),
            See("play"),
        ),
        spec=(("7.6", "Wind and the boat"), ("12.3", "Wind tiles"), ("12.4", "Boat track")),
        covers=("W3",),
    ),
    W.section(
        "types",
        "The five card types",
        (
            STEPS(
                "types",
                "Tan (travellers): act once, when played.",
                "Green (production): act when played, and again each time you enter spring and autumn.",
                "Red (destinations): a worker spot in your own city, for you only.",
                "Blue (governance): from the moment after they are played, react whenever their condition "
                "happens — never to their own play.",
                "Purple (prosperity): score a bonus at the end, on top of their printed points.",
            ),
            P(
                "production",
                "When your green cards produce, you choose the order, one card at a time. Producing is not "
                'optional unless the card says "may". The Sea Chip copies another green card of your city.',
            ),
            P(
                "choices",
                "Some effects ask how: the Warehouse stores resources or gives back all it holds, the Merchant "
                "turns two resources into a treasure if you wish, the Port and others ask which resource.",
            ),
            PIC(
                "pic",
                [_card("sea_chip"), _card("warehouse"), _card("merchant"), _card("windmill")],
                "The Sea Chip, the Warehouse and the Merchant produce; the Windmill scores at the end.",
            ),
            P("glossary", "The glossary lists every card with its cost, points and full effect."),
        ),
        spec=(("9", "Card type behaviour"), ("11", "Card list")),
        covers=("D5", "D11"),
    ),
    W.section(
        "prepare",
        "Preparing for a season",
        (
            P("when", "When all your workers are out and you are not yet in autumn, you may prepare:"),
            STEPS(
                "steps",
                "Take all your workers back.",
                "Move to the next season and take one more worker from the lighthouse: 3 workers in spring, 4 "
                "in summer, 5 in autumn.",
                "The season's reward. Spring: all your green cards produce. Summer: take two cards from the Bay "
                "into your hand. Autumn: take two cards, each from the Bay or the deck, then all your green "
                "cards produce.",
                "If you are the last to enter this season: in summer the Rising Tide, then the wind changes "
                "(and Lighthouse owners sail).",
            ),
            P(
                "takes",
                "Cards are taken one at a time; a slot with a stack can give twice, and the Bay is refilled only "
                "after both takes. With a full hand you take fewer.",
            ),
            EX(
                "w8",
                "Example: entering spring",
                "Anna enters spring with a Grove, a Diver, a Merchant and a Scribe, a driftwood and seven cards. "
                "She lets the Grove produce (a mushroom), then the Diver (a seastone), then the Scribe: it draws "
                "one card to make eight — the second draw is lost — and she must discard one. The Merchant comes "
                "last: she pays a driftwood and the mushroom for a treasure.",
            ),
            See("islands"),
            See("wind"),
        ),
        spec=(("8", "Action 3 — prepare for season"),),
        covers=("D12", "D13", "W8"),
    ),
    W.section(
        "bay",
        "Hand, Bay and city",
        (
            P(
                "bay",
                "The Bay has eight slots. Copies of the same card stack in one slot, so eight different cards "
                "show; only the top copy can be taken or played. An emptied slot is refilled from the deck, slot "
                "by slot from the first: a card whose name is already showing goes on that stack and another is "
                "dealt.",
            ),
            P(
                "city",
                "Your city holds fifteen cards that take a space; the Shipwreck and the Castaway take none. "
                "Everything in your city counts as a card in your city.",
            ),
            P(
                "giving",
                "Cards can be given only to a player who has not passed and holds fewer than eight.",
            ),
            EX(
                "w4",
                "Example: the Bay refills",
                "Anna plays the Inn from slot 2. The refill deals a Grove (stacked on slot 1's Grove), a Diver "
                "(stacked on slot 4's Diver), then a Manor, which fills slot 2. Entering summer later, she takes "
                "both Groves from slot 1; only then is it refilled.",
            ),
        ),
        spec=(
            ("10", "General rules"),
            ("10.1", "Hand and drawing"),
            ("10.2", "Giving"),
            ("10.3", "The Bay"),
            ("10.4", "City"),
        ),
        covers=("W4",),
    ),
    W.section(
        "maps",
        "Map tiles",
        (
            P(
                "claim",
                "At the Dunes (and with the Cartographer) you claim the top tile of a map stack whose requirement "
                "you meet right then: nothing is spent, and the tile stays yours even if you later fall short. "
                "You may hold one tile of each type.",
            ),
            STEPS(
                "charts",
                "Kelp Chart: 3 green cards in your city. Harbour Chart: 3 red cards. Council Chart: 3 blue cards.",
                "Wanderer's Chart: 3 tan cards (those that take no space count). Crown Chart: 2 purple cards. "
                "Horizon Chart: your boat on space 9 or beyond.",
            ),
            P(
                "score",
                "At the end each tile is worth its value times the number of map tiles you hold: 2, 1 and 1 make "
                "(2 + 1 + 1) × 3 = 12. A tile of 0 scores nothing itself but raises the multiplier. The "
                "Cartographer lowers a requirement by one card (or three boat spaces).",
            ),
            PIC(
                "pic",
                [_tile("map:kelp_chart:2"), _tile("map:crown_chart:1"), _tile("map:horizon_chart:0")],
                "Map tiles of 2, 1 and 0.",
            ),
        ),
        spec=(("12.2", "Map tiles"),),
        covers=("D15",),
    ),
    W.section(
        "end",
        "The end and scoring",
        (
            P("when", "When every player has passed, the game ends. Score:"),
            STEPS(
                "score",
                "The printed points of the cards in your city (some are negative).",
                "The bonuses of your purple cards.",
                "Your shells.",
                "2 for each treasure token you kept.",
                "Map tiles: each tile's value times the number of your map tiles.",
                "The points of your boat's space.",
            ),
            P(
                "ties",
                "Ties: the boat furthest along, then the most map tiles, the most treasure, the most resources "
                "left over; then the win is shared. Resources stored on a Warehouse count for nothing.",
            ),
            EX(
                "w9",
                "Example: a final score",
                "Anna's fourteen cards print 22 points. Her Harbor gives 3 for each of her four purple cards "
                "(12), the Windmill 2 for each of four green cards (8), the Admiral 5 for the treasure icons her "
                "boat has passed, the Pilgrim 2 for each of three map tiles (6). Shells 3, treasure 4, maps "
                "(2 + 1 + 1) × 3 = 12, boat on 12: 24. Total 96.",
            ),
            EX(
                "w10",
                "Example: a tie",
                "Two players end on 84 with boats on 14 and four map tiles each; Anna kept one treasure, Ben two: "
                "Ben wins. Had they kept the same treasure and the same number of resources, they would share "
                "the win.",
            ),
        ),
        spec=(("13", "End of game and scoring"),),
        covers=("W9", "W10"),
    ),
    W.section(
        "solo",
        "Playing alone: the Rival",
        (
            P(
                "setup",
                "Alone, you play a two-player setup against the Rival: two islands, map tiles of 2 and 1. You "
                "take five cards. The Rival has a boat, no hand and no resources, and two pawns: one on the first "
                "island, one on a Bay slot chosen by a die.",
            ),
            P(
                "takes",
                "Each time you play a card (by any means), once that play is over, a die picks a Bay slot and "
                "the Rival takes its top card into its city, free — no limit, no effects. The Bay is refilled, "
                "and the Rival's boat sails for the wind like yours.",
            ),
            P(
                "blocks",
                "A spot or Bay slot with a Rival pawn is closed to you, though the Rival's die may still take "
                "from it. When you enter a season the location pawn moves — spring to the second island, summer "
                "and autumn to the Lookout — and the Bay pawn is rolled again.",
            ),
            P(
                "seasons",
                "You are always the last to enter a season: you change the wind each time, and in summer both "
                "islands close. When you enter summer and autumn (and spring too, at Bosun and Captain) the Rival "
                "claims a map tile chosen by a die, ignoring requirements.",
            ),
            STEPS(
                "levels",
                "Deckhand: each Rival card scores its printed points, at least 0.",
                "Bosun: printed points, at least 1; a map in spring too.",
                "Captain: as Bosun, +1 for each purple card, and its boat sails one space each time you enter a "
                "season.",
            ),
            P(
                "score",
                "The Rival scores its cards as its level says, its boat, 2 per treasure and its maps — no shells, "
                "no purple bonuses. Beat it to win; the usual tie-breaks apply, and equal on all of them is a "
                "draw.",
            ),
            EX(
                "w11",
                "Example: the Rival's score",
                "The Rival's city holds a Galley, a Shipwreck, a Castaway, a Harbor and a Pirate; its boat is "
                "on 9, it has four treasures and two map tiles of 2. Its cards score 8 at Deckhand, 11 at Bosun "
                "and 12 at Captain; boat 18, treasure 8, maps 8. Totals 42, 45 and 46.",
            ),
            PIC("pic", [Shown("meeple", "rival_pawn"), _tok("boat_rival")], "The Rival's pawn and its boat."),
        ),
        spec=(("16", "Solo mode"),),
        covers=("W11",),
    ),
    W.section(
        "fine",
        "Fine points",
        (
            STEPS(
                "rulings",
                "A free card — anchored, from a Pigeon, through the Inn — still moves the boat.",
                "A unique card already in your city may still be taken into your hand, just not played.",
                "The Docks, the Abbey and the Illuminator need at least one discard; the Lookout and the Post "
                "Office allow none.",
                "A card in the Bay never moves a boat by matching the wind: only a played card does.",
                "A Lighthouse moves its owner's boat at every wind change, even after they passed.",
                "You cannot prepare while you still have a worker to place.",
                "A decision with a single option is made for you, except the mulligan and your turn's action, which always ask.",
            ),
        ),
        spec=(("14", "Edge cases and ambiguities (resolution and why)"),),
    ),
    W.section(
        "table",
        "At the Salon table",
        (
            P(
                "hidden",
                "Your hand is yours alone; the deck's order and the discards are secret to all. The rest — "
                "cities, resources, boats, maps, the Bay — is public, and the log says how many cards moved. "
                "With several people at one screen a curtain comes before each human turn.",
            ),
            P(
                "help",
                "F1 opens this book at the part about the decision in front of you; a right-click on any card, "
                "tile or token opens its entry in the glossary.",
            ),
            SAME("rules.table_keys"),
        ),
        spec=(("15", "Hidden information, hot-seat and bots"), ("19", "What the digital table must show")),
    ),
)

# F1 at the table: the section for each decision (the rules' prompt keys, by their start).
PHASES = {
    "farshore.prompt.mulligan": "setup",
    "farshore.prompt.turn": "turn",
    "farshore.prompt.pay": "play",
    "farshore.prompt.optional_pay": "types",
    "farshore.prompt.anchor": "anchors",
    "farshore.prompt.pay_or_anchor": "anchors",
    "farshore.prompt.resource": "workers",
    "farshore.prompt.warehouse": "types",
    "farshore.prompt.give": "workers",
    "farshore.prompt.discard": "workers",
    "farshore.prompt.take_lookout": "workers",
    "farshore.prompt.play_bay": "play",
    "farshore.prompt.play_hand_bay": "play",
    "farshore.prompt.pick": "play",
    "farshore.prompt.produce": "types",
    "farshore.prompt.copy": "types",
    "farshore.prompt.take_summer": "prepare",
    "farshore.prompt.take_autumn": "prepare",
    "farshore.prompt.tide": "islands",
    "farshore.prompt.claim": "maps",
    "farshore.prompt.over": "end",
}

BOOK: Book = W.book(SECTIONS, PHASES, start="turn")
