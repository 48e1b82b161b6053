"""Article pages of journal platforms outside English: J-STAGE (Japanese and English), a
Chinese journal site (CNKI style) and SciELO (Portuguese and Spanish) (see
:mod:`webextract_testkit.scholarly.publishers`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from webextract_testkit.scholarly.common import (
    Author,
    _before,
    _body_html,
    _fmt,
    _related,
    _sup_markers,
    esc,
    make_paper,
    meta_tags,
    page,
    truth_row,
)


# ----------------------------------------------------------------------------- J-STAGE
JSTAGE_J = (("Journal of Chemical Engineering of Japan", "化学工学論文集"), ("Journal of the Physical Society of Japan", "日本物理学会誌"),
            ("Journal of Nutritional Science and Vitaminology", "栄養学雑誌"), ("Transactions of the Japan Society of Mechanical Engineers", "日本機械学会論文集"))
JA_TITLE = ("に関する研究", "の解析", "の評価と検討", "における新たな知見", "の実験的検討")
JA_TOPIC = ("熱輸送", "ペロブスカイト", "グラフェン", "触媒", "機械学習", "土壌炭素", "タンパク質", "高分子", "電解質", "都市気候")


def jstage(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """J-STAGE: bilingual chrome (日本語 / English), journal name, "2020 Volume 12 Issue 3
    Pages 45-67", the title (and the Japanese title beneath), authors with affiliations,
    "Published: 2020", "Received: ...", "Accepted: ...", "Released on J-STAGE: March 12,
    2020", "Abstract", "Keywords:", "References (N)".  Its meta date is the year only."""
    journal, journal_ja = rng.choice(JSTAGE_J)
    p = make_paper(rng, n_refs=(0, 30), n_authors=(1, 6))
    released = (p.year, p.month, p.day)
    doi = f"10.{rng.choice([1252, 1143, 1299, 3177])}/{rng.choice(['jcej', 'jpsj', 'jnsv', 'transjsme'])}.{p.volume}.{p.first_page}"
    if rng.random() < 0.25:
        doi = ""  # older J-STAGE articles have no DOI
    p = dataclasses.replace(p, journal=journal, doi=doi)
    ja_title = f"{rng.choice(JA_TOPIC)}と{rng.choice(JA_TOPIC)}{rng.choice(JA_TITLE)}"
    authors = "".join(f'<li><span class="customTooltip">{esc(a.name)}</span><div class="affiliation-tooltip" style="display:none">'
                      f'{esc(p.affiliations[a.affiliations[0]])}</div></li>' for a in p.authors)
    affs = "".join(f'<li>{k + 1}) {esc(aff)}</li>' for k, aff in enumerate(p.affiliations))
    kws = ('<div class="global-para"><b>Keywords: </b>' + ", ".join(f'<a href="#">{esc(k)}</a>' for k in p.keywords) + '</div>'
           if p.keywords else "")
    refs = "".join(f'<li><span>{esc(r)}</span><div class="ref-links"><a href="#">CrossRef</a> <a href="#">Google Scholar</a></div></li>' for r in p.references)
    received = _before(released, rng, 120, 300)
    accepted = _before(released, rng, 20, 80)
    header = ('<div class="global-header"><a href="/browse/-char/ja"><img alt="J-STAGE" src="/common/images/logo_jstage.png"></a>'
              '<ul class="global-nav"><li><a href="#">J-STAGE home</a></li><li><a href="#">資料・記事を探す</a></li><li><a href="#">資料を探す：資料名</a></li>'
              '<li><a href="#">J-STAGEについて</a></li><li><a href="#">ログイン</a></li></ul>'
              '<div class="lang-switch"><a href="?-char=ja">日本語</a> | <a href="?-char=en">English</a></div></div>'
              f'<div class="journal-header"><div class="journal-name">{esc(journal)}</div><div class="journal-name-ja">{journal_ja}</div>'
              f'<div>Online ISSN : {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</div><div>Print ISSN : {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}</div>'
              '<ul class="journal-nav"><li><a href="#">Journal home</a></li><li><a href="#">Journal issue</a></li><li><a href="#">About the journal</a></li></ul></div>')
    main = ('<div id="article-overiew-abstract-wrap" class="mod-article-heading">'
            f'<div class="global-article-title">{esc(p.title)}</div>'
            f'<div class="global-para-14" lang="ja">{ja_title}</div>'
            f'<div class="mod-item-heading"><ul class="global-authors-name-tags">{authors}</ul></div>'
            f'<div class="accordion_container"><div class="accordion_head">Author information</div><ul class="accordion_body">{affs}</ul></div>'
            f'<div class="global-para">{p.year} Volume {p.volume} Issue {p.issue} Pages {p.first_page}-{p.last_page}</div>'
            + (f'<div class="global-para"><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>' if doi else "")
            + f'<div class="global-para">JOURNAL FREE ACCESS</div>'
            '<div class="accordion_container"><div class="accordion_head">Details</div><ul>'
            f'<li>Published: {p.year}</li><li>Received: {_fmt(received, "mdy")}</li>'
            + (f'<li>Available on J-STAGE: {_fmt(_before(released, rng, 2, 15), "mdy")}</li>' if rng.random() < 0.5 else "")
            + f'<li>Accepted: {_fmt(accepted, "mdy")}</li><li>Released on J-STAGE: {_fmt(released, "mdy")}</li></ul></div>'
            '<div class="article-tools"><a href="#">Download PDF (1234K)</a> <a href="#">Download citation RIS</a> <a href="#">(compatible with EndNote, Reference Manager, ProCite, RefWorks)</a></div>'
            f'<div id="article-overview-abstract"><div class="global-para-14"><b>Abstract</b></div><div class="global-para">{esc(p.abstract)}</div></div>'
            + kws
            + (f'<div id="article-overview-references-wrap"><div class="global-para-14"><b>References ({len(p.references)})</b></div><ul class="citation">{refs}</ul></div>' if p.references else "")
            + f'<div class="global-para">© {p.year} The Society of Chemical Engineers, Japan</div></div>'
            '<div class="related-articles"><h3>Related articles</h3><ul>'
            + "".join(f'<li><a href="#">{esc(t)}</a><div>{esc(n)}</div><div>{d[0]} Volume {rng.randint(1, 90)} Issue {rng.randint(1, 12)}</div></li>' for t, n, d in _related(rng, 3))
            + '</ul></div>')
    foot = ('<div class="footer"><ul><li><a href="#">お問い合わせ Contact</a></li><li><a href="#">サイトマップ Site map</a></li><li><a href="#">利用規約 Terms</a></li></ul>'
            '<p>J-STAGEは、日本の科学技術情報の電子ジャーナル出版を推進します。</p><p>Japan Science and Technology Agency</p></div>')
    metas = meta_tags(p, online_date=False, date_style="slash").replace(
        f'content="{p.date_text("slash")}"', f'content="{p.year}"')
    truth = truth_row(page_id, "jstage", p, date=str(p.year), date_iso=str(p.year), doi=bool(doi))
    return page(p.title, metas, header + main + foot), truth


