"""Generator of the bundled demo university (its output, the static site, is committed).

Run ``python webextract/demo/university/_build.py`` to rebuild the pages and EXPECTED.json after
editing the data below.  The random generator is seeded, so the output is the same every run.
The server never serves files whose name starts with ``_``, so this file is not part of the site.
"""
import html
import json
import random
import shutil
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parent
UNI = "Westbrook University"
rng = random.Random(20240917)

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


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def ascii_slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return "".join(c if c.isalnum() else "-" for c in s).strip("-").replace("--", "-") or "person"


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


# ---------------------------------------------------------------- page frame
FOOTER = """<footer class="site-footer">
  <div class="footer-cols">
    <div class="col"><h4>Westbrook University</h4>
      <address>1200 College Avenue<br>Westbrook, OR 97000<br>(503) 555-0100</address></div>
    <div class="col"><h4>Academics</h4><ul>
      <li><a href="/academics/">Schools &amp; Colleges</a></li>
      <li><a href="/library/">Libraries</a></li>
      <li><a href="/registrar/">Registrar</a></li>
      <li><a href="/calendar/">Academic Calendar</a></li>
      <li><a href="/online/">Online Programs</a></li></ul></div>
    <div class="col"><h4>Resources</h4><ul>
      <li><a href="/directory/">Directory</a></li>
      <li><a href="/maps/">Campus Maps</a></li>
      <li><a href="/careers/">Careers</a></li>
      <li><a href="/give/">Make a Gift</a></li>
      <li><a href="/accessibility/">Accessibility</a></li>
      <li><a href="/privacy/">Privacy</a></li></ul></div>
    <div class="col"><h4>Follow Us</h4><ul class="social">
      <li><a href="https://www.facebook.com/westbrookuniversity">Facebook</a></li>
      <li><a href="https://www.instagram.com/westbrooku">Instagram</a></li>
      <li><a href="https://www.linkedin.com/school/westbrook-university">LinkedIn</a></li>
      <li><a href="https://www.youtube.com/westbrooku">YouTube</a></li></ul></div>
  </div>
  <p class="copyright">&copy; 2024 Westbrook University. All rights reserved.</p>
</footer>"""

HEADER = """<header class="site-header">
  <div class="utility-bar"><ul>
    <li><a href="/students/">Students</a></li>
    <li><a href="/faculty-staff/">Faculty &amp; Staff</a></li>
    <li><a href="/alumni/">Alumni</a></li>
    <li><a href="/visit/">Visit</a></li>
    <li><a href="/search/">Search</a></li></ul></div>
  <a class="logo" href="/"><img src="/img/logo.svg" alt="Westbrook University"></a>
  <nav class="main-nav" aria-label="Main"><ul>
    <li><a href="/about/">About</a></li>
    <li><a href="/admissions/">Admissions</a></li>
    <li><a href="/academics/">Academics</a></li>
    <li><a href="/research/">Research</a></li>
    <li><a href="/campus-life/">Campus Life</a></li>
    <li><a href="/athletics/">Athletics</a></li>
    <li><a href="/news/">News</a></li></ul></nav>
</header>"""


def page(path: str, title: str, body: str, unit_bar: str = "", theme: str = "wu") -> None:
    doc = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<link rel="stylesheet" href="/css/{theme}.css">
