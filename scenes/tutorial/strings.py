"""The guided first games' English words (``tutorial.*``), registered at import."""

from __future__ import annotations

from game.core.i18n import add_strings

TUTORIAL_STRINGS = {
    # ---------------------------------------------------------------- the frame
    "tutorial.learn": "Learn to play",
    "tutorial.learn_title": "Learn to play",
    "tutorial.learn_sub": "A guided first game against one bot: each step says what is being decided, "
    "shows where to click and lets you try. Leave whenever you like.",
    "tutorial.start": "Start the guide",
    "tutorial.back": "Back",
    "tutorial.title": "Guided game · {game}",
    "tutorial.step": "Step {n} of {total}",
    "tutorial.deciding": "The decision",
    "tutorial.why": "What to know",
    "tutorial.try": "Your move: {label}",
    "tutorial.try_controls": "Use the controls in the action bar, then confirm.",
    "tutorial.here": "Here",
    "tutorial.wrong": "Not this one in the guided game: try {label}. The brass frame shows where.",
    "tutorial.no_undo": "The guided game has no undo: follow the frames, or leave the guide.",
    "tutorial.watch": "{seat} is playing. Watch the board and the game log: the guide carries on at "
    "your next decision.",
    "tutorial.watch_end": "{seat} finishes the season. The guide ends at your next decision.",
    "tutorial.play_on": "The guide is over. You may play this game on as you like (it is not saved), "
    "or leave it.",
    "tutorial.leave": "Leave the guide",
    "tutorial.lost": "This guide no longer matches the game (its rules have changed since it was "
    "written). Play on freely, or leave the guide.",
    "tutorial.done_title": "First season done",
    "tutorial.done_title_paris": "First rounds done",
    "tutorial.menu": "Back to the menu",
    "tutorial.real_game": "Set up a game",
    "tutorial.play_on_button": "Play on",
    "tutorial.you": "You",
    "tutorial.bot": "Tutor",
    "tutorial.left": "You left the guided game. It was not saved: start the guide again from "
    "Learn to play whenever you like.",
    # ---------------------------------------------------------------- Paris: New Eden
    "tutorial.new_eden.about": "Play the first season (Spring): dice, locations, claiming buildings, "
    "the event and feeding.",
    "tutorial.new_eden.intro": "A season has four phases: gather survivors (draft dice), claim "
    "buildings, score the event and feed your people, then prepare the next. Four seasons make a "
    "game. You play Spring here, step by step.",
    "tutorial.new_eden.opening_token": "Before Spring each player takes one starting survivor token "
    "for their board. A token waits on your board and counts like a die of its type when you claim "
    "buildings. Tinkerer buildings come first in every claim, so a tinkerer gives you an early say.",
    "tutorial.new_eden.opening_mission": "Keep one of three missions; only you see it. A secret "
    "mission scores at the end of the game if you meet its condition; a new-building mission becomes "
    "a building in your refuge once your survivors meet its requirement. Pick one that fits what you "
    "mean to build.",
    "tutorial.new_eden.first_die": "The gather phase: take one die from a location, keep its face, "
    "put it on a free slot of your board, and do that location's action. The face is the survivor "
    "type it adds to your strength later; the location is what you get now. The Bridge draws "
    "missions.",
    "tutorial.new_eden.bridge": "The Bridge shows you three missions: keep one, the others go under "
    "the deck. More missions are more ways to score.",
    "tutorial.new_eden.restaurant": "The Restaurant gives a can. Cans feed your people at the end of "
    "the season when you have too few farmers, and a farmer die adds to your farmer strength.",
    "tutorial.new_eden.tower": "The Tower lets you turn one of the face-up events face down, so it will "
    "not be scored this season. The first player to use it this season also takes the Heroine, who "
    "counts as one equipped survivor for the event.",
    "tutorial.new_eden.flip_event": "Only one event stays face up and is scored this season. Turn down "
    "one you cannot meet, to leave one that suits your refuge.",
    "tutorial.new_eden.city_center": "The City Center gives one item: equipment for your refuge for "
    "the rest of the game, or the Bat (wins strength ties this season), or the Binoculars (you "
    "declare first and start the next season).",
    "tutorial.new_eden.take_item": "Equipment belongs to one survivor type: bullets to brawlers, books "
    "to sages, capsules to healers. Events ask for equipped survivors, so equipment is what scores "
    "them.",
    "tutorial.new_eden.train_station": "The Train Station gives a survivor token for your board. A jack "
    "is a wild: when you claim buildings you may add it to any type's strength.",
    "tutorial.new_eden.take_token": "Take the jack: it waits on your board until you choose to spend it "
    "in a claim. Unused, it stays for a later season.",
    "tutorial.new_eden.last_die": "Your board has two free slots left and the gather phase ends when "
    "every slot is full. The Bridge again: another mission to choose from.",
    "tutorial.new_eden.bridge_again": "Keep the mission you have the best chance to complete.",
    "tutorial.new_eden.claim_first": "The claim phase goes type by type: tinkerer, brawler, healer, sage, "
    "farmer. Your base strength is your dice and waiting tokens of that type; you may add wild dice or "
    "jacks. The strongest chooses a building first. Here one tinkerer gives you 1, enough to take a "
    "building: confirm without wilds.",
    "tutorial.new_eden.claim_keep_jack": "Keep your jack for a type where it changes the order. Confirm "
    "the brawler claim with your base strength alone.",
    "tutorial.new_eden.claim_healer": "Three healer dice give you 3, the strongest healer claim at the "
    "table: you will choose first. Confirm.",
    "tutorial.new_eden.take_building": "You chose first: take one of the face-up healer buildings. A "
    "building joins your refuge: its survivors count for events, missions and feeding.",
    "tutorial.new_eden.claim_farmer": "Farmers last. Farmer buildings bring cans with them. Confirm "
    "your farmer strength.",
    "tutorial.new_eden.window": "The mission window: a new-building mission whose requirement your "
    "refuge meets can be completed now. None of yours can be yet (secret missions wait for the end), "
    "so press Done.",
    "tutorial.new_eden.feeding": "Feeding: your population needs a number of farmers. Each missing "
    "farmer costs one can; feed everyone and you score the season's feeding points. Paying part of it "
    "scores nothing. Pay the can.",
    "tutorial.new_eden.done": "That was Spring: you gathered survivors with dice, claimed buildings "
    "type by type, met (or missed) the event and fed your refuge. Summer, Autumn and Winter play the "
    "same way, with new events and bigger buildings; at the end, secret missions and END buildings "
    "score. Next: set up a real game (Easy bots are a good start), and open the rules from the menu "
    "or with F1 whenever a word is unclear.",
    # ---------------------------------------------------------------- Paris
    "tutorial.paris.about": "Play the first three rounds: buildings, keys on the banks, buying a "
    "building, the bonus track and the market.",
    "tutorial.paris.intro": "Every turn has two steps: first reveal a building from a stack, then one "
    "action: put a key on a bank (and take its money), or move a key onto a building (and pay for "
    "it). Majorities of property in the districts score at the end. You play three rounds here.",
    "tutorial.paris.stack": "The building step: the backs of the stacks show which district the next "
    "building is for. Reveal one: it goes onto its own spot in that district and can be bought from now "
    "on.",
    "tutorial.paris.bank": "Your action. You start with little money, so put a key on a bank: you take "
    "the bank's francs at once. A key on a bank stays in that district and can later move onto one "
    "of its buildings.",
    "tutorial.paris.stack_again": "Each turn starts by revealing a building. The more buildings are on "
    "the board, the more there is to buy.",
    "tutorial.paris.bank_again": "Another bank, another district: more money, and a second district "
    "where you can buy.",
    "tutorial.paris.stack_third": "Reveal the next building.",
    "tutorial.paris.move_key": "Now you have money: move a key from a bank onto an empty building of "
    "that district. From a bank the price is the building's value. You take the token lying on the "
    "spot, and the building counts for your majority in the district.",
    "tutorial.paris.bonus": "A value-3 building lets you pay 2 F to move your meeple ahead on the bonus "
    "track and take the tile where it stops. The meeple only goes forward, so a far jump gives up the "
    "tiles in between.",
    "tutorial.paris.closing": "Your action is done. Before ending the turn you may buy resources, "
    "sell tokens or use a bonus tile. Sell the gold prestige token for 3 F: money buys buildings.",
    "tutorial.paris.done": "That is how every turn goes: reveal a building, then take money or buy. "
    "Cheap buildings feed the bonus track, dear ones bring points, landmarks turn prestige tokens into "
    "points, and a district's fourth key places a VP tile there. When the buildings run out, end-game "
    "tiles close the game. Next: set up a real game, and keep the rules at hand (F1).",
    # ---------------------------------------------------------------- Everdell Farshore
    "tutorial.farshore.about": "Play Winter, your first season: workers, the Bay, cards and preparing "
    "for Spring.",
    "tutorial.farshore.intro": "Over one year of four seasons you build a city of up to 15 cards. On a "
    "turn you do one thing: place a worker, play a card, or prepare for the next season once all your "
    "workers are out. Each player moves through the seasons at their own pace. You play Winter here.",
    "tutorial.farshore.mulligan": "Your starting hand. You may redraw it once. This one is fine: keep it.",
    "tutorial.farshore.island": "Place a worker. The shore spots give a few goods; an island gives more, "
    "but only one worker fits on it. This island's action shows on its tile.",
    "tutorial.farshore.play_card": "Play a card: from your hand or from the Bay, the row of cards "
    "everyone shares. You pay its cost in goods (critters cost mushrooms); played cards form your "
    "city. A card matching the wind also sails your boat.",
    "tutorial.farshore.discard": "The Scribe asks you to discard a card as it comes into play. Let go "
    "of the card you are least likely to play.",
    "tutorial.farshore.shore": "Your last worker. Driftwood Beach takes any number of workers and gives "
    "driftwood, which most constructions need.",
    "tutorial.farshore.prepare": "All your workers are out, so prepare for Spring: your workers come "
    "back, you gain one more, and Spring's reward (your green cards produce) follows.",
    "tutorial.farshore.done": "That was Winter. Each season goes the same way with one more worker, "
    "and each change of season brings its reward: green cards produce in Spring and Autumn, the Bay "
    "gives cards in Summer, and Summer's Rising Tide closes islands. The game ends when everyone has "
    "passed in Autumn. Next: set up a real game (or play solo against the Rival), and open the rules "
    "with F1 when you need them.",
    # ---------------------------------------------------------------- Les Derniers Droïdes
    "tutorial.droids.about": "Play the first season: choosing droids, repairing, dismantling, "
    "constructing houses, swapping parts and the interseason.",
    "tutorial.droids.intro": "You recycle old droids for points. Each turn you get one droid card and "
    "do one thing with it: repair it (pay its parts, it joins your collection for points), dismantle "
    "it (take its parts) or use it to construct a house (pay the house's parts). Your shed holds the "
    "parts. You play the first season here.",
    "tutorial.droids.first_plan": "Your shed is nearly empty, so you cannot pay to repair yet. "
    "Dismantle this droid: it gives the parts shown on it, the raw material for everything else. "
    "Actions are chosen in secret and revealed together.",
    "tutorial.droids.post": "After the actions you may swap parts with the supply (for example 1 energy "
    "for 1 part of your choice). Nothing to swap now: press Done.",
    "tutorial.droids.keep": "The Priority draws two droids, keeps one and gives the other away. Keep the "
    "one that suits your shed; the other goes to the bot.",
    "tutorial.droids.swap": "Before your action you may swap parts with the supply. Here one energy "
    "becomes a nut, the part you are short of.",
    "tutorial.droids.after_swap": "Swapping is done; now choose the action. Dismantle again: more parts "
    "make repairs and houses possible.",
    "tutorial.droids.post_again": "Done swapping for this turn.",
    "tutorial.droids.construct": "Your shed can now pay for a house: construct one with this droid. The "
    "droid is discarded, you pay the house's parts, and the house joins your collection with its "
    "points.",
    "tutorial.droids.keep_again": "Keep one droid again, the other goes to the bot.",
    "tutorial.droids.no_swap": "No swap is possible this time, so only the action is asked: dismantle.",
    "tutorial.droids.post_short": "Done: nothing to swap.",
    "tutorial.droids.dismantle_again": "Dismantle once more to fill the shed. Parts beyond a column's "
    "room are lost, so watch the columns.",
    "tutorial.droids.keep_last": "The last deal of the season: keep one.",
    "tutorial.droids.dismantle_last": "Dismantle it for parts.",
    "tutorial.droids.interseason": "The interseason: everyone adds a shed extension to one column, one "
    "more part of room there for the rest of the game. Whoever has more leaves than their opponent "
    "also gains an energy. Energy swaps for any part, so more room for it is useful.",
    "tutorial.droids.done": "That was the first season: take a droid, then repair, dismantle or "
    "construct, with swaps around the action. Repaired droids score and many have effects, houses "
    "score, and at the end majorities of families add points. The game ends when the deck runs out "
    "or a player has no house left to build. Next: set up a real game (or solo against the automa), "
    "and open the rules with F1 when you need them.",
}

add_strings(TUTORIAL_STRINGS)
