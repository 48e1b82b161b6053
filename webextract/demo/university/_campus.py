"""The university-wide pages of the demo university (part of its builder, ``_build.py``): the home
page, the academics page that lists the colleges, the faculty and staff resources page,
robots.txt and the server's routes (a redirect loop).
"""
import json

from _people import EXPECTED_COLLEGES
from _template import OUT, esc, events_list, news_list, page


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
