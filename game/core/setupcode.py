"""Setup codes: the whole setup of a game — which game, each seat a person or a bot at a level, the
seat colours, every option, the deal — in one short code to read aloud or type on another machine.

The code is one number in mixed radix, written in Crockford base32 (no I, L, O or U; case, hyphens and
spaces do not matter; O reads as 0, I and L as 1), with one check character at the end, grouped in
fours, with spaces: ``K3QX 8M2A …`` — as long as the largest number of its layout, so codes of one game and seat
count are as long as each other, and always longer than a deal code. Its digits, least significant first: the code version, the game, the player
count, each seat (a person, or a bot level), whether the colours are the default ones (else each
seat's colour), each option of the game in its declared order (a choice's index, a bool, an int's
offset in its range), then the deal (35 bits, or 63 with a flag). A deal code — the seed alone, 7
characters — is always shorter, so one field can take either.

Seat names are not in the code: they belong to the people at each table.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.rules import OptionSpec, Rules, resolve_options

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VERSION = 1
VERSIONS = 8  # the version digit's radix: codes of future versions are recognised and refused in words
GAME_CODES = ("new_eden", "paris", "farshore", "droids")  # never reordered: codes on paper stay valid
SEAT_KINDS = ("human", "random", "greedy", "easy", "normal", "hard")  # a person, or a bot at a level
COLOURS = 6
SHORT_SEED = 35  # the deal code's bits
LONG_SEED = 63
MAX_INT_RANGE = 2**32


@dataclasses.dataclass(frozen=True, slots=True)
class Setup:
    """What a setup code holds. ``seats``: per seat ``"human"`` or the bot's level; ``colours``: the
    seat colour indices; ``options``: every option of the game."""

    game: str
    seats: tuple[str, ...]
    colours: tuple[int, ...]
    options: Mapping[str, Any]
    seed: int


def _option_radix(spec: OptionSpec) -> int:
    if spec.kind == "bool":
        return 2
    if spec.choices:
        return len(spec.choices)
    lo, hi = spec.bounds()
    span = hi - lo + 1
    if span > MAX_INT_RANGE:
        raise ValueError(f"the option {spec.key} has too wide a range for a setup code")
    return span


def _option_digit(spec: OptionSpec, value: Any) -> int:
    if spec.kind == "bool":
        return int(bool(value))
    if spec.choices:
        return list(spec.choices).index(value)
    return int(value) - spec.bounds()[0]


def _option_value(spec: OptionSpec, digit: int) -> Any:
    if spec.kind == "bool":
        return bool(digit)
    if spec.choices:
        return spec.choices[digit]
    return spec.bounds()[0] + digit


def _digits(setup: Setup, rules: Rules[Any, Any]) -> list[tuple[int, int]]:
    """(radix, digit) pairs, least significant first."""
    if setup.game not in GAME_CODES:
        raise ValueError(f"the game {setup.game} has no setup code")
    n = len(setup.seats)
    if not rules.min_players <= n <= rules.max_players:
        raise ValueError(f"{rules.name} is for {rules.min_players}–{rules.max_players} players")
    out = [(VERSIONS, VERSION), (len(GAME_CODES), GAME_CODES.index(setup.game)),
           (rules.max_players - rules.min_players + 1, n - rules.min_players)]
    for kind in setup.seats:
        out.append((len(SEAT_KINDS), SEAT_KINDS.index(kind)))
    default = tuple(range(n))
    out.append((2, int(tuple(setup.colours) != default)))
    if tuple(setup.colours) != default:
        for c in setup.colours:
            if not 0 <= c < COLOURS:
                raise ValueError(f"there is no seat colour {c}")
            out.append((COLOURS, c))
    options = resolve_options(rules.options, setup.options)
    for spec in rules.options:
        out.append((_option_radix(spec), _option_digit(spec, options[spec.key])))
    long_seed = not 0 <= setup.seed < 2**SHORT_SEED
    if not 0 <= setup.seed < 2**LONG_SEED:
        raise ValueError("the deal is out of range")
    out.append((2, int(long_seed)))
    out.append((2 ** (LONG_SEED if long_seed else SHORT_SEED), setup.seed))
    return out


def _check(payload: str) -> str:
    return CROCKFORD[hashlib.sha256(payload.encode("ascii")).digest()[0] % 32]


def encode(setup: Setup, rules: Rules[Any, Any]) -> str:
    """The setup code of ``setup`` (ValueError, in words, for a setup that cannot be coded)."""
    number = 0
    scale = 1
    for radix, digit in _digits(setup, rules):
        if not 0 <= digit < radix:
            raise ValueError("a value of the setup is out of range")
        number += digit * scale
        scale *= radix
    width = 0  # every code of the same layout is as long as its largest number, and never a deal code's length
    largest = scale - 1
    while largest:
        largest //= 32
        width += 1
    chars = []
    while number:
        number, r = divmod(number, 32)
        chars.append(CROCKFORD[r])
    payload = "".join(reversed(chars)).rjust(max(8, width), "0")
    text = payload + _check(payload)
    return " ".join(text[i : i + 4] for i in range(0, len(text), 4))


def normalise(code: str) -> str:
    """A typed code in its plain form: upper case, no hyphens or spaces, O as 0, I and L as 1."""
    text = code.strip().upper().replace("-", "").replace(" ", "")
    return text.replace("O", "0").replace("I", "1").replace("L", "1")


def looks_like_setup_code(code: str) -> bool:
    """Longer than a deal code: meant as a setup code (it may still be mistyped)."""
    return len(normalise(code)) > 7


def decode(code: str, games: Mapping[str, Rules[Any, Any]]) -> Setup:
    """The setup a code holds; ValueError, in a player's words, for a code that is mistyped, of a
    newer version or of a game this version does not have."""
    text = normalise(code)
    if len(text) < 9 or any(ch not in CROCKFORD for ch in text):
        raise ValueError("That is not a setup code.")
    payload, check = text[:-1], text[-1]
    if _check(payload) != check:
        raise ValueError("That setup code is mistyped (its check letter does not match).")
    number = 0
    for ch in payload:
        number = number * 32 + CROCKFORD.index(ch)

    def take(radix: int) -> int:
        nonlocal number
        number, digit = divmod(number, radix)
        return digit

    version = take(VERSIONS)
    if version != VERSION:
        raise ValueError("That setup code was made by another version of Salon.")
    game = GAME_CODES[take(len(GAME_CODES))]
    rules = games.get(game)
    if rules is None:
        raise ValueError("That setup code is for a game this version of Salon does not have.")
    n = rules.min_players + take(rules.max_players - rules.min_players + 1)
    if n > rules.max_players:
        raise ValueError("That setup code is mistyped.")
    seats = tuple(SEAT_KINDS[take(len(SEAT_KINDS))] for _ in range(n))
    colours = tuple(take(COLOURS) for _ in range(n)) if take(2) else tuple(range(n))
    if len(set(colours)) != n:
        raise ValueError("That setup code gives two seats the same colour.")
    options = {spec.key: _option_value(spec, take(_option_radix(spec))) for spec in rules.options}
    seed = take(2 ** (LONG_SEED if take(2) else SHORT_SEED))
    if number:
        raise ValueError("That setup code is mistyped.")
    try:
        resolve_options(rules.options, options)
    except ValueError:
        raise ValueError("That setup code is mistyped.") from None
    return Setup(game, seats, colours, options, seed)


def seat_kinds(seats: Sequence[Any]) -> tuple[str, ...]:
    """Setup code seats from seat configs: "human", or the bot's level."""
    return tuple("human" if s.kind == "human" else s.level for s in seats)
