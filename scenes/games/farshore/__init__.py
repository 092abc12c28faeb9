"""Everdell Farshore at the table: the skin (``skin``), the board for the player count
(``arrange``), where pieces sit (``geometry``), what the board prints (``board``), the faces of
tokens, markers and tiles (``faces``, drawn from the materials and marks of ``art``) and of cards
(``cardface``), the skin's buttons (``controls``), the board's own words (``strings``)."""

from __future__ import annotations

from scenes.games.farshore.skin import Skin

__all__ = ["Skin"]
