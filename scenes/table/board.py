"""The board adapter: a Tiled map (``maps/<game_id>.tmx``) turned into our own ``BoardGeometry``.

pytmx objects are read, never kept or mutated. Before pytmx sees a file it is parsed safely here:
no DTD or entity declarations (defusedxml), a size limit, and every file the map references
(tilesets, images, templates) must resolve inside the project's ``maps/`` or ``assets/`` folder.
Anything wrong raises a ``BoardError`` subclass with a readable message; the table then falls back
to ``auto_layout`` and says so in a toast.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import math
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pygame

from scenes.table.layout import CANVAS, PANELS, ZONE_KINDS, Rect, auto_layout, kind_of

MAX_MAP_BYTES = 4_000_000
MAX_MAP_TILES = 1024  # tiles along one side of a map
MAX_TILE_PX = 1024  # pixels along one side of a tile
MAX_MAP_PX = 16_384  # pixels along one side of the whole map
PROJECT_ROOT = Path(__file__).resolve().parents[2]


def project_root() -> Path:
    """Where maps/ and assets/ live (source tree or the PyInstaller bundle)."""
    from scenes.assets import resource_path  # the shell's one resource_path()

    return Path(resource_path("."))


class BoardError(Exception):
    """A map that cannot be used; ``str()`` is a readable reason."""


class BoardMissing(BoardError):
    pass


class BoardUnsafe(BoardError):
    pass


class BoardInvalid(BoardError):
    pass


@dataclasses.dataclass(frozen=True)
class Zone:
    """One zone on the board: id (the object's name), kind, bounding rect, optional polygon."""

    id: str
    kind: str
    rect: Rect
    polygon: tuple[tuple[float, float], ...] | None = None
    layer: str = ""
    properties: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    auto: bool = False  # placed by the automatic layout, not by the map

    def prop(self, key: str, default: Any = None) -> Any:
        return self.properties.get(key, default)


@dataclasses.dataclass
class BoardGeometry:
    """Everything the table needs from a board: zones by id, and the static layers as one surface."""

    game_id: str
    size: tuple[int, int]
    zones: dict[str, Zone]
    background: pygame.Surface | None = None
    source: str = "auto"  # the map's file name, or "auto"
    warning: str = ""  # set when a map was refused and the automatic layout is used instead
    properties: dict[str, Any] = dataclasses.field(default_factory=dict)  # the map's own properties

    def zone(self, zone_id: str) -> Zone | None:
        return self.zones.get(zone_id)

    def rect(self, zone_id: str) -> pygame.Rect | None:
        z = self.zones.get(zone_id)
        return pygame.Rect(z.rect) if z else None

    def ensure(self, zone_ids: Iterable[str], players: int) -> list[str]:
        """Give every named zone a place: missing ones are laid out automatically. Returns those added."""
        missing = [z for z in dict.fromkeys(zone_ids) if z not in self.zones]
        if not missing:
            return []
        fx, fy, fw, fh = _free_board(self)
        taken = [pygame.Rect(z.rect) for z in self.zones.values() if z.kind != "panel"]
        cw, ch = 170, 130
        spots = [
            pygame.Rect(fx + fw - cw - 8 - i * (cw + 8), fy + fh - ch - 8 - j * (ch + 8), cw, ch)
            for j in range(max(1, fh // (ch + 8)))
            for i in range(max(1, fw // (cw + 8)))
        ]
        free = [r for r in spots if r.collidelist(taken) < 0]
        for n, zid in enumerate(missing):
            r = free.pop(0) if free else spots[n % len(spots)]
            self.zones[zid] = Zone(zid, kind_of(zid), (r.x, r.y, r.w, r.h), auto=True)
        return missing


def _free_board(board: BoardGeometry) -> Rect:
    """The board area of a map (its ``panel:board`` object, else the default frame)."""
    z = board.zones.get("panel:board")
    if z is not None:
        return z.rect
    from scenes.table.layout import BOARD

    return BOARD


# --------------------------------------------------------------------------------------------
# Safe parsing


def _inside(path: Path, roots: Iterable[Path]) -> bool:
    rp = path.resolve()
    for root in roots:
        try:
            rp.relative_to(root.resolve())
            return True
        except ValueError:
            continue
    return False


def _parse_xml(path: Path) -> Any:
    from xml.etree.ElementTree import ParseError

    import defusedxml.ElementTree as DET
    from defusedxml import DefusedXmlException

    if not path.is_file():
        raise BoardMissing(f"map file {path.name} is missing")
    if path.stat().st_size > MAX_MAP_BYTES:
        raise BoardInvalid(f"map file {path.name} is too large")
    try:
        return DET.parse(str(path), forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        raise BoardUnsafe(f"map file {path.name} declares entities or a DTD ({type(exc).__name__})") from None
    except (ParseError, OSError, ValueError) as exc:  # bad XML, an unreadable file, bad characters
        raise BoardInvalid(f"map file {path.name} is not valid XML: {exc}") from None


def _check_refs(path: Path, tree: Any, roots: list[Path], seen: set[Path]) -> None:
    """Every referenced file exists inside ``roots``; tilesets and templates are checked recursively."""
    seen.add(path.resolve())
    root_el = tree.getroot()
    for el in root_el.iter():
        ref = None
        if el.tag in ("tileset", "image") and el.get("source"):
            ref = el.get("source")
        elif el.tag == "object" and el.get("template"):
            ref = el.get("template")
        elif el.tag == "property" and el.get("type") == "file" and el.get("value"):
            ref = el.get("value")
        if ref is None:
            continue
        if "://" in ref or ref.startswith(("\\\\", "//")):
            raise BoardUnsafe(f"{path.name} refers to {ref!r}, outside the project")
        target = path.parent / ref
        if not _inside(target, roots):
            raise BoardUnsafe(f"{path.name} refers to {ref!r}, outside the project's maps and assets")
        if not target.is_file():
            raise BoardMissing(f"{path.name} refers to {ref!r}, which is missing")
        if target.suffix.lower() in (".tsx", ".tx", ".xml") and target.resolve() not in seen:
            _check_refs(target, _parse_xml(target), roots, seen)


def check_map_file(path: Path, roots: list[Path] | None = None) -> None:
    """Raise a ``BoardError`` unless the map and every file it references are safe to hand to pytmx."""
    base = project_root()
    roots = roots or [base / "maps", base / "assets"]
    if not _inside(path, roots):
        raise BoardUnsafe(f"map {path.name} is outside the project's maps folder")
    tree = _parse_xml(path)
    root_el = tree.getroot()
    if root_el.tag != "map":
        raise BoardInvalid(f"{path.name} is not a Tiled map")
    if root_el.get("orientation", "orthogonal") != "orthogonal":
        raise BoardInvalid(f"{path.name} is not an orthogonal map")
    check_map_numbers(path.name, root_el)
    _check_refs(path, tree, roots, set())


def _number(name: str, el: Any, attr: str, default: float | None = None) -> float:
    """An attribute as a finite number (``inf``, ``nan`` and text are refused)."""
    raw = el.get(attr)
    if raw is None:
        if default is None:
            raise BoardInvalid(f"{name}: a <{el.tag}> has no {attr}")
        return default
    try:
        value = float(raw)
    except ValueError:
        raise BoardInvalid(f"{name}: a <{el.tag}> has {attr}={raw[:20]!r}, not a number") from None
    if not math.isfinite(value):
        raise BoardInvalid(f"{name}: a <{el.tag}> has {attr}={raw[:20]!r}, not a finite number")
    return value


def _count(name: str, el: Any, attr: str, hi: int) -> int:
    value = _number(name, el, attr)
    if value != int(value) or not 1 <= value <= hi:
        raise BoardInvalid(f"{name}: {attr}={el.get(attr)!r} must be a whole number from 1 to {hi}")
    return int(value)


def check_map_numbers(name: str, root_el: Any) -> None:
    """Map numbers are finite and within the map: its size, every object's position and size (and
    polygon points), every tile layer's size — and a compressed layer is inflated only up to the size
    its width and height allow, so a hostile layer is refused before it fills the memory."""
    tw = _count(name, root_el, "tilewidth", MAX_TILE_PX)
    th = _count(name, root_el, "tileheight", MAX_TILE_PX)
    mw = _count(name, root_el, "width", MAX_MAP_TILES)
    mh = _count(name, root_el, "height", MAX_MAP_TILES)
    width, height = mw * tw, mh * th
    if width > MAX_MAP_PX or height > MAX_MAP_PX:
        raise BoardInvalid(f"{name}: the map is {width}×{height} pixels, larger than {MAX_MAP_PX} on a side")
    slack = 1.0  # Tiled writes fractions; a rounding hair past the edge is fine
    for obj in root_el.iter("object"):
        x, y = _number(name, obj, "x", 0.0), _number(name, obj, "y", 0.0)
        w, h = _number(name, obj, "width", 0.0), _number(name, obj, "height", 0.0)
        label = obj.get("name") or obj.get("id") or "?"
        if w < 0 or h < 0:
            raise BoardInvalid(f"{name}: object {label!r} has a negative size")
        if not (-slack <= x and x + w <= width + slack and -slack <= y and y + h <= height + slack):
            raise BoardInvalid(f"{name}: object {label!r} lies outside the {width}×{height} map")
        for poly in [*obj.iter("polygon"), *obj.iter("polyline")]:
            for pair in (poly.get("points") or "").split():
                try:
                    px, py = (float(v) for v in pair.split(","))
                except ValueError:
                    raise BoardInvalid(f"{name}: object {label!r} has a bad point {pair[:20]!r}") from None
                if not (math.isfinite(px) and math.isfinite(py)):
                    raise BoardInvalid(f"{name}: object {label!r} has a point that is not finite")
                if not (-slack <= x + px <= width + slack and -slack <= y + py <= height + slack):
                    raise BoardInvalid(f"{name}: object {label!r} has a point outside the map")
    for layer in root_el.iter("layer"):
        lw = _count(name, layer, "width", MAX_MAP_TILES)
        lh = _count(name, layer, "height", MAX_MAP_TILES)
        for data in layer.iter("data"):
            _check_layer_data(name, layer.get("name") or "?", data, lw * lh)


def _check_layer_data(name: str, layer: str, data: Any, cells: int) -> None:
    """A layer's data holds at most ``cells`` tiles; compressed data is inflated with that bound."""
    encoding = data.get("encoding")
    compression = data.get("compression")
    if encoding != "base64":
        if compression:
            raise BoardInvalid(f"{name}: layer {layer!r} is compressed without base64")
        return  # CSV or XML tiles: bounded by the file's own size
    limit = cells * 4
    try:
        raw = base64.b64decode("".join((data.text or "").split()), validate=True)
    except (binascii.Error, ValueError):
        raise BoardInvalid(f"{name}: layer {layer!r} is not valid base64") from None
    if compression in (None, ""):
        size = len(raw)
    elif compression in ("zlib", "gzip"):
        inflater = zlib.decompressobj(zlib.MAX_WBITS | (16 if compression == "gzip" else 0))
        try:
            size = len(inflater.decompress(raw, limit + 1))
        except zlib.error:
            raise BoardInvalid(f"{name}: layer {layer!r} does not decompress") from None
    else:
        raise BoardInvalid(
            f"{name}: layer {layer!r} uses {compression!r} compression, which Salon does not read"
        )
    if size > limit:
        raise BoardInvalid(f"{name}: layer {layer!r} holds more data than its {cells} tiles")


# --------------------------------------------------------------------------------------------
# Loading


def _image_loader(filename: str, colorkey: Any, **kwargs: Any) -> Any:
    """A pytmx image loader that works with or without a display (convert only when one exists)."""
    image = pygame.image.load(filename)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert_alpha()

    def load(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = image.subsurface(rect).copy() if rect else image
        if flags is not None and (flags.flipped_horizontally or flags.flipped_vertically):
            tile = pygame.transform.flip(tile, flags.flipped_horizontally, flags.flipped_vertically)
        return tile

    return load


def read_map(
    path: Path, game_id: str = "", roots: list[Path] | None = None, render: bool = True
) -> BoardGeometry:
    """Safely load a .tmx into a ``BoardGeometry`` (``render``: pre-render the tile layers)."""
    check_map_file(path, roots)
    import pytmx

    try:
        tmx = pytmx.TiledMap(
            str(path), image_loader=_image_loader if render else pytmx.pytmx.default_image_loader
        )
    except Exception as exc:  # noqa: BLE001 - pytmx raises many things on odd input
        raise BoardInvalid(f"map {path.name} could not be read: {exc}") from None
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    if width <= 0 or height <= 0:
        raise BoardInvalid(f"map {path.name} has no size")
    sx, sy = CANVAS[0] / width, CANVAS[1] / height
    scale = min(sx, sy)
    zones: dict[str, Zone] = {}
    for layer in tmx.layers:
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        for obj in layer:
            name = obj.name
            if not name:
                raise BoardInvalid(f"map {path.name}: an object in layer {layer.name!r} has no name")
            if name in zones:
                raise BoardInvalid(f"map {path.name}: two objects are named {name!r}")
            kind = obj.type or getattr(obj, "class", None) or kind_of(name)
            poly = None
            pts = getattr(obj, "points", None)
            if pts:
                poly = tuple((float(p[0]) * scale, float(p[1]) * scale) for p in pts)
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                rect = (int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
            else:
                rect = (
                    int(obj.x * scale),
                    int(obj.y * scale),
                    int((obj.width or 1) * scale),
                    int((obj.height or 1) * scale),
                )
            props = dict(getattr(obj, "properties", {}) or {})
            zones[name] = Zone(name, str(kind), rect, poly, str(layer.name or ""), props)
    background = None
    if render:
        background = pygame.Surface(CANVAS)
        background.fill((0x2B, 0x1D, 0x14))
        layer_surf = pygame.Surface((width, height), pygame.SRCALPHA)
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for x, y, image in layer.tiles():
                    if image is not None:
                        layer_surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
        if (width, height) != CANVAS:
            layer_surf = pygame.transform.smoothscale(layer_surf, (int(width * scale), int(height * scale)))
        background.blit(layer_surf, (0, 0))
    return BoardGeometry(
        game_id, CANVAS, zones, background, path.name, properties=dict(getattr(tmx, "properties", {}) or {})
    )


def auto_board(game_id: str, zone_ids: Iterable[str], players: int, warning: str = "") -> BoardGeometry:
    """A board with no map: panels and every zone from the automatic layout."""
    from scenes.table.layout import BOARD

    zones = {k: Zone(k, "panel", r, auto=True) for k, r in PANELS.items()}
    zones["panel:board"] = Zone("panel:board", "panel", BOARD, auto=True)
    for zid, r in auto_layout(zone_ids, players).items():
        zones[zid] = Zone(zid, kind_of(zid), r, auto=True)
    return BoardGeometry(game_id, CANVAS, zones, None, "auto", warning)


def map_path(game_id: str) -> Path:
    return project_root() / "maps" / f"{game_id}.tmx"


def load_board(game_id: str, zone_ids: Iterable[str] = (), players: int = 2) -> BoardGeometry:
    """The board for a game: its map when usable, else the automatic layout with a warning set.

    Never raises for a bad map; zones the rules name that the map lacks are placed automatically.
    """
    ids = list(zone_ids)
    try:
        board = read_map(map_path(game_id), game_id)
    except BoardError as exc:
        return auto_board(game_id, ids, players, warning=str(exc))
    except (pygame.error, OSError, ValueError, OverflowError, MemoryError) as exc:
        return auto_board(game_id, ids, players, warning=f"map {game_id}.tmx could not be drawn: {exc}")
    for k, r in PANELS.items():
        board.zones.setdefault(k, Zone(k, "panel", r, auto=True))
    if board.properties.get("layout") == "generated":
        relayout(board, players)
    else:
        spread_seats(board, players)
    board.ensure(ids, players)
    return board


def relayout(board: BoardGeometry, players: int) -> None:
    """A generated map (no hand design) is laid out again for the actual number of players, so two
    players get the whole table edge instead of two empty chairs. Kinds and properties are kept."""
    from scenes.table.layout import seat_at_table

    ids = [z for z, zone in board.zones.items() if zone.kind != "panel" and seat_at_table(z, players)]
    placed = auto_layout(ids, players, _free_board(board))
    for zid, r in placed.items():
        board.zones[zid] = dataclasses.replace(board.zones[zid], rect=r, polygon=None)


KNOWN_KINDS = frozenset(ZONE_KINDS)


# --------------------------------------------------------------------------------------------
# Fewer players than the map's chairs


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:])


def _map_rect(r: Rect, old: pygame.Rect, new: pygame.Rect) -> Rect:
    """``r`` moved from the box ``old`` to the box ``new``, stretched with it (edges rounded, so
    neighbouring zones stay neighbours)."""
    sx, sy = new.w / max(1, old.w), new.h / max(1, old.h)
    x0 = round(new.x + (r[0] - old.x) * sx)
    y0 = round(new.y + (r[1] - old.y) * sy)
    x1 = round(new.x + (r[0] + r[2] - old.x) * sx)
    y1 = round(new.y + (r[1] + r[3] - old.y) * sy)
    return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))


def seat_boxes(board: BoardGeometry) -> dict[int, pygame.Rect]:
    """Each seat's area on the board: the union of its zones (panels and hidden zones aside)."""
    from scenes.table.layout import seat_of

    rects: dict[int, list[pygame.Rect]] = {}
    for zid, z in board.zones.items():
        s = seat_of(zid)
        if s is not None and z.kind != "panel" and not z.prop("hidden"):
            rects.setdefault(s, []).append(pygame.Rect(z.rect))
    return {s: _union(rs) for s, rs in sorted(rects.items())}


def _overlap(a0: int, a1: int, b0: int, b1: int) -> bool:
    return min(a1, b1) - max(a0, b0) > 0


def spread_plan(boxes: dict[int, pygame.Rect], players: int) -> dict[int, pygame.Rect]:
    """Where each playing seat's area goes when ``players`` sit at a map drawn for more chairs.

    A map's seats sit either in one row (Paris: four panels side by side along the bottom) or in
    columns (New Eden, Farshore: two seats stacked on each side of the board). The empty chairs'
    room is shared out so that the players use the whole strip: in a row, the players' panels
    widen to share the row; in columns, every column gets a player before any gets two (two
    players face each other across the board), and a column's players share its height. Seats
    keep their order (left to right, top to bottom as the map had them). Returns {} when there is
    nothing to do (every chair taken, a solo game, a single seat, or a map with no seats).
    """
    chairs = sorted(boxes)
    if players < 2 or len(chairs) <= players or any(s not in boxes for s in range(players)):
        return {}
    all_boxes = [boxes[s] for s in chairs]
    if all(_overlap(a.top, a.bottom, b.top, b.bottom) for a in all_boxes for b in all_boxes):
        # one row: the players share it left to right, with the map's own gap between panels
        ordered = sorted(all_boxes, key=lambda r: r.x)
        gaps = [b.x - a.right for a, b in zip(ordered, ordered[1:], strict=False)]
        gap = max(0, min(gaps)) if gaps else 0
        left, right = ordered[0].x, max(r.right for r in ordered)
        w = (right - left - gap * (players - 1)) / players
        seats = sorted(range(players), key=lambda s: boxes[s].x)
        return {
            s: pygame.Rect(round(left + i * (w + gap)), boxes[s].y, round(w), boxes[s].h)
            for i, s in enumerate(seats)
        }
    # columns: chairs whose x ranges overlap stand in the same column
    columns: list[list[int]] = []
    for s in sorted(chairs, key=lambda c: boxes[c].x):
        for col in columns:
            if _overlap(boxes[s].left, boxes[s].right, boxes[col[0]].left, boxes[col[0]].right):
                col.append(s)
                break
        else:
            columns.append([s])
    if len(columns) < 2:
        return {}
    taken: dict[int, list[int]] = {i: [s for s in col if s < players] for i, col in enumerate(columns)}
    while True:  # a column with no player takes one from the fullest column (its last-seated player)
        empty = [i for i, ss in taken.items() if not ss]
        full = max(taken, key=lambda i: (len(taken[i]), -i))
        if not empty or len(taken[full]) < 2:
            break
        mover = max(taken[full])
        taken[full].remove(mover)
        taken[empty[0]].append(mover)
    plan: dict[int, pygame.Rect] = {}
    for i, col in enumerate(columns):
        ss = taken[i]
        if not ss:
            continue
        area = _union([boxes[c] for c in col])
        gaps = sorted(
            b.y - a.bottom
            for a, b in zip(
                sorted((boxes[c] for c in col), key=lambda r: r.y),
                sorted((boxes[c] for c in col), key=lambda r: r.y)[1:],
                strict=False,
            )
        )
        gap = max(0, gaps[0]) if gaps else 0
        # players who stayed keep their order; a newcomer takes the place nearest its old one
        ss.sort(key=lambda s: boxes[s].y)
        h = (area.h - gap * (len(ss) - 1)) / len(ss)
        width = max(boxes[c].w for c in col)
        for k, s in enumerate(ss):
            plan[s] = pygame.Rect(area.x, round(area.y + k * (h + gap)), width, round(h))
    return plan


def spread_seats(board: BoardGeometry, players: int) -> dict[int, pygame.Rect]:
    """Lay a designed map's seat zones out again for ``players`` (see ``spread_plan``): each seat's
    zones move and stretch with its area, so a 2-player game leaves no empty chairs on the table.
    A map that places zones per player count itself (``at_N`` properties, see scenes/games/droids)
    or asks ``seats`` = "fixed" in its map properties is left alone. Returns the plan applied."""
    if str(board.properties.get("seats", "")) == "fixed":
        return {}
    if any(k.startswith("at_") for z in board.zones.values() for k in z.properties):
        return {}
    boxes = seat_boxes(board)
    plan = spread_plan(boxes, players)
    if not plan:
        return {}
    from scenes.table.layout import seat_of

    for zid, z in list(board.zones.items()):
        s = seat_of(zid)
        if s is None or s not in plan or z.kind == "panel":
            continue
        old, new = boxes[s], plan[s]
        poly = None
        if z.polygon:
            sx, sy = new.w / max(1, old.w), new.h / max(1, old.h)
            poly = tuple((new.x + (x - old.x) * sx, new.y + (y - old.y) * sy) for x, y in z.polygon)
        board.zones[zid] = dataclasses.replace(z, rect=_map_rect(z.rect, old, new), polygon=poly)
    return plan
