"""The project's own import graph: ``game/`` (the rules) knows nothing of ``scenes/`` (pygame), no
program module imports the tests, and neither ``game/`` nor ``scenes/`` has an import cycle.

The graph is read from the source (``ast``), not from what happens to be loaded: every ``import`` and
``from … import`` counts, at the top of a module or inside a function (a lazy import is still an
import: it only moves the cycle from load time to the first call). Imports under ``if TYPE_CHECKING:``
do not count: they never run. ``from pkg import mod`` where ``mod`` is a submodule is an edge to
``pkg.mod`` alone; a package's ``__init__`` running first is Python's doing, not a dependency.

Scenes open one another by name through the router in ``scenes.base`` (``ctx.scene("menu")``); that
is not an import of the scene opened, and on purpose: the menu leads to the setup, the setup to the
table, the table to the scores and the scores back to the menu, so a scene that imported the next one
to open it would close the circle.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("game", "scenes", "tests", "tools")

# Cycles allowed to stand for now (none today). A cycle listed here must go: the test fails when one of
# them is gone, so that this list shrinks with the code, and when any other cycle appears.
KNOWN_CYCLES: set[frozenset[str]] = set()


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under an ``if TYPE_CHECKING:``."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for stmt in node.body:
                out.update(id(n) for n in ast.walk(stmt))
    return out


def _in_functions(tree: ast.Module) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            out.update(id(n) for n in ast.walk(node))
    return out


def _imported_names(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


def build_graph() -> dict[str, dict[str, str]]:
    """module → {imported module → "top" or "function"} for the project's own modules ("top" wins
    when a module imports another in both places)."""
    modules = _modules()

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, dict[str, str]] = defaultdict(dict)
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skip, lazy = _type_checking_only(tree), _in_functions(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom) or id(node) in skip:
                continue
            names = _imported_names(node, module, path.name == "__init__.py")
            if isinstance(node, ast.ImportFrom):
                # ``from pkg import sub``: the submodule alone when it is one, else the package
                base, subs = names[-1], names[:-1]
                names = [s if s in modules else base for s in subs]
            for name in names:
                target = resolve(name)
                if target is None or target == module:
                    continue
                where = "function" if id(node) in lazy else "top"
                if graph[module].get(target) != "top":
                    graph[module][target] = where
    return graph


def cycles(graph: dict[str, dict[str, str]], prefix: str) -> list[frozenset[str]]:
    """The strongly connected components of more than one module among modules under ``prefix``
    (Tarjan's algorithm, iterative)."""
    nodes = sorted(m for m in set(graph) | {t for e in graph.values() for t in e} if m.split(".")[0] == prefix)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[frozenset[str]] = []
    counter = 0
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(sorted(t for t in graph.get(start, {}) if t.split(".")[0] == prefix)))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(t for t in graph.get(w, {}) if t.split(".")[0] == prefix))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    component = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.add(w)
                        if w == v:
                            break
                    if len(component) > 1:
                        out.append(frozenset(component))
    return out


def _describe(graph: dict[str, dict[str, str]], component: frozenset[str]) -> str:
    edges = [
        f"  {a} -> {b} ({graph[a][b]})" for a in sorted(component) for b in sorted(graph.get(a, {})) if b in component
    ]
    return "\n".join(edges)


@pytest.fixture(scope="module")
def graph() -> dict[str, dict[str, str]]:
    return build_graph()


def test_the_graph_sees_the_project(graph):
    """A reader that found nothing would pass every test below."""
    assert "game.core.rules" in graph["game.registry"] or "game.core.rules" in graph["game.core.controller"]
    assert graph["scenes.menu"].get("scenes.base") == "top"
    assert len(graph) > 100


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import():
    toy = {"game.a": {"game.b": "top"}, "game.b": {"game.c": "function"}, "game.c": {"game.a": "top"},
           "game.d": {"game.a": "top"}}
    assert cycles(toy, "game") == [frozenset({"game.a", "game.b", "game.c"})]
    assert cycles(toy, "scenes") == []


def test_game_imports_nothing_from_scenes(graph):
    bad = [f"{m} -> {t}" for m, edges in graph.items() if m.startswith("game") for t in edges
           if t.split(".")[0] == "scenes"]
    assert not bad, "game/ must not know the scenes:\n" + "\n".join(sorted(bad))


def test_no_program_module_imports_the_tests(graph):
    bad = [f"{m} -> {t}" for m, edges in graph.items() if m.split(".")[0] in ("game", "scenes") for t in edges
           if t.split(".")[0] == "tests"]
    assert not bad, "the program must not need the tests:\n" + "\n".join(sorted(bad))


@pytest.mark.parametrize("prefix", ["game", "scenes"])
def test_no_import_cycle(graph, prefix):
    found = cycles(graph, prefix)
    new = [c for c in found if c not in KNOWN_CYCLES]
    assert not new, "import cycles:\n" + "\n\n".join(_describe(graph, c) for c in new)
    gone = [sorted(c) for c in KNOWN_CYCLES if c not in found and next(iter(c)).split(".")[0] == prefix]
    assert not gone, f"these cycles are gone: take them out of KNOWN_CYCLES: {gone}"


def test_every_route_names_a_scene_or_an_opener():
    """The router's names lead somewhere (a typo would only show when a player clicked)."""
    from scenes import base

    for name in base.SCENES:
        assert issubclass(base.scene_class(name), base.Scene), name
    for name, target in base.OPENERS.items():
        assert callable(base._resolve(base.OPENERS, name)), target
    with pytest.raises(KeyError, match="no route named"):
        base.scene_class("no_such_scene")
