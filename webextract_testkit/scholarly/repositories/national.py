"""National archives outside English: HAL (French) and a Russian journal/repository page
(CyberLeninka/eLibrary style) (see :mod:`webextract_testkit.scholarly.repositories`)."""

from __future__ import annotations

import datetime
import random
from typing import Any

from webextract_testkit.scholarly.common import MONTHS, Author, esc, make_paper, page, truth_row
from webextract_testkit.scholarly.repositories.pieces import Result, _authors_meta, _later, _tags


# ----------------------------------------------------------------------------- HAL
FR_HEADS = ("Nous montrons que", "Cette étude examine", "Nos résultats indiquent que", "Dans cet article, nous proposons",
            "Les observations établissent que", "Nous étudions")
FR_WORDS = ["transport", "thermique", "des", "couches", "minces", "réseau", "neuronal", "sédiments", "côtiers", "modèles", "robustes", "interfaces", "polymères", "électrolytes", "apprentissage", "dynamique", "urbaine", "protéines", "membranaires", "structure", "quantique"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def _fr_sentence(rng: random.Random) -> str:
    return f"{rng.choice(FR_HEADS)} {' '.join(rng.choice(FR_WORDS) for _ in range(rng.randint(6, 13)))}, dans {rng.randint(2, 95)} % des cas."


def hal(page_id: str, rng: random.Random) -> Result:
    """HAL open archive (hal.science): the document type ("Article dans une revue" /
    "Journal articles"), title, authors with structure superscripts and the structures
    list, French "Résumé" before the English "Abstract" when both exist, the details list
    (Journal, Volume, N° / Issue, Pagination, DOI : ..., Publication date / Date de
    publication), "Déposé le" and HAL identifiers, the formatted citation."""
    p = make_paper(rng, n_refs=(0, 0))
    fr = rng.random() < 0.5
    halid = f"hal-{rng.randint(10**7, 5 * 10**7):08d}"
    has_doi = rng.random() < 0.8
    resume = " ".join(_fr_sentence(rng) for _ in range(rng.randint(3, 6))) if rng.random() < 0.6 else ""
    labs = [a.split(", ")[1] for a in p.affiliations]
    acronyms = [("LPS", "UMR 8502"), ("LIP6", "UMR 7606"), ("IRIT", "UMR 5505"), ("LEMAR", "UMR 6539"),
                ("CEREGE", "UMR 34"), ("ICMPE", "UMR 7182")]
    structs = [(rng.choice(acronyms), lab) for lab in labs]
    authors = ", ".join(
        f'<span class="author"><a href="/search/index/q/*/authFullName_s/{esc(a.name)}">{esc(a.name)}</a> '
        f'<sup>{", ".join(str(i + 1) for i in a.affiliations)}</sup>'
        + (' <a href="https://orcid.org/0000-0002-0000-0000"><img src="/img/orcid.png" alt="ORCID"></a>' if rng.random() < 0.3 else "")
        + '</span>' for a in p.authors)
    struct_list = "".join(f'<li><sup>{k + 1}</sup> <a href="https://hal.science/search/index/q/*/structId_i/{rng.randint(1000, 99999)}">'
                          f'{ac} - {esc(lab)}</a> <span class="text-muted">{num}</span></li>'
                          for k, ((ac, num), lab) in enumerate(structs))
    deposited = _later(rng, (p.year, p.month, p.day), (5, 800))
    dep_date = datetime.date(*deposited)
    if fr:
        L = {"type": "Article dans une revue", "abs_fr": "Résumé", "abs_en": "Abstract", "journal": "Revue", "vol": "Volume",
             "iss": "N°", "pages": "Pagination", "date": "Date de publication", "kw": "Mots-clés", "dom": "Domaines",
             "dep": f"Déposé le : {FR_DAYS[dep_date.weekday()]} {dep_date.day} {FR_MONTHS[dep_date.month - 1]} {dep_date.year}",
             "cite": "Citer", "pub": f"{p.day} {FR_MONTHS[p.month - 1]} {p.year}", "files": "Fichier principal", "lang": "Langue"}
    else:
        L = {"type": "Journal articles", "abs_fr": "Résumé", "abs_en": "Abstract", "journal": "Journal", "vol": "Volume",
             "iss": "Issue", "pages": "Pages", "date": "Publication date", "kw": "Keywords", "dom": "Domains",
             "dep": f"Submitted on : {dep_date.strftime('%A')}, {MONTHS[dep_date.month - 1]} {dep_date.day}, {dep_date.year}",
             "cite": "Cite", "pub": f"{MONTHS[p.month - 1]} {p.day}, {p.year}", "files": "Main file", "lang": "Language"}
    details = [(L["journal"], f'<a href="/search/index/q/*/journalId_i/{rng.randint(1000, 99999)}">{esc(p.journal)}</a>'),
               (L["vol"], p.volume), (L["iss"], p.issue), (L["pages"], f"{p.first_page}-{p.last_page}")]
    if has_doi:
        details.append(("DOI", f'<a href="https://doi.org/{p.doi}">{esc(p.doi)}</a>'))
    details += [(L["date"], L["pub"]), (L["lang"], "English" if not fr else "Anglais"),
                ("HAL Id", f'<a href="https://hal.science/{halid}">{halid}, version {rng.randint(1, 3)}</a>')]
    det = "".join(f'<li><strong>{k}</strong>&nbsp;: {v}</li>' for k, v in details)
    abstracts = ""
    if resume:
        abstracts += f'<div class="abstract"><h3 class="abstract-title">{L["abs_fr"]}</h3><div class="abstract-content" lang="fr"><p>{esc(resume)}</p></div></div>'
    abstracts += f'<div class="abstract"><h3 class="abstract-title">{L["abs_en"]}</h3><div class="abstract-content" lang="en"><p>{esc(p.abstract)}</p></div></div>'
    kws = ("".join(f'<a class="keyword badge" href="/search/index/q/*/keyword_s/{esc(k)}">{esc(k)}</a> ' for k in p.keywords))
    cite = (", ".join(a.name for a in p.authors) + f". {p.title}. <i>{esc(p.journal)}</i>, {p.year}, {p.volume} ({p.issue}), "
            f"pp.{p.first_page}-{p.last_page}." + (f" ⟨{p.doi}⟩" if has_doi else "") + f". ⟨{halid}⟩")
    body = (
        '<header class="hal-header"><nav class="navbar"><a class="navbar-brand" href="https://hal.science/"><img src="/img/hal-logo.svg" alt="HAL open science"></a>'
        '<ul class="navbar-nav"><li><a href="/search">Consulter' if fr else '<header class="hal-header"><nav class="navbar"><a class="navbar-brand" href="https://hal.science/">'
        '<img src="/img/hal-logo.svg" alt="HAL open science"></a><ul class="navbar-nav"><li><a href="/search">Browse') + (
        '</a></li><li><a href="/submit">' + ("Déposer" if fr else "Deposit") + '</a></li><li><a href="/stats">' + ("Statistiques" if fr else "Statistics")
        + '</a></li><li><a href="/doc">Documentation</a></li></ul><form action="/search/index"><input name="q" placeholder="' + ("Rechercher" if fr else "Search")
        + '"></form><a href="/user/login">' + ("Connexion" if fr else "Login") + '</a> <a href="?lang=' + ("en" if fr else "fr") + '">' + ("EN" if fr else "FR")
        + '</a></nav></header>'
        '<main class="container"><div class="row"><div class="col-md-9"><div class="widget widget-document">'
        f'<div class="typdoc"><span class="badge document-type">{L["type"]}</span></div>'
        f'<h1 class="title" lang="en">{esc(p.title)}</h1>'
        f'<div class="authors">{authors}</div>'
        f'<div class="structures"><h4 class="sr-only">Affiliations</h4><ul class="list-unstyled">{struct_list}</ul></div>'
        f'<div class="abstracts">{abstracts}</div>'
        + (f'<div class="keywords"><h3>{L["kw"]}</h3>{kws}</div>' if kws else "")
        + f'<div class="document-details"><ul class="list-unstyled">{det}</ul></div>'
        f'<div class="domains"><h3>{L["dom"]}</h3><ul><li><a href="#">{rng.choice(["Physique [physics]", "Chimie", "Informatique [cs]", "Sciences de l&#39;environnement"])}</a></li></ul></div>'
        f'<div class="citation"><h3>{L["cite"]}</h3><p>{cite}</p></div>'
        f'<div class="deposit-date text-muted">{L["dep"]}</div></div></div>'
        f'<aside class="col-md-3"><div class="widget widget-files"><h3>{L["files"]}</h3><a class="btn btn-primary" href="/{halid}/document">'
        f'<img src="/img/pdf.svg" alt=""> {esc(p.authors[0].family)}{p.year}.pdf</a><span class="text-muted">{rng.randint(200, 9000) / 1000:.2f} Mo</span></div>'
        '<div class="widget widget-metrics"><h3>' + ("Consultations" if fr else "Views") + f'</h3><p>{rng.randint(10, 999)}</p><h3>'
        + ("Téléchargements" if fr else "Downloads") + f'</h3><p>{rng.randint(10, 999)}</p></div>'
        '<div class="widget widget-share"><h3>' + ("Partager" if fr else "Share") + '</h3><a href="#">Gmail</a> <a href="#">Mastodon</a> <a href="#">LinkedIn</a></div>'
        '</aside></div></main>'
        '<footer class="hal-footer"><div class="container"><ul><li><a href="/about">' + ("À propos de HAL" if fr else "About HAL") + '</a></li>'
        '<li><a href="/legal">' + ("Mentions légales" if fr else "Legal notice") + '</a></li><li><a href="/privacy">' + ("Politique de confidentialité" if fr else "Privacy")
        + '</a></li><li><a href="/accessibility">' + ("Accessibilité" if fr else "Accessibility") + '</a></li></ul>'
        '<p>CCSD – Centre pour la Communication Scientifique Directe. HAL is an open archive run by CNRS, Inria and INRAE.</p></div></footer>')
    metas = _tags([("citation_title", p.title)] + _authors_meta(p)
                  + [("citation_journal_title", p.journal), ("citation_publication_date", p.iso),
                     ("citation_volume", p.volume), ("citation_issue", p.issue), ("citation_firstpage", p.first_page),
                     ("citation_lastpage", p.last_page), ("citation_doi", p.doi if has_doi else ""),
                     ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords)),
                     ("citation_pdf_url", f"https://hal.science/{halid}/document"), ("DC.language", "en")])
    row = truth_row(page_id, "hal", p, date=p.iso, references=False, doi=has_doi)
    return page(f"{p.title} - {'Archive ouverte HAL' if fr else 'HAL open science'}", metas, body, lang="fr" if fr else "en"), row


