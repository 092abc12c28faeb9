"""Write the walnut table top's small grain for the 1920×1080 canvas into ``assets/textures/``.

The grain is a few sines per pixel (``scenes.draw.walnut_grain``): about 30 ms of Python that the
first menu frame used to spend. The program loads this file instead and computes any other size
itself; a test checks the file is what the function draws. Run: ``python tools/make_walnut.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scenes.draw import walnut_grain, walnut_grain_path  # noqa: E402


def main() -> int:
    sw, sh = 1920 // 16, 1080 // 4
    path = Path(walnut_grain_path(sw, sh))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.image.frombuffer(walnut_grain(sw, sh), (sw, sh), "RGB"), str(path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
