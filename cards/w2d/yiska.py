"""Yiska (23016) — dude, Shaman.
While Yiska has a Sidekick, he has +2 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Yiska(CardScript):
    code = "23016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_a_sidekick, effect=ability.effects.modify_bullets(2))

    def has_a_sidekick(self) -> bool:
        return any(card.has_keyword("Sidekick") for card in self.card.attachments)