</head>
<body class="{theme}">
{HEADER}
{unit_bar}
<main id="content">
{body}
</main>
{FOOTER}
</body>
</html>
"""
    target = OUT / path.lstrip("/")
    if path.endswith("/"):
        target = target / "index.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(doc, encoding="utf-8")


NEWS_TITLES = [
    "Westbrook researchers win grant to study coastal erosion",
    "New student center opens its doors this fall",
    "Alumni weekend draws record attendance",
    "Study finds urban trees cut summer heat by four degrees",
    "Robotics team takes second place at national championship",
    "University joins regional climate partnership",
    "Library extends hours during finals week",
    "Scholarship fund reaches its five-year goal",
    "Engineering students design low-cost water filter",
    "Board approves new residence hall on north campus",
    "Westbrook ranked among top regional universities",
    "Spring commencement speaker announced",
]
EVENT_TITLES = [
    ("Sep 12", "Fall Career Fair", "Student Union Ballroom"),
    ("Sep 18", "Distinguished Lecture: The Future of Energy Storage", "Hale Auditorium"),
    ("Sep 21", "Homecoming Parade", "Main Street"),
    ("Sep 25", "Open House for Prospective Graduate Students", "Admissions Center"),
    ("Oct 02", "Jazz Ensemble Fall Concert", "Fenwick Concert Hall"),
    ("Oct 05", "Family Weekend", "Campus-wide"),
    ("Oct 09", "Research Symposium Poster Session", "Science Commons"),
    ("Oct 14", "Study Abroad Fair", "Library Plaza"),
    ("Oct 20", "Blood Drive", "Recreation Center"),
]


def news_list(prefix: str, k: int = 5, heading: str = "Latest News") -> str:
    items = rng.sample(NEWS_TITLES, k)
    lis = "\n".join(
        f'    <li class="news-item"><a href="{prefix}news/{ascii_slug(t)}/">{esc(t)}</a>'
        f'<span class="date">{rng.choice(["Aug", "Sep", "Oct"])} {rng.randint(1, 28)}, 2024</span></li>'
        for t in items)
    return f'<section class="news"><h2>{heading}</h2>\n  <ul class="news-list">\n{lis}\n  </ul>\n' \
           f'  <a class="more" href="{prefix}news/">More news</a></section>'


def events_list(prefix: str, k: int = 5, extra=()) -> str:
    items = list(extra) + rng.sample(EVENT_TITLES, k - len(extra))
    lis = "\n".join(
        f'    <li class="event"><span class="event-date">{d}</span> '
        f'<a href="{prefix}events/{ascii_slug(t)}/">{esc(t)}</a> <span class="where">{esc(w)}</span></li>'
        for d, t, w in items)
    return f'<section class="events"><h2>Upcoming Events</h2>\n  <ul class="event-list">\n{lis}\n  </ul></section>'


def unit_nav(name: str, links: list[tuple[str, str]], cls: str = "unit-nav") -> str:
    lis = "\n".join(f'    <li><a href="{h}">{esc(t)}</a></li>' for t, h in links)
    return f'<div class="{cls}"><p class="unit-name">{esc(name)}</p>\n  <ul>\n{lis}\n  </ul></div>'


# ---------------------------------------------------------------- faculty layouts
def lay_table(ps, base, with_office=True) -> str:
    rows = []
    for p in ps:
        slug = ascii_slug(p["name"])
        office = f"<td>{rng.choice(['Hale', 'Morris', 'Grant'])} Hall {rng.randint(100, 450)}</td>" if with_office else ""
        rows.append(f'      <tr><td><a href="{seen(p, base + "people/" + slug + ".html")}">{esc(p["name"])}</a></td>'
                    f'<td>{esc(p["display"])}</td><td><a href="mailto:{email_of(p["name"])}">'
                    f'{email_of(p["name"])}</a></td>{office}</tr>')
    head = "<th>Office</th>" if with_office else ""
    return ('<table class="directory">\n    <thead><tr><th>Name</th><th>Title</th><th>Email</th>'
            f'{head}</tr></thead>\n    <tbody>\n' + "\n".join(rows) + "\n    </tbody>\n  </table>")


def lay_cards(ps, base) -> str:
    cards = []
    for p in ps:
        slug = ascii_slug(p["name"])
        cards.append(f'''    <div class="person-card">
      <img src="{base}photos/{slug}.jpg" alt="Photo of {esc(p["name"])}">
      <h3 class="person-name"><a href="{seen(p, base + "people/" + slug + "/")}">{esc(p["name"])}</a></h3>
      <p class="person-title">{esc(p["display"])}</p>
      <p class="person-contact"><a href="mailto:{email_of(p["name"])}">{email_of(p["name"])}</a></p>
    </div>''')
    return '<div class="people-grid">\n' + "\n".join(cards) + "\n  </div>"


def lay_dl(ps, base) -> str:
    out = []
    for p in ps:
        slug = ascii_slug(p["name"])
        out.append(f'    <dt><a href="{seen(p, base + "people/" + slug + ".html")}">{esc(p["name"])}</a></dt>\n'
                   f'    <dd class="title">{esc(p["display"])}</dd>\n'
                   f'    <dd class="email"><a href="mailto:{email_of(p["name"])}">{email_of(p["name"])}</a></dd>')
    return '<dl class="faculty-list">\n' + "\n".join(out) + "\n  </dl>"


def lay_br(ps, base) -> str:
    out = []
    for p in ps:
        slug = ascii_slug(p["name"])
        out.append(f'    <div class="entry"><p><strong><a href="{seen(p, base + "~" + slug + "/")}">{esc(p["name"])}</a></strong><br>\n'
                   f'      {esc(p["display"])}<br>\n      Office: Science Hall {rng.randint(100, 399)}<br>\n'
                   f'      <a href="mailto:{email_of(p["name"])}">{email_of(p["name"])}</a></p></div>')
    return '<div class="people-list">\n' + "\n".join(out) + "\n  </div>"


def lay_flat(ps, base) -> str:
    out = []
    for p in ps:
        slug = ascii_slug(p["name"])
        out.append(f'    <h4><a href="{seen(p, base + "faculty/" + slug + ".html", False)}">{esc(p["name"])}</a></h4>\n'
                   f'    <p class="position">{esc(p["display"])}</p>\n'
                   f'    <p class="research">Research: {esc(rng.choice(RESEARCH))}</p>')
    return '<div class="faculty-block">\n' + "\n".join(out) + "\n  </div>"


def lay_ul(ps, base) -> str:
    out = []
    for p in ps:
        slug = ascii_slug(p["name"])
        out.append(f'    <li><a href="{seen(p, base + "people/" + slug + ".html", False)}">{esc(p["name"])}</a>, {esc(p["display"])}</li>')
    return '<ul class="faculty">\n' + "\n".join(out) + "\n  </ul>"


RESEARCH = ["organic synthesis", "catalysis", "spectroscopy", "materials chemistry", "biochemistry",
            "computational chemistry", "electrochemistry", "atmospheric chemistry"]


def display(ps, suffix_of=None, rate=0.0):
    for p in ps:
        d = p["rank"]
        if suffix_of and rng.random() < rate and d.endswith("Professor"):
            d = f"{d} of {suffix_of}"
        p.setdefault("display", d)
    return ps


def staff_section(st, kind="table") -> str:
    if kind == "table":
        rows = "\n".join(f'      <tr><td>{esc(s["name"])}</td><td>{esc(s["rank"])}</td>'
                         f'<td><a href="mailto:{email_of(s["name"])}">{email_of(s["name"])}</a></td></tr>' for s in st)
        return ('<h2 id="staff">Staff</h2>\n  <table class="staff">\n    <thead><tr><th>Name</th><th>Position</th>'
                '<th>Email</th></tr></thead>\n    <tbody>\n' + rows + '\n    </tbody>\n  </table>')
    lis = "\n".join(f'    <li><span class="name">{esc(s["name"])}</span> &ndash; {esc(s["rank"])}, '
                    f'<a href="mailto:{email_of(s["name"])}">{email_of(s["name"])}</a></li>' for s in st)
    return f'<h2 id="staff">Administrative Staff</h2>\n  <ul class="staff-list">\n{lis}\n  </ul>'


# ---------------------------------------------------------------- site
def home():
    body = f"""<section class="hero"><h1>Westbrook University</h1>
  <p>Teaching, research and service in the Pacific Northwest since 1891.</p>
  <a class="button" href="/admissions/apply/">Apply Now</a> <a class="button" href="/visit/">Plan a Visit</a></section>
