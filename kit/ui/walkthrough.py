"""What the walkthroughs of 3-5-8, Trentuno and Trentasette share (UI layer; strings only).

A walkthrough is a list of frames, each with the moments it shows ("a knock", "a capture by a
sum"); :func:`guide_markdown` turns it into the table printed under it: each moment at the first
step that shows it, with that step's narration.  The rule (docs/RULES.md) behind each moment orders
the moments but is not printed: the table is for students, who know the rules by their words, not
their ids.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from kit.i18n import t
from kit.ui.widgets import Frame


def guide_markdown(frames: Sequence[tuple[Frame, Sequence[str]]], rules: Mapping[str, str], prefix: str,
                   lang: str = "en", *, together: bool = True) -> str:
    """The "what to watch" table of a walkthrough, as Markdown.

    Args:
        frames: ``[(frame, the moments it shows), …]`` in step order.
        rules: each moment's rule id(s), in the order the moments of one step are listed (the ids are
            for the code and the teacher: the table names the moments in words only).
        prefix: the catalogue's prefix: the head is ``<prefix>.watch_head``, a moment's words
            ``<prefix>.watch.<moment>``.
        lang: ``"it"`` or ``"en"``.
        together: the moments a step shows for the first time in one row (joined by "; "), or
            ``False`` for a row each.

    Raises:
        KeyError: a moment without a rule in ``rules``.
    """
    rows, seen = [], set()
    for number, (frame, shown) in enumerate(frames, start=1):
        new = sorted(set(shown) - seen, key=list(rules).index)
        seen.update(new)
        for group in ([new] if together and new else [[moment] for moment in new]):
            words = "; ".join(t(f"{prefix}.watch.{moment}", lang) for moment in group)
            rows.append(f"| {number} | {words} | {frame.narration} |")
    return t(f"{prefix}.watch_head", lang) + "\n|---|---|---|\n" + "\n".join(rows)
