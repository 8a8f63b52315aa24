"""Which effects could apply to which card, at one version of the board (rules digest §8.3):
the cache `engine.effect_lookup` keeps so that a stat read looks only at its own
candidates instead of every effect in the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effect_specs import LOSES_TRAITS

if TYPE_CHECKING:
    from engine.effect_lookup import Effect
    from engine.model import Card


class EffectIndex:
    """The effects that could be in force at one version of the board, in the order the
    rules apply them (persistent effects in play order, then lasting ones by timestamp),
    filed by the card each can apply to so a stat read looks only at its own candidates.

    What an effect applies to is fixed by its kind: itself (no match), its parent (while
    attached), the cards it names (a fixed match) or any card a predicate accepts; the last
    are candidates for every card. Whether a candidate is in force (blank source, condition)
    and matches (card condition, predicate) is always decided at read time."""

    def __init__(self, in_play: list[Card], lasting: list[Effect]) -> None:
        persistent = [
            effect
            for card in in_play
            for effect in card.persistent_effects
            if not (effect.while_attached and card.parent is None)
        ]
        self.persistent = {id(e) for e in persistent}
        self.ordered = sorted(persistent + lasting, key=lambda e: e.timestamp)
        self.rank = {id(e): n for n, e in enumerate(self.ordered)}
        #: The stats and flags each effect has a spec about (`EffectEngine._effects_about`).
        self.about = {id(e): frozenset(spec.stat for spec in e.specs) for e in self.ordered}
        self.blankers = [
            e for e in lasting if any(spec.kind == "flag" and spec.stat == "blank" for spec in e.specs)
        ]
        #: "All Weapons lose their ... traits": the lasting effects that take a card's
        #: traits (`LOSES_TRAITS`) without blanking it.
        self.trait_losers = [
            e for e in lasting if any(spec.kind == "flag" and spec.stat == LOSES_TRAITS for spec in e.specs)
        ]
        #: "This dude loses all ... traits, and abilities" printed on an attachment: the
        #: unconditional persistent blanks of the cards attached to him.
        self.attached_blankers = [
            e
            for e in persistent
            if e.while_attached
            and e.condition is None
            and any(spec.kind == "flag" and spec.stat == "blank" for spec in e.specs)
        ]
        self.flags = frozenset(
            spec.stat
            for effects in (lasting, *(card.persistent_effects for card in in_play))
            for effect in effects
            for spec in effect.specs
            if spec.kind == "flag"
        )
        self.players: list[Effect] = []
        self.general: list[Effect] = []
        self.by_card: dict[int, list[Effect]] = {}
        for effect in self.ordered:
            for target in self._filed_under(effect):
                self.by_card.setdefault(id(target), []).append(effect)

    def _filed_under(self, effect: Effect) -> list[Card]:
        """The cards an effect can apply to, or [] after filing it as a player or
        predicate effect."""
        if effect.targets_players:
            self.players.append(effect)
            return []
        if effect.while_attached:
            parent = effect.source.parent
            return [] if parent is None else [parent]
        if effect.match is None:
            return [effect.source]
        fixed = effect.fixed_targets()
        if fixed is None:
            self.general.append(effect)
            return []
        unique: dict[int, Card] = {id(card): card for card in fixed}
        return list(unique.values())

    def candidates(self, card: Card) -> list[Effect]:
        """The effects that could apply to `card`, in rules order."""
        own = self.by_card.get(id(card))
        if not own:
            return self.general
        if not self.general:
            return own
        rank = self.rank
        return sorted(own + self.general, key=lambda e: rank[id(e)])
