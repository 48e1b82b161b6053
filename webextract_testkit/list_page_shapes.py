"""Pages whose main content is short lines, tables and linked names, not prose (profiles,
discographies, credits lists, product grids of 2017-2019 sites), each with the exact text an
article extractor must return for it.

* :func:`discography`: an artist's page, album headings ("album: \"Harbour Lights\" (2003)"),
  each followed by its songs as linked lines, in one column after the page's ``<h1>``;
* :func:`credits_table`: a "Full Cast & Crew" page, sections of a table whose rows hold a
  linked name, "..." and a role with its episodes ("(developed by) (4 episodes, 2018)");
* :func:`profile_with_vendor_list`: a player profile of short lines ("Height: 6-3") on a page
  whose consent dialog lists 200 ad vendors, each "Name" and "Active", as plain lines;
* :func:`profile_with_legal_footer`: the same profile on a page whose longest punctuated
  block is a footer's legal notice ("... are registered trademarks of ...");
* :func:`story_with_linked_lines`: a news story with "Read more" link lines between its
  paragraphs (those stay out: a story is no list).

Every maker is deterministic.  ``python -m webextract_testkit.list_page_shapes OUT`` writes
each shape as ``OUT/<shape>.html`` with ``OUT/truth.jsonl`` (``id``, ``title``, ``text``).
"""

from __future__ import annotations

import sys

from webextract_testkit import write_article_shapes

NAV = ("<nav class='site-nav'><ul>" + "".join(
    f"<li><a href='/{w.lower()}'>{w}</a></li>" for w in ("Home", "Artists", "Charts", "News", "Videos", "Shop"))
    + "</ul></nav>")
FOOTER = ("<footer class='site-footer'><ul><li><a href='/about'>About us</a></li>"
          "<li><a href='/privacy'>Privacy policy</a></li></ul>"
          "<p>© 2018 Harbour Media Ltd. All rights reserved.</p></footer>")

ARTIST = "Harbour Lights"
ALBUMS = [
    ("demo", "Tideline", 1997, ["Low Water", "Salt Road", "Night Ferry", "Breakwater"]),
    ("EP", "Pier Lights", 1999, ["Lantern", "Quay Song", "Undertow", "Harbour Bell", "Fog Horn"]),
    ("album", "Sea Wall", 2003, ["Spring Tide", "Mooring", "The Lighthouse Keeper", "Shipping Forecast",
                                 "Rope and Anchor", "Landfall"]),
    ("album", "North Pier", 2007, ["Gulls", "Dry Dock", "Slipway", "Long Crossing", "Harbour Master"]),
]


def frame(body: str, title: str) -> str:
    """A whole page: ``<title>``, a menu, ``body`` and a footer."""
    return (f"<html><head><title>{title}</title><meta property='og:title' content='{title}'></head>"
            f"<body>{NAV}<div class='page'>{body}</div>{FOOTER}</body></html>")


def discography() -> tuple[str, str, str]:
    """An artist's lyrics page: ``(html, title, text)``.  The text is the page's heading and
    the album list: every album heading and every song under it (the related-artists box
    beside the list is not in it)."""
    title = f"{ARTIST} Lyrics"
    lines = [title]
    body = [f"<h1>{title}</h1><div class='col-related'><div>Related artists:</div>"
            "<div><a href='/d'>Dock Street</a>, <a href='/m'>The Moorings</a>, <a href='/a'>Anna Quay</a></div></div>"
            "<div id='listAlbum'>"]
    for kind, name, year, songs in ALBUMS:
        heading = f'{kind}: "{name}" ({year})'
        body.append(f"<div class='album'>{kind}: <b>\"{name}\"</b> ({year})</div>")
        lines.append(heading)
        for song in songs:
            body.append(f"<div><a href='/lyrics/{song.lower().replace(' ', '')}.html'>{song}</a></div>")
            lines.append(song)
    body.append("</div>")
    return frame("".join(body), f"{ARTIST} Lyrics | Harbour Songs"), title, "\n".join(lines)


CREDITS = [
    ("Series Directed by", [("Mara Quayle", "", "(2 episodes, 2018)"), ("Tom Ashby", "", "(1 episode, 2018)")]),
    ("Series Writing Credits", [("Ellen Marsh", "(created by)", "(6 episodes, 2018)"),
                                ("Rob Fenwick", "(developed by)", "(4 episodes, 2018)"),
                                ("Jo Carver", "(teleplay by)", "(2 episodes, 2018)")]),
    ("Series Cast", [("Nadia Holm", "Captain Ruth Avery", "(6 episodes, 2018)"),
                     ("Owen Pryce", "First Mate Daniel Cole", "(6 episodes, 2018)"),
                     ("Lucia Brandt", "Harbour Master Ines Vale", "(5 episodes, 2018)"),
                     ("Sam Okoro", "Deckhand Leo Marsh", "(4 episodes, 2018)"),
                     ("Greta Lind", "Dr. Maud Kerr", "(3 episodes, 2018)"),
                     ("Ivo Petrak", "Customs Officer Bram", "(2 episodes, 2018)")]),
    ("Series Produced by", [("Hana Wells", "executive producer", "(6 episodes, 2018)"),
                            ("Felix Dunn", "co-executive producer", "(6 episodes, 2018)"),
                            ("Ada Moreno", "producer", "(4 episodes, 2018)")]),
]


