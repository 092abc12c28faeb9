"""The rules book of Paris (with the l'Étoile expansion), in our own words (follows
shared/specs/paris.md).

Each section names the spec sections it follows and the decision points (D1–D11) and worked
examples (W1–W12) it explains; the book's test checks those against the spec.

Long because it is data: the whole book, one ``W.section`` after another in the book's order, its
English words the catalogue's templates; a newcomer edits the section they need and never reads it
end to end.
"""

from __future__ import annotations

from scenes.rulebook.model import EX, PIC, SAME, STEPS, Book, P, See, Shown, Writer

W = Writer("paris")


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
                "Belle Époque Paris is being rebuilt and you are an investor. Your keys buy the addresses: put "
                "a key on a district's bank to take its money, then move it onto a building or a landmark and "
                "pay for the difference. Buildings bring tokens, bonus tiles or points; landmarks turn your "
                "prestige tokens into points; the districts with a VP tile pay their biggest owners at the end. "
                "The most victory points (VP) wins.",
            ),
            P(
                "shape",
                "Each turn you first reveal a building tile and lay it on its spot in one of the six "
                "districts, then do one action: place a key, move a key, or — once the buildings are gone — "
                "take an end-game tile. Taking the last end-game tile starts the last round.",
            ),
            P("players", "Two to four players, each for themselves; bots take any seat you do not fill."),
            See("turn"),
            See("box"),
        ),
        spec=(("1", "The game in short"),),
    ),
    W.section(
        "box",
        "What is in the box",
        (
            P(
                "buildings",
                "Thirty-six building tiles: one for each district and each value 1, 2, 3, 4, 5 and 8. The back "
                "shows the district; the front its value, its type (café, hôtel, kiosque, théâtre, librairie, "
                "grand magasin) and any extra cost in resources.",
            ),
            PIC(
                "buildings_pic",
                [_tile("B01"), _tile("B15"), _tile("B36")],
                "Montmartre's café (value 1), Belleville's librairie (value 3), and Batignolles' librairie "
                "(value 8), which also costs a wood and a marble.",
            ),
            P(
                "landmarks",
                "Eight landmarks, face up beside the board, worth 5 to 16. Each has an extra cost and takes up "
                "to three prestige tokens of one kind for VP.",
            ),
            P(
                "tiles",
                "Forty-two bonus tiles numbered 1 to 30 (a few numbers have a second copy for three or four "
                "players), twelve end-game tiles, and six VP tiles that pay a district's first, second and "
                "third owners.",
            ),
            PIC(
                "tiles_pic",
                [_tile("L1"), _tile("L8"), _tile("BT06"), _tile("VP20")],
                "The Moulin Rouge and the Tour Eiffel, bonus tile 6, and the biggest VP tile (20, 10 and 5).",
            ),
            P(
                "tokens",
                "Eighteen resource tokens (six each of wood, marble and gold) and eighteen prestige tokens "
                "(six each of bronze, silver and gold prestige), and coins — in Salon, francs are a number and "
                "the bank never runs dry.",
            ),
            PIC(
                "tokens_pic",
                [
                    _tok("wood"),
                    _tok("marble"),
                    _tok("gold"),
                    _tok("bronze"),
                    _tok("silver"),
                    _tok("gold_prestige"),
                ],
                "Wood, marble and gold pay extra costs; bronze, silver and gold prestige are handed in at "
                "landmarks.",
            ),
            P(
                "player",
                "Each player has a screen that hides their francs, keys, tokens and unused tiles, twelve keys "
                "in their colour, a bonus meeple and a score disc.",
            ),
            PIC(
                "keys_pic",
                [Shown("key", "key:0", owner=0), Shown("meeple", "meeple:0", owner=0)],
                "A key and a bonus meeple.",
            ),
        ),
        spec=(("2", "Components"), ("2.1", "Component data at a glance")),
    ),
    W.section(
        "board",
        "The city",
        (
            P(
                "districts",
                "Six districts surround the Arc de Triomphe. Each has a bank with a spot for each colour, six "
                "building slots valued 1, 2, 3, 4, 5 and 8 with a token beside each, room for landmarks, and a "
                "slot for a VP tile.",
            ),
            P(
                "banks",
                "What each bank pays: Montmartre 5, La Villette 3, Belleville 2, Saint-Germain 7, Chaillot 6, "
                "Batignolles 4 francs.",
            ),
            P(
                "tokens",
                "The tokens beside the slots: prestige beside the 1, 2 and 3, resources beside the 4, 5 and 8 "
                "(gold beside every 8). The first key to arrive on a building takes its token; later owners "
                "find the slot empty.",
            ),
            P(
                "arc",
                "The Arc de Triomphe has one spot per colour and pays nothing, but a key there may later move "
                "into any district.",
            ),
            P(
                "track",
                "Around the board runs the bonus track: thirty spaces, each holding the bonus tile of its "
                "number (zone A is spaces 1–10, B 11–20, C 21–30), and the score track.",
            ),
            See("bonus"),
            See("place"),
        ),
        spec=(
            ("3", "Board model"),
            ("3.1", "Districts"),
            ("3.2", "Arc de Triomphe"),
            ("3.3", "Bonus-tile track"),
            ("3.4", "Supplies beside the board"),
        ),
    ),
    W.section(
        "setup",
        "Setting up",
        (
            P("salon", "Salon sets the table; this is what it does."),
            STEPS(
                "steps",
                "The tokens go on their slots beside the building spots. Landmarks and VP tiles lie face up, "
                "the end-game tiles face down.",
                "Each player takes 3 francs and, behind the screen, 10 keys with two players, 9 with three, "
                "7 with four. Two more keys of each colour wait in the reserve: only bonus tiles 13 and 14 "
                "can bring them into play.",
                "The bonus tiles go on the spaces of their numbers; copies marked for more players are used "
                "only at those counts and lie under the plain tile.",
                "The 36 building tiles are shuffled, 3 are removed unseen for the whole game, and the other 33 "
                "form three face-down stacks.",
                "A start player is chosen at random (or in the setup screen); turns go clockwise and the start "
                "player never changes.",
            ),
            P(
                "options",
                "Options on the setup screen change the number of stacks and keys, the market, the end-game "
                "tile pick and district ties, and turn on the variants and l'Étoile.",
            ),
            See("variants"),
            See("etoile"),
        ),
        spec=(("4", "Setup"),),
    ),
    W.section(
        "turn",
        "A turn",
        (
            STEPS(
                "steps",
                "Building step: reveal a building tile and lay it on its slot (skipped once the stacks are "
                "empty).",
                "Action step: place a key, move a key, or — when the stacks are empty — take an end-game tile. "
                "Exactly one.",
            ),
            P(
                "free",
                "Free actions: buying and selling at the market and using bonus or end-game tiles. Salon offers "
                "them on your own turn in two windows: after the building step, beside your action choices, and "
                "again after your action, until you end the turn (this second window opens only if something "
                "can be done in it).",
            ),
            P(
                "pass",
                "If you can neither place nor move a key nor take an end-game tile, you pass the action step; "
                "Salon offers Pass only then. Nobody has to sell to avoid passing.",
            ),
            P(
                "ends",
                "The game always moves on: keys never go back behind a screen, a moving key always goes up in "
                "value, and once the stacks are empty an end-game tile can always be taken.",
            ),
            See("building"),
            See("place"),
            See("move"),
            See("market"),
        ),
        spec=(("5", "Turn structure"), ("7", "Action step"), ("7.4", "No legal action")),
        covers=("D3", "D11"),
    ),
    W.section(
        "building",
        "The building step",
        (
            P(
                "take",
                "Choose a stack — its top tile shows only its district on the back — and reveal the tile. It "
                "goes on the slot of its district with its value; everyone sees it. That slot is always free in "
                "the base game.",
            ),
            P(
                "empty",
                "A slot without a tile is not a property: no key can go there, and its token waits until a "
                "building is laid and bought. The three removed tiles leave three slots empty all game.",
            ),
            P("stacks", "The stacks are never refilled. When all are empty the building step is skipped."),
            PIC(
                "pic",
                [Shown("tile", "back:building:montmartre"), _tile("B04")],
                "A stack's top shows its district; revealed, it is Montmartre's 4.",
            ),
            P(
                "free",
                "With free building placement (a variant) you then choose the district; with Le Spéculateur "
                "(l'Étoile) you may look at two stack tops first.",
            ),
            See("variants"),
            See("etoile"),
        ),
        spec=(("6", "Building step"),),
        covers=("D1",),
    ),
    W.section(
        "place",
        "Placing a key",
        (
            P(
                "bank",
                "Put a key from behind your screen on a district's bank where you have none: take that bank's "
                "francs at once. That key belongs to the district for good — it can only move within it.",
            ),
            P(
                "arc",
                "Or put it on the Arc de Triomphe, if you have no key there: no money, but it can later move "
                "into any district.",
            ),
            P(
                "never",
                "A key never goes straight onto a building or landmark: it gets there by moving. When a bank "
                "key moves on, its spot is free again and a new key of yours can collect there again.",
            ),
            EX(
                "w1",
                "Example: a bank, then a building",
                "Anna has 3 francs and 9 keys. She puts a key on the Montmartre bank: 5 francs, so 8 in all. "
                "Next turn she moves that key onto Montmartre's 4 (no extra cost): she pays 4 and takes the "
                "wood token beside it. Her bank spot is free again, so she may collect there once more.",
            ),
            See("move"),
        ),
        spec=(("7.1", "Place a key"),),
        covers=("W1",),
    ),
    W.section(
        "move",
        "Moving a key",
        (
            P(
                "which",
                "Move one of your keys on the board to an empty property (a building or landmark with no key):",
            ),
            STEPS(
                "targets",
                "From a bank: any empty property in that district, of any value.",
                "From the Arc: any empty property in any district.",
                "From a property: an empty property in the same district with a strictly higher value.",
            ),
            P(
                "cost",
                "The cost: the target's value minus the value of the spot you leave (a bank or the Arc counts "
                "0), in francs, plus all the target's extra-cost resources — never reduced by the difference.",
            ),
            P(
                "afford",
                "Salon offers a move only when you can pay it now, with your francs, your tokens and token "
                "tiles, and resources bought from the supply during the payment. Sell first, in the window "
                "before your action, if you need money.",
            ),
            P(
                "paying",
                "Paying the resources: each unit is settled one at a time, wood first, then marble, then gold. "
                "For each you choose a real token, a bonus or end-game tile that stands for it, or buying one "
                "from the supply. Only choices that still let you finish the payment are offered.",
            ),
            P(
                "left",
                "The spot you left is free again: anyone may buy the building you left, but its token is not "
                "replaced. Keys never move down and never leave their district, except from the Arc.",
            ),
            EX(
                "w2",
                "Example: moving up",
                "Anna's key is on Montmartre's 4; she has 4 francs and a wood. Montmartre's 5 costs 1 marble "
                "extra. If the supply holds a marble she may move: 5 − 4 = 1 franc, and 3 to buy the marble — 4 "
                "francs, none left — and she takes the marble beside the 5. If instead she holds bonus tile 10 "
                "(any resource), she pays 1 franc and the tile. With no marble anywhere, the move is not "
                "offered, although she has 4 francs.",
            ),
            See("arrival"),
            See("landmarks"),
            See("market"),
        ),
        spec=(("7.2", "Move a key"), ("11.1", "Paying a resource cost")),
        covers=("D4b", "W2"),
    ),
    W.section(
        "landmarks",
        "Landmarks",
        (
            P(
                "two_ways",
                "A key may move onto a landmark in two ways: onto an empty landmark already lying in its "
                "district (if its value beats the key's), or by taking a landmark from the supply and laying it "
                "in the district — only if its value is higher than every landmark already there (and than the "
                "key's). A key on the Arc chooses the district.",
            ),
            P(
                "stay",
                "A laid landmark never moves; if its key moves on, it waits empty for any key that can reach "
                "it. Landmark values count as property value at the end.",
            ),
            P(
                "prestige",
                "When your key arrives on a landmark you may hand in up to three prestige tokens of its kind "
                "(or tiles that stand for them) and score its VP for each — only at that moment, never later.",
            ),
            EX(
                "w7",
                "Example: a landmark above another",
                "Chaillot holds the Pont Alexandre III (7). Anna's key is on Chaillot's 4 and she has 10 francs, "
                "2 marble, 2 silver, 1 bronze and bonus tile 8 (any prestige). The Opéra Garnier (9, 2 marble, "
                "silver) is the one landmark she can lay there: the Moulin Rouge is not above 7, the others "
                "need gold or wood. She pays 9 − 4 = 5 francs and her 2 marble, then hands in two silver and tile "
                "8: 3 × 3 = 9 VP. Her bronze cannot be handed in here.",
            ),
            EX(
                "w12",
                "Example: the Tour Eiffel from the Arc",
                "Anna's key is on the Arc. She has 18 francs, a gold token, bonus tile 4 and an end-game tile "
                "that count as gold, and 2 gold prestige. The Tour Eiffel (16, 3 gold) may be laid in any "
                "district: it beats everything. She lays it in Belleville, pays 16 francs and her three golds, "
                "and hands in both gold prestige: 10 VP. No landmark can ever be laid in Belleville again.",
            ),
            PIC(
                "pic",
                [_tile("L3"), _tile("L8"), _tok("silver", 2), _tok("gold_prestige")],
                "The Opéra Garnier takes silver, the Tour Eiffel gold prestige.",
            ),
            See("arrival"),
        ),
        spec=(("7.2", "Move a key"),),
        covers=("D6", "W7", "W12"),
    ),
    W.section(
        "arrival",
        "When a key arrives",
        (
            P("order", "In this order, with no free actions in between:"),
            STEPS(
                "steps",
                "Pay; the key stands on its new spot (a landmark from the supply is laid first).",
                "Take the token beside the building, if it is still there. Landmarks have none.",
                "The building's value effect: a 1 or a 2 lets you move your bonus meeple and take a bonus tile, "
                "free; a 3 lets you do it for 2 francs; a 4 or 5 gives nothing more; an 8 gives 2 VP at once.",
                "On a landmark, hand in prestige for VP.",
                "Check the district's fourth key.",
            ),
            P(
                "every",
                "The value effect works for every new owner, not only the first; the token goes to the first "
                "only.",
            ),
            EX(
                "w3",
                "Example: the token is gone, the effect is not",
                "Ben's key is on Belleville's 2 (he took its bronze long ago); he has 5 francs. He moves to "
                "Belleville's 3: pays 1, takes the silver beside it, and may pay 2 for a bonus tile — he does, "
                "2 francs left. Chen then moves from the Belleville bank onto the 2 Ben left: she pays 2, finds "
                "no token, but still moves her meeple for free.",
            ),
            See("bonus"),
            See("fourth"),
        ),
        spec=(("8", "What happens when a key arrives"),),
        covers=("W3",),
    ),
    W.section(
        "bonus",
        "The bonus track and bonus tiles",
        (
            P(
                "meeple",
                "Your meeple starts before space 1 and only moves forward, any distance, never round again. It "
                "may stop only on a space that still holds a tile whose number you have never taken; you take "
                "that space's top tile. If no such space lies ahead, the chance is lost.",
            ),
            P(
                "own",
                "You can never hold two tiles of the same number, used or not — a number once taken stays "
                "yours, even after its tile is spent.",
            ),
            P(
                "use",
                "An unused tile waits behind your screen. Use it in either window of any of your turns; it then "
                "lies face up beside the screen. A tile that shows a resource or prestige simply is that token: "
                "spend it, hand it in or sell it, and it is discarded. Tile 27 works by itself at the end: 1 VP "
                "per franc you hold. Any other tile not used by the end is lost.",
            ),
            P(
                "follow",
                "Some tiles ask one more thing when used: tile 17 which space to take from (behind or ahead of "
                "your meeple), tile 24 which resources to exchange, tile 25 which bank to collect from, and the "
                "l'Étoile tiles their own choices.",
            ),
            EX(
                "w4",
                "Example: where a meeple may stop",
                "Anna's meeple is on space 17, and she used tile 17 to take the tile of space 22. She now buys a "
                "value-1 building: she may stop on 18, 19, 20, 21, 23 … 30 — not 22, since she owns that "
                "number, and nothing behind her. She stops on 19 and takes its top tile; the copy for more "
                "players stays there. Ben, whose meeple has not moved, may still stop on 22 and take that copy.",
            ),
            PIC(
                "pic",
                [Shown("meeple", "meeple:1", owner=1), _tile("BT01"), _tile("BT09"), _tile("BT27")],
                "A meeple; tile 1 (francs), tile 9 (a second key on your own property) and tile 27 (VP per "
                "franc at the end).",
            ),
            P("list", "The glossary lists every bonus tile with what it does."),
            See("arrival"),
        ),
        spec=(
            ("9", "Bonus meeple and bonus tiles"),
            ("9.1", "Meeple movement"),
            ("9.2", "Owning bonus tiles"),
            ("9.3", "Effect kinds used in the data file"),
            ("9.4", "The 30 base numbers"),
        ),
        covers=("D5", "D10", "W4"),
    ),
    W.section(
        "fourth",
        "The fourth key and VP tiles",
        (
            P(
                "count",
                "Count the keys on a district's buildings and landmarks (bank keys never count; two keys on one "
                "property count two). The moment that count reaches four, the player whose key arrived may "
                "take any VP tile left and lay it on any district that has none — not necessarily this one — "
                "or decline, and the chance is gone.",
            ),
            P(
                "once",
                "A fifth key never gives the chance: it comes once per district at most. A key moving within "
                "its district does not change the count; only a key entering from the bank or the Arc does.",
            ),
            P("scored", "Only districts with a VP tile are scored at the end."),
            EX(
                "w5",
                "Example: a VP tile for another district",
                "Three keys stand on Saint-Germain's properties. Chen's key on the Arc moves onto its 5: the "
                "count reaches four. She takes the 20/10/5 tile and lays it on Chaillot, where she is strong. A "
                "later key entering Saint-Germain makes five: nothing happens.",
            ),
            PIC("pic", [_tile("VP20"), _tile("VP10")], "The largest and the smallest VP tiles."),
            See("scoring"),
        ),
        spec=(("10", "The 4th key and VP tiles"),),
        covers=("D7a", "D7b", "W5"),
    ),
    W.section(
        "market",
        "The market",
        (
            P(
                "what",
                "Resources can be bought and sold; prestige can only be sold. Buying: wood 2, marble 3, gold 4 "
                "francs. Selling: wood 1, marble 2, gold 3; bronze 1, silver 2, gold prestige 3.",
            ),
            P(
                "supply",
                "You can only buy what lies in the general supply, and it starts empty: every token on the "
                "board starts on its slot, and the supply fills as tokens are spent and sold. (The unlimited "
                "market is an option.)",
            ),
            P(
                "limit",
                "During one turn you may not buy a kind you sold, nor sell a kind you bought (a resource bought "
                "during a payment counts as bought). A tile that may stand for several kinds sells as the "
                "dearest.",
            ),
            EX(
                "w11",
                "Example: the market limit",
                "Anna has 1 franc, a marble and bonus tile 10 (any resource); the supply holds a wood, a marble "
                "and a gold. She sells the marble: 3 francs, and she can no longer buy marble this turn. She "
                "sells tile 10, as gold: 6 francs, and gold is blocked too. Only wood is left to buy.",
            ),
            See("move"),
        ),
        spec=(("11", "Market and tokens"), ("11.1", "Paying a resource cost")),
        covers=("W11",),
    ),
    W.section(
        "end",
        "End-game tiles and the last round",
        (
            P(
                "take",
                "Once every building stack is empty — even in the turn the last tile was laid — your action may "
                "be to take an end-game tile: look at all those left and keep one, secretly. (An option makes "
                "you draw one at random instead.) Use it on this or a later turn; those that stand for a token "
                "are spent like one.",
            ),
            P(
                "trigger",
                "Taking the last end-game tile ends the game: the round is finished, then one more full round "
                "is played, and then the scoring. In those last turns there is no building step and no "
                "end-game tile; keys are placed or moved, or players pass, and both windows still happen.",
            ),
            EX(
                "w9",
                "Example: the last round",
                "Four players; Chen, third in the turn order, takes the last end-game tile. Dina plays to finish "
                "the round, then everyone plays once more: Anna, Ben, Chen, Dina — five more turns. Had Dina "
                "taken it, four more turns would follow.",
            ),
            PIC(
                "pic",
                [_tile("EG01"), _tile("EG07"), Shown("tile", "back:endgame")],
                "Two end-game tiles and a face-down one.",
            ),
            See("scoring"),
        ),
        spec=(("7.3", "Take an end-game tile"), ("12", "End of the game")),
        covers=("D9", "W9"),
    ),
    W.section(
        "scoring",
        "Final scoring",
        (
            STEPS(
                "steps",
                "Tile 27: 1 VP per franc you hold (your francs are kept).",
                "Each district with a VP tile: add up the values of the buildings and landmarks each player "
                "holds there (a property held twice counts twice). The highest sum takes the first number, then "
                "the second and the third. A player with nothing there does not rank.",
                "A tie in a district goes to the player with the highest single property there. Still tied, "
                "each tied player takes the VP of the place they share and the next places are skipped (or, as "
                "an option, the shared places are split).",
            ),
            P(
                "winner",
                "The most VP wins. Ties: the most francs, then the highest single property anywhere; then the "
                "victory is shared.",
            ),
            EX(
                "w6",
                "Example: district ties",
                "A district with the 16/8/4 tile: Anna holds 5, 2 and 1 (8, best 5), Ben the Moulin Rouge and a "
                "3 (8, best 5), Chen a 4. Anna and Ben tie completely: both take 16, second place is skipped and "
                "Chen takes 4. (Split instead, they would take 12 each.) In a district with 18/9/4 where Anna "
                "has 8 + 3 and Ben 5 + 4 + 2, both sum 11, but Anna's 8 beats Ben's 5: 18 for Anna, 9 for Ben.",
            ),
            EX(
                "w8",
                "Example: the winner's tie-break",
                "Anna has 50 VP, tile 27 and 6 francs, and scores 4 in the districts: 60. Ben has 52 and scores "
                "8: 60. Both hold 6 francs — tile 27 spends none — so the best single property decides: Ben's "
                "Opéra Garnier (9) beats Anna's 8. Ben wins.",
            ),
            See("fourth"),
        ),
        spec=(("12.1", "Final scoring"),),
        covers=("W6", "W8"),
    ),
    W.section(
        "variants",
        "Variants",
        (
            P(
                "tokens",
                "Random tokens: the six gold tokens go beside the six 8s and the other thirty are shuffled onto "
                "the other slots.",
            ),
            P(
                "track",
                "Random bonus track: one tile of each number is shuffled within its zone onto that zone's "
                "spaces; the copies for more players go under the tile of the same number.",
            ),
            P(
                "placement",
                "Free building placement: a revealed tile may go to any district whose slot of that value is "
                "empty and which has no building of that type yet; you choose. If no district fits, the tile "
                "leaves the game.",
            ),
            P(
                "options",
                "Other options: two or four stacks instead of three, other key counts, an unlimited market, "
                "drawing end-game tiles at random, splitting district ties, and open screens.",
            ),
        ),
        spec=(("13", "Variants"),),
        covers=("D2",),
    ),
    W.section(
        "etoile",
        "l'Étoile",
        (
            P(
                "setup",
                "With the expansion, the bonus track is dealt at random from the base and the new tiles (31–39); "
                "each player gets a starting strategy tile and the others lie face up in a display; the special "
                "VP tile waits beside the board.",
            ),
            P(
                "strategy",
                "Your strategy tile works all the time, for everyone to see. Each time you put a key on the Arc "
                "(by your action, or with tile 31) you may swap it for any tile of the display.",
            ),
            P(
                "tiles",
                "The strategy tiles: Le Banquier (+1 franc from every bank you place a key on), L'Architecte "
                "(each move 1 franc cheaper), Le Mécène (+1 VP per prestige handed in), Le Négociant (resources "
                "1 franc cheaper to buy, prestige 1 franc dearer to sell), Le Collectionneur (the value-3 bonus "
                "is free), Le Promoteur (+2 VP more on an 8), Le Voyageur (a bank key may also enter a "
                "neighbouring district), Le Spéculateur (look at two stack tops, lay one, put the other back), "
                "L'Ingénieur (once a turn, 3 francs instead of a resource), Le Rentier (+1 franc per bonus tile) "
                "and Le Diplomate (+3 VP per VP tile you lay).",
            ),
            P(
                "special",
                "The special VP tile (10/5/2) comes into play only through tile 34: it lies beside any district, "
                "even one with a VP tile, and scores there as an extra VP tile.",
            ),
            P(
                "tile32",
                "Tile 32 takes 2 francs off a move; Salon asks in the payment whether you use it.",
            ),
            EX(
                "w10",
                "Example: L'Architecte and tile 32",
                "Anna holds L'Architecte, tile 32, tile 3 (a marble), a wood and 5 francs. Her key on "
                "Batignolles' 2 may move to its 8 (extra 1 wood and 1 marble): 8 − 2 = 6, L'Architecte makes it "
                "5, and she uses tile 32: 3 francs. The wood and tile 3 pay the resources. She takes the gold "
                "beside the 8 and 2 VP.",
            ),
            PIC(
                "pic",
                [_tile("ST01"), _tile("ST08"), _tile("BT34"), _tile("VPX")],
                "Le Banquier, Le Spéculateur, tile 34 and the special VP tile.",
            ),
        ),
        spec=(("14", "Module: Paris: l'Étoile (selectable separately)"),),
        covers=("D1b", "D4a", "D8", "W10"),
    ),
    W.section(
        "fine",
        "Fine points",
        (
            STEPS(
                "rulings",
                "At most two keys on one property, and only through tile 9 (onto your own) or tile 16 (onto an "
                "opponent's).",
                "A property held twice counts twice in majorities and for tiles that count buildings, but its "
                "single value for tie-breaks stays its printed value.",
                "A key on a landmark of 5 may move to the building 8; a key on an 8 only to landmarks above 8.",
                "Francs never go below zero.",
                "With two players, a district's third place is never paid.",
                "A choice with one possibility is made for you and written in the log.",
            ),
        ),
        spec=(("16", "Edge cases and ambiguities (with our rulings)"),),
    ),
    W.section(
        "table",
        "At the Salon table",
        (
            P(
                "screens",
                "Behind your screen are your francs, keys, tokens and unused tiles. With several people at one "
                "screen, a curtain comes before each human turn so that only you see yours. Others see the "
                "board, the track, used tiles, strategy tiles and scores; the log tells what was paid and "
                "gained, as at a real table. The end-game tiles you saw are yours alone to know.",
            ),
            P(
                "help",
                "F1 opens this book at the part about the decision in front of you; a right-click on any tile or "
                "token opens its entry in the glossary.",
            ),
            SAME("rules.table_keys"),
        ),
        spec=(("15", "Hidden information, hot-seat and bots"), ("19", "What the digital table must show")),
    ),
)

