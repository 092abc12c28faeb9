"""The rules book of Paris: New Eden, in our own words (follows shared/specs/new-eden.md).

Each section names the spec sections it follows and the decision points (D1–D13) and worked
examples (E1–E11) it explains; the book's test checks those against the spec.

Long because it is data: the whole book, one ``W.section`` after another in the book's order, its
English words the catalogue's templates; a newcomer edits the section they need and never reads it
end to end.
"""

from __future__ import annotations

from scenes.rulebook.model import EX, PIC, SAME, STEPS, Book, P, See, Shown, Writer

W = Writer("new_eden")


def _die(face: str) -> Shown:
    return Shown("die", face)


def _tok(face: str, count: int = 1) -> Shown:
    return Shown("token", face, count=count)


def _card(face: str) -> Shown:
    return Shown("card", face)


SECTIONS = (
    W.section(
        "overview",
        "The idea",
        (
            P(
                "goal",
                "Paris has gone back to the wild. Each of you leads a small band of survivors and tries to make "
                "a refuge of it. Over four seasons — spring, summer, autumn and winter — you gather new people "
                "with the dice, claim the ruined buildings of the city for them, face the season's event and "
                "keep everyone fed. Victory points (VP) come from events, from feeding, and at the end from "
                "secret missions, some tinkerer buildings and the Binoculars. The most VP wins.",
            ),
            P(
                "nothing_lost",
                "Nothing you gain is ever lost: buildings, survivors, equipment and points only grow. The art "
                "of the game is in choosing what to take before the others do.",
            ),
            P(
                "players",
                "Two to four players. There is no solo mode and no teams: everyone plays for themselves, and "
                "the bots take any seat you do not fill.",
            ),
            See("season"),
            See("box"),
        ),
        spec=(("3", "Object of the game"),),
    ),
    W.section(
        "box",
        "What is in the box",
        (
            P(
                "dice",
                "Twenty identical survivor dice. Each has a face for each of the five specialists — tinkerer, "
                "brawler, healer, sage, farmer — and a wild face.",
            ),
            PIC(
                "dice_faces",
                [
                    _die("tinkerer"),
                    _die("brawler"),
                    _die("healer"),
                    _die("sage"),
                    _die("farmer"),
                    _die("wild"),
                ],
                "The six faces of a survivor die: tinkerer, brawler, healer, sage, farmer and wild.",
            ),
            P(
                "buildings",
                "Seventy-five building cards, fifteen of each type, in five decks. Tinkerer buildings give a "
                "power. Brawler, healer and sage buildings bring those survivors and the equipment that goes "
                "with them. Farmer buildings bring farmers, who feed everyone, and cans.",
            ),
            PIC(
                "cards",
                [_card("TIN-01"), _card("BRA-12"), _card("HEA-07"), _card("SAG-01"), _card("FAR-13")],
                "One building of each type: a tinkerer's power, brawlers with bullets, healers with capsules, "
                "a sage with a book, farmers with cans.",
            ),
            P(
                "tokens",
                "Twenty-nine survivor tokens: four of each specialist and nine jacks. A token waits on a "
                "player's board white side up; once used it turns dark side up and lies in that player's "
                "refuge. A jack is a wild survivor on its white side and a slacker on its dark side.",
            ),
            PIC(
                "survivors",
                [
                    _tok("token:healer"),
                    _tok("token_dark:healer"),
                    _tok("token:jack"),
                    _tok("token_dark:slacker"),
                ],
                "A healer token waiting, then in the refuge; a jack waiting, then turned into a slacker.",
            ),
            P(
                "equipment",
                "Twelve equipment tokens: four bullets for brawlers, four capsules for healers, four books for "
                "sages. Tinkerers and farmers never use equipment. A survivor matched with one piece of their "
                "equipment is an equipped survivor.",
            ),
            PIC(
                "items",
                [_tok("equipment:bullet"), _tok("equipment:capsule"), _tok("equipment:book"), _tok("can")],
                "Bullets, capsules, books, and the cans that feed the refuge.",
            ),
            P(
                "others",
                "Thirty-two mission cards (secret missions and new-building missions), sixteen event tiles "
                "(four per season), thirty cans, and three single tokens: the Bat, the Binoculars and the "
                "Heroine.",
            ),
            PIC(
                "singles",
                [_tok("bat"), _tok("binoculars"), _tok("heroine")],
                "The Bat, the Binoculars and the Heroine.",
            ),
            See("locations"),
        ),
        spec=(
            ("1", "Components"),
            ("1.1", "The survivor tokens in detail"),
            ("1.2", "Building cards"),
            ("2", "Vocabulary and state model"),
        ),
    ),
    W.section(
        "setup",
        "Setting up",
        (
            P(
                "salon",
                "Salon sets the table for you; this is what it does, so that you know what lies where.",
            ),
            STEPS(
                "steps",
                "Dice are rolled onto the five locations of the city, as many at each as the player count "
                "asks (see the table below). Every die on the board will be taken this season.",
                "Each player is dealt three missions; the rest form the mission deck at the Bridge.",
                "Three equipment tokens lie face up at the City Center with the Bat and the Binoculars; three "
                "face-down stacks of three wait for the later seasons. The Heroine waits beside the Tower.",
                "Six survivor tokens lie white side up at the Train Station; three stacks of six wait for the "
                "later seasons, each showing its top token. The five starting tokens — one of each specialist "
                "— lie beside the board.",
                "Three of the four spring events lie face up at the Tower; the fourth goes back unseen.",
                "Each building deck is shuffled and shows three cards (four players) or two (two or three "
                "players). The six END cards of the tinkerer deck are shuffled under the other nine, so they "
                "come out only late; with two or three players the top three tinkerer cards are removed "
                "unseen.",
                "Everyone starts with an empty refuge, no cans and no points. The first start player is chosen "
                "in the setup screen, or at random.",
            ),
            P(
                "counts",
                "Dice per location. Two players: Tower 2, Bridge 2, Restaurant 2, City Center 5, Train Station 3 "
                "(7 dice each). Three players: Tower 2, Bridge 2, Restaurant 3, City Center 5, Train Station 6 "
                "(6 each). Four players: Tower 2, Bridge 3, Restaurant 4, City Center 5, Train Station 6 (5 "
                "each).",
            ),
            P(
                "opening",
                "Opening picks. Starting with the player to the right of the start player and going "
                "counter-clockwise — so the start player picks last — each player takes one of the starting "
                "tokens for their board (everyone sees which), then secretly keeps one of their three missions. "
                "The other two go under the mission deck. Unpicked starting tokens go back to the box.",
            ),
            EX(
                "e11",
                "Example: the opening with four players",
                "Anna is the start player. Dina picks a token and keeps a mission, then Chen, then Ben, and "
                "Anna last, choosing between the two tokens left. One token goes back to the box; the mission "
                "deck now holds 28 cards, the eight refused ones at the bottom. Then Anna takes the first die "
                "of spring.",
            ),
            P(
                "starter",
                "Your starting token always works in spring: it waits on your board and counts, and is spent, "
                "in the first claim of its type. So everyone has at least one survivor in the refuge from "
                "spring's event on.",
            ),
            See("gather"),
        ),
        spec=(
            ("4", "Setup"),
            ("4.1", "Common setup"),
            ("4.3", "Per-player-count table"),
        ),
        covers=("D1", "D2", "E11"),
    ),
    W.section(
        "season",
        "A season",
        (
            P("four", "The game lasts exactly four seasons. Each season runs in four phases:"),
            STEPS(
                "phases",
                "Gather survivors: take the dice one at a time and do the action of each die's location.",
                "Claim buildings: type by type, the strongest claimants take the face-up buildings.",
                "Event and feeding: complete missions if you wish, score the season's event, then feed your "
                "refuge.",
                "Prepare the next season: new dice, tokens, equipment, events and buildings (not after "
                "winter — the final scoring comes instead).",
            ),
            P(
                "start_player",
                "The start player takes the first die of the season and turns go clockwise. Whoever holds the "
                "Binoculars at the end of a season is the start player of the next.",
            ),
            See("gather"),
            See("claim"),
            See("events"),
            See("prepare"),
        ),
        spec=(("5", "Season structure"), ("7", "Turn and phase flow summary")),
    ),
    W.section(
        "gather",
        "Phase 1: gathering survivors",
        (
            P(
                "turn",
                "From the start player and going clockwise, each player takes one die per turn until every die "
                "on the board is gone. On your turn:",
            ),
            STEPS(
                "steps",
                "Take a die from any location and put it in a free slot of your board. Its face stays as it "
                "was rolled.",
                "Do that location's action. It is not optional.",
            ),
            P(
                "mandatory",
                "There is no passing: while you have a free slot you must take a die. Every player ends the "
                "phase with the same number of dice. Identical dice at one location are one choice, so the "
                "table offers each (location, face) once.",
            ),
            P(
                "why_faces",
                "A die is worth twice: its location gives you something now, and its face adds strength in "
                "the claims that follow. A sage die at the Restaurant gives a can now and helps you claim a "
                "sage building later.",
            ),
            P(
                "powers",
                "Some tinkerer powers act on your first die of each season: an extra can, a swap of two dice "
                "before you take yours, or a second die from another location.",
            ),
            See("locations"),
            See("powers"),
            See("claim"),
        ),
        spec=(("6.1", "Phase 1 — Gather survivors"),),
        covers=("D4",),
    ),
    W.section(
        "locations",
        "The five locations",
        (
            P(
                "tower",
                "Tower. Turn one face-up event tile face down: it will not be scored this season. The first "
                "player to use the Tower in a season also takes the Heroine. There are always two Tower dice "
                "for three events, so exactly one event is left face up when the season's event is scored.",
            ),
            P(
                "bridge",
                "Bridge. Draw three missions, keep one, and put the others face down under the deck. Nobody else "
                "sees what you drew. Some tinkerer powers let you draw more or keep more.",
            ),
            P("restaurant", "Restaurant. Take one can. Nothing to decide."),
            P(
                "city",
                "City Center. Take one item still there: one of the season's three equipment tokens (it joins "
                "your refuge for good), the Bat, or the Binoculars (both yours until the end of the season). "
                "There are five City Center dice for five items, so all of them are taken every season.",
            ),
            P(
                "station",
                "Train Station. Take one survivor token still there and put it white side up on your board, "
                "where it waits to be used in a claim. Identical tokens are one choice. With two players, the "
                "tokens left at the end of the season are discarded.",
            ),
            PIC(
                "picture",
                [
                    _tok("heroine"),
                    _tok("equipment:book"),
                    _tok("bat"),
                    _tok("binoculars"),
                    _tok("token:jack"),
                ],
                "The Heroine from the Tower; a book, the Bat and the Binoculars from the City Center; a jack "
                "from the Train Station.",
            ),
            P(
                "bat",
                "The Bat: in every claim this season you win strength ties. A tie between other players goes "
                "to the one nearest your left.",
            ),
            P(
                "binoculars",
                "The Binoculars: you declare strength first in every claim this season and you start the next "
                "season. Whoever holds them at the end of the game scores 2 VP.",
            ),
            P(
                "heroine",
                "The Heroine: for this season's event only, she counts as one equipped survivor of any type. "
                "She does not help in claims or missions and goes back at the end of the season.",
            ),
            See("claim"),
            See("events"),
            See("missions"),
        ),
        spec=(("6.1", "Phase 1 — Gather survivors"),),
        covers=("D6", "D7", "D8", "D9"),
    ),
    W.section(
        "claim",
        "Phase 2: claiming buildings",
        (
            P(
                "order",
                "The buildings are claimed one type at a time, always in the same order: tinkerer, brawler, "
                "healer, sage, farmer. For each type there are three steps.",
            ),
            P(
                "declare",
                "Declare. Starting with the Binoculars holder and going clockwise, each player says their "
                "strength for this type, in the open. Your base is the number of dice of this type on your "
                "board plus your waiting tokens of this type; all of them count and all of them will be "
                "spent. If your base is at least 1 you may add wilds — wild dice and waiting jacks — as many "
                "as you like. With a base of 0 you cannot add wilds: your strength is 0.",
            ),
            PIC(
                "picture",
                [_die("brawler"), _die("brawler"), _die("wild"), _tok("token:jack"), _card("BRA-12")],
                "Two brawler dice give a base of 2; a wild die or a jack can be added on top.",
            ),
            P(
                "take",
                "Take. The players with strength 1 or more are ranked, strongest first. In that order each "
                "takes one face-up building of the type into their refuge; taking one is not optional while "
                "one remains. When the face-up cards run out the rest get nothing — with three or four players "
                "someone usually misses out. Players with strength 0 take nothing.",
            ),
            P(
                "ties",
                "Ties. The Bat holder wins any tie. Among tied players without the Bat, the one reached first "
                "going clockwise from the Bat holder wins — even when the Bat holder is not in the tie.",
            ),
            P(
                "spend",
                "Spend. Every player then removes the dice they used for this type (all its dice and the wild "
                "dice they added) and moves the used tokens to their refuge, dark side up. A jack used this way "
                "becomes a slacker. This happens whether or not you got a card, so add wilds with care.",
            ),
            P(
                "leftover",
                "After the farmer claim, any dice still on the boards — wild dice nobody added — go back. A "
                "jack you never used keeps waiting on your board for a later season.",
            ),
            EX(
                "e2",
                "Example: a tie broken by the Bat",
                "Mark holds the Binoculars and Lucy the Bat. Mark has two tinkerer dice and a waiting tinkerer "
                "token: strength 3. Lucy has one tinkerer die and three jacks; she adds two jacks for strength "
                "3. They tie, and Lucy holds the Bat, so she chooses first; Mark takes the other card. Lucy "
                "gives back her die and puts her two jacks in her refuge as slackers; her third jack keeps "
                "waiting.",
            ),
            EX(
                "e1",
                "Example: four players claim the brawlers",
                "Chen holds the Binoculars, Ben the Bat; three brawler buildings are face up. Chen declares 2 "
                "(two brawler dice, no wilds). Dina has one brawler die and a jack: she adds the jack, 2. Anna "
                "has two brawler dice and a wild die: she adds it, 3. Ben has one brawler die and two wild "
                "dice: he adds both, 3. Anna and Ben tie at 3 and Ben has the Bat, so the order is Ben, Anna; "
                "Chen and Dina tie at 2 and Chen comes first going clockwise from Ben. Ben, Anna and Chen take a "
                "building each and Dina gets nothing — but her jack still joins her refuge as a slacker.",
            ),
            P(
                "acquire",
                "A building works from the moment you take it: farmer cards give their cans at once, and a "
                "tinkerer's power is active for the rest of the game (see the powers).",
            ),
            See("buildings"),
            See("powers"),
        ),
        spec=(("6.2", "Phase 2 — Claim buildings"),),
        covers=("D10", "D11", "E1", "E2"),
    ),
    W.section(
        "buildings",
        "The building types",
        (
            P(
                "survivors",
                "Every survivor printed on a building counts in your refuge: for the population you must feed, "
                "for events and for missions. Buildings give no VP by themselves.",
            ),
            P(
                "types",
                "Tinkerer buildings show one tinkerer and a power. Brawler, healer and sage buildings show those "
                "survivors and often their equipment, the survivors events ask for. Farmer buildings show "
                "farmers and cans; the cans are yours the moment you take the card.",
            ),
            P(
                "end",
                "Six tinkerer buildings are END cards: their power scores at the end of the game. They lie at "
                "the bottom of the tinkerer deck, so with four players they appear in winter (two or three "
                "players: two of them in winter). END does not end the game: it always lasts four seasons.",
            ),
            PIC(
                "picture",
                [_card("TIN-10"), _card("TIN-14"), _card("FAR-13"), _card("SAG-10")],
                "Two END cards (Consolation Prize and Monument), farmers with cans, a sage with two books.",
            ),
            P(
                "glossary",
                "The glossary lists every building with what it shows; a right-click on a card at the table "
                "opens its entry.",
            ),
            See("powers"),
        ),
        spec=(("1.2", "Building cards"), ("4.2", 'What "END" means')),
    ),
    W.section(
        "missions",
        "Missions",
        (
            P(
                "kinds",
                "A mission card is one of two kinds. A new-building mission asks for survivors in your refuge "
                "(on the left) and, once you complete it, becomes a building showing its reward (on the right). "
                "A secret mission is a condition scored at the end of the game.",
            ),
            P(
                "getting",
                "You keep one mission in the opening and one each time you use the Bridge. Your missions are "
                "hidden from the others; they only see how many you hold.",
            ),
            P(
                "complete",
                "Completing a new-building mission costs nothing: its requirement is only checked, and the same "
                "survivors may complete several missions. Only survivors in your refuge count — not dice and "
                "not waiting tokens. The completed card lies face up in your refuge, its survivors and "
                "equipment count at once, and its cans are yours at once.",
            ),
            P(
                "windows",
                "When. Salon asks at two moments: at the start of phase 3 of every season, before the event, "
                "and once more at the end of the game, before the secret missions are revealed. Everyone "
                "holding a mission is asked in turn, even with nothing to complete, so being asked tells "
                "nobody anything; you may complete any number, then press Done. Survivors are never lost, so "
                "waiting for the next window never costs you the chance.",
            ),
            P(
                "optional",
                "Completing is optional. More survivors can push you into a population band that needs more "
                "farmers, and the Consolation Prize pays for missions left unfulfilled.",
            ),
            EX(
                "e5",
                "Example: to complete or not",
                "Summer; the event wants 4 equipped brawlers and/or healers for 4 VP. Your refuge holds 3 "
                "brawlers, 2 healers, 2 bullets, 1 capsule and 20 survivors with 5 farmers. If you press Done: "
                "only 3 equipped survivors, so no event, but 20 survivors need 5 farmers and you score 5 for "
                "feeding. If you complete the Field Hospital mission (1 brawler, 1 healer, 1 bullet, 1 capsule): 5 "
                "equipped, the event scores 4 — but 22 survivors need 6 farmers and you have no can: feeding "
                "scores nothing. Waiting is worth one more VP this season.",
            ),
            PIC(
                "picture",
                [_card("MIS-B01"), _card("MIS-S01"), _card("MIS-S21")],
                "A new-building mission and two secret missions.",
            ),
            P(
                "secret",
                "Secret missions stay hidden until the end. A mission to have the most of something scores only "
                "if you have strictly more than every other player; the one for the fewest slackers also "
                "scores when the lowest count is shared.",
            ),
            See("end"),
        ),
        spec=(("6.3", "Missions (both kinds)"),),
        covers=("D12", "E5"),
    ),
    W.section(
        "events",
        "Phase 3: the event",
        (
            P(
                "one",
                "After the mission window, the one event tile still face up at the Tower is scored. Each player "
                "checks on their own whether their refuge holds the equipped survivors it asks for; everyone "
                "who does scores its VP. Nothing is spent.",
            ),
            P(
                "equipped",
                "An equipped brawler is a brawler matched with a bullet, an equipped healer a healer with a "
                "capsule, an equipped sage a sage with a book. You have as many equipped survivors of a type "
                "as the smaller of the two counts. Each equipped survivor fills one place only.",
            ),
            P(
                "heroine",
                "If you took the Heroine this season she fills one place of any type — one only.",
            ),
            PIC(
                "picture",
                [Shown("tile", "EVT-3A"), _tok("heroine")],
                "An autumn event that asks for 3 equipped brawlers and 3 equipped sages, and the Heroine.",
            ),
            EX(
                "e3",
                "Example: 3 equipped brawlers and 3 equipped sages (6 VP)",
                "Pia has 5 brawlers, 5 bullets, 2 sages, 3 books and the Heroine: 5 equipped brawlers, 2 "
                "equipped sages and the Heroine for the third — she scores 6. Quinn has 6 equipped brawlers "
                "but only 1 sage and 1 book: the sages are short, nothing. Rosa has 2 brawlers, 3 bullets, 2 "
                "sages, 2 books and the Heroine: she could fill either group but not both, since the Heroine "
                "fills one place only — nothing.",
            ),
            P(
                "flip",
                "This is why the Tower matters: turning an event face down can save it from your rivals, or "
                "leave the one that suits you.",
            ),
            See("feeding"),
            See("locations"),
        ),
        spec=(("6.4", "Phase 3 — Events, then feeding"),),
        covers=("E3",),
    ),
    W.section(
        "feeding",
        "Feeding your refuge",
        (
            P(
                "count",
                "After the event, count your survivors: every survivor printed on your buildings and completed "
                "missions, and every token in your refuge, slackers included. Dice, waiting tokens and the "
                "Heroine are not survivors. Your cube moves to that number on the population track, which tells "
                "you how many farmers your refuge needs and how many VP it scores when fed.",
            ),
            P(
                "bands",
                "The bands: 1–4 survivors need 1 farmer and score 1 VP; every four more survivors need one more "
                "farmer and score one more VP, up to 37–40 (10 farmers, 10 VP); then 41–45 (11 and 11) and 46 "
                "or more (12 and 12). A refuge of nobody needs nothing and scores nothing.",
            ),
            P(
                "pay",
                "If you have enough farmers, you score the band's VP. If not, each missing farmer can be "
                "replaced by one can — but only all of them: pay the whole shortfall and score the band's VP, "
                "or pay nothing and score nothing. A refuge left unfed simply scores nothing this season; it "
                "loses no points. Paying is your choice: Salon asks only when you have the cans.",
            ),
            P(
                "farmers",
                "Only farmers feed: jacks and slackers never count as farmers.",
            ),
            EX(
                "e4",
                "Example: feeding",
                "24 survivors need 6 farmers. With 4 farmers and 3 cans you may pay 2 cans and score 6, or keep "
                "your cans and score nothing. With 25 survivors you would need 7 farmers; with 5 farmers and 1 "
                "can you cannot pay the shortfall of 2, so you score nothing and keep your can. A refuge of 12 "
                "with 3 farmers scores 3 without asking.",
            ),
            PIC("picture", [_tok("can", 3), _tok("token_dark:farmer")], "Cans stand in for missing farmers."),
            See("prepare"),
        ),
        spec=(("6.4", "Phase 3 — Events, then feeding"),),
        covers=("D13", "E4"),
    ),
    W.section(
        "prepare",
        "Phase 4: the next season",
        (
            P(
                "not_winter",
                "After spring, summer and autumn, the board is set for the next season, in this order:",
            ),
            STEPS(
                "steps",
                "The Binoculars holder becomes the start player.",
                "All the dice are rolled again onto the locations.",
                "The Train Station gets the next stack of six survivor tokens (with two players, the ones left "
                "there are discarded first).",
                "The Bat and the Binoculars go back to the City Center with the next three equipment tokens.",
                "The event tiles are cleared; three of the next season's four go face up at the Tower and the "
                "Heroine goes back beside it.",
                "Every building left face up is discarded, and each deck shows fresh cards.",
            ),
            P("winter", "After winter there is no preparation: the final scoring follows."),
            See("end"),
        ),
        spec=(("6.5", "Phase 4 — Prepare the next season"),),
    ),
    W.section(
        "powers",
        "Tinkerer powers",
        (
            P(
                "when",
                "A tinkerer building's power works from the moment you take it and is never lost. Powers of the "
                "first die or of the Bridge therefore start next season. Only Canned Stock and the three END "
                "powers come in two copies; copies of the same power add up.",
            ),
            P("tp01", "Scavenger's Luck: each season, when you take your first die, also take a can."),
            P(
                "tp02",
                "Switchman: on your first turn of each season, before you take a die, you may swap two dice "
                "that stand at two different locations (each keeps its face). Choose the first die, then the "
                "second. Then take a die as usual — perhaps one you just moved.",
            ),
            P(
                "tp03",
                "Double Shift: right after your first die of each season you may take a second die from "
                "another location, and do both actions in the order you took the dice. You fill your board a "
                "turn early and sit out the last turn: everyone still ends with the same number of dice.",
            ),
            P("tp04", "Negotiator: at the Bridge, keep one more mission."),
            P(
                "tp05",
                "Scout: at the Bridge, draw two more missions. With Negotiator too: draw five, keep two.",
            ),
            P(
                "tp06",
                "Blind Salvage: whenever it is your turn to take a building, you may take the top card of that "
                "type's deck instead of a face-up one, unseen. This works even when no face-up card is left, "
                "and leaves the face-up cards for the players after you.",
            ),
            P("tp07", "Canned Stock: when you take it, take 2 cans."),
            P(
                "tp08",
                "Toolkit: counts as one bullet, one book and one capsule, for events (from this season's) and "
                "for the secret missions about equipment.",
            ),
            P(
                "end",
                "END powers, scored at the end of the game. Consolation Prize: 2 VP for each of your missions "
                "that did not succeed — secret missions that failed and new-building missions never completed. "
                "Guild of Tinkerers: 1 VP for each tinkerer in your refuge. Monument: 4 VP.",
            ),
            EX(
                "e6",
                "Example: Consolation Prize",
                "Xavier owns the Consolation Prize and holds three missions at the end: most brawlers (he ties "
                "4–4, so it fails), at least 2 tinkerer buildings (he has two: +2) and a new-building mission "
                "he could never complete. Two missions did not succeed: +4. His completed mission from earlier "
                "does not count. Xavier gains 6.",
            ),
            EX(
                "e7",
                "Example: two Guilds of Tinkerers",
                "Yan owns both Guilds and a third tinkerer building, and two tinkerer tokens lie in the refuge: "
                "5 tinkerers. Each Guild pays 5: +10. Her jack still waiting at the end joins the refuge with "
                "no type, so it is not a tinkerer.",
            ),
            PIC(
                "picture",
                [_card("TIN-01"), _card("TIN-03"), _card("TIN-09"), _card("TIN-12")],
                "Scavenger's Luck, Double Shift, Toolkit, and a Guild of Tinkerers (END).",
            ),
            See("claim"),
            See("end"),
        ),
        spec=(("9", "Tinkerer powers"), ("4.2", 'What "END" means')),
        covers=("D3a", "D3b", "D5", "E6", "E7"),
    ),
    W.section(
        "end",
        "The end and final scoring",
        (
            P("after_winter", "After winter's event and feeding, the game ends and is scored in this order:"),
            STEPS(
                "steps",
                "Jacks still waiting on a board join their owner's refuge, still jacks: they count as "
                "survivors (also for the tie-break and for most survivors) but are not slackers and have no "
                "type.",
                "A last mission window: everyone holding a mission may complete new-building missions.",
                "Secret missions are revealed; each one whose condition holds scores its VP.",
                "END powers score.",
                "Whoever holds the Binoculars (taken in winter) scores 2 VP.",
            ),
            P(
                "winner",
                "The most VP wins. A tie goes to the tied player with more survivors in the refuge; still "
                "tied, the victory is shared.",
            ),
            EX(
                "e8",
                "Example: secret missions and ties",
                "Anna and Ben both have 7 brawlers: Anna's most-brawlers mission scores nothing. Anna's "
                "most-bullets fails too: Chen has 5 bullets and a Toolkit, 6 against her 5. Ben and Chen share "
                "the fewest slackers (1 each): Ben's fewest-slackers mission scores 6. Chen has 32 survivors "
                "against 30 and 28: most survivors, 6. Chen's most-capsules ties at 4 with Ben: nothing.",
            ),
            EX(
                "e9",
                "Example: the tie-break",
                "Anna and Ben end on 58 VP. Anna has 41 survivors; Ben has 39 and three jacks still waiting, "
                "who join his refuge: 42. Ben wins. With only two waiting jacks it would be 41 each, a shared "
                "victory.",
            ),
            EX(
                "e10",
                "Example: a full final score",
                "Dina enters the final scoring with 44 VP (15 from events, 29 from feeding). She holds the "
                "Binoculars, owns the Monument and the Consolation Prize, and holds the Lookout mission "
                "(hold the Binoculars at the end: 4) and one for 4 brawlers (she has 3). Lookout +4, brawlers "
                "0, Monument +4, Consolation Prize +2 for one failed mission, Binoculars +2: 56 VP.",
            ),
            See("missions"),
            See("powers"),
        ),
        spec=(
            ("8", "End of the game"),
            ("8.1", "Final scoring"),
            ("8.2", "Metric and condition definitions (the JSON vocabulary)"),
        ),
        covers=("E8", "E9", "E10"),
    ),
    W.section(
        "fine",
        "Fine points",
        (
            STEPS(
                "rulings",
                "Wilds need a specialist: a wild die or a jack can only be added where you have at least one "
                "die or waiting token of the type.",
                "What you declare is spent, card or not: specialist dice and tokens of the type always, and "
                "the wilds you added.",
                "Declarations always start with the Binoculars holder, even one with nothing to declare (that "
                "declaration is made for them).",
                "Turning an event face down at the Tower is not optional, and a second Tower die gives no "
                "Heroine.",
                "Equipment taken at the City Center is yours for the rest of the game.",
                "Cans are public and the supply never runs out. There is no limit to missions held, waiting "
                "tokens or cans.",
                "A choice with only one possibility is made for you, except the mission windows, which always "
                "ask.",
                "Buildings left unclaimed are discarded face up at the end of the season.",
            ),
            See("claim"),
            See("missions"),
        ),
        spec=(("10", "Edge cases and ambiguities — resolutions"),),
    ),
    W.section(
        "table",
        "At the Salon table",
        (
            P(
                "hidden",
                "Your missions, and the missions you draw at the Bridge, are the only secrets of the game. With "
                "several people at one screen, a curtain asks the others to look away before your missions "
                "show: in the opening, at the Bridge and in each mission window. Everything else is public.",
            ),
            P(
                "play",
                "When it is your turn, the places and pieces you may use glow: click one. Choices that are not "
                "on the board appear as buttons. Undo takes back your own moves until a die is rolled or a "
                "hidden card is seen; Hint shows what a bot would do.",
            ),
            P(
                "help",
                "F1 opens this book at the part about the decision in front of you. A right-click on any card, "
                "tile or token opens its entry in the glossary.",
            ),
            SAME("rules.table_keys"),
        ),
        spec=(("11", "Hidden information"), ("15", "What the digital table must show")),
    ),
)

# F1 at the table: the section for each decision (the rules' prompt keys, by their start).
PHASES = {
    "new_eden.prompt.opening": "setup",
    "new_eden.prompt.swap": "powers",
    "new_eden.prompt.second_die": "powers",
    "new_eden.prompt.take_die": "gather",
    "new_eden.prompt.flip_event": "locations",
    "new_eden.prompt.take_item": "locations",
    "new_eden.prompt.keep_bridge": "locations",
    "new_eden.prompt.take_token": "locations",
    "new_eden.prompt.wilds": "claim",
    "new_eden.prompt.building": "claim",
    "new_eden.prompt.window": "missions",
    "new_eden.prompt.final_window": "end",
    "new_eden.prompt.pay": "feeding",
    "new_eden.prompt.over": "end",
}

BOOK: Book = W.book(SECTIONS, PHASES, start="season")