<section class="quick-links"><h2>Find your path</h2><ul>
  <li><a href="/admissions/undergraduate/">Undergraduate Admissions</a></li>
  <li><a href="/admissions/graduate/">Graduate Admissions</a></li>
  <li><a href="/financial-aid/">Tuition &amp; Financial Aid</a></li>
  <li><a href="/academics/">Explore Our Schools and Colleges</a></li>
  <li><a href="/online/">Online Learning</a></li>
  <li><a href="/continuing-education/">Continuing Education</a></li></ul></section>
{news_list("/", 6)}
{events_list("/", 6)}
<section class="stats"><ul>
  <li><strong>22,400</strong> students</li><li><strong>180</strong> degree programs</li>
  <li><strong>14:1</strong> student-faculty ratio</li><li><strong>$310M</strong> research funding</li></ul></section>"""
    page("/", "Westbrook University | Home", body)


COLLEGES = [
    ("College of Engineering", "/engineering/", "Engineering the systems that power, connect and heal the world."),
    ("College of Arts and Sciences", "/artsci/", "The liberal arts and sciences at the heart of the university."),
    ("School of Business", "/business/", "Preparing leaders for a global economy."),
    ("School of Medicine", "/medicine/", "Education, discovery and care for the region."),
    ("College of Education", "/education/", "Teachers, counselors and leaders for every classroom."),
    ("School of Law", "/law/", "Legal education grounded in practice and public service."),
    ("School of Nursing", "/nursing/", "Nurses and nurse scientists for a changing health system."),
]


def academics():
    cards = "\n".join(
        f'    <li class="college"><a class="college-link" href="{u}">{esc(n)}</a>\n      <p>{esc(d)}</p></li>'
        for n, u, d in COLLEGES)
    for n, u, _ in COLLEGES:
        EXPECTED_COLLEGES.append({"name": n, "url": u})
    body = f"""<nav class="breadcrumb"><a href="/">Home</a> / Academics</nav>
<h1>Academics</h1>
<p class="lead">Westbrook offers more than 180 undergraduate and graduate programs through seven schools and colleges.</p>
<section class="schools"><h2>Schools and Colleges</h2>
  <ul class="college-list">
{cards}
  </ul></section>
<section class="resources"><h2>Academic Resources</h2>
  <ul class="resource-list">
    <li><a href="/library/">University Libraries</a></li>
    <li><a href="/registrar/">Office of the Registrar</a></li>
    <li><a href="/calendar/">Academic Calendar</a></li>
    <li><a href="/catalog/">Course Catalog</a></li>
    <li><a href="/study-abroad/">Study Abroad</a></li>
    <li><a href="/honors/">Honors Program</a></li>
    <li><a href="/writing-center/">Writing Center</a></li></ul></section>
{news_list("/", 5, "Academic News")}"""
    page("/academics/", "Academics | Westbrook University", body)


def dept_home(college, cprefix, dname, dpath, nav_links, siblings, extra_body="", theme="wu"):
    bar = unit_nav(dname, nav_links)
    sib = "\n".join(f'      <li><a href="{u}">{esc(n)}</a></li>' for n, u in siblings)
    body = f"""<nav class="breadcrumb"><a href="/">Home</a> / <a href="{cprefix}">{esc(college)}</a> / {esc(dname)}</nav>
<h1>{esc(dname)}</h1>
<p class="lead">Welcome to the {esc(dname)} at Westbrook University. Our faculty and students pursue
research and teaching across the discipline, with undergraduate, master's and doctoral programs.</p>
{extra_body}
<div class="columns">
{news_list(dpath, 5, "Department News")}
{events_list(dpath, 4)}
</div>
<aside class="sidebar"><h3>{esc(college)}</h3>
  <ul class="sibling-units">
{sib}
  </ul></aside>"""
    page(dpath, f"{dname} | {college} | Westbrook University", body, bar, theme)


def faculty_page(college, cprefix, dname, dpath, fpath, heading, content, bar_links, theme="wu", intro=""):
    bar = unit_nav(dname, bar_links)
    body = f"""<nav class="breadcrumb"><a href="/">Home</a> / <a href="{cprefix}">{esc(college)}</a> /
  <a href="{dpath}">{esc(dname)}</a> / {esc(heading)}</nav>
<h1>{esc(heading)}</h1>
{intro}
  {content}
{events_list(dpath, 4)}"""
    page(fpath, f"{heading} | {dname} | Westbrook University", body, bar, theme)


def engineering():
    c, cp = "College of Engineering", "/engineering/"
    depts = [
        ("Department of Computer Science", "/engineering/cs/"),
        ("Department of Electrical and Computer Engineering", "/engineering/ece/"),
        ("Department of Mechanical Engineering", "/engineering/me/"),
        ("Department of Civil and Environmental Engineering", "/engineering/cee/"),
        ("Department of Biomedical Engineering", "/engineering/bme/"),
    ]
    for n, u in depts:
        EXPECTED_DEPTS.append({"name": n, "url": u, "college": c})
    bar = unit_nav(c, [("About", "/engineering/about/"), ("Departments", "/engineering/departments/"),
                       ("Admissions", "/engineering/admissions/"), ("Research", "/engineering/research/"),
                       ("Faculty", "/engineering/faculty/"), ("News", "/engineering/news/")], "college-nav")
    page(cp, "College of Engineering | Westbrook University", f"""<section class="hero"><h1>College of Engineering</h1>
  <p>Five departments, 3,100 students and $58 million in annual research.</p></section>
{news_list(cp, 5, "Engineering News")}
{events_list(cp, 5)}
<section class="spotlight"><h2>Research Spotlight</h2><p>Our labs work on clean energy, robotics and medical devices.</p></section>""",
         bar, "eng")
    blocks = "\n".join(f'''    <div class="dept-tile">
      <h3><a href="{u}">{esc(n)}</a></h3>
      <p>{esc(rng.choice(["Undergraduate, master's and Ph.D. programs.", "Accredited B.S. and graduate degrees.", "Research and teaching since 1950."]))}</p>
    </div>''' for n, u in depts)
    page("/engineering/departments/", "Departments | College of Engineering", f"""<nav class="breadcrumb"><a href="/">Home</a> / <a href="/engineering/">College of Engineering</a> / Departments</nav>
