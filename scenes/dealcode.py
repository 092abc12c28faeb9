"""The deal code: a game's seed written in Crockford base32 (7 characters, 35 bits), short enough to
read aloud; typing a friend's code deals the same game. The setup screen, its setup codes, the pause
card and the scores all write or read it.
"""

from __future__ import annotations

import secrets

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LEN = 7
SEED_BITS = 5 * CODE_LEN


def encode_code(seed: int) -> str:
    """A seed as a deal code (7 Crockford base32 characters)."""
    seed %= 1 << SEED_BITS
    out = []
    for _ in range(CODE_LEN):
        out.append(CROCKFORD[seed & 31])
        seed >>= 5
    return "".join(reversed(out))


def decode_code(code: str) -> int | None:
    """A deal code back to its seed; None if it holds a character that is not in the alphabet.

    Crockford's reading rules: case does not matter, O reads as 0, I and L as 1, hyphens are ignored.
    """
    text = code.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if not text or len(text) > CODE_LEN:
        return None
    value = 0
    for ch in text:
        i = CROCKFORD.find(ch)
        if i < 0:
            return None
        value = value * 32 + i
    return value


def code_char_ok(ch: str) -> bool:
    return ch.upper() in CROCKFORD or ch.upper() in "OIL-"


def new_seed() -> int:
    """A fresh deal (the seed is an input of the game, shown to the players as the deal code)."""
    return secrets.randbits(SEED_BITS)
