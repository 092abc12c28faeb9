"""Salon's pixels: the scene stack, the scenes and their widgets (pygame-ce)."""