<h1>Departments</h1>
<div class="dept-grid">
{blocks}
</div>
{news_list(cp, 5, "Engineering News")}""", bar, "eng")
    page("/engineering/faculty/", "Faculty | College of Engineering", """<h1>Faculty</h1>
<p>Faculty are listed on the pages of their departments.</p>""", bar, "eng")
    sib = depts

    # CS: HTML table + staff table; joint appointment with ECE
    ps = display(people(9, [("Priya Raman", "Professor"), ("Siobhan O'Neil", "Associate Professor"),
                            ("王伟", "Assistant Professor")]))
    dept_home(c, cp, depts[0][0], depts[0][1],
              [("About", "/engineering/cs/about/"), ("Programs", "/engineering/cs/programs/"),
               ("Faculty", "/engineering/cs/faculty/"), ("Research", "/engineering/cs/research/"),
               ("Contact", "/engineering/cs/contact/")], sib, theme="eng")
    faculty_page(c, cp, depts[0][0], depts[0][1], "/engineering/cs/faculty/", "Faculty",
                 lay_table(ps, "/engineering/cs/") + "\n  " + staff_section(staff(4), "table"),
                 [("About", "/engineering/cs/about/"), ("Faculty", "/engineering/cs/faculty/")], "eng")
    expect(depts[0][0], ps)

    # ECE: grid of cards, staff as a list
    ps = display(people(10, [("Priya Raman", "Professor"), ("Nguyễn Văn An", "Assistant Professor")]))
    USED.discard("Priya Raman")
    dept_home(c, cp, depts[1][0], depts[1][1],
              [("About", "/engineering/ece/about/"), ("Undergraduate", "/engineering/ece/undergraduate/"),
               ("Graduate", "/engineering/ece/graduate/"), ("People", "/engineering/ece/people/"),
               ("Research", "/engineering/ece/research/")], sib, theme="eng")
    faculty_page(c, cp, depts[1][0], depts[1][1], "/engineering/ece/people/", "People",
                 '<h2>Faculty</h2>\n  ' + lay_cards(ps, "/engineering/ece/") + "\n  " + staff_section(staff(3), "list"),
                 [("About", "/engineering/ece/about/"), ("People", "/engineering/ece/people/")], "eng")
    expect(depts[1][0], ps)

    # ME: paginated directory (3 pages), table rows
    ps = display(people(17, [("Pieter van der Berg", "Professor"), ("Seán Ó Briain", "Lecturer")]))
    dept_home(c, cp, depts[2][0], depts[2][1],
              [("About", "/engineering/me/about/"), ("Academics", "/engineering/me/academics/"),
               ("Faculty Directory", "/engineering/me/directory/"), ("Research", "/engineering/me/research/")],
              sib, theme="eng")
    pages_ = [ps[0:7], ps[7:14], ps[14:]]
    urls = ["/engineering/me/directory/", "/engineering/me/directory/page/2/", "/engineering/me/directory/page/3/"]
    for i, chunk in enumerate(pages_):
        nums = " ".join(f'<a href="{u}">{j + 1}</a>' if j != i else f'<span class="current">{j + 1}</span>'
                        for j, u in enumerate(urls))
        prev = f'<a class="prev" href="{urls[i - 1]}">&lsaquo; Previous</a> ' if i > 0 else ""
        nxt = f' <a class="next" href="{urls[i + 1]}">Next &rsaquo;</a>' if i < 2 else ""
        pager = f'<nav class="pager" aria-label="Pages">{prev}{nums}{nxt}</nav>'
        faculty_page(c, cp, depts[2][0], depts[2][1], urls[i], "Faculty Directory",
                     f"<p>Showing {i * 7 + 1}&ndash;{i * 7 + len(chunk)} of {len(ps)}</p>\n  " + lay_table(chunk, "/engineering/me/", False) + "\n  " + pager,
                     [("About", "/engineering/me/about/"), ("Faculty Directory", "/engineering/me/directory/")], "eng")
    expect(depts[2][0], ps)

    # CEE: definition list + staff list
    ps = display(people(8, [("María José de la Cruz", "Associate Professor")]))
    dept_home(c, cp, depts[3][0], depts[3][1],
              [("About", "/engineering/cee/about/"), ("Faculty & Staff", "/engineering/cee/faculty-staff/"),
               ("Students", "/engineering/cee/students/"), ("Alumni", "/engineering/cee/alumni/")], sib, theme="eng")
    faculty_page(c, cp, depts[3][0], depts[3][1], "/engineering/cee/faculty-staff/", "Faculty & Staff",
                 "<h2>Faculty</h2>\n  " + lay_dl(ps, "/engineering/cee/") + "\n  " + staff_section(staff(4), "list"),
                 [("About", "/engineering/cee/about/"), ("Faculty & Staff", "/engineering/cee/faculty-staff/")], "eng")
    expect(depts[3][0], ps)

    # BME: cards with "of Biomedical Engineering" suffixes
    ps = display(people(7), "Biomedical Engineering", 0.5)
    dept_home(c, cp, depts[4][0], depts[4][1],
              [("About", "/engineering/bme/about/"), ("Our Faculty", "/engineering/bme/our-faculty/"),
               ("Labs", "/engineering/bme/labs/"), ("Contact", "/engineering/bme/contact/")], sib, theme="eng")
    faculty_page(c, cp, depts[4][0], depts[4][1], "/engineering/bme/our-faculty/", "Our Faculty",
                 lay_cards(ps, "/engineering/bme/"),
                 [("About", "/engineering/bme/about/"), ("Our Faculty", "/engineering/bme/our-faculty/")], "eng")
    expect(depts[4][0], ps)


def artsci():
    c, cp = "College of Arts and Sciences", "/artsci/"
    depts = [
        ("Mathematics", "/artsci/math/"), ("Physics", "/artsci/physics/"), ("History", "/artsci/history/"),
        ("Chemistry", "/artsci/chemistry/"), ("Philosophy", "/artsci/philosophy/"),
        ("Modern Languages", "/artsci/languages/"), ("Linguistics", "/artsci/linguistics/"),
    ]
    for n, u in depts:
        EXPECTED_DEPTS.append({"name": n, "url": u, "college": c})
    bar = unit_nav(c, [("About the College", "/artsci/about/"), ("Majors & Minors", "/artsci/majors/"),
                       ("Advising", "/artsci/advising/"), ("Research", "/artsci/research/"),
                       ("Giving", "/artsci/giving/")], "college-nav")
    tiles = "\n".join(f'    <li><a href="{u}"><span class="label">{esc(n)}</span></a></li>' for n, u in depts)
    page(cp, "College of Arts and Sciences | Westbrook University", f"""<section class="hero"><h1>College of Arts and Sciences</h1>
  <p>Humanities, natural sciences and languages: the foundation of a Westbrook education.</p></section>
