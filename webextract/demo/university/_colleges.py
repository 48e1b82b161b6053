"""The colleges and schools of the demo university (part of its builder, ``_build.py``): each one's
home page, its departments page, every department's home page and faculty pages in one of
the directory layouts (paginated, letter-split, on the home page itself, behind a PDF or
robots.txt), and the faculty of a school without departments.
"""
from _layouts import lay_br, lay_cards, lay_dl, lay_flat, lay_table, lay_ul, staff_section
from _people import EXPECTED_DEPTS, RANKS, USED, display, expect, last_key, new_name, people, seen, staff
from _template import OUT, ascii_slug, dept_home, esc, events_list, faculty_page, news_list, page, rng, unit_nav


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
