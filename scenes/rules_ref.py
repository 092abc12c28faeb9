"""A readable rules reference: how each registered game is played, in short sections, scrollable.

The summaries are our own words (no rulebook text). A game may provide its own with a ``summary``
attribute (a string, or a list of (title, text) pairs); games that are not registered are not listed.
"""

from __future__ import annotations

import functools
import sys
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import AppContext, Scene
from scenes.menu import GAME_ICONS, game_name, menu_game_ids, players_text
from scenes.widgets import Button, FocusRing, Hotspot, ScrollArea, handle_all

# Section keys per game; the English text is registered below (translations add the same keys).
SUMMARY_KEYS: dict[str, tuple[str, ...]] = {
    "new_eden": ("goal", "season", "gather", "claim", "events", "end"),
    "paris": ("goal", "turn", "keys", "buildings", "districts", "end", "etoile"),
    "farshore": ("goal", "turn", "workers", "cards", "sailing", "seasons", "end"),
    "droids": ("goal", "turn", "actions", "shed", "houses", "end", "teams"),
}

RULES_TEXT = {
    # Paris: New Eden
    "rules.new_eden.goal.title": "The idea",
    "rules.new_eden.goal": "Paris has gone wild after the collapse. Each of you leads a small band of survivors: "
    "recruit new people, claim the buildings that give them shelter, face the season's event and keep "
    "everyone fed. After four seasons the most victory points wins.",
    "rules.new_eden.season.title": "A season",
    "rules.new_eden.season": "Every season runs in four steps: gather survivors with the dice, claim buildings, "
    "resolve the event and feed your refuge, then set up the next season. Winter is the last one.",
    "rules.new_eden.gather.title": "Gathering",
    "rules.new_eden.gather": "Dice are rolled onto the city's locations. In turn you take a die from a location "
    "and use that location's action: new survivors, equipment, food, or the Binoculars that lets you "
    "speak first and win ties. Each die's face is the kind of survivor it counts as; wild faces count as "
    "whatever you need.",
    "rules.new_eden.claim.title": "Claiming buildings",
    "rules.new_eden.claim": "Buildings are claimed one survivor type at a time. Whoever commits the most strength "
    "of that type — survivors, matching equipment and dice, with wilds on top — picks first. Buildings "
    "bring points, powers and room for more people.",
    "rules.new_eden.events.title": "Events and food",
    "rules.new_eden.events": "Each season's event rewards the refuges that meet its demand. Then every survivor "
    "eats: a refuge that cannot be fed loses points, so plan your cans ahead.",
    "rules.new_eden.end.title": "The end",
    "rules.new_eden.end": "After winter, secret missions, end-of-game building powers and the Binoculars add their "
    "points. The score screen shows how any tie was broken.",
    # Paris
    "rules.paris.goal.title": "The idea",
    "rules.paris.goal": "Belle Époque Paris is being rebuilt and you invest in it. Buy the best addresses with "
    "your keys, collect the bonuses they bring and own the landmarks. The most victory points at the "
    "end wins.",
    "rules.paris.turn.title": "A turn",
    "rules.paris.turn": "First reveal a new building tile and place it on its spot in one of the districts. Then "
    "take one action: put a key on a district's bank to collect its money, put one on the Arc de "
    "Triomphe, or move a key you already placed onto a free building or landmark and pay for it.",
    "rules.paris.keys.title": "Keys and money",
    "rules.paris.keys": "Keys are your investors. Banks hand out francs; the more keys in a district, the richer "
    "its bank gets for later arrivals. Money is also spent in the market for extra tiles.",
    "rules.paris.buildings.title": "Buildings and landmarks",
    "rules.paris.buildings": "Cheap buildings give bonus tiles, the big ones give points directly. Landmarks turn the "
    "prestige tokens you have gathered into points.",
    "rules.paris.districts.title": "Districts",
    "rules.paris.districts": "When the fourth key arrives in a district, its owner may place a victory tile on a "
    "district. At the end those districts pay their owners by the value of the property held there.",
    "rules.paris.end.title": "The end",
    "rules.paris.end": "When the building tiles run out, players may take end-game tiles instead; taking the last "
    "one ends the game. Count everything; ties are broken as the score screen shows.",
    "rules.paris.etoile.title": "l'Étoile",
    "rules.paris.etoile": "With the expansion on, the Étoile around the Arc de Triomphe adds its own spaces and "
    "bonuses for the keys placed there.",
    # Everdell Farshore
    "rules.farshore.goal.title": "The idea",
    "rules.farshore.goal": "A year on the coast: your critters build a seaside city of up to fifteen cards and sail "
    "a boat along the shore. Points — shells — come from cards, voyages and treasures. Most points wins.",
    "rules.farshore.turn.title": "A turn",
    "rules.farshore.turn": "On your turn do exactly one thing: place a worker, play a card, or prepare for the next "
    "season. Everybody moves through the seasons at their own pace.",
    "rules.farshore.workers.title": "Workers",
    "rules.farshore.workers": "Workers go to shore locations for resources — wood, resin, pebbles, mushrooms — or to "
    "special spaces for cards and points. A worker stays until you prepare for the next season.",
    "rules.farshore.cards.title": "Cards",
    "rules.farshore.cards": "Critters are paid with mushrooms, constructions with building materials. A critter can "
    "come for free when you anchor it to a construction of the same colour already in your city. The Bay "
    "shows the cards anyone can play from.",
    "rules.farshore.sailing.title": "Sailing",
    "rules.farshore.sailing": "When a card you play matches the current winds, your boat sails forward along a track "
    "that pays points and treasures.",
    "rules.farshore.seasons.title": "Seasons",
    "rules.farshore.seasons": "Preparing for a season brings your workers home, adds new ones and wakes your "
    "production cards. You start in winter and finish after autumn.",
    "rules.farshore.end.title": "The end",
    "rules.farshore.end": "When you cannot or will not go on after autumn, you pass; once everyone has passed, "
    "cards, prosperity bonuses, voyages and treasures are counted. In solo you race the Rival.",
    # Les Derniers Droïdes
    "rules.droids.goal.title": "The idea",
    "rules.droids.goal": "You are an eco-mechanic in a world that recycles the robots of the past. Repair droids, "
    "take them apart for parts and build House droids to earn recycling points. The most points wins.",
    "rules.droids.turn.title": "A turn",
    "rules.droids.turn": "Droid cards are dealt and each player takes some into their shed. Then everyone plans an "
    "action in secret and the actions are revealed together and carried out in turn order.",
    "rules.droids.actions.title": "Actions",
    "rules.droids.actions": "Repair a droid by paying its parts and energy and score it; dismantle one to gain its "
    "parts; or construct a House droid from the central area. Optional swaps between cards can come "
    "before and after.",
    "rules.droids.shed.title": "The shed",
    "rules.droids.shed": "Your shed holds only so many droids. Extensions make room; anything over the limit is "
    "lost, so choose what you keep.",
    "rules.droids.houses.title": "House droids",
    "rules.droids.houses": "House droids sit between neighbours and give strong end-of-game bonuses. Whoever builds "
    "one first takes it away from the player beside them.",
    "rules.droids.end.title": "The end",
    "rules.droids.end": "The game ends when the deck is exhausted or someone has no House droid left to build. After "
    "a last sealed swap, droids, houses and majorities are scored.",
    "rules.droids.teams.title": "Teams and solo",
    "rules.droids.teams": "With four players you play two against two, and a team scores the lower of its two "
    "members. Alone, you face an automatic rival that takes the most interesting card each turn.",
}
RULES_TEXT.update(
    {
        "rules.table.title": "At the Salon table",
        "rules.table": "When it is your turn, the places and pieces you may use glow: click one. Choices that "
        "are not on the board (pass, done, a number) appear as buttons. Undo takes back your own moves until a "
        "die is rolled or a hidden card is seen; Hint shows what a bot would do. Esc or Menu pauses the game, "
        "where you can save, load, change the settings or read these rules. Every move is saved as it is made.",
    }
)
add_strings(RULES_TEXT)