<section class="our-departments"><h2>Our Departments</h2>
  <ul class="dept-links">
{tiles}
  </ul></section>
{news_list(cp, 5, "College News")}
{events_list(cp, 5)}""", bar, "cas")
    sib = depts

    # Mathematics: letter-split lists across pages
    ps = display(people(14, [("Zoë Ahlström", "Associate Professor"), ("Ludwig von Hagen", "Professor Emeritus")]),
                 "Mathematics", 0.3)
    ps.sort(key=lambda p: last_key(p["name"]))
    dept_home(c, cp, "Mathematics", "/artsci/math/", [("About", "/artsci/math/about/"), ("Faculty", "/artsci/math/faculty/"),
              ("Courses", "/artsci/math/courses/"), ("Seminars", "/artsci/math/seminars/")], sib, theme="cas")
    groups = [("A–F", "abcdef", "/artsci/math/faculty/"), ("G–L", "ghijkl", "/artsci/math/faculty/g-l.html"),
              ("M–R", "mnopqr", "/artsci/math/faculty/m-r.html"), ("S–Z", "stuvwxyz", "/artsci/math/faculty/s-z.html")]
    for label, letters, url in groups:
        bar_ = " | ".join(f'<a href="{u}">{lb}</a>' if u != url else f"<strong>{lb}</strong>" for lb, _, u in groups)
        inner = []
        for L in letters:
            grp = [p for p in ps if last_key(p["name"])[0] == L]
            if not grp:
                continue
            lis = "\n".join(f'      <li><a href="{seen(p, "/artsci/math/people/" + ascii_slug(p["name"]) + "/", False)}">{esc(p["name"])}</a>'
                            f' <span class="rank">{esc(p["display"])}</span></li>' for p in grp)
            inner.append(f'  <h2 id="{L.upper()}">{L.upper()}</h2>\n    <ul class="letter-group">\n{lis}\n    </ul>')
        content = f'<p class="alpha-index">Browse by last name: {bar_}</p>\n' + "\n".join(inner)
        faculty_page(c, cp, "Mathematics", "/artsci/math/", url, f"Faculty ({label})", content,
                     [("About", "/artsci/math/about/"), ("Faculty", "/artsci/math/faculty/")], "cas")
    expect("Mathematics", ps)

    # Physics: titles on a separate line (<br>)
    ps = display(people(9, [("Jean-Luc Dubois", "Professor")]), "Physics", 0.4)
    dept_home(c, cp, "Physics", "/artsci/physics/", [("About", "/artsci/physics/about/"), ("People", "/artsci/physics/people/"),
              ("Research", "/artsci/physics/research/"), ("Outreach", "/artsci/physics/outreach/")], sib, theme="cas")
    faculty_page(c, cp, "Physics", "/artsci/physics/", "/artsci/physics/people/", "People",
                 "<h2>Faculty</h2>\n  " + lay_br(ps, "/artsci/physics/"),
                 [("About", "/artsci/physics/about/"), ("People", "/artsci/physics/people/")], "cas")
    expect("Physics", ps)

    # History: "Name, Title" list items; names with particles
    ps = display(people(8, [("Anneke de Vries", "Assistant Professor"), ("Rory McAllister", "Lecturer"),
                            ("Ahmed Al-Rashid", "Professor")]), "History", 0.6)
    dept_home(c, cp, "History", "/artsci/history/", [("About", "/artsci/history/about/"),
              ("Faculty", "/artsci/history/faculty/"), ("Undergraduate", "/artsci/history/undergraduate/"),
              ("Graduate", "/artsci/history/graduate/")], sib, theme="cas")
    faculty_page(c, cp, "History", "/artsci/history/", "/artsci/history/faculty/", "Faculty",
                 lay_ul(ps, "/artsci/history/")
                 + '\n  <p class="see-also">See also: <a href="/artsci/history/faculty/emeriti.html">Emeritus Faculty</a></p>',
                 [("About", "/artsci/history/about/"), ("Faculty", "/artsci/history/faculty/")], "cas")
    expect("History", ps)

    # Chemistry: flat h4/p/p siblings
    ps = display(people(8, [("Łucja Wiśniewska", "Associate Professor")]))
    dept_home(c, cp, "Chemistry", "/artsci/chemistry/", [("About", "/artsci/chemistry/about/"),
              ("Faculty Directory", "/artsci/chemistry/faculty-directory.html"), ("Research", "/artsci/chemistry/research/")],
              sib, theme="cas")
    faculty_page(c, cp, "Chemistry", "/artsci/chemistry/", "/artsci/chemistry/faculty-directory.html", "Faculty Directory",
                 lay_flat(ps, "/artsci/chemistry/"),
                 [("About", "/artsci/chemistry/about/"), ("Faculty Directory", "/artsci/chemistry/faculty-directory.html")], "cas")
    expect("Chemistry", ps)

    # Philosophy: no faculty keyword link ("Our Professors")
    ps = display(people(6, [("Kwame Mensah-Bonsu", "Associate Professor")]))
    dept_home(c, cp, "Philosophy", "/artsci/philosophy/", [("About", "/artsci/philosophy/about.html"),
              ("Our Professors", "/artsci/philosophy/our-professors.html"), ("Courses", "/artsci/philosophy/courses.html"),
              ("Contact", "/artsci/philosophy/contact.html")], sib, theme="cas")
    faculty_page(c, cp, "Philosophy", "/artsci/philosophy/", "/artsci/philosophy/our-professors.html", "Our Professors",
                 lay_table(ps, "/artsci/philosophy/"),
                 [("About", "/artsci/philosophy/about.html"), ("Our Professors", "/artsci/philosophy/our-professors.html")], "cas")
    page("/artsci/philosophy/about.html", "About | Philosophy", "<h1>About Philosophy</h1><p>Founded in 1902, the department teaches logic, ethics and the history of philosophy.</p>",
         unit_nav("Philosophy", [("About", "/artsci/philosophy/about.html")]), "cas")
    page("/artsci/philosophy/courses.html", "Courses | Philosophy", "<h1>Courses</h1><ul><li>PHIL 101 Introduction to Philosophy</li><li>PHIL 210 Logic</li><li>PHIL 230 Ethics</li><li>PHIL 310 Philosophy of Mind</li><li>PHIL 340 Ancient Philosophy</li></ul>",
         unit_nav("Philosophy", [("About", "/artsci/philosophy/about.html")]), "cas")
    expect("Philosophy", ps)

    # Modern Languages: faculty on the department home page itself, non-ASCII names
    ps = display(people(3, [("Élodie Marchand", "Professor"), ("José Ramírez", "Associate Professor"),
                            ("Jürgen Schäfer", "Lecturer"), ("Nguyễn Thị Lan", "Instructor"),
                            ("Björn Håkansson", "Assistant Professor")]))
    # Visiting colleagues keep the titles of their home universities, in their languages.
    for p in ps:
        if p["name"] == "Élodie Marchand":
            p["display"] = p["rank"] = "Professeure"
        elif p["name"] == "José Ramírez":
            p["display"], p["rank"] = "Profesor Titular (Universidad de Salamanca)", "Profesor Titular"
    dept_home(c, cp, "Modern Languages", "/artsci/languages/", [("About", "/artsci/languages/about/"),
              ("Courses", "/artsci/languages/courses/"), ("Study Abroad", "/artsci/languages/abroad/"),
              ("Language Lab", "/artsci/languages/lab/")], sib,
              extra_body="<section class=\"people\"><h2>Meet the Department</h2>\n  " + lay_cards(ps, "/artsci/languages/") + "\n</section>",
              theme="cas")
    expect("Modern Languages", ps)
    # Linguistics: its home page link is broken (404) -> no file


def business():
    c, cp = "School of Business", "/business/"
    depts = [("Department of Accounting", "/business/accounting/"), ("Department of Finance", "/business/finance/"),
             ("Department of Marketing", "/business/marketing/"), ("Department of Management", "/business/management/"),
             ("Department of Economics", "/business/economics/")]
    for n, u in depts:
        EXPECTED_DEPTS.append({"name": n, "url": u, "college": c})
    bar = unit_nav(c, [("About", "/business/about/"), ("Programs", "/business/programs/"),
                       ("Academic Departments", "/business/academic-departments.html"),
                       ("Executive Education", "/business/exec-ed/"), ("Recruiters", "/business/recruiters/")], "college-nav")
    page(cp, "School of Business | Westbrook University", f"""<section class="hero"><h1>School of Business</h1>
  <p>AACSB-accredited programs from the BBA to the Ph.D.</p></section>
{news_list(cp, 5, "Business News")}
{events_list(cp, 5)}""", bar, "biz")
    page("/business/programs/", "Programs | School of Business", """<h1>Programs</h1>
