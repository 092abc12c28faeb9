"""Everdell Farshore at the table (see ``skin`` for what the skin draws and lays out)."""

from __future__ import annotations

from scenes.games.farshore.skin import Skin, arrange_cities, shore_title

__all__ = ["Skin", "arrange_cities", "shore_title"]
