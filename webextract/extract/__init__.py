"""Extractors: one public entry point per job, pure functions over lxml trees."""
