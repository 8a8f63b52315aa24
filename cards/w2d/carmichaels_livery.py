"""Carmichael's Livery (23029) — deed, Public • Ranch.
This deed has +1 production and +1 control points if there is a Horse at this deed.

A Horse is at this deed when it is attached to a dude standing here, whoever controls him
(§4.1: attachments stand where their parent stands).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class CarmichaelsLivery(CardScript):
    code = "23029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.card,
            condition=self.a_horse_here,
            effect=[ability.effects.modify_production(1), ability.effects.modify_control(1)],
        )

    def a_horse_here(self) -> bool:
        return any(
            card.has_keyword("Horse") and self.game.actions.location_of(card) == self.card.uid
            for card in self.game.cards_in_play()
        )
