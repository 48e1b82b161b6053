"""The people of the demo university (part of its builder, ``_build.py``): the names they are drawn
from, academic ranks and staff positions, their e-mail addresses, homepages and displayed
titles, and the answer key the builder writes to EXPECTED.json (the faculty, colleges and
departments a crawl must find).
"""
import unicodedata

from _template import ascii_slug, rng

FIRST = """James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard
Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Margaret Mark Sandra
Paul Ashley Steven Emily Andrew Donna Kenneth Michelle Joshua Carol Kevin Amanda Brian Melissa George
Deborah Timothy Stephanie Ronald Rebecca Jason Laura Edward Sharon Jeffrey Cynthia Ryan Kathleen Jacob
Amy Gary Angela Eric Anna Jonathan Ruth Stephen Brenda Justin Nicole Scott Katherine Raj Priya Wei Mei
Hiroshi Yuki Carlos Sofia Ahmed Fatima Olga Ivan Elena Marco Ingrid Lars Aisha Omar Ananya Tomas Lucia
Helen Peter Grace Samuel Claire Victor Irene Martin Julia Oliver Diana Henry Rachel Simon Naomi Felix""".split()
LAST = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez
Lewis Robinson Walker Young Allen King Wright Scott Torres Hill Flores Green Adams Nelson Baker Hall
Rivera Campbell Mitchell Carter Roberts Patel Kim Chen Wang Zhang Kowalski Novak Schmidt Johansson Okafor
Tanaka Sato Ivanova Rossi Bianchi Fischer Weber Murphy Kelly Sullivan Brennan Sharma Gupta Singh Ali
Hassan Cohen Levy Park Choi Reed Cook Morgan Bell Bailey Cooper Richardson Cox Howard Ward Peterson Gray
Watson Brooks Sanders Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Hughes
Foster Butler Simmons Bryant Russell Griffin Hayes Myers Ford Hamilton Graham Sullivan Wallace Woods Cole
West Jordan Owens Reynolds Fisher Ellis Harrison Gibson Mcdonald Marshall Murray Freeman Wells Webb
Simpson Stevens Tucker Porter Hunter Hicks Crawford Henry Boyd Mason Kennedy Warren Dixon Burns Gordon
Shaw Holmes Rice Robertson Hunt Black Daniels Palmer Mills Nichols Grant Knight Ferguson Stone Hawkins
Dunn Perkins Hudson Spencer Gardner Stephens Payne Pierce Berry Matthews Arnold Wagner Willis Ray Watkins
Olson Carroll Duncan Snyder Hart Cunningham Bradley Lane Andrews Ruiz Harper Fox Riley Armstrong""".split()
LAST = list(dict.fromkeys(LAST))
USED: set[str] = set()

RANKS = ["Professor", "Professor", "Associate Professor", "Associate Professor", "Assistant Professor",
         "Assistant Professor", "Lecturer", "Senior Lecturer", "Instructor"]
STAFF_TITLES = ["Department Administrator", "Academic Advisor", "Graduate Program Coordinator",
                "Office Manager", "Communications Specialist", "Financial Analyst", "IT Support Specialist",
                "Undergraduate Program Coordinator"]
EXPECTED_FACULTY: list[dict] = []
EXPECTED_COLLEGES: list[dict] = []
EXPECTED_DEPTS: list[dict] = []


def email_of(name: str) -> str:
    parts = ascii_slug(name).split("-")
    if not parts or parts == ["person"]:
        return "faculty@westbrook.edu"
    return f"{parts[0][0]}{parts[-1]}@westbrook.edu"


def new_name() -> str:
    while True:
        n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if n not in USED:
            USED.add(n)
            return n


def people(n: int, specials=(), ranks=None):
    """n people: list of dict(name, rank). specials: (name, rank) inserted at random places."""
    out = []
    for _ in range(n - len(specials)):
        out.append({"name": new_name(), "rank": rng.choice(ranks or RANKS)})
    for name, rank in specials:
        USED.add(name)
        out.insert(rng.randrange(len(out) + 1), {"name": name, "rank": rank})
    return out


def staff(n: int):
    return [{"name": new_name(), "rank": t} for t in rng.sample(STAFF_TITLES, n)]


def expect(unit: str, ps):
    for p in ps:
        EXPECTED_FACULTY.append({"name": p["name"], "title": p["rank"], "unit": unit,
                                 "homepage": p.get("homepage"), "email": p.get("email")})


def seen(p: dict, homepage: str, email: bool = True) -> str:
    """Record the person's homepage path (and e-mail) as rendered; return the homepage."""
    p["homepage"] = homepage
    p["email"] = email_of(p["name"]) if email else None
    return homepage


def last_key(name: str) -> str:
    parts = name.split()
    particles = {"van", "der", "de", "la", "von", "del", "da", "di", "le"}
    core = [p for p in parts[1:] if p.lower() not in particles] or parts
    return unicodedata.normalize("NFKD", core[-1]).lower()


def display(ps, suffix_of=None, rate=0.0):
    for p in ps:
        d = p["rank"]
        if suffix_of and rng.random() < rate and d.endswith("Professor"):
            d = f"{d} of {suffix_of}"
        p.setdefault("display", d)
    return ps
