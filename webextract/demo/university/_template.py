"""The shared page template of the demo university (part of its builder, ``_build.py``).

The output folder, the seeded random generator every part of the builder draws from (one
generator, so the draws come in the order of the build and the site is the same every run),
HTML escaping and URL slugs, the site's header and footer, :func:`page` (one page written),
news and event lists, a unit's navigation bar, and the frames of a department's home page
and of a faculty page.
"""
import html
import random
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parent
rng = random.Random(20240917)


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def ascii_slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return "".join(c if c.isalnum() else "-" for c in s).strip("-").replace("--", "-") or "person"


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