<ul class="programs"><li><a href="/business/programs/bba/">Bachelor of Business Administration</a></li>
<li><a href="/business/programs/mba/">Full-time MBA</a></li><li><a href="/business/programs/emba/">Executive MBA</a></li>
<li><a href="/business/programs/msf/">Master of Science in Finance</a></li><li><a href="/business/programs/phd/">Ph.D. in Business</a></li></ul>""", bar, "biz")
    rows = "\n".join(f'      <tr><td><a href="{u}">{esc(n)}</a></td><td>{esc(new_name())}, Chair</td>'
                     f'<td>(503) 555-{rng.randint(1000, 9999)}</td></tr>' for n, u in depts)
    page("/business/academic-departments.html", "Academic Departments | School of Business", f"""<h1>Academic Departments</h1>
<table class="departments">
    <thead><tr><th>Department</th><th>Chair</th><th>Phone</th></tr></thead>
    <tbody>
{rows}
    </tbody>
</table>""", bar, "biz")
    layouts = [
        ("Faculty", "faculty/", lambda ps, b: lay_table(ps, b)),
        ("Faculty & Staff", "people/", lambda ps, b: "<h2>Faculty</h2>\n  " + lay_cards(ps, b) + "\n  " + staff_section(staff(3), "table")),
        ("Faculty", "faculty.html", lambda ps, b: lay_dl(ps, b)),
        ("Faculty and Staff", "faculty-and-staff/", lambda ps, b: "<h2>Faculty</h2>\n  " + lay_ul(ps, b) + "\n  " + staff_section(staff(4), "list")),
        ("People", "people.html", lambda ps, b: lay_br(ps, b)),
    ]
    specials = [[("Aisha O'Connor", "Senior Lecturer")], [("D'Andre Washington", "Assistant Professor")],
                [], [("Hiroshi Tanaka-Reyes", "Professor")], [("Chen Jing", "Associate Professor")]]
    for (n, u), (kw, rel, fn), sp in zip(depts, layouts, specials):
        ps = display(people(rng.randint(6, 9), sp), n.replace("Department of ", ""), 0.3)
        dept_home(c, cp, n, u, [("About", u + "about/"), (kw, u + rel), ("Programs", u + "programs/"),
                                ("Contact", u + "contact/")], depts, theme="biz")
        faculty_page(c, cp, n, u, u + rel, kw, fn(ps, u), [("About", u + "about/"), (kw, u + rel)], "biz")
        expect(n, ps)


def medicine():
    c, cp = "School of Medicine", "/medicine/"
    basic = [("Department of Biochemistry", "/medicine/biochemistry/"), ("Department of Pharmacology", "/medicine/pharmacology/"),
             ("Department of Physiology", "/medicine/physiology/")]
    clinical = [("Department of Surgery", "/medicine/surgery/"), ("Department of Pediatrics", "/medicine/pediatrics/"),
                ("Department of Pathology", "/medicine/pathology/")]
    depts = basic + clinical
    for n, u in depts:
        EXPECTED_DEPTS.append({"name": n, "url": u, "college": c})
    bar = unit_nav(c, [("About", "/medicine/about/"), ("Education", "/medicine/education/"),
                       ("Departments", "/medicine/departments/"), ("Research", "/medicine/research/"),
                       ("Patient Care", "/medicine/patient-care/")], "college-nav")
    page(cp, "School of Medicine | Westbrook University", f"""<section class="hero"><h1>School of Medicine</h1>
  <p>Training physicians and scientists since 1912.</p></section>
{news_list(cp, 5, "Medicine News")}
{events_list(cp, 5)}""", bar, "med")
    def ul(lst):
        return "\n".join(f'      <li><a href="{u}">{esc(n)}</a></li>' for n, u in lst)
    page("/medicine/departments/", "Departments | School of Medicine", f"""<h1>Departments</h1>
