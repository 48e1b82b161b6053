"""The ``webextract`` command line.

One sub-module per sub-command; each defines ``add_parser(subparsers)`` (registering its
arguments and ``set_defaults(run=...)``) and a ``run(args) -> int`` returning the exit
status.  Exit status: 0 all went well, 1 some input failed (its error line is in the
output), 2 usage error.
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: Sub-command modules, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = (
    "webextract.cli.extract",
    "webextract.cli.batch",
    "webextract.cli.evaluate",
    "webextract.cli.denoise",
    "webextract.cli.linkblocks",
    "webextract.cli.inm",
    "webextract.cli.demo",
    "webextract.cli.schedule",
)


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser with every sub-command that is installed."""
    parser = argparse.ArgumentParser(
        prog="webextract",
        description="Extract articles, data records and university structure from web pages.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:  # sub-command not built yet
                continue
            raise
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``webextract`` console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `webextract ... | head`
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
