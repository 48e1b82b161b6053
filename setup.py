"""Lets ``scrapyd-deploy`` build its egg from pyproject.toml (it writes a setup.py of its
own, without the package data, when none exists).  All configuration is in pyproject.toml."""

from setuptools import setup

setup()
