"""Character encoding detection for raw HTML bytes.

Order, as a browser does it: byte-order mark, the HTTP ``Content-Type`` charset, the
document's own ``<meta charset>`` / ``http-equiv`` declaration, then detection.  A declared
encoding is only trusted when the bytes actually decode with it: pages that declare UTF-8
but are saved in Windows-1252 (common in crawls) are re-detected instead of being filled
with replacement characters.  Never assumes UTF-8 blindly.
"""

from __future__ import annotations

import codecs

from w3lib.encoding import (
    html_body_declared_encoding,
    http_content_type_encoding,
    read_bom,
    resolve_encoding,
)

#: Encoding used when nothing is declared and detection gives no answer: the
#: WHATWG default for legacy Western pages, which decodes every byte.
FALLBACK_ENCODING = "cp1252"

#: How many bytes detection looks at (enough for the statistics, bounded for 20 MB pages).
DETECT_SAMPLE_BYTES = 64 * 1024


# Characters a Western (cp1252) page plausibly holds outside ASCII: accented Latin letters
# and typographic punctuation.  Symbols such as ³ ¹ ¼ ¾ ¥ are excluded: in cp1252 they are
# what Central European letters (ł, ą, ź...) turn into.
_WESTERN_CHARS = frozenset(
    "\u00a0©®°·«»£€’‘“”–—…•™§¢"
    + "".join(chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7))
)


def _looks_western(sample: bytes, detected: str) -> bool:
    """True when a single-byte guess is better read as cp1252 (the web's Western default).

    Detectors cannot tell cp1252 from cp1250/cp852/cp775 on English text with a few curly
    quotes; cp1252 wins when it decodes the sample to Western characters only.
    """
    if detected.replace("_", "").lower() in ("cp1252", "ascii", "utf8"):
        return False
    try:
        text = sample.decode("cp1252")
    except UnicodeDecodeError:
        return False
    return all(ch in _WESTERN_CHARS for ch in set(text) if ord(ch) > 127)


def _normalise(name: str | None) -> str | None:
    if not name:
        return None
    resolved = resolve_encoding(name)  # maps labels and aliases (latin1 -> cp1252, gb2312 -> gb18030)
    if resolved is None:
        return None
    try:
        return codecs.lookup(resolved).name
    except LookupError:
        return None


def detect_encoding(data: bytes) -> str:
    """Guess the encoding of undeclared (or wrongly declared) bytes.

    Input: raw bytes.  Output: a Python codec name.  Pure ASCII and valid UTF-8 are
    recognised first (cheap); otherwise charset-normalizer decides on a bounded sample;
    the WHATWG fallback (cp1252) is the last resort, since it decodes any byte.
    """
    sample = data[:DETECT_SAMPLE_BYTES]
    try:
        sample.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as exc:
        # A multi-byte character cut by the sample boundary is still UTF-8.
        if exc.start >= len(sample) - 4 and exc.reason == "unexpected end of data":
            return "utf-8"
    try:
        from charset_normalizer import from_bytes

        results = from_bytes(sample)
        best = results.best()
        if best is not None and best.encoding:
            # Single-byte Western and Central European code pages decode the same Latin
            # text almost equally well; prefer the web's far more common cp1252 unless
            # the detector is clearly more certain of another.
            if _looks_western(sample, best.encoding):
                return "cp1252"
            found = _normalise(best.encoding)
            if found:
                return found
    except Exception:  # detection must never take the page down with it
        pass
    return FALLBACK_ENCODING


def decode_html(data: bytes, *, http_encoding: str | None = None) -> tuple[str, str]:
    """Decode raw HTML bytes to text.

    Input: the page bytes and, when known, the HTTP ``Content-Type`` header value (or a
    bare charset name).  Output: ``(text, encoding_name)``.  Order: BOM, HTTP charset,
    ``<meta>`` declaration, detection; a declaration whose codec fails on the bytes is
    skipped.  Undecodable bytes in the final choice become U+FFFD; this never raises.
    """
    bom_encoding, bom = read_bom(data)
    if bom_encoding:
        encoding = _normalise(bom_encoding) or "utf-8"
        return data[len(bom):].decode(encoding, "replace"), encoding

    candidates: list[str] = []
    if http_encoding:
        header = http_content_type_encoding(http_encoding) if ";" in http_encoding or "/" in http_encoding else http_encoding
        if header:
            candidates.append(header)
    declared = html_body_declared_encoding(data[:4096])
    if declared:
        candidates.append(declared)
    for name in candidates:
        encoding = _normalise(name)
        if encoding:
            try:
                return data.decode(encoding), encoding
            except UnicodeDecodeError:
                continue  # declared wrongly: detect instead
    encoding = detect_encoding(data)
    return data.decode(encoding, "replace"), encoding
