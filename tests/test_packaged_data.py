"""The dictionaries read from a zipped package (the egg scrapyd-deploy builds): found through
importlib.resources and unpacked once to a folder named by their content's hash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "webextract"

PROBE = """
import json, webextract.dictionaries as d
print(json.dumps([d.__file__, str(d.data_dir()), len(d.unit_phrases("college")), len(d.link_keywords("faculty"))]))
"""


def test_dictionaries_from_a_zipped_package(tmp_path: Path) -> None:
    archive = tmp_path / "webextract.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for folder, _, names in os.walk(PACKAGE, followlinks=True):  # data/ is a link, as in the egg
            for name in sorted(names):
                path = Path(folder) / name
                if "__pycache__" not in path.parts:
                    zf.write(path, path.relative_to(ROOT).as_posix())
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "WEBEXTRACT_DATA_DIR"}
    env.update(PYTHONPATH=str(archive), TMPDIR=str(temp))
    runs = []
    for _ in range(2):  # the second process finds the folder the first unpacked
        proc = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr[-2000:]
        runs.append(json.loads(proc.stdout))
    module, folder, colleges, keywords = runs[0]
    assert module.startswith(str(archive))
    assert Path(folder).parent == temp and Path(folder).name.startswith("webextract-data-")
    assert (Path(folder) / "colleges.txt").read_bytes() == (ROOT / "data" / "colleges.txt").read_bytes()
    assert colleges > 100 and keywords > 3
    assert runs[1] == runs[0]
    assert [p.name for p in temp.iterdir()] == [Path(folder).name]  # no staging folder left
