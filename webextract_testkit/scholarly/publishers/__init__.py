"""Publishers' article landing pages not in the journals set, one module a family:

* :mod:`.open_access`: MDPI, Frontiers, Hindawi;
* :mod:`.subscription`: Taylor & Francis, SAGE, IEEE Xplore;
* :mod:`.university_presses`: Oxford Academic, Cambridge Core, Project MUSE;
* :mod:`.regional`: J-STAGE, a Chinese journal site (CNKI style), SciELO.

Each template lays one generated article out the way that publisher's page does (where the
item names stand, how volume, issue and dates are written, which names are editors and not
authors), with its own page chrome; the truth row is what the page's meta tags carry.
"""

from __future__ import annotations

from webextract_testkit.scholarly.publishers.open_access import frontiers, hindawi, mdpi
from webextract_testkit.scholarly.publishers.regional import cnki, jstage, scielo
from webextract_testkit.scholarly.publishers.subscription import ieee, sage, tandf
from webextract_testkit.scholarly.publishers.university_presses import cambridge, muse, oup

#: The templates in the order the generated set lists them.
TEMPLATES = {"mdpi": mdpi, "frontiers": frontiers, "hindawi": hindawi, "tandf": tandf,
             "sage": sage, "oup": oup, "cambridge": cambridge, "ieee": ieee,
             "jstage": jstage, "cnki": cnki, "scielo": scielo, "muse": muse}
