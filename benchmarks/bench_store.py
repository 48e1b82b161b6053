"""Speed of the store backends: rows/s written by one and by two writers at once.

Run:  python benchmarks/bench_store.py [--url postgresql://user@host/db] [--faculty 20000]
           [--rounds 3] [--batch 200]

Builds the rows of a large university crawl (colleges, departments, ``--faculty`` people and
their INM relations) and times, in the same run, writing them with ``Store.add`` and
``flush`` every ``--batch`` rows (as the crawl's store pipeline does):

- ``sqlite 1``: one writer into an SQLite file;
- ``postgres 1``: one writer into PostgreSQL;
- ``postgres 2``: two writer processes at once, each with half of the rows (two workers of
  one crawl), into PostgreSQL.

Without ``--url`` a PostgreSQL server is started in a temporary folder (webextract_testkit.postgres;
its programs from Debian's postgresql package).  Each figure is the median of ``--rounds``
runs, each into fresh tables; the table gives rows/s and the ratio to one PostgreSQL writer.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import tempfile
import time
from pathlib import Path

from webextract.items import College, Department, Faculty
from webextract.relations.inm import relations_for
from webextract.store import open_store


def crawl_items(faculty: int) -> list:
    items: list = []
    per_department = 25
    departments = max(1, faculty // per_department)
    for d in range(departments):
        college = f"College {d // 10}"
        if d % 10 == 0:
            items.append(College(college, f"https://x.edu/c{d // 10}/", "Example University", "https://x.edu/"))
        items.append(Department(f"Department {d}", f"https://x.edu/d{d}/", college, "Example University", "s"))
        items += [Faculty(f"Person {d}.{p}", "Professor", f"Department {d}", "Example University",
                          f"https://x.edu/d{d}/p{p}", f"p{d}.{p}@x.edu", "s") for p in range(per_department)]
    return items + [r for it in items for r in relations_for(it)]


def write(target: str, items: list, batch: int) -> int:
    store = open_store(target)
    for item in items:
        store.add(item)
        if store.pending >= batch:
            store.flush()
    store.flush()
    store.close()
    return len(items)


def _writer(args: tuple) -> int:
    return write(*args)


def fresh_database(url: str, n: int) -> str:
    import psycopg

    base, _, _ = url.rpartition("/")
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS bench{n}")
        db.execute(f"CREATE DATABASE bench{n}")
    return f"{base}/bench{n}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a PostgreSQL database to create the benchmark's databases from")
    parser.add_argument("--faculty", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--batch", type=int, default=200)
    args = parser.parse_args()
    items = crawl_items(args.faculty)
    server = None
    url = args.url
    if url is None:
        from webextract_testkit.postgres import PostgresMissing, PostgresServer

        try:
            server = PostgresServer()
        except PostgresMissing as exc:
            raise SystemExit(f"{exc}; or give --url") from None
        url = f"{server.url}/postgres"
    print(f"{len(items)} rows ({args.faculty} faculty and their units and relations), batches of {args.batch}")
    rates: dict[str, float] = {}
    n = 0
    try:
        with tempfile.TemporaryDirectory() as tmp, multiprocessing.get_context("spawn").Pool(2) as pool:
            for name in ("sqlite 1", "postgres 1", "postgres 2"):
                times = []
                for _ in range(args.rounds):
                    n += 1
                    target = str(Path(tmp) / f"s{n}.sqlite3") if name.startswith("sqlite") else fresh_database(url, n)
                    open_store(target).close()  # tables made outside the timing
                    t = time.perf_counter()
                    if name.endswith("2"):
                        pool.map(_writer, [(target, items[0::2], args.batch), (target, items[1::2], args.batch)])
                    else:
                        pool.map(_writer, [(target, items, args.batch)])
                    times.append(time.perf_counter() - t)
                rates[name] = len(items) / statistics.median(times)
    finally:
        if server is not None:
            server.stop()
    print("\n| writers | rows/s | ratio to postgres 1 |\n|---|---|---|")
    for name, rate in rates.items():
        print(f"| {name} | {rate:,.0f} | {rate / rates['postgres 1']:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