<div class="dept-columns">
  <div class="col"><h2>Basic Science Departments</h2>
    <ul>
{ul(basic)}
    </ul></div>
  <div class="col"><h2>Clinical Departments</h2>
    <ul>
{ul(clinical)}
    </ul></div>
</div>
<section class="centers"><h2>Centers and Institutes</h2><ul>
  <li><a href="/medicine/centers/cancer/">Westbrook Cancer Center</a></li>
  <li><a href="/medicine/centers/heart/">Heart and Vascular Center</a></li>
  <li><a href="/medicine/centers/neuro/">Neuroscience Center</a></li>
  <li><a href="/medicine/centers/trials/">Clinical Trials Office</a></li>
  <li><a href="/medicine/centers/sim/">Simulation Center</a></li></ul></section>""", bar, "med")
    # Biochemistry table, Pharmacology cards, Physiology flat, Surgery big table, Pediatrics dl, Pathology PDF only
    specs = [(basic[0], "Faculty", "faculty/", lay_table, 7, []),
             (basic[1], "Faculty", "faculty/", lay_cards, 6, [("Olga Ivanova-Petrov", "Associate Professor")]),
             (basic[2], "People", "people/", lay_flat, 6, []),
             (clinical[0], "Faculty Directory", "faculty-directory/", lay_table, 24, []),
             (clinical[1], "Our Faculty", "our-faculty/", lay_dl, 8, [])]
    for (n, u), kw, rel, fn, k, sp in specs:
        ps = display(people(k, sp, RANKS + ["Adjunct Professor", "Professor Emeritus"]))
        dept_home(c, cp, n, u, [("About", u + "about/"), (kw, u + rel), ("Education", u + "education/"),
                                ("Research", u + "research/")], depts, theme="med")
        faculty_page(c, cp, n, u, u + rel, kw, fn(ps, u), [("About", u + "about/"), (kw, u + rel)], "med")
        expect(n, ps)
    n, u = clinical[2]
    dept_home(c, cp, n, u, [("About", u + "about/"), ("Faculty Directory (PDF)", u + "faculty-directory.pdf"),
                            ("Residency", u + "residency/"), ("Research", u + "research/")], depts, theme="med")
    pdf = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n"
           b"trailer << /Root 1 0 R >>\n%%EOF\n")
    (OUT / "medicine/pathology").mkdir(parents=True, exist_ok=True)
    (OUT / "medicine/pathology/faculty-directory.pdf").write_bytes(pdf)


def education():
    c, cp = "College of Education", "/education/"
    depts = [("Department of Curriculum and Instruction", "/education/ci/"),
             ("Department of Educational Leadership", "/education/leadership/"),
             ("Department of Special Education", "/education/sped/"),
             ("Department of Educational Psychology", "/education/edpsych/"),
             ("Department of Kinesiology", "/education/kinesiology/")]
    for n, u in depts:
        EXPECTED_DEPTS.append({"name": n, "url": u, "college": c})
    bar = unit_nav(c, [("About", "/education/about/"), ("Departments", "/education/departments/"),
                       ("Licensure", "/education/licensure/"), ("Partnerships", "/education/partnerships/")], "college-nav")
    page(cp, "College of Education | Westbrook University", f"""<section class="hero"><h1>College of Education</h1>
  <p>Preparing educators since 1891.</p></section>
{news_list(cp, 5, "Education News")}
{events_list(cp, 5)}""", bar, "edu")
    items = "\n".join(f'    <li class="dept"><h3><a href="{u}">{esc(n)}</a></h3>'
                      f'<p>{esc(rng.choice(["B.S., M.Ed. and Ed.D. programs.", "Licensure and graduate programs.", "Undergraduate and graduate study."]))}</p></li>'
                      for n, u in depts)
    page("/education/departments/", "Departments | College of Education", f"""<h1>Departments</h1>