# ----------------------------------------------------------------------------- Russian journal / repository
RU_MALE = (("Иван", "Иванович"), ("Сергей", "Петрович"), ("Алексей", "Викторович"), ("Дмитрий", "Сергеевич"),
           ("Николай", "Андреевич"), ("Михаил", "Юрьевич"), ("Андрей", "Николаевич"))
RU_FEMALE = (("Ольга", "Ивановна"), ("Анна", "Сергеевна"), ("Елена", "Викторовна"), ("Мария", "Александровна"),
             ("Татьяна", "Николаевна"), ("Наталья", "Петровна"))
RU_FAMILY = (("Иванов", "Иванова"), ("Петров", "Петрова"), ("Смирнов", "Смирнова"), ("Кузнецов", "Кузнецова"),
             ("Соколов", "Соколова"), ("Попов", "Попова"), ("Лебедев", "Лебедева"), ("Новиков", "Новикова"),
             ("Морозов", "Морозова"), ("Волков", "Волкова"), ("Фёдоров", "Фёдорова"))
RU_TRANSLIT = {"Иванов": "Ivanov", "Петров": "Petrov", "Смирнов": "Smirnov", "Кузнецов": "Kuznetsov", "Соколов": "Sokolov",
               "Попов": "Popov", "Лебедев": "Lebedev", "Новиков": "Novikov", "Морозов": "Morozov", "Волков": "Volkov",
               "Фёдоров": "Fedorov"}
