"""Eve Henry (01054) — dude, Abomination.
If you discard Eve as a casualty, you may search your deck for Dr. Dawn Edwards (if you
don't already have her in play), and play her for free at this location. Shuffle your deck.
"""

from __future__ import annotations

from typing import ClassVar

from cards.dtr.dr_dawn_edwards import DrDawnEdwards


class EveHenry(DrDawnEdwards):
    """Dawn's text with the names swapped."""

    code = "01054"
    partner: ClassVar[str] = "Dr. Dawn Edwards"
