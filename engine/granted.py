"""Granted abilities (rules digest §8.1): "your dudes at in-town deeds gain the ability:
'Noon, Boot: ...'" (Nicodemus Whateley).

The granting card declares the ability once, as a *template* among its own abilities
(so the rules ledger names it as the granting card's printed ability). It is never used
from the granting card itself. Every card the grant reaches while the granting card is in
play (and not blank) holds its own copy: the copy's card is the receiver, so "Boot:" boots
the receiver, "this dude" in the text is `context.source`, the copy is offered to the
receiver's controller and its limit is counted for that receiver alone. The copy follows
the template's handler when it runs, and its use is traced as the template's.

A receiver's copies come after its own printed abilities: a vanilla dude's is "Dude", a
dude with one ability of his own holds it as "Dude (2nd ability)".
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import ActionAbility, Context

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card


def _run_template(template: ActionAbility, context: Context) -> object:
    """The copy's handler: whatever the template's handler is when the copy is used."""
    return template.handler(context)


class GrantedAbilities:
    """The grants declared in a game, and the copies made for their receivers."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.templates: list[ActionAbility] = []
        self._copies: dict[tuple[int, str, int], ActionAbility] = {}

    def declare(self, template: ActionAbility) -> None:
        self.templates.append(template)

    def on(self, card: Card, own: int) -> list[ActionAbility]:
        """The abilities granted to `card` now; `own` is how many it prints."""
        if not card.in_play:
            return []
        found: list[ActionAbility] = []
        for template in self.templates:
            source = template.card
            grants_to = template.grants_to
            if source.in_play and grants_to is not None and not source.blank and grants_to(card):
                found.append(self._copy(template, card, own + len(found)))
        return found

    def _copy(self, template: ActionAbility, card: Card, index: int) -> ActionAbility:
        key = (id(template), card.uid, index)
        copy = self._copies.get(key)
        if copy is None:
            # Every field of the template's kind (a job's mark and success text too), save
            # whose copy it is.
            copy = replace(
                template,
                card=card,
                handler=lambda context: _run_template(template, context),
                index=index,
                grants_to=None,
                granted_by=template,
            )
            self._copies[key] = copy
        return copy
