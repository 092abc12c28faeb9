"""The rules book of Les Derniers Droïdes, in our own words (follows shared/specs/droids.md).

Each section names the spec sections it follows and the decision points (D1–D11) and worked
examples (W1–W12) it explains; the book's test checks those against the spec.

Long because it is data: the whole book, one ``W.section`` after another in the book's order, its
English words the catalogue's templates; a newcomer edits the section they need and never reads it
end to end.
"""

from __future__ import annotations

from scenes.rulebook.model import EX, PIC, SAME, STEPS, Book, P, See, Shown, Writer

W = Writer("droids")


def _droid(n: int) -> Shown:
    return Shown("card", f"droid:{n}")


def _house(n: int) -> Shown:
    return Shown("card", f"house:{n}")


def _part(kind: str, count: int = 1) -> Shown:
    return Shown("token", f"part:{kind}", count=count)


SECTIONS = (
    W.section(
        "overview",
        "The idea",
        (
            P(
                "goal",
                "You are an eco-mechanic in a world that recycles the robots of the old factories instead of "
                "digging up new metal. Each turn you receive one droid card and do one thing with it: repair it "
                "into your collection, take it apart for parts, or give it up to construct a House droid. "
                "Recycling points (RP) come from the droids you repaired, the House droids you built and two "
                "majorities at the end. The most RP wins.",
            ),
            P(
                "parts",
                "Everything runs on parts — nuts, oil drops, circuit boards and energy — kept in your shed, "
                "which holds only so many of each kind. Swaps with the general supply turn the parts you have "
                "into the parts you need.",
            ),
            P(
                "players",
                "One to four players. With four you play two against two, and a team scores the lower of its "
                "two members' totals. Alone, you face the automa.",
            ),
            See("turn"),
            See("shed"),
        ),
        spec=(("1", "Theme and goal"),),
    ),
    W.section(
        "box",
        "What is in the box",
        (
            P(
                "cards",
                "Eighty-four droid cards in six families, fourteen House droids (numbered 45 to 58) and four "
                "interseason cards. A droid card shows, top left, the parts you get for dismantling it; bottom "
                "left, what repairing it costs; top right its family and its interest (for the solo automa); "
                "bottom right its RP; in the middle its effect. Harvest droids also show leaves.",
            ),
            PIC(
                "cards_pic",
                [_droid(1), _droid(2), _droid(25), _droid(29), _droid(31), _droid(3)],
                "One droid of each family: water, harvest, collection, market, shed and communication.",
            ),
            P(
                "parts",
                "Parts: nuts, oil drops and circuit boards are the base parts; energy is the fourth kind, rarer "
                'and more flexible. "Parts" always includes energy unless "base" is said. The supply never '
                "runs out.",
            ),
            PIC(
                "parts_pic",
                [
                    _part("nut"),
                    _part("oil"),
                    _part("circuit"),
                    _part("energy"),
                    Shown("marker", "extension:oil"),
                ],
                "A nut, an oil drop, a circuit board, an energy, and a shed extension.",
            ),
            P(
                "other",
                "Each player has a shed: a board with four columns, one per part kind. Shed extensions sit above "
                "a column and make room for one more part of that kind. Three extra-cost tokens go with droid "
                "31.",
            ),
        ),
        spec=(("2", "Components"), ("3", "Card anatomy (droid cards)")),
    ),
    W.section(
        "families",
        "The droid families",
        (
            STEPS(
                "families",
                "Water (blue): no effect, the highest RP.",
                "Harvest (green): no effect; their leaves count for the interseason energy, the leaves "
                "majority and House 54.",
                "Collection (yellow): give parts — at once when repaired, stored on the card itself (65 and 71, "
                "usable like shed parts and outside its limits), or one more part whenever a dismantle yields "
                "their kind (7, 11, 12, 96).",
                "Market (pink): each adds a swap you may use in every swap window; droid 42 instead makes every "
                "repair and construction cost 1 energy less.",
                "Shed (brown): give shed extensions when repaired, some also parts. Droid 31 puts the extra-cost "
                "tokens on a house; droid 36 also counts as one more family for some houses.",
                "Communication (purple): at the end, each scores 1 RP for every communication droid lying in "
                "the discard pile(s) next to you.",
            ),
            P(
                "timing",
                'An effect works "on repair" (once, as the card joins your collection), all the time while it '
                "is there, or at the end. A dismantled card never does anything.",
            ),
            P(
                "comm",
                "Communication, for example: three repaired communication droids and four in your pile make 12 "
                "RP.",
            ),
            P("glossary", "The glossary lists every droid with its cost, yield, RP and effect."),
            See("houses"),
        ),
        spec=(
            ("4", "Droid families"),
            ("8", "Droid card effects and timing"),
            ("8.3", "Collection (yellow)"),
            ("8.4", "Market (pink)"),
            ("8.5", "Shed (brown)"),
            ("8.6", "Communication (purple)"),
        ),
    ),
    W.section(
        "setup",
        "Setting up",
        (
            P("salon", "Salon sets the table; this is what it does."),
            STEPS(
                "steps",
                "Every shed starts with 1 nut, 1 oil drop, 1 circuit board and 2 energy.",
                "The deck is built for the player count: each season's cards shuffled on their own, season I on "
                "top, then an interseason card, season II, another interseason card, season III.",
                "House droids are dealt face up into the house zones between the players; the others go back "
                "unseen.",
                "The first Priority eco-mechanic is chosen at random (or as the setup screen says; alone, it is "
                "you).",
            ),
            P(
                "counts",
                "Deck and houses by player count. Two players (and solo): one deck of two-head cards, one shared "
                "zone of 4 houses, 21 turns. Three players: one deck of both sets, a zone of 2 houses between "
                "each pair, 28 turns. Four players: two decks, one per set, and a zone of 4 houses between each "
                "pair of facing opponents, 21 turns.",
            ),
            P(
                "zones",
                "Each house zone is also a discard pile. You may only construct houses from a zone that touches "
                "you. With three players you choose which of your two piles gets a card you discard; with four "
                "you discard into your own duel zone.",
            ),
            See("teams"),
        ),
        spec=(
            ("5", "Setup"),
            ("5.1", "Common setup"),
            ("5.2", "Decks per player count"),
            ("5.3", "House droids and zones per player count"),
        ),
    ),
    W.section(
        "turn",
        "A turn",
        (
            STEPS(
                "steps",
                "Deal: the Priority draws and hands out the droid cards.",
                "Planning: each player makes swaps and chooses an action, secretly.",
                "Reveal and carry out the actions, in turn order.",
                "End check: has the deck run out, or does someone have no House droid left to reach?",
                "Swaps after the actions, openly, one player after another (unless that option is off).",
                "Interseason, when its card tops the deck.",
                "The Priority passes one seat clockwise.",
            ),
            P(
                "order",
                "Turn order starts with the Priority and goes clockwise (with four players: the Priority, the "
                "Secondary, then the other two).",
            ),
            P(
                "sealed",
                "At a real table everyone plans at the same time. In Salon the planning is taken one player at "
                "a time, and nobody sees another's swaps or action until everyone has chosen: each player sees "
                'the others\' sheds as they were, with a "ready" marker.',
            ),
            See("deal"),
            See("swaps"),
            See("actions"),
        ),
        spec=(("6", "Turn structure"), ("6.4", "Phase 3 — end of turn")),
    ),
    W.section(
        "deal",
        "Choosing droids",
        (
            P(
                "two",
                "Two players: the Priority draws 2 cards, keeps one and the other goes to the opponent. Both "
                "cards are then shown face up.",
            ),
            P(
                "three",
                "Three players: the Priority draws 3, keeps one, chooses the one for the next player clockwise, "
                "and the last goes to the third player. All three are shown afterwards.",
            ),
            P(
                "four",
                "Four players: the Priority and the Secondary (the next player clockwise) each draw 2, from "
                "their own deck, and keep one. The other goes, depending on the turn, to their own facing "
                "opponent (when the two drawers are teammates) or to their own teammate (when they are not). "
                "The Secondary chooses without seeing the Priority's cards; all four are shown together.",
            ),
            P(
                "one",
                "Everyone always ends the deal with exactly one droid card; nobody may refuse one.",
            ),
            PIC(
                "pic",
                [Shown("card", "back:season1"), Shown("marker", "marker:priority")],
                "The deck shows its season on the back; the Priority marker moves on every turn.",
            ),
            See("actions"),
            See("solo"),
        ),
        spec=(("6.1", "Phase 1 — choose droids"),),
        covers=("D1", "D2"),
    ),
    W.section(
        "swaps",
        "Swaps",
        (
            P(
                "base",
                "In a swap window you trade parts with the general supply, as many times as you like (Salon "
                "allows ten swaps a window). Everyone has three swaps from the start:",
            ),
            STEPS(
                "rates",
                "1 energy for 1 base part of your choice.",
                "2 identical base parts for 1 base part of another kind.",
                "3 identical base parts for 1 energy.",
            ),
            P(
                "market",
                "Each market droid in your collection adds its own swap. A swap that would bring a kind over "
                "your shed's room loses the excess.",
            ),
            P(
                "windows",
                "Windows: before your action, inside your secret planning; after the actions, openly, each "
                "player in turn ending with Done; and a last, secret one when the game ends. A window is skipped "
                "for a player who has no swap to make.",
            ),
            EX(
                "w7",
                "Example: swaps that make a repair possible",
                "Anna owns droids 29 (1 energy for any 2 base parts) and 34 (2 identical base parts for 1 "
                "energy); her shed holds 0 nuts, 3 oil, 1 circuit, 1 energy. Her card, droid 23, costs 2 nuts, "
                "1 oil, 1 circuit and 1 energy: not yet. She swaps her energy for 2 nuts, then 2 oil for an "
                "energy — now Repair is offered and empties her shed. With the three base swaps alone she never "
                "could.",
            ),
            See("shed"),
        ),
        spec=(("6.2", "Swap phase"),),
        covers=("D8", "W7"),
    ),
    W.section(
        "actions",
        "The action",
        (
            P("one", "With the droid card you received, do exactly one of:"),
            STEPS(
                "actions",
                "Repair: pay the parts of its repair cost to the supply. The droid goes face up into your "
                "collection and its on-repair effect happens.",
                "Dismantle: put it in a discard pile and take the parts of its yield (plus any dismantle bonus "
                "of your collection). Parts your shed has no room for are lost.",
                "Construct: put it in a discard pile, with no yield, and pay the cost of a House droid in a zone "
                "next to you; that house joins your collection.",
            ),
            P(
                "always",
                "Dismantling is always possible, even with a full shed. Salon offers Repair and Construct only "
                "when you can pay now, after the swaps you have made; payment then comes out of your shed by "
                "itself (then cards 65 and 71).",
            ),
            P(
                "extra",
                "A house carrying another player's extra-cost tokens costs 3 base parts more: you pick them one "
                "at a time. With three players, after a dismantle or a construction you choose which adjacent "
                "pile gets the card.",
            ),
            P(
                "conflict",
                "Actions are carried out in turn order. If the house you planned to build is gone when your turn "
                "to act comes — someone built it first — or tokens now make it dearer than you planned, you "
                "choose again, openly, with up to ten new swaps.",
            ),
            See("shed"),
            See("houses"),
        ),
        spec=(("6.3", "Phase 2 — action (choose exactly one)"),),
        covers=("D4", "D4a", "D4b", "D5"),
    ),
    W.section(
        "shed",
        "The shed and its room",
        (
            P(
                "holds",
                "Your shed holds parts, not droids: up to 3 of each kind — nuts, oil, circuits and energy — and "
                "one more for each extension above that column. Whenever you gain parts beyond that, the extra "
                "parts of that kind go back to the supply at once.",
            ),
            P(
                "extensions",
                "When you get an extension, you choose the column it goes on, and it stays there for the game "
                "(droid 69's always goes on energy). A card that gives extensions and parts places the "
                "extensions first, so the new room can hold the parts.",
            ),
            P(
                "cards",
                "Parts stored on droids 65 and 71 are outside the shed: they ignore its limits, are spent like "
                "shed parts (after them) and count as yours at the end.",
            ),
            EX(
                "w6",
                "Example: a full column",
                "Anna's shed holds 3 nuts, 1 oil, 0 circuits, 3 energy, with one extension on the nut column "
                "(room for 4), and she owns droid 7 (one more nut on a dismantle). She dismantles droid 16 "
                "(yield 2 nuts, 1 circuit): 3 + 2 + 1 = 6 nuts, she keeps 4 and loses 2; she gains a circuit. "
                "Next turn she repairs droid 69: its extension goes on energy first, so its energy fits: 4.",
            ),
            PIC(
                "pic",
                [_part("nut", 3), _part("energy", 2), Shown("marker", "extension:nut")],
                "Three nuts fill a column; an extension makes room for a fourth.",
            ),
            See("swaps"),
        ),
        spec=(("7", "Shed, capacity, extensions and energy"),),
        covers=("D6", "W6"),
    ),
    W.section(
        "houses",
        "House droids",
        (
            P(
                "build",
                "House droids are constructed, never repaired, and only from a zone next to you. Each is worth "
                "4 RP plus its effect (House 58 is a flat 12):",
            ),
            STEPS(
                "list",
                "45: +1 RP for every part you hold. 46: when built, take a nut, an oil, a circuit and an "
                "energy.",
                "47: 6, 10 or 15 RP for 3, 4 or 5+ collection droids. 48: +4 RP per market droid.",
                "49: +1 RP per part shown in the repair costs of your water droids.",
                "50: by how many families you repaired: 5 → 6, 4 → 12, 3 → 18, 1 or 2 → 24 RP (none or all six: nothing).",
                "51: +4 RP per energy. 52: +12 RP with every family repaired. 53: +2 RP per extension.",
                "54: +12 RP with more leaves than your direct opponent(s). 55: +3 RP per communication droid.",
                "56: +15 RP if you built at least 3 houses, this one included. 57: +7 RP per full set of nut, "
                "oil, circuit and energy.",
            ),
            P(
                "tokens",
                "Droid 31, when repaired, lets you put the three extra-cost tokens on a house next to you: an "
                "opponent who builds it pays 3 base parts more (you do not).",
            ),
            P(
                "declare",
                "Droid 36 counts as one more family of your choice for Houses 49, 50, 52 and 55. You declare it "
                "in the final window, and only if you built one of those.",
            ),
            EX(
                "w1",
                "Example: houses that count parts",
                "Anna holds 3 nuts, 1 oil, 2 circuits, 2 energy and a nut on droid 65: 9 parts. House 45 = 4 + 9 "
                "= 13; House 51 = 4 + 4 × 2 = 12; House 57 = 4 + 7 × 1 (she has only one full set) = 11.",
            ),
            EX(
                "w2",
                "Example: declaring droid 36",
                "Anna repaired two water droids (3 and 5 cost icons), a harvest, a communication droid and "
                "droid 36 (3 icons), and built Houses 49 and 50. Declaring water: 49 = 4 + 3 + 5 + 3 = 15 and 50 "
                "still sees four families, 16: 31 in all. Declaring harvest: 28; collection: 22.",
            ),
            EX(
                "w3",
                "Example: a collector's houses",
                "Ben repaired four collection droids among eleven and built Houses 47, 56 and 58: 47 = 4 + 10 = "
                "14, 56 = 4 + 15 = 19 (three houses), 58 = 12 — 45 RP of houses.",
            ),
            PIC(
                "pic",
                [_house(45), _house(50), _house(58), Shown("token", "token:extra_cost")],
                "Three House droids and the extra-cost tokens.",
            ),
            See("end"),
        ),
        spec=(("9", "House droids (45–58)"),),
        covers=("D7", "D11", "W1", "W2", "W3"),
    ),
    W.section(
        "interseason",
        "Interseason",
        (
            P("when", "When an interseason card tops the deck at the end of a turn (twice a game):"),
            STEPS(
                "steps",
                "Every player takes a shed extension and chooses its column.",
                "Every player with more leaves than their direct opponent(s) gains 1 energy, if there is room.",
                "The card is discarded; the next season begins.",
            ),
            EX(
                "w8",
                "Example: an interseason",
                "Anna has 2 leaves and 3 energy in a full column; Ben has 1 leaf. Anna puts her extension on "
                "energy, so the energy she gains for her leaves fits: 4. Had she put it on nuts, the energy "
                "would be lost. With 2 leaves each, nobody gains.",
            ),
            See("opponents"),
        ),
        spec=(("10", "Interseason"),),
        covers=("D9", "W8"),
    ),
    W.section(
        "opponents",
        "Direct opponents",
        (
            P(
                "who",
                "Several rules compare you with your direct opponent(s). With two players it is the other "
                "player; with three, both others — you must be strictly ahead of each; with four, the player of "
                "the other team facing you; alone, the automa. A tie gives nothing.",
            ),
        ),
        spec=(("11", "Direct opponent"),),
    ),
    W.section(
        "end",
        "The end",
        (
            P(
                "when",
                "At the end of a turn the game ends if the deck (or, with four, the decks) is empty, or if any "
                "player has no House droid left that they can reach. Then there is no swap window after the "
                "actions and no interseason: instead every player makes one last, secret swap window (and "
                "declares droid 36 if it matters), and the game is scored.",
            ),
            EX(
                "w9",
                "Example: end triggers",
                "Two players: Ben builds the last of the four houses on turn 15 — the game ends that turn. Three "
                "players: with one zone empty every player may still reach a house; when the last house of the "
                "zone between Anna and Chen goes, Anna reaches none and the game ends. Otherwise the deck runs "
                "out after turn 21.",
            ),
            See("scoring"),
        ),
        spec=(("12", "End of the game"),),
        covers=("D10", "W9"),
    ),
    W.section(
        "scoring",
        "Scoring",
        (
            STEPS(
                "lines",
                "The RP printed on every droid you repaired.",
                "Communication: each of your communication droids scores 1 for every communication droid in "
                "the pile(s) that count for you.",
                "Each House droid: 4 plus its effect.",
                "+2 RP with more parts than your direct opponent(s) (shed and cards 65 and 71; not in solo).",
                "+3 RP with more leaves than your direct opponent(s).",
            ),
            P(
                "winner",
                "The most RP wins. A tie goes to the tied player with more parts; still tied, the victory is "
                "shared.",
            ),
            EX(
                "w4",
                "Example: communication with three players",
                "Anna's two piles hold five communication droids: her one communication droid scores 5. Ben's "
                "two piles hold three: his two score 6. With two players and all six in the one pile, Ben's two "
                "would score 12.",
            ),
            EX(
                "w5",
                "Example: majorities",
                "Three players hold 7, 7 and 5 parts: nobody is ahead of both others, so no parts bonus. Anna's "
                "4 leaves beat 2 and 3: +3, and her House 54 scores 16.",
            ),
        ),
        spec=(("13", "Scoring, winner and ties"),),
        covers=("W4", "W5"),
    ),
    W.section(
        "teams",
        "Four players: two teams",
        (
            P(
                "seats",
                "With four, teammates sit side by side and each faces a player of the other team, their direct "
                "opponent. Each duel has its own zone of four houses and its own discard pile.",
            ),
            P(
                "score",
                "Everyone scores as usual, but a team's score is the lower of its two members'. The higher team "
                "score wins; a tie is broken by the team totals, then shared by all four.",
            ),
            EX(
                "w10",
                "Example: team scores",
                "Anna and Ben score 48 and 41, Chen and Dina 52 and 37: 41 against 37, Anna and Ben win, although "
                "Chen has the best score. With 40 and 45 against 44 and 40, both teams have 40; totals 85 against "
                "84.",
            ),
            See("deal"),
        ),
        spec=(("5.4", "Four-player seating"),),
        covers=("W10",),
    ),
    W.section(
        "solo",
        "Playing alone: the automa",
        (
            P(
                "setup",
                "Alone, you play a two-player game against an automatic eco-mechanic. You are the first "
                "Priority; then the Priority alternates. The automa has no shed and no parts.",
            ),
            P(
                "deal",
                "When you are the Priority you keep one card and the automa gets the other. When the automa is, "
                "it takes the card with the higher interest — the number under the family, plus bonuses from "
                "the unbuilt houses on the table — and you get the other. On a tie you choose for it.",
            ),
            P(
                "action",
                "The automa repairs every card it receives, free, except a communication droid, which it repairs "
                "only if it has fewer communication droids than you, or fewer than there are in the pile; "
                "otherwise it discards it. It never swaps, builds houses or takes extensions, and its cards' "
                "effects do nothing — but its leaves count against yours.",
            ),
            P(
                "score",
                "The automa scores as usual, except that its water droids count only half their RP, rounded "
                "down (easy: its harvest too; hard: no halving). There is no parts bonus alone. You win with "
                "more RP; a tie is a draw.",
            ),
            EX(
                "w11",
                "Example: the automa's score",
                "The automa repaired water droids worth 4, 6 and 9, a harvest worth 2 and a communication droid "
                "worth 1; two communication droids lie in the pile. Water 19 halves to 9; droids 12, "
                "communication 2: 14.",
            ),
            EX(
                "w12",
                "Example: the automa's choice",
                "The automa draws droid 13 (water, interest 4) and 14 (harvest, interest 4); Houses 49 and 54 "
                "add 2 each, so both reach 6 and you choose which it takes. Later it receives a communication "
                "droid while you and it have one each and the pile holds two: fewer than the pile, so it repairs "
                "it.",
            ),
        ),
        spec=(("14", "Solo mode (automa)"),),
        covers=("D3", "W11", "W12"),
    ),
    W.section(
        "fine",
        "Fine points",
        (
            STEPS(
                "rulings",
                "If you can pay for nothing, you dismantle.",
                "A dismantle bonus adds exactly one part, however many of that kind the yield shows.",
                "Droid 42 lowers only energy costs, never the 3 extra parts of the tokens, and not its own repair.",
                "A swap that gives back what it takes is never offered.",
                "The game's end comes before the interseason on the same turn.",
                "Parts on droids 65 and 71 count for Houses 45 and 57, the majority and the tie-break.",
            ),
        ),
        spec=(("15", "Edge cases and ambiguity resolutions"),),
    ),
    W.section(
        "table",
        "At the Salon table",
        (
            P(
                "hidden",
                "The deck's order is secret. The cards you draw are yours to see until they are dealt, and your "
                "planning swaps and action stay secret until everyone has chosen. With several people at one "
                "screen a curtain comes before each of those private steps; the open steps need none.",
            ),
            P(
                "options",
                "The setup screen offers the rule choices the spec leaves open, each with its explanation, and "
                '"sequential actions", which plays each action at once in turn order with no secrets.',
            ),
            P(
                "help",
                "F1 opens this book at the part about the decision in front of you; a right-click on any card "
                "or part opens its entry in the glossary.",
            ),
            SAME("rules.table_keys"),
        ),
        spec=(
            ("16", "Hidden information, hot-seat play and bots"),
            ("17", "Configuration flags (defaults in bold)"),
            ("21", "What the digital table must show"),
        ),
    ),
)

# F1 at the table: the section for each decision (the rules' prompt keys, by their start).
PHASES = {
    "droids.prompt.keep": "deal",
    "droids.prompt.keep3": "deal",
    "droids.prompt.give": "deal",
    "droids.prompt.automa_tie": "solo",
    "droids.prompt.plan": "actions",
    "droids.prompt.rechoose": "actions",
    "droids.prompt.pay_extra": "houses",
    "droids.prompt.pile": "actions",
    "droids.prompt.extension": "shed",
    "droids.prompt.tokens": "houses",
    "droids.prompt.post": "swaps",
    "droids.prompt.interseason": "interseason",
    "droids.prompt.final": "end",
    "droids.prompt.declare": "houses",
    "droids.prompt.wait": "turn",
    "droids.prompt.over": "scoring",
}

BOOK: Book = W.book(SECTIONS, PHASES, start="turn")
