"""Noise removal: site-level hash-tree templates, page-level link clusters, logical link blocks."""
