"""The language of a short text, told by its function words (or its script).

Enough to pick, among a page's abstracts in several languages, the one in the language of
its title (a SciELO page shows "Resumo" and "Abstract"): no model, a few hundred words.
"""

from __future__ import annotations

import re

#: Function words of each language: frequent, short, and rare in the others.
FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("the of and to in is that for with as are on by this from we be an which at or was were "
                    "these their has have not between using under via".split()),
    "es": frozenset("el la los las del y en que por con para una un se es al su sus este esta estos como "
                    "entre sobre fue son más también".split()),
    "pt": frozenset("o a os as do da dos das e em que por com para uma um se é ao seu sua este esta não "
                    "como entre sobre foi são mais também".split()),
    "fr": frozenset("le la les des du et en que par pour une un est au aux sur dans ce cette ces sont "
                    "entre avec qui été plus".split()),
    "de": frozenset("der die das und in den von zu mit ist im für auf dem des ein eine sich nicht als auch "
                    "werden wurde bei zwischen".split()),
    "it": frozenset("il la le dei delle e in che per con una un è del della al sono questo questa tra "
                    "come anche più".split()),
    "nl": frozenset("de het een en van in is dat op te voor met zijn niet door bij worden deze".split()),
    "ru": frozenset("и в на с по для что как из не от это при к о а также или между".split()),
}
_WORD = re.compile(r"[^\W\d_]+", re.U)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def guess_language(text: str | None) -> str | None:
    """The language of a text as a two-letter code, or ``None`` when it cannot be told.

    Input: any text (a title, an abstract).  Output: ``"ja"``/``"ko"``/``"zh"`` by script
    (kana, hangul, Han characters), otherwise the language whose function words make up the
    most of the text's words (``en``, ``es``, ``pt``, ``fr``, ``de``, ``it``, ``nl``, ``ru``);
    ``None`` for a text without letters or function words.
    """
    if not text:
        return None
    if _KANA.search(text):
        return "ja"
    if _HANGUL.search(text):
        return "ko"
    if len(_CJK.findall(text)) * 3 >= len(text.replace(" ", "")):
        return "zh"
    words = [w.casefold() for w in _WORD.findall(text)]
    if not words:
        return None
    if sum(1 for w in words if _CYRILLIC.match(w)) * 2 >= len(words):
        return "ru"
    scores = {lang: sum(1 for w in words if w in vocab) for lang, vocab in FUNCTION_WORDS.items()}
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] else None
