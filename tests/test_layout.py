"""The product card's layout, and the rule that the rules side never imports pygame."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_top_level_layout():
    for name in ("main.py", "game", "scenes", "assets", "maps", "tests", "build.spec", "tools"):
        assert (ROOT / name).exists(), name


def test_game_package_imports_no_pygame():
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts)
        for p in (ROOT / "game").rglob("*.py")
        if p.name != "__init__.py" or p.parent != ROOT / "game"
    )
    modules = [m.removesuffix(".__init__") for m in modules]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print('PYGAME' if bad else 'CLEAN')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("CLEAN"), out.stdout + out.stderr


def test_no_pickle_anywhere():
    for path in list((ROOT / "game").rglob("*.py")) + list((ROOT / "scenes").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "import pickle" not in text and "import shelve" not in text, path


def test_game_package_imports_nothing_from_scenes_and_needs_no_fallback():
    """The rules library stands alone: no import of the GUI, no ``except ImportError`` for a module
    that might not be there (every module of the product is)."""
    import ast

    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n == "scenes" or n.startswith("scenes.") for n in names), f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                caught = ast.unparse(node.type)
                assert "ImportError" not in caught and "ModuleNotFoundError" not in caught, f"{path.relative_to(ROOT)}:{node.lineno}"
