"""Placement details: a stack's edges and count badge stay inside its zone and below its title; a
card is never wider than its zone; a captioned zone keeps its caption line free."""

from __future__ import annotations

import pygame

from game.core.rules import Piece
from scenes.table.board import Zone
from scenes.table.placement import CAPTION_H, LABEL_H, inner_rect, piece_size, place


def test_a_stack_with_its_edges_stays_inside_its_zone_under_the_title():
    zone = Zone("wind:A", "area", (100, 100, 90, 180), properties={"layout": "stack"})
    ((_p, r),) = place(zone, [Piece("wind", "card", "x", count=5)])
    edges = r.union(r.move(12, -12))  # four edges, 3 px each, up and right
    assert pygame.Rect(zone.rect).contains(edges)
    assert edges.top >= zone.rect[1] + LABEL_H


def test_a_card_is_never_wider_than_its_zone():
    area = pygame.Rect(0, 0, 60, 200)
    w, h = piece_size("card", area)
    assert w <= 60 and abs(h / w - 1.4) < 0.1


def test_a_captioned_zone_keeps_its_bottom_line_for_the_caption():
    zone = Zone("seat:0:shells", "seat", (0, 0, 48, 52), properties={"caption": "x", "title": "none"})
    inner = inner_rect(zone)
    assert inner.bottom <= 52 - CAPTION_H
    ((_p, r),) = place(zone, [Piece("s", "token", "shell", count=3)])
    assert r.bottom <= 52 - CAPTION_H and r.h >= 24
