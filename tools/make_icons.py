"""Write the icons Salon uses into assets/icons/*.svg from the Game Icons collection (CC BY 3.0).

The collection comes from the npm package ``@iconify-json/game-icons`` (all icons as SVG bodies in
one JSON file). The package is fetched with ``npm pack`` into a temporary folder, so nothing is
installed into the project. Each icon is written white on transparent so ``Assets.icon`` can tint it.

    python tools/make_icons.py            # regenerate assets/icons/ (commit the result)
    python tools/make_icons.py --from DIR # use an already unpacked package folder

It also draws the program's own icon (assets/icon/salon.png and salon.ico) with pygame.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "@iconify-json/game-icons"
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"

# our name -> Game Icons name. Our names are what scenes ask for; change the right side freely.
ICONS = {
    # table things
    "dice": "rolling-dices",
    "die": "perspective-dice-six-faces-random",
    "card": "card-pick",
    "card_draw": "card-draw",
    "card_play": "card-play",
    "meeple": "meeple",
    "meeple_3d": "3d-meeple",
    "coins": "two-coins",
    "coin_stack": "coins",
    "token": "token",
    "tools": "hammer-nails",
    "wrench": "wrench",
    "anvil": "anvil",
    "gears": "gears",
    "gear_hammer": "gear-hammer",
    "castle": "castle",
    "house": "house",
    "village": "village",
    "factory": "factory",
    "greenhouse": "greenhouse",
    "lighthouse": "lighthouse",
    "leaf": "oak-leaf",
    "falling_leaf": "falling-leaf",
    "sprout": "sprout",
    "wheat": "wheat",
    "water": "water-drop",
    "watering_can": "watering-can",
    "palm": "palm-tree",
    "flower": "vine-flower",
    "boat": "sailboat",
    "fishing_boat": "fishing-boat",
    "anchor": "anchor",
    "compass": "compass",
    "key": "key",
    "keys": "three-keys",
    "robot": "robot-golem",
    "robot_small": "robot-antennas",
    "vintage_robot": "vintage-robot",
    "bricks": "brick-pile",
    "wood": "wood-pile",
    "gold": "gold-bar",
    "stone": "stone-block",
    "gem": "diamond-hard",
    "cart": "shopping-cart",
    "watch": "pocket-watch",
    "hourglass": "hourglass",
    "crown": "crown",
    "trophy": "laurels-trophy",
    "podium": "podium",
    "medal": "star-medal",
    "flag": "checkered-flag",
    "stars": "stars-stack",
    "person": "person",
    "hand": "hand",
    # interface
    "rules": "rule-book",
    "book": "open-book",
    "scroll": "scroll-unfurled",
    "save": "save",
    "load": "backup",
    "settings": "settings-knobs",
    "play": "play-button",
    "pause": "pause-button",
    "exit": "exit-door",
    "sound_on": "speaker",
    "sound_off": "speaker-off",
    "music": "musical-notes",
    "cancel": "cancel",
    "check": "check-mark",
    "back": "return-arrow",
    "refresh": "clockwise-rotation",
    "search": "magnifying-glass",
    "padlock": "padlock",
    "trash": "trash-can",
    "world": "world",
    "bookmark": "bookmark",
}


def fetch(tmp: Path) -> Path:
    """``npm pack`` the package into ``tmp`` and unpack it; returns the package folder."""
    npm = "npm.cmd" if sys.platform == "win32" else "npm"
    out = subprocess.run(
        [npm, "pack", PACKAGE, "--silent"], cwd=tmp, check=True, capture_output=True, text=True
    )
    tgz = tmp / out.stdout.strip().splitlines()[-1]
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    return tmp / "package"


def svg(body: str, width: int, height: int) -> str:
    body = body.replace('fill="currentColor"', 'fill="#ffffff"')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{body}</svg>\n'
    )


def make_app_icon(out: Path = ROOT / "assets" / "icon") -> None:
    """The program's own icon (salon.png 256 px, salon.ico with PNG entries), drawn with pygame."""
    import os
    import struct

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    out.mkdir(parents=True, exist_ok=True)
    walnut, brass, cream = (0x2B, 0x1D, 0x14), (0xC9, 0xA2, 0x27), (0xF4, 0xEC, 0xD8)
    seats = ((0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7))
    big = 1024
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(surf, walnut, (32, 32, big - 64, big - 64), border_radius=200)
    pygame.draw.rect(surf, brass, (32, 32, big - 64, big - 64), 28, border_radius=200)
    pygame.draw.rect(surf, cream, (180, 180, big - 360, big - 360), border_radius=90)
    c, r = big // 2, 150
    # the four seat markers: circle, square, triangle, diamond around a brass diamond
    pygame.draw.circle(surf, seats[0], (c - r, c - r), 95)
    pygame.draw.rect(surf, seats[1], (c + r - 85, c - r - 85, 170, 170))
    pygame.draw.polygon(
        surf, seats[2], [(c - r, c + r - 100), (c - r + 100, c + r + 80), (c - r - 100, c + r + 80)]
    )
    pygame.draw.polygon(
        surf,
        seats[3],
        [(c + r, c + r - 105), (c + r + 105, c + r), (c + r, c + r + 105), (c + r - 105, c + r)],
    )
    pygame.draw.polygon(surf, brass, [(c, c - 70), (c + 70, c), (c, c + 70), (c - 70, c)])
    pngs = []
    for size in (256, 64, 48, 32, 16):
        small = pygame.transform.smoothscale(surf, (size, size))
        path = out / ("salon.png" if size == 256 else f".salon-{size}.png")
        pygame.image.save(small, str(path))
        pngs.append((size, path.read_bytes()))
        if size != 256:
            path.unlink()
    # ICO with PNG-compressed entries (supported since Windows Vista)
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    (out / "salon.ico").write_bytes(header + entries + blobs)
    pygame.display.quit()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--from", dest="src", type=Path, help="an unpacked @iconify-json/game-icons folder")
    ap.add_argument("--app-icon-only", action="store_true", help="only redraw assets/icon/salon.png and .ico")
    args = ap.parse_args(argv)
    make_app_icon()
    if args.app_icon_only:
        return 0
    with tempfile.TemporaryDirectory() as t:
        pkg = args.src or fetch(Path(t))
        data = json.loads((pkg / "icons.json").read_text(encoding="utf-8"))
        version = json.loads((pkg / "package.json").read_text(encoding="utf-8")).get("version", "?")
        icons, aliases = data["icons"], data.get("aliases", {})
        w, h = data.get("width", 512), data.get("height", 512)
        OUT.mkdir(parents=True, exist_ok=True)
        for old in OUT.glob("*.svg"):
            old.unlink()
        missing = []
        for ours, theirs in sorted(ICONS.items()):
            name = aliases.get(theirs, {}).get("parent", theirs)
            icon = icons.get(name)
            if icon is None:
                missing.append(theirs)
                continue
            (OUT / f"{ours}.svg").write_text(
                svg(icon["body"], icon.get("width", w), icon.get("height", h)), encoding="utf-8"
            )
        listing = "\n".join(
            f"- `{ours}.svg` ← game-icons `{theirs}`"
            for ours, theirs in sorted(ICONS.items())
            if theirs not in missing
        )
        (OUT / "SOURCES.md").write_text(
            f"# Icons\n\nFrom the Game Icons collection (https://game-icons.net), CC BY 3.0, by Lorc, Delapouite "
            f"and the other contributors listed there; taken from the npm package `{PACKAGE}` {version} by "
            f"`tools/make_icons.py`. Recoloured to white for tinting; otherwise unchanged.\n\n{listing}\n",
            encoding="utf-8",
        )
    if missing:
        print("missing icons:", ", ".join(missing), file=sys.stderr)
        return 1
    print(f"wrote {len(ICONS)} icons to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
