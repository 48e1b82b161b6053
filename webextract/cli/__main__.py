"""``python -m webextract.cli``: the same as the ``webextract`` command."""

import sys

from webextract.cli import main

sys.exit(main())
