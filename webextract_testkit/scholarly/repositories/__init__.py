"""Preprint servers, repositories and indexes, one module a family:

* :mod:`.preprints`: arXiv, bioRxiv/medRxiv, SSRN;
* :mod:`.biomedical`: PubMed, Europe PMC/PMC;
* :mod:`.institutional`: DSpace 6 (simple and full item record), EPrints 3, Zenodo,
  bepress Digital Commons;
* :mod:`.national`: HAL, a Russian journal/repository page (CyberLeninka/eLibrary style);

and :mod:`.pieces`, the meta tags, dates and parts they share.

Their truth follows what each platform's meta tags carry: preprints have no volume or
issue, arXiv's ``citation_doi`` is its own 10.48550 DOI (not the published version's),
repositories often date an item by year or month only.
"""

from __future__ import annotations

from webextract_testkit.scholarly.repositories.biomedical import europepmc, pubmed
from webextract_testkit.scholarly.repositories.institutional import bepress, dspace, dspace_full, eprints, zenodo
from webextract_testkit.scholarly.repositories.national import hal, russian
from webextract_testkit.scholarly.repositories.preprints import arxiv, biorxiv, ssrn

#: The templates in the order the generated set lists them.
TEMPLATES = {"arxiv": arxiv, "biorxiv": biorxiv, "pubmed": pubmed, "europepmc": europepmc, "dspace": dspace,
             "dspace_full": dspace_full, "eprints": eprints, "zenodo": zenodo, "hal": hal, "ssrn": ssrn,
             "bepress": bepress, "russian": russian}
