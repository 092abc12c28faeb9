"""Our own seeded generator (PCG32, XSH-RR), with a JSON state.

Python promises stable output only for ``random.random`` itself; saves must replay after an update,
so every chance outcome in a game comes from this generator, whose sequence is fixed forever.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MULT = 6364136223846793005
_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1


class Rng:
    """PCG32: 64-bit state, odd 64-bit increment, 32-bit outputs."""

    __slots__ = ("state", "inc")

    def __init__(self, seed: int = 0, stream: int = 54) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self.next_u32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        """The next 32-bit output."""
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n == 1:
            return 0
        threshold = ((1 << 32) - n) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def between(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi] (both ends included)."""
        return lo + self.below(hi - lo + 1)

    def roll(self, n: int, sides: int = 6) -> list[int]:
        """n dice with faces 1..sides."""
        return [1 + self.below(sides) for _ in range(n)]

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """A float in [0, 1) with 32 bits of precision."""
        return self.next_u32() / 4294967296.0

    def fork(self) -> Rng:
        """A new independent generator seeded from this one (advances this one)."""
        hi = self.next_u32()
        lo = self.next_u32()
        return Rng((hi << 32) | lo, stream=self.next_u32())

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        r.inc = self.inc
        return r

    def to_json(self) -> list[int]:
        return [self.state, self.inc]

    @classmethod
    def from_json(cls, data: Any) -> Rng:
        if (
            not isinstance(data, list)
            or len(data) != 2
            or not all(isinstance(x, int) and 0 <= x <= _MASK64 for x in data)
            or data[1] % 2 == 0
        ):
            raise ValueError("not a generator state")
        r = cls.__new__(cls)
        r.state, r.inc = data
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.state == other.state and self.inc == other.inc

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