<ul class="dept-list">
{items}
</ul>""", bar, "edu")
    specs = [("Faculty", "faculty/", lay_cards, 7), ("Faculty", "faculty/", lay_table, 6),
             ("Faculty & Staff", "faculty-staff/", lay_ul, 6), ("People", "people/", lay_dl, 7)]
    for (n, u), (kw, rel, fn, k) in zip(depts, specs):
        ps = display(people(k), n.replace("Department of ", ""), 0.2)
        dept_home(c, cp, n, u, [("About", u + "about/"), (kw, u + rel), ("Programs", u + "programs/")], depts, theme="edu")
        faculty_page(c, cp, n, u, u + rel, kw, fn(ps, u), [("About", u + "about/"), (kw, u + rel)], "edu")
        expect(n, ps)
    # Kinesiology: directory disallowed by robots.txt
    n, u = depts[4]
    ps = display(people(6))
    dept_home(c, cp, n, u, [("About", u + "about/"), ("Faculty Directory", u + "directory/"),
                            ("Athletic Training", u + "athletic-training/")], depts, theme="edu")
    faculty_page(c, cp, n, u, u + "directory/", "Faculty Directory", lay_table(ps, u), [("About", u + "about/")], "edu")


def law():
    c, cp = "School of Law", "/law/"
    bar = unit_nav(c, [("About", "/law/about/"), ("Admissions", "/law/admissions/"), ("Faculty", "/law/faculty/"),
                       ("Clinics", "/law/clinics/"), ("Library", "/law/library/")], "college-nav")
    page(cp, "School of Law | Westbrook University", f"""<section class="hero"><h1>School of Law</h1>
  <p>Juris Doctor, LL.M. and joint degree programs.</p></section>
{news_list(cp, 5, "Law School News")}
{events_list(cp, 5)}""", bar, "law")
    ps = display(people(9, [("Margaret O'Brien-Lowe", "Professor")]), "Law", 0.7)
    page("/law/faculty/", "Faculty | School of Law", f"""<nav class="breadcrumb"><a href="/">Home</a> / <a href="/law/">School of Law</a> / Faculty</nav>
<h1>Faculty</h1>
  {lay_cards(ps, "/law/")}
{events_list(cp, 4)}""", bar, "law")
    expect(c, ps)


def history_emeriti():
    """A second faculty list of History, linked from its directory (no random draws here, so
    the rest of the site stays as it was)."""
    ps = display([{"name": n, "rank": r} for n, r in (
        ("Walter Brooks", "Professor Emeritus"), ("Helen Kowalczyk", "Professor Emerita"),
        ("Frank O'Donnell", "Associate Professor Emeritus"), ("Ruth Abernathy", "Professor Emerita"))])
    faculty_page("College of Arts and Sciences", "/artsci/", "History", "/artsci/history/",
                 "/artsci/history/faculty/emeriti.html", "Emeritus Faculty", lay_ul(ps, "/artsci/history/"),
                 [("About", "/artsci/history/about/"), ("Faculty", "/artsci/history/faculty/")], "cas")
    expect("History", ps)


def misc():
    (OUT / "robots.txt").write_text("""User-agent: *
Disallow: /search/
Disallow: /intranet/
# The kinesiology directory lists private contact details: not for crawlers.
Disallow: /education/kinesiology/directory/
""", encoding="utf-8")
    (OUT / "_routes.json").write_text(json.dumps({
        "redirects": {"/nursing/": "/nursing/welcome/", "/nursing/welcome/": "/nursing/"},
        "status": {}}, indent=2) + "\n", encoding="utf-8")
    page("/faculty-staff/", "Faculty & Staff | Westbrook University", """<h1>Faculty &amp; Staff</h1>
<ul class="resources"><li><a href="/hr/">Human Resources</a></li><li><a href="/benefits/">Benefits</a></li>
<li><a href="/it/">IT Services</a></li><li><a href="/payroll/">Payroll</a></li><li><a href="/parking/">Parking</a></li>
<li><a href="/teaching-center/">Center for Teaching Excellence</a></li></ul>""")


def main():
    if OUT.exists():
        for p in OUT.iterdir():
            if p.name.startswith("_"):
                continue
            if p.is_dir():
                shutil.rmtree(p)
            else:
                p.unlink()
    OUT.mkdir(parents=True, exist_ok=True)
    home(); academics(); engineering(); artsci(); business(); medicine(); education(); law()
    history_emeriti(); misc()
    expected = {
        "university": UNI,
        "notes": [
            "URLs are paths on the demo server; prefix them with the server's base URL.",
            "Names are as displayed on the page. A faculty title is the academic rank the page gives the "
            "person, without the field (\"Associate Professor of History\" -> \"Associate Professor\").",
            "Not faculty: staff lists (Staff, Administrative Staff), department chairs on the departments page, "
            "speakers in event lists.",
            "Units without faculty: Linguistics (404), Department of Pathology (PDF directory only), "
            "Department of Kinesiology (directory disallowed by robots.txt), School of Nursing (redirect loop), "
            "and colleges with departments (faculty belong to departments); School of Law has no departments "
            "and its faculty belong to the school.",
        ],
        "colleges": EXPECTED_COLLEGES,
        "departments": EXPECTED_DEPTS,
        "faculty": EXPECTED_FACULTY,
    }
    (OUT / "EXPECTED.json").write_text(json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(EXPECTED_COLLEGES), len(EXPECTED_DEPTS), len(EXPECTED_FACULTY))


main()
