"""Metrics of the papers and a runner over labelled dataset folders."""
