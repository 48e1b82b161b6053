"""The faculty directory layouts of the demo university (part of its builder, ``_build.py``): a
table, a grid of cards, a definition list, entries split by ``<br>``, flat heading and
paragraph siblings, a list of "Name, Title" items; and the staff sections (a table or a list)
some directories show beside their faculty.
"""
from _people import email_of, seen
from _template import ascii_slug, esc, rng


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


def staff_section(st, kind="table") -> str:
    if kind == "table":
        rows = "\n".join(f'      <tr><td>{esc(s["name"])}</td><td>{esc(s["rank"])}</td>'
                         f'<td><a href="mailto:{email_of(s["name"])}">{email_of(s["name"])}</a></td></tr>' for s in st)
        return ('<h2 id="staff">Staff</h2>\n  <table class="staff">\n    <thead><tr><th>Name</th><th>Position</th>'
                '<th>Email</th></tr></thead>\n    <tbody>\n' + rows + '\n    </tbody>\n  </table>')
    lis = "\n".join(f'    <li><span class="name">{esc(s["name"])}</span> &ndash; {esc(s["rank"])}, '
                    f'<a href="mailto:{email_of(s["name"])}">{email_of(s["name"])}</a></li>' for s in st)
    return f'<h2 id="staff">Administrative Staff</h2>\n  <ul class="staff-list">\n{lis}\n  </ul>'
