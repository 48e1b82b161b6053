"""Large publishers' and aggregators' article pages in their 2015-2022 designs:

* :mod:`.large_publishers`: the new SpringerLink, the new ScienceDirect, Cell Press, The BMJ
  (HighWire);
* :mod:`.aggregators`: a JSTOR stable page, Cairn.info (French).

Each template lays one generated article out the way that site's page does (where the item
names stand, how volume, issue and dates are written, which dates are online dates and which
the issue's), with its own page chrome; the truth row is what the page's meta tags carry.
"""

from __future__ import annotations

from webextract_testkit.scholarly.presses.aggregators import cairn, jstor
from webextract_testkit.scholarly.presses.large_publishers import bmj, cell, sciencedirect, springerlink

#: The templates in the order the generated set lists them.
TEMPLATES = {"springerlink": springerlink, "sciencedirect": sciencedirect, "cell": cell,
             "jstor": jstor, "bmj": bmj, "cairn": cairn}
