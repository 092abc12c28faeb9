"""The table: the board, pieces, animations, HUD, log and the pass-the-device curtain."""