# ----------------------------------------------------------------------------- CNKI-style Chinese journal
CN_FAMILY = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗"]
CN_GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英", "华", "建国", "晓东", "志强", "海燕", "小红", "文博"]
PINYIN = {"王": "Wang", "李": "Li", "张": "Zhang", "刘": "Liu", "陈": "Chen", "杨": "Yang", "黄": "Huang", "赵": "Zhao",
          "吴": "Wu", "周": "Zhou", "徐": "Xu", "孙": "Sun", "马": "Ma", "朱": "Zhu", "胡": "Hu", "郭": "Guo", "何": "He",
          "高": "Gao", "林": "Lin", "罗": "Luo", "伟": "Wei", "芳": "Fang", "娜": "Na", "敏": "Min", "静": "Jing", "丽": "Li",
          "强": "Qiang", "磊": "Lei", "军": "Jun", "洋": "Yang", "勇": "Yong", "艳": "Yan", "杰": "Jie", "娟": "Juan", "涛": "Tao",
          "明": "Ming", "超": "Chao", "秀英": "Xiuying", "华": "Hua", "建国": "Jianguo", "晓东": "Xiaodong", "志强": "Zhiqiang",
          "海燕": "Haiyan", "小红": "Xiaohong", "文博": "Wenbo"}
CN_TOPIC = ("热输运", "钙钛矿", "石墨烯", "催化", "深度学习", "神经网络", "沉积物", "微生物", "蛋白质", "聚合物", "电解质",
            "城市热岛", "土壤碳", "稀疏模型", "海岸侵蚀")
CN_NOUN = ("薄膜", "界面", "动力学", "模型", "机理", "结构", "传感器", "电池", "信号", "政策")
CN_INST = (("清华大学", "北京"), ("北京大学", "北京"), ("浙江大学", "杭州"), ("复旦大学", "上海"), ("武汉大学", "武汉"),
           ("中山大学", "广州"), ("四川大学", "成都"), ("南京大学", "南京"))