# F1 at the table: the section for each decision (the rules' prompt keys, by their start; a prompt
# about another player's decision carries that decision as a key).
PHASES = {
    "paris.prompt.stack": "building",
    "paris.prompt.keep_peeked": "etoile",
    "paris.prompt.district": "variants",
    "paris.prompt.main": "turn",
    "paris.prompt.closing": "turn",
    "paris.prompt.tile32": "etoile",
    "paris.prompt.pay": "move",
    "paris.prompt.bonus": "bonus",
    "paris.prompt.hand_in": "landmarks",
    "paris.prompt.vp_tile": "fourth",
    "paris.prompt.vp_district": "fourth",
    "paris.prompt.swap": "etoile",
    "paris.prompt.endgame": "end",
    "paris.prompt.take_from": "bonus",
    "paris.prompt.exchange": "bonus",
    "paris.prompt.payout": "bonus",
    "paris.prompt.special": "etoile",
    "paris.prompt.relocate": "etoile",
    "paris.prompt.advance36": "etoile",
    "paris.prompt.buy_vp": "etoile",
    "paris.prompt.over": "scoring",
    "paris.prompt.other": "turn",
    "paris.decision.stack": "building",
    "paris.decision.keep_peeked": "etoile",
    "paris.decision.district": "variants",
    "paris.decision.main": "turn",
    "paris.decision.closing": "turn",
    "paris.decision.tile32": "etoile",
    "paris.decision.pay_unit": "move",
    "paris.decision.bonus": "bonus",
    "paris.decision.advance36": "etoile",
    "paris.decision.hand_in": "landmarks",
    "paris.decision.vp_tile": "fourth",
    "paris.decision.vp_district": "fourth",
    "paris.decision.swap": "etoile",
    "paris.decision.endgame": "end",
    "paris.decision.take_from": "bonus",
    "paris.decision.exchange": "bonus",
    "paris.decision.payout": "bonus",
    "paris.decision.special": "etoile",
    "paris.decision.relocate": "etoile",
    "paris.decision.buy_vp": "etoile",
}

BOOK: Book = W.book(SECTIONS, PHASES, start="turn")