def credits_table() -> tuple[str, str, str]:
    """A series' full credits: ``(html, title, text)``.  The title is the page's ``<h1>`` ("Full
    Cast & Crew"; the series' name above it is a link); the text is that heading and every
    section heading and row (the linked name, "...", the role with its episodes)."""
    show = "The Harbour Watch (2018– )"
    lines = ["Full Cast & Crew"]
    body = [f"<div class='subpage_title_block'><h3><a href='/title/1'>{show}</a></h3>"
            "<h1>Full Cast &amp; Crew</h1></div><div id='fullcredits_content' class='header'>"]
    for section, rows in CREDITS:
        body.append(f"<h4 class='dataHeaderWithBorder'>{section}</h4><table class='simpleTable'><tbody>")
        lines.append(section)
        for name, role, episodes in rows:
            credit = f"{role} {episodes}".strip()
            body.append(f"<tr><td class='name'><a href='/name/{name.split()[0].lower()}'>{name}</a></td>"
                        f"<td>...</td><td class='credit'>{credit}</td></tr>")
            lines.extend([name, "...", credit])
        body.append("</tbody></table>")
    body.append("</div>")
    return frame("".join(body), f"{show} - Full Cast & Crew - Harbour Screen"), "Full Cast & Crew", "\n".join(lines)


PROFILE = ["Height: 6-3", "Weight: 273", "Age: 30", "Born: 12/22/1987 Harbour Town, ME", "College: North Pier",
           "Experience: 9th season", "High School: Sea Wall HS [Harbour Town, ME]", "Position: Defensive End",
           "Draft: 2010, round 4", "Status: Active"]


def profile_with_vendor_list(vendors: int = 200) -> tuple[str, str, str]:
    """A player profile of short lines beside a consent dialog of ``vendors`` ad vendors, each
    a name and "Active" on lines of their own: ``(html, title, text)``.  The text is the
    player's name and the profile lines."""
    player = "Jon Tiller #97 DE"
    dialog = ("<div class='cmp-vendor-list'><h2>Our partners</h2>" + "".join(
        f"<div class='vendor'><div>Vendor Number {i} Ltd</div><div>Active</div></div>" for i in range(vendors))
        + "</div>")
    body = (f"<div class='player-header'><h1>{player}</h1>"
            f"<p class='team'><a href='/team'>Harbour Gulls</a> | <a href='/site'>Official Team Site</a></p>"
            + "".join(f"<p>{line}</p>" for line in PROFILE) + "</div>" + dialog)
    return frame(body, f"{player} | Harbour Gulls"), player, "\n".join([player, *PROFILE])


LEGAL = ("Harbour League and the league's shield design are registered trademarks of the Harbour "
         "League. The team names, logos and uniform designs are registered trademarks of the teams "
         "indicated. All other league-related trademarks are trademarks of the Harbour League.")


def profile_with_legal_footer() -> tuple[str, str, str]:
    """A player profile of short lines whose page ends with a legal notice, a few sentences
    under a footer's class name and the longest punctuated block of the page:
    ``(html, title, text)``.  The text is the player's name and the profile lines."""
    player = "Jon Tiller #97 DE"
    body = (f"<div class='player-bio'><h1>{player}</h1>"
            + "".join(f"<p>{line}</p>" for line in PROFILE) + "</div>"
            f"<div class='league-footer'><p>{LEGAL}</p></div>")
    return frame(body, "Jon Tiller, DE for the Harbour Gulls at league.example"), player, "\n".join(
        [player, *PROFILE])


STORY_HEADLINE = "Harbour ferry service resumes after winter repairs"
STORY = [
    "The harbour ferry returned to service on Monday after four months of repairs to its hull and "
    "engines, the port authority said in a statement.",
    "Commuters who had used a replacement bus since November welcomed the return, saying the "
    "crossing cut their journey to the city centre by half.",
    "Engineers replaced both propeller shafts and rebuilt the passenger deck, which had been "
    "damaged in a storm last autumn, at a cost of 2.4 million euros.",
    "The authority said timetables would follow the summer pattern from April, with a boat every "
    "twenty minutes at peak times and a late service on Fridays.",
]


def story_with_linked_lines() -> tuple[str, str, str]:
    """A news story with a linked "Read more" line after each paragraph but the last:
    ``(html, title, text)``.  The text is the headline and the paragraphs, without the links."""
    parts = [f"<article><h1>{STORY_HEADLINE}</h1>"]
    for i, p in enumerate(STORY):
        parts.append(f"<p>{p}</p>")
        if i < len(STORY) - 1:
            parts.append(f"<p><a href='/news/{i}'>Read more: ferry timetable changes for spring {i}</a></p>")
    parts.append("</article>")
    return frame("".join(parts), f"{STORY_HEADLINE} | The Harbour Post"), STORY_HEADLINE, "\n".join(
        [STORY_HEADLINE, *STORY])


def shapes() -> dict[str, tuple[str, str, str]]:
    """Every generated page by name: ``(html, title, text)``."""
    return {
        "discography": discography(),
        "credits_table": credits_table(),
        "profile_with_vendor_list": profile_with_vendor_list(),
        "profile_with_legal_footer": profile_with_legal_footer(),
        "story_with_linked_lines": story_with_linked_lines(),
    }


def main(argv: list[str] | None = None) -> int:
    """Write every shape to the folder given on the command line."""
    return write_article_shapes(argv, __doc__.split("\n")[0], shapes())


if __name__ == "__main__":
    sys.exit(main())