RU_INST = ("Московский государственный университет имени М.В. Ломоносова, Москва, Россия",
           "Санкт-Петербургский государственный университет, Санкт-Петербург, Россия",
           "Новосибирский государственный университет, Новосибирск, Россия",
           "Казанский (Приволжский) федеральный университет, Казань, Россия",
           "Томский политехнический университет, Томск, Россия",
           "Уральский федеральный университет, Екатеринбург, Россия")
RU_JOURNALS = (("Вестник Московского университета. Серия 3. Физика. Астрономия", "physics"),
               ("Известия высших учебных заведений. Химия и химическая технология", "chemistry"),
               ("Вопросы экономики", "economics"), ("Журнал технической физики", "physics"),
               ("Вестник Томского государственного университета", "education"))
RU_FIELD = {"physics": "физике", "chemistry": "химическим наукам", "economics": "экономике и бизнесу", "education": "наукам об образовании"}
RU_TOPICS = ("теплопроводности тонких плёнок", "перовскитных солнечных элементов", "нейронных сетей", "почвенного углерода",
             "береговой эрозии", "денежно-кредитной политики", "полимерных электролитов", "графеновых структур",
             "городского острова тепла", "белковых мембран", "разреженных моделей", "учебных программ")
RU_TITLE = ("Влияние {a} на свойства {b}", "Моделирование {a} и {b}", "Исследование {a} в условиях {b}",
            "О динамике {a}: экспериментальный анализ {b}", "Особенности {a} при изменении {b}")