CN_DEPT = ("化学系", "物理学院", "计算机科学与技术系", "材料科学与工程学院", "环境学院", "机械工程学院")
CN_JOURNALS = (("物理学报", "Acta Physica Sinica"), ("化学学报", "Acta Chimica Sinica"), ("计算机学报", "Chinese Journal of Computers"),
               ("中国科学：材料科学", "Science China Materials"), ("环境科学", "Environmental Science"))


class CNAuthor(Author):
    @property
    def name(self) -> str:  # 王伟: family first, no space
        return f"{self.family}{self.given}"


def _cn_sentence(rng: random.Random) -> str:
    heads = ("本文研究了", "结果表明，", "通过实验与模拟相结合，发现", "我们提出了一种基于", "研究发现", "该方法显著提高了")
    return (f"{rng.choice(heads)}{rng.choice(CN_TOPIC)}与{rng.choice(CN_TOPIC)}{rng.choice(CN_NOUN)}之间的关系，"
            f"其{rng.choice(CN_NOUN)}在{rng.randint(2, 95)}%的样本中表现出{rng.choice(('显著', '稳定', '明显'))}的{rng.choice(CN_NOUN)}特征。")


def cnki(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A Chinese journal's article page (CNKI / journal-site style): "第12卷 第3期",
    "作者：", "作者单位：", "摘要：", "关键词：", "DOI：", "发布日期：", "基金项目：",
    "中图分类号：", the English title and abstract below, "参考文献", all chrome in Chinese."""
    journal, journal_en = rng.choice(CN_JOURNALS)
    base = make_paper(rng, n_refs=(0, 25), n_authors=(1, 6))
    n_aff = rng.randint(1, 3)
    insts = rng.sample(CN_INST, n_aff)
    affs = [f"{i}{rng.choice(CN_DEPT)}，{c} {rng.randint(100000, 999999)}" for i, c in insts]
    authors: list[Author] = []
    used = set()
    for _ in range(rng.randint(1, 6)):
        name = (rng.choice(CN_FAMILY), rng.choice(CN_GIVEN))
        if name in used:
            continue
        used.add(name)
        authors.append(CNAuthor(name[1], name[0], sorted(rng.sample(range(n_aff), rng.randint(1, min(2, n_aff))))))
    a, b = rng.sample(CN_TOPIC, 2)
    title = f"{a}{rng.choice(CN_NOUN)}对{b}{rng.choice(CN_NOUN)}的影响{rng.choice(('研究', '机理分析', '及其应用'))}"
    abstract = "".join(_cn_sentence(rng) for _ in range(rng.randint(4, 8)))
    kw = rng.sample(list(CN_TOPIC) + list(CN_NOUN), rng.randint(3, 6)) if rng.random() < 0.85 else []
    doi = f"10.{rng.choice([7498, 6023, 11897, 13227])}/{rng.choice(['aps', 'A', 'SP.J', 'j.hjkx'])}.{base.year}.{rng.randint(10000, 99999)}"
    p = dataclasses.replace(base, title=title, authors=authors, affiliations=affs, abstract=abstract, abstract_sections=[],
                            keywords=kw, doi=doi, journal=journal, journal_abbrev=journal_en)
    pub = (p.year, p.month, p.day)
    alist = "，".join(f'<a href="#">{esc(x.name)}</a><sup>{",".join(str(k + 1) for k in x.affiliations)}</sup>' for x in authors)
    aff_list = "；".join(f'{k + 1}. {esc(x)}' for k, x in enumerate(affs))
    refs = "".join(f'<li>[{k + 1}] {esc(r)}</li>' for k, r in enumerate(p.references))
    en_names = ", ".join(f"{PINYIN[x.family].upper()} {PINYIN[x.given]}" for x in authors)
    header = ('<div class="top"><div class="top-bar"><a href="/">首页</a> | <a href="#">登录</a> | <a href="#">注册</a> | <a href="#">English</a></div>'
              f'<div class="logo"><img alt="{journal}" src="/logo.png"><h2>{journal}</h2><p>{esc(journal_en)}</p></div>'
              '<ul class="nav">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("首页", "期刊介绍", "编委会", "投稿指南", "期刊订阅", "过刊浏览", "联系我们"))
              + '</ul><form class="search"><input placeholder="请输入检索词"><button>检索</button></form></div>')
    main = ('<div class="main"><div class="crumbs">当前位置：<a href="#">首页</a> &gt; <a href="#">过刊浏览</a> &gt; '
            f'<a href="#">{p.year}年 第{p.volume}卷 第{p.issue}期</a></div>'
            f'<div class="article-info"><p class="cite">{journal}, {p.year}, {p.volume}({p.issue}): {p.first_page}-{p.last_page}</p>'
            f'<div class="wxBaseinfo"><div class="column">{rng.choice(("研究论文", "综述", "研究快报"))}</div>'
            f'<h1 class="title">{esc(title)}</h1>'
            f'<div class="author"><b>作者：</b>{alist}</div>'
            f'<div class="orgn"><b>作者单位：</b>{aff_list}</div>'
            f'<div class="abstract"><b>摘要：</b><span id="ChDivSummary">{esc(abstract)}</span></div>'
            + ('<div class="keywords"><b>关键词：</b>' + "".join(f'<a href="#">{esc(k)}</a>；' for k in kw) + '</div>' if kw else "")
            + f'<div class="fund"><b>基金项目：</b>国家自然科学基金(批准号：{rng.randint(11000000, 62999999)})资助的课题</div>'
            f'<div class="doi"><b>DOI：</b><a href="https://doi.org/{doi}">{doi}</a></div>'
            f'<div class="clc"><b>中图分类号：</b>O{rng.randint(400, 799)}</div>'
            f'<div class="vol"><b>卷期：</b>第{p.volume}卷 第{p.issue}期</div>'
            f'<div class="pages"><b>页码：</b>{p.first_page}-{p.last_page}</div>'
            f'<div class="dates"><b>收稿日期：</b>{_fmt(_before(pub, rng, 120, 300), "cn")} <b>修回日期：</b>{_fmt(_before(pub, rng, 30, 100), "cn")} '
            f'<b>发布日期：</b>{_fmt(pub, "cn")}</div></div>'
            '<div class="en-info"><h3>Abstract</h3>'
            f'<p class="en-title">{esc(base.title)}</p><p class="en-author">{esc(en_names)}</p>'
            f'<p>{esc(base.abstract)}</p>'
            + (f'<p><b>Keywords:</b> {esc("; ".join(base.keywords))}</p>' if base.keywords else "") + '</div>'
            '<div class="tools"><a href="#">PDF下载</a> <a href="#">HTML阅读</a> <a href="#">导出引用</a> <a href="#">收藏</a></div>'
            + (f'<div class="refs"><h3>参考文献</h3><ol>{refs}</ol></div>' if p.references else "")
            + '<div class="related"><h3>相关文章</h3><ul>'
            + "".join(f'<li><a href="#">{rng.choice(CN_TOPIC)}{rng.choice(CN_NOUN)}的{rng.choice(("研究", "分析", "进展"))}</a>'
                      f'<span>{rng.choice(CN_FAMILY)}{rng.choice(CN_GIVEN)}，{rng.choice(CN_FAMILY)}{rng.choice(CN_GIVEN)}</span>'
                      f'<span>{rng.randint(2010, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}</span></li>' for _ in range(rng.randint(3, 6)))
            + '</ul></div></div></div>')
    foot = (f'<div class="footer"><p>版权所有 © {rng.randint(2018, 2025)} 《{journal}》编辑部</p><p>地址：北京市海淀区 邮编：100190 '
            f'电话：010-{rng.randint(10000000, 99999999)} E-mail：bjb@example.cn</p><p>京ICP备{rng.randint(10000000, 99999999)}号</p></div>')
    metas = meta_tags(p, online_date=False, date_style="iso")
    truth = truth_row(page_id, "cnki", p, date=p.date_text("iso"))
    return page(f"{title} - {journal}", metas, header + main + foot, lang="zh-CN"), truth


# ----------------------------------------------------------------------------- SciELO
SCIELO_J = (("pt", "Revista Brasileira de Educação", "Rev. Bras. Educ.", "Rio de Janeiro", "1413-2478"),
            ("pt", "Revista Brasileira de Engenharia Agrícola e Ambiental", "Rev. bras. eng. agríc. ambient.", "Campina Grande", "1415-4366"),
            ("es", "Revista Chilena de Historia Natural", "Rev. chil. hist. nat.", "Santiago", "0716-078X"),
            ("es", "Revista Mexicana de Física", "Rev. mex. fis.", "México", "0035-001X"))
KW_TR = {"pt": {"thermal transport": "transporte térmico", "perovskite": "perovskita", "machine learning": "aprendizado de máquina",
              "soil carbon": "carbono do solo", "curriculum design": "desenho curricular", "urban heat island": "ilha de calor urbana",
              "graphene": "grafeno", "protein folding": "dobramento de proteínas", "inflation targeting": "metas de inflação",
              "sparse models": "modelos esparsos", "coastal erosion": "erosão costeira", "electrolytes": "eletrólitos"},
         "es": {"thermal transport": "transporte térmico", "perovskite": "perovskita", "machine learning": "aprendizaje automático",
              "soil carbon": "carbono del suelo", "curriculum design": "diseño curricular", "urban heat island": "isla de calor urbana",
              "graphene": "grafeno", "protein folding": "plegamiento de proteínas", "inflation targeting": "metas de inflación",
              "sparse models": "modelos dispersos", "coastal erosion": "erosión costera", "electrolytes": "electrolitos"}}


LANG_TOPIC = {"pt": ("transporte térmico", "filmes de perovskita", "redes neurais", "carbono do solo", "comunidades microbianas",
                     "ilhas de calor urbanas", "erosão costeira", "políticas de inflação", "desenho curricular", "modelos esparsos"),
              "es": ("transporte térmico", "películas de perovskita", "redes neuronales", "carbono del suelo", "comunidades microbianas",
                     "islas de calor urbanas", "erosión costera", "políticas de inflación", "diseño curricular", "modelos dispersos")}
LANG_HEADS = {"pt": ("Este estudo analisa", "Os resultados indicam que", "Neste trabalho propomos um modelo de", "Investigamos",
                     "Os dados sugerem que", "A análise mostra que"),
              "es": ("Este estudio analiza", "Los resultados indican que", "En este trabajo proponemos un modelo de", "Investigamos",
                     "Los datos sugieren que", "El análisis muestra que")}
LANG_LINK = {"pt": ("em", "sobre", "associados a", "e"), "es": ("en", "sobre", "asociados a", "y")}
LANG_END = {"pt": "dos casos", "es": "de los casos"}
EN_MON = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def _lang_sentence(rng: random.Random, lang: str) -> str:
    return (f"{rng.choice(LANG_HEADS[lang])} {rng.choice(LANG_TOPIC[lang])} {rng.choice(LANG_LINK[lang])} "
            f"{rng.choice(LANG_TOPIC[lang])}, com {rng.randint(2, 95)}% {LANG_END[lang]}.".replace(" com ", " com " if lang == "pt" else " con "))


def _lang_title(rng: random.Random, lang: str) -> str:
    a, b = rng.sample(LANG_TOPIC[lang], 2)
    return f"{a.capitalize()} {rng.choice(LANG_LINK[lang])} {b}: {rng.choice(('um estudo de caso', 'uma análise comparativa') if lang == 'pt' else ('un estudio de caso', 'un análisis comparativo'))}"


def scielo(page_id: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """SciELO (classic article page, English interface): "Rev. bras. ... vol.12 no.3 São
    Paulo Mar. 2020", "On-line version ISSN", the title and its translation, authors with
    superscript markers, the Resumo/Resumen and Palavras-chave/Palabras clave first, then
    "Abstract" and "Keywords"; references.  The article is either in Portuguese/Spanish (its
    meta tags carry the original title, abstract and keywords: those shown first) or in
    English with the Resumo/Resumen shown before the English abstract (meta: the English
    ones).  The meta date has month precision ("03/2020")."""
    lang, journal, abbrev, city, issn = rng.choice(SCIELO_J)
    p = make_paper(rng, n_refs=(0, 35), n_authors=(1, 5))
    original = rng.random() < 0.5  # the article is in pt/es
    doi = f"10.1590/{issn[:4]}-{issn[5:]}{p.year}v{p.volume}n{p.issue}{rng.randint(1, 99):02d}" if rng.random() < 0.8 else ""
    en_title, en_abs, en_kw = p.title, p.abstract, list(p.keywords)
    lang_title = _lang_title(rng, lang)
    lang_abs = " ".join(_lang_sentence(rng, lang) for _ in range(rng.randint(3, 7)))
    lang_kw = [KW_TR[lang].get(k, k) for k in p.keywords]
    p = dataclasses.replace(p, journal=journal, journal_abbrev=abbrev, doi=doi)
    if original:
        p = dataclasses.replace(p, title=lang_title, abstract=lang_abs, keywords=lang_kw)
    bib = f'{esc(abbrev)} <b>vol.{p.volume} no.{p.issue}</b> {esc(city)} {EN_MON[p.month - 1]} {p.year}'
    res_label, kw_label = ("Resumo", "Palavras-chave") if lang == "pt" else ("Resumen", "Palabras clave")
    authors = "<br>".join(f'{esc(a.name)}<sup>{_sup_markers(p, a)}</sup>' for a in p.authors)
    affs = "".join(f'<p><sup>{k + 1}</sup>{esc(aff)}</p>' for k, aff in enumerate(p.affiliations))
    refs = "".join(f'<p>{esc(r)} [ <a href="#">Links</a> ]</p>' for r in p.references)
    first_title, second_title = (lang_title, en_title) if original else (en_title, lang_title)
    header = ('<div class="top"><a href="http://www.scielo.br/"><img alt="SciELO - Scientific Electronic Library Online" src="/img/en/fbpelogp.gif"></a>'
              f'<p class="journal">{esc(journal)}</p><p class="issn">Print version ISSN {issn}On-line version ISSN {issn[:-1]}{rng.randint(0, 9)}</p>'
              '<ul class="toolbar">' + "".join(f'<li><a href="#">{w}</a></li>' for w in ("author index", "subject index", "articles search", "home", "alpha", "issues"))
              + '</ul></div>'
              '<div class="services"><h3>Services on Demand</h3><ul><li>Journal</li><li>SciELO Analytics</li><li>Google Scholar H5M5 ()</li></ul><h3>Article</h3><ul>'
              f'<li><a href="#">{"Portuguese" if lang == "pt" else "Spanish"} (pdf)</a></li><li><a href="#">English (pdf)</a></li><li><a href="#">Article in xml format</a></li>'
              '<li><a href="#">How to cite this article</a></li><li>SciELO Analytics</li><li>Curriculum ScienTI</li><li><a href="#">Automatic translation</a></li></ul>'
              '<h3>Indicators</h3><h3>Related links</h3><h3>Share</h3><h3>Permalink</h3></div>')
    main = (f'<div class="content"><div class="index,{lang if original else "en"}"><h3>{bib}</h3>'
            + (f'<h4 id="doi">https://doi.org/{doi}</h4>' if doi else "")
            + f'<p class="categoria">{"ARTIGOS" if lang == "pt" and original else "ARTÍCULOS" if original else "ARTICLES"}</p>'
            f'<p class="title">{esc(first_title)}</p>'
            f'<p class="trans-title">{esc(second_title)}</p>'
            f'<div class="autores"><p class="author">{authors}</p>{affs}</div>'
            f'<div class="abstract"><p class="sec"><b>{res_label.upper()}</b></p><p>{esc(lang_abs)}</p>'
            + (f'<p><b>{kw_label}:</b> {esc("; ".join(lang_kw))}</p>' if lang_kw else "")
            + f'</div><div class="trans-abstract"><p class="sec"><b>ABSTRACT</b></p><p>{esc(en_abs)}</p>'
            + (f'<p><b>Keywords:</b> {esc("; ".join(en_kw))}</p>' if en_kw else "") + '</div>'
            + _body_html(p, "p", ' class="sec"')
            + (f'<p class="sec"><b>{"REFERÊNCIAS" if lang == "pt" and original else "REFERENCIAS" if original else "REFERENCES"}</b></p>{refs}' if p.references else "")
            + f'<p>Received: {_fmt(_before((p.year, p.month, p.day), rng, 150, 300), "abbr")}; Accepted: {_fmt(_before((p.year, p.month, p.day), rng, 20, 100), "abbr")}</p>'
            + '<p><a href="http://creativecommons.org/licenses/by/4.0/">This is an Open Access article distributed under the terms of the Creative Commons Attribution License</a></p></div></div>')
    foot = (f'<div class="footer">{esc(journal)}<br>{esc(city)}<br>e-Mail: <a href="mailto:rev@example.br">rev@example.br</a></div>')
    metas = meta_tags(p, online_date=False, date_key="citation_date").replace(
        f'content="{p.date_text("slash")}"', f'content="{p.month:02d}/{p.year}"')
    truth = truth_row(page_id, "scielo", p, date=f"{p.month:02d}/{p.year}", date_iso=f"{p.year:04d}-{p.month:02d}", doi=bool(doi))
    return page(f"{journal} - {p.title}", metas, header + main + foot, lang="en"), truth