def sections_for(game_id: str, rules: Any) -> list[tuple[str, str]]:
    """(title, text) sections for a game: its own ``summary`` if it has one, else ours."""
    own = getattr(rules, "summary", None)
    if isinstance(own, str) and own.strip():
        return [("", own.strip()), (tr("rules.table.title"), tr("rules.table"))]
    if isinstance(own, (list, tuple)) and own:
        try:
            return [(str(t), str(x)) for t, x in own]
        except (TypeError, ValueError):
            pass
    keys = SUMMARY_KEYS.get(game_id)
    table = (tr("rules.table.title"), tr("rules.table"))
    if keys:
        return [*((tr(f"rules.{game_id}.{k}.title"), tr(f"rules.{game_id}.{k}")) for k in keys), table]
    mod = sys.modules.get(type(rules).__module__)
    doc = (getattr(mod, "__doc__", "") or "").strip()
    return [("", doc.strip().split("\n\n")[0].replace("\n", " ") if doc else tr("ui.rules.none"))]


class RulesOverlay(Scene):
    """Tabs for each registered game, the chosen game's summary in a scrolling paper panel."""

    opaque = False

    def __init__(self, ctx: AppContext, game_id: str | None = None) -> None:
        super().__init__(ctx)
        self.games = [g for g in menu_game_ids() if g in GAMES]
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.panel = pygame.Rect(200, 70, 1520, 940)
        self.tabs: list[tuple[pygame.Rect, str]] = []
        tw = min(340, (self.panel.width - 120) // max(1, len(self.games)) - 12)
        for i, g in enumerate(self.games):
            self.tabs.append(
                (pygame.Rect(self.panel.left + 60 + i * (tw + 12), self.panel.top + 130, tw, 64), g)
            )
        self.area = ScrollArea(
            pygame.Rect(
                self.panel.left + 60, self.panel.top + 220, self.panel.width - 120, self.panel.height - 340
            )
        )
        self.b_close = Button(
            pygame.Rect(self.panel.centerx - 150, self.panel.bottom - 100, 300, 72),
            tr("ui.rules.close"),
            self.close,
            primary=True,
            name="close",
        )
        self.last_pos: tuple[int, int] | None = None
        self._layout: list[tuple[str, int, str, int]] = []
        self._relayout()
        # the tabs, reachable from the keys (drawn by this scene); Up/Down keep scrolling the text,
        # Left/Right turn to the previous/next game, Tab walks the tabs and Close
        self.tab_widgets = [
            Hotspot(r, functools.partial(self.select, g), radius=14, name=f"game:{g}") for r, g in self.tabs
        ]
        self.focus = FocusRing(
            ctx,
            lambda: [*self.tab_widgets, self.b_close],
            start=self.b_close,
            default=self.b_close,
            arrows=False,
        )

    def select(self, game_id: str) -> None:
        if game_id != self.game_id:
            self.game_id = game_id
            self.ctx.sound.play("card")
            self._relayout()

    def step_game(self, delta: int) -> None:
        """The previous (-1) or next (+1) game's tab; the focus follows when it is on the tabs."""
        if not self.games or self.game_id is None:
            return
        i = (self.games.index(self.game_id) + delta) % len(self.games)
        self.select(self.games[i])
        if any(self.focus.current is t for t in self.tab_widgets):
            self.focus.focus(self.tab_widgets[i])

    def _relayout(self) -> None:
        """Pre-compute section positions (wrapping is measured once, not every frame)."""
        self._layout = []
        if self.game_id is None:
            self.area.content_height = 0
            return
        width = self.area.rect.width - 60
        y = 0
        for title, body in sections_for(self.game_id, GAMES[self.game_id]):
            if title:
                self._layout.append(("title", y, title, 0))
                y += 52
            h = draw.text_height(body, 28, width)
            self._layout.append(("body", y, body, h))
            y += h + 34
        self.area.content_height = y
        self.area.offset = self.area.target = 0.0

    def close(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.last_pos = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_game(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if self.focus.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for r, g in self.tabs:
                if r.collidepoint(event.pos) and g != self.game_id:
                    self.select(g)
                    return True
        if self.area.handle(event, self.last_pos):
            return True
        handle_all([self.b_close], event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.area.update(dt)
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 26, shadow_blur=24)
        pygame.draw.rect(canvas, theme.BRASS, p.inflate(-24, -24), 2, border_radius=18)
        draw.text(canvas, tr("ui.rules.title"), (p.left + 60, p.top + 44), 56, theme.INK, bold=True)
        if self.game_id is not None:
            draw.text(
                canvas,
                players_text(GAMES[self.game_id]),
                (p.right - 60, p.top + 66),
                26,
                theme.INK_SOFT,
                "topright",
            )
        for r, g in self.tabs:
            w = theme.world(g)
            sel = g == self.game_id
            pygame.draw.rect(
                canvas, w["bg"] if sel else draw.mix(w["light"], theme.CREAM, 0.3), r, border_radius=14
            )
            pygame.draw.rect(
                canvas, theme.BRASS if sel else draw.mix(w["bg"], theme.CREAM, 0.5), r, 3, border_radius=14
            )
            ink = w["light"] if sel else theme.INK
            icon = draw.assets().icon(GAME_ICONS.get(g, "dice"), 40, ink)
            canvas.blit(icon, icon.get_rect(midleft=(r.left + 14, r.centery)))
            draw.text(
                canvas, game_name(g), (r.left + 64, r.centery), 24, ink, "midleft", r.width - 76, bold=True
            )
        if self.game_id is None:
            draw.text(canvas, tr("ui.rules.none"), p.center, 32, theme.INK_SOFT, "center")
        a = self.area.rect
        clip = canvas.get_clip()
        canvas.set_clip(a)
        accent = theme.world(self.game_id or "")["accent"]
        for kind, y, s, h in self._layout:
            yy = a.top + y - int(self.area.offset)
            if yy > a.bottom or yy + max(h, 50) < a.top:
                continue
            if kind == "title":
                draw.shape(canvas, "diamond", (a.left + 10, yy + 20), 8, accent, None)
                draw.text(canvas, s, (a.left + 32, yy), 34, theme.INK, bold=True)
            else:
                draw.text(
                    canvas, s, (a.left + 32, yy), 28, theme.INK, "topleft", a.width - 60, wrap_lines=True
                )
        canvas.set_clip(clip)
        self.area.draw_bar(canvas)
        self.b_close.draw(canvas)
        self.focus.draw(canvas)