RU_HEADS = ("В статье рассматриваются особенности", "Показано, что динамика", "Целью работы является исследование",
            "Результаты исследования свидетельствуют о влиянии", "Предложена модель", "Проведён анализ")
RU_KW = ("теплопроводность", "перовскит", "машинное обучение", "почвенный углерод", "учебная программа", "остров тепла",
         "графен", "фолдинг белков", "инфляционное таргетирование", "разреженные модели", "береговая эрозия", "электролиты")


def _ru_sentence(rng: random.Random) -> str:
    return (f"{rng.choice(RU_HEADS)} {rng.choice(RU_TOPICS)} и {rng.choice(RU_TOPICS)} "
            f"в диапазоне {rng.randint(2, 95)}–{rng.randint(96, 400)} единиц, что подтверждается данными {rng.randint(3, 60)} экспериментов.")


def russian(page_id: str, rng: random.Random) -> Result:
    """A Russian journal / repository article page (eLibrary- and CyberLeninka-like): the
    journal line "Том 12, № 3 (2020)", the title, "Авторы" with full names (family name
    first) and numbered affiliations, "Аннотация", "Ключевые слова", the date as
    "Дата публикации: 12.03.2020" or the year only, then the English block (Title,
    transliterated authors "Ivanov I.I.", Abstract, Keywords), "Список литературы" and
    "Похожие статьи"."""
    p = make_paper(rng, n_refs=(0, 25))
    journal, field_ = rng.choice(RU_JOURNALS)
    p.journal = journal
    insts = rng.sample(RU_INST, rng.randint(1, 3))
    p.affiliations = list(insts)
    authors: list[tuple[str, str, list[int]]] = []  # (full name family-first, translit short, affiliations)
    used: set[str] = set()
    for _ in range(rng.randint(1, 5)):
        fam = rng.choice(RU_FAMILY)
        if fam[0] in used:
            continue
        used.add(fam[0])
        female = rng.random() < 0.45
        given, patr = rng.choice(RU_FEMALE if female else RU_MALE)
        family = fam[1] if female else fam[0]
        translit = RU_TRANSLIT[fam[0]] + ("a" if female else "")
        authors.append((f"{family} {given} {patr}", f"{translit} {given[0]}.{patr[0]}.",
                        sorted(rng.sample(range(len(insts)), rng.randint(1, min(2, len(insts)))))))
    p.authors = [Author(n.split(" ", 1)[1], n.split(" ", 1)[0], aff) for n, _, aff in authors]
    en_title = p.title  # make_paper's English title stands for the translation shown below
    p.title = rng.choice(RU_TITLE).format(a=rng.choice(RU_TOPICS), b=rng.choice(RU_TOPICS))
    p.title = p.title[0].upper() + p.title[1:]
    en_abstract = p.abstract
    p.abstract = " ".join(_ru_sentence(rng) for _ in range(rng.randint(3, 7)))
    p.keywords = rng.sample(RU_KW, rng.randint(0, 6))
    en_kws = rng.sample(["thermal conductivity", "perovskite", "machine learning", "soil carbon", "graphene"], len(p.keywords[:5]))
    full_date = rng.random() < 0.5
    date_iso = p.iso if full_date else str(p.year)
    has_doi = rng.random() < 0.6
    shown_names = [n for n, _, _ in authors]
    auth_html = "".join(f'<li><span class="author-name">{esc(n)}</span><sup>{",".join(str(i + 1) for i in aff)}</sup></li>'
                        for n, _, aff in authors)
    affs_html = "".join(f'<li><sup>{k + 1}</sup> {esc(x)}</li>' for k, x in enumerate(insts))
    refs = ("<div class=\"infoblock references\"><h2><span>Список литературы</span></h2><ol>"
            + "".join(f"<li>{esc(r)}</li>" for r in p.references) + "</ol></div>") if p.references else ""
    similar = "".join(f'<li><a href="/article/n/{rng.randint(1000, 99999)}">{esc(rng.choice(RU_TITLE).format(a=rng.choice(RU_TOPICS), b=rng.choice(RU_TOPICS)).capitalize())}</a>'
                      f'<span class="similar-authors">{esc(rng.choice(RU_FAMILY)[0])} {rng.choice("АВГДЕИКМНОПС")}.{rng.choice("АВГДЕИКМНОПС")}.</span>'
                      f'<span class="similar-year">{rng.randint(2005, 2024)}</span></li>' for _ in range(5))
    body = (
        '<header class="header"><div class="logo"><a href="/"><img src="/images/logo.svg" alt="Научная электронная библиотека"></a></div>'
        '<nav class="top-menu"><ul><li><a href="/journals">Журналы</a></li><li><a href="/articles">Статьи</a></li><li><a href="/authors">Авторы</a></li>'
        '<li><a href="/about">О проекте</a></li><li><a href="/contacts">Контакты</a></li></ul></nav>'
        '<form class="search" action="/search"><input name="q" placeholder="Поиск по научным статьям"><button>Найти</button></form>'
        '<div class="login"><a href="/login">Вход</a> | <a href="/register">Регистрация</a></div></header>'
        '<main class="main" itemscope itemtype="http://schema.org/ScholarlyArticle"><div class="breadcrumbs"><a href="/">Главная</a> / '
        f'<a href="/journal/n/{rng.randint(100, 999)}">{esc(journal)}</a> / <span>Том {p.volume}, № {p.issue} ({p.year})</span></div>'
        f'<div class="journal-line"><a href="/journal/n/{rng.randint(100, 999)}">{esc(journal)}</a>. {p.year}. Том {p.volume}, № {p.issue}. '
        f'С. {p.first_page}–{p.last_page}.</div>'
        f'<div class="rubric">Текст научной статьи по специальности «{RU_FIELD[field_].capitalize() if field_ != "physics" else "Физика"}»</div>'
        f'<h1><i itemprop="headline">{esc(p.title)}</i></h1>'
        f'<div class="infoblock authors"><h2 class="right-title"><span>Авторы</span></h2><ul class="author-list">{auth_html}</ul>'
        f'<ul class="affiliations">{affs_html}</ul></div>'
        '<div class="infoblock meta"><table class="article-meta">'
        f'<tr><td class="label">Журнал</td><td>{esc(journal)}</td></tr>'
        f'<tr><td class="label">Выпуск</td><td>Том {p.volume}, № {p.issue} ({p.year})</td></tr>'
        + (f'<tr><td class="label">Дата публикации</td><td>{p.day:02d}.{p.month:02d}.{p.year}</td></tr>' if full_date
           else f'<tr><td class="label">Год</td><td><time itemprop="datePublished">{p.year}</time></td></tr>')
        + f'<tr><td class="label">Поступила в редакцию</td><td>{p.received[2]:02d}.{p.received[1]:02d}.{p.received[0]}</td></tr>'
        + (f'<tr><td class="label">DOI</td><td><a href="https://doi.org/{p.doi}">{esc(p.doi)}</a></td></tr>' if has_doi else "")
        + f'<tr><td class="label">УДК</td><td>{rng.randint(100, 999)}.{rng.randint(1, 99)}</td></tr>'
        '<tr><td class="label">Область наук</td><td>' + RU_FIELD[field_] + '</td></tr></table></div>'
        + ('<div class="infoblock keywords"><h2><span>Ключевые слова</span></h2><i itemprop="keywords">'
           + " / ".join(f"<span>{esc(k)}</span>" for k in p.keywords) + '</i></div>' if p.keywords else "")
        + f'<div class="infoblock abstract"><h2><span>Аннотация научной статьи по {RU_FIELD[field_]}, автор научной работы — '
        f'{esc(shown_names[0])}</span></h2><p itemprop="description">{esc(p.abstract)}</p></div>'
        f'<div class="infoblock similar"><h2><span>Похожие темы научных работ по {RU_FIELD[field_]}</span></h2><ul>{similar}</ul></div>'
        '<div class="infoblock english" lang="en"><h2><span>Title</span></h2>'
        f'<p class="en-title">{esc(en_title)}</p><p class="en-authors">{esc(", ".join(t for _, t, _ in authors))}</p>'
        f'<h2><span>Abstract</span></h2><p>{esc(en_abstract)}</p>'
        + (f'<h2><span>Keywords</span></h2><p>{esc(", ".join(en_kws))}</p>' if en_kws else "")
        + '</div>' + refs
        + f'<div class="infoblock cite"><h2><span>Для цитирования</span></h2><p>{esc(", ".join(t for _, t, _ in authors))} '
        f'{esc(p.title)} // {esc(journal)}. {p.year}. Т. {p.volume}, № {p.issue}. С. {p.first_page}–{p.last_page}.'
        + (f' DOI: {esc(p.doi)}' if has_doi else "") + '</p></div></main>'
        '<footer class="footer"><ul><li><a href="/about">О проекте</a></li><li><a href="/policy">Политика конфиденциальности</a></li>'
        '<li><a href="/terms">Пользовательское соглашение</a></li><li><a href="/contacts">Контакты</a></li></ul>'
        f'<p>© {rng.randint(2018, 2024)} Научная электронная библиотека. Все права защищены.</p>'
        '<p>Мы используем файлы cookie. <a href="/cookies">Подробнее</a></p></footer>')
    pairs: list[tuple[str, Any]] = [("citation_title", p.title)]
    for (n, _, aff) in authors:
        pairs.append(("citation_author", n))
        pairs += [("citation_author_institution", insts[i]) for i in aff]
    pairs += [("citation_journal_title", journal), ("citation_publication_date", date_iso.replace("-", "/")),
              ("citation_volume", p.volume), ("citation_issue", p.issue), ("citation_firstpage", p.first_page),
              ("citation_lastpage", p.last_page), ("citation_doi", p.doi if has_doi else ""), ("citation_language", "ru"),
              ("citation_abstract", p.abstract), ("citation_keywords", "; ".join(p.keywords))]
    pairs += [("citation_reference", r) for r in p.references]
    row = truth_row(page_id, "russian", p, date=date_iso.replace("-", "/"), date_iso=date_iso, doi=has_doi)
    row["authors"] = shown_names
    row["author_affiliations"] = [[insts[i] for i in aff] for _, _, aff in authors]
    return page(f"{p.title} – тема научной статьи по {RU_FIELD[field_]}", _tags(pairs), body, lang="ru"), row
