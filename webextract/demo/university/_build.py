"""Generator of the bundled demo university (its output, the static site, is committed).

Run ``python webextract/demo/university/_build.py`` to rebuild the pages and EXPECTED.json after
editing the data in its parts: ``_template.py`` (the page frame, the seeded random generator),
``_people.py`` (names, ranks, the answer key), ``_layouts.py`` (faculty directory layouts),
``_campus.py`` (university-wide pages) and ``_colleges.py`` (colleges, departments and their
faculty pages).  The random generator is seeded, so the output is the same every run.
The server never serves files whose name starts with ``_``, so these files are not part of
the site.
"""
import json
import shutil
import sys

sys.dont_write_bytecode = True  # no __pycache__ of the parts inside the site's folder

from _campus import academics, home, misc  # noqa: E402 - the parts, imported from this folder
from _colleges import artsci, business, education, engineering, history_emeriti, law, medicine  # noqa: E402
from _people import EXPECTED_COLLEGES, EXPECTED_DEPTS, EXPECTED_FACULTY  # noqa: E402
from _template import OUT  # noqa: E402

UNI = "Westbrook University"


def main():
    if OUT.exists():
        for p in OUT.iterdir():
            if p.name.startswith("_"):
                continue
            if p.is_dir():
                shutil.rmtree(p)
            else:
                p.unlink()
    OUT.mkdir(parents=True, exist_ok=True)
    home(); academics(); engineering(); artsci(); business(); medicine(); education(); law()
    history_emeriti(); misc()
    expected = {
        "university": UNI,
        "notes": [
            "URLs are paths on the demo server; prefix them with the server's base URL.",
            "Names are as displayed on the page. A faculty title is the academic rank the page gives the "
            "person, without the field (\"Associate Professor of History\" -> \"Associate Professor\").",
            "Not faculty: staff lists (Staff, Administrative Staff), department chairs on the departments page, "
            "speakers in event lists.",
            "Units without faculty: Linguistics (404), Department of Pathology (PDF directory only), "
            "Department of Kinesiology (directory disallowed by robots.txt), School of Nursing (redirect loop), "
            "and colleges with departments (faculty belong to departments); School of Law has no departments "
            "and its faculty belong to the school.",
        ],
        "colleges": EXPECTED_COLLEGES,
        "departments": EXPECTED_DEPTS,
        "faculty": EXPECTED_FACULTY,
    }
    (OUT / "EXPECTED.json").write_text(json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(EXPECTED_COLLEGES), len(EXPECTED_DEPTS), len(EXPECTED_FACULTY))


main()
