"""Text boxes of an SVG picture, measured in a real browser, and what is wrong with them:
a label past the picture's edge, past its cell (a ``data-cell="x y w h"`` box), or over
another label."""

from __future__ import annotations

from typing import Any

# Every <text>'s box in the picture's own units; the picture's size; each cell it names.
MEASURE_JS = """() => {
  const svg = document.querySelector('svg');
  const box = svg.viewBox.baseVal;
  const texts = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim()).map(t => {
    const b = t.getBBox();
    const cell = t.getAttribute('data-cell');
    return {text: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height,
            cell: cell ? cell.split(' ').map(Number) : null};
  });
  return {width: box && box.width ? box.width : svg.width.baseVal.value,
          height: box && box.height ? box.height : svg.height.baseVal.value, texts};
}"""

SLACK = 0.5  # sub-pixel rounding


def problems(measured: dict[str, Any], overlap_slack: float = 1.0) -> list[str]:
    found = []
    texts = measured["texts"]
    for t in texts:
        right, bottom = t["x"] + t["w"], t["y"] + t["h"]
        if min(t["x"], t["y"]) < -SLACK or right > measured["width"] + SLACK or bottom > measured["height"] + SLACK:
            found.append(f"{t['text']!r} leaves the picture")
        if t["cell"]:
            x, y, w, h = t["cell"]
            # Glyph boxes include the font's ascent and descent: the text's advance must fit
            # across, and its box must not reach past the cell by more than its descent.
            if t["x"] < x - SLACK or t["x"] + t["w"] > x + w + SLACK:
                found.append(f"{t['text']!r} is wider than its cell")
            elif t["y"] < y - 2 or t["y"] + t["h"] > y + h + 2:
                found.append(f"{t['text']!r} is taller than its cell")
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            overlap_x = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
            # Boxes include line gaps: only ink-deep overlaps count.
            if overlap_x > overlap_slack and overlap_y > max(overlap_slack, 0.3 * min(a["h"], b["h"])):
                found.append(f"{a['text']!r} overlaps {b['text']!r}")
    return found
