"""Noise removal: site-level hash-tree templates (VB-PTC §IV.B), page-level link clusters
(VB-PTC §IV.C) and logical link blocks (Wang et al. 2015).

The library never imports Scrapy; :mod:`webextract.scrapy_project.pipelines.denoise` adapts it to a crawl.
"""

from webextract.denoise.hashtree import (
    REASONS,
    SiteDenoiseResult,
    SiteTemplate,
    TreeFingerprints,
    apply_template,
    compare_pair,
    denoise_site,
    fingerprint_tree,
    page_keys,
)
from webextract.denoise.linkblocks import (
    LinkBlock,
    LinkBlockResult,
    code_distance,
    find_link_blocks,
    find_links,
    remove_spans,
    text_distance,
)
from webextract.denoise.linkclusters import (
    LinkClusterResult,
    NodeDensity,
    cluster_score,
    link_text_density,
    node_densities,
    remove_link_clusters,
    select_link_clusters,
)

__all__ = [
    "REASONS",
    "LinkBlock",
    "LinkBlockResult",
    "LinkClusterResult",
    "NodeDensity",
    "SiteDenoiseResult",
    "SiteTemplate",
    "TreeFingerprints",
    "apply_template",
    "cluster_score",
    "code_distance",
    "compare_pair",
    "denoise_site",
    "find_link_blocks",
    "find_links",
    "fingerprint_tree",
    "link_text_density",
    "node_densities",
    "page_keys",
    "remove_link_clusters",
    "remove_spans",
    "select_link_clusters",
    "text_distance",
]
