"""Masonic Augment (23054) — action.
Noon/Shootout: Discard a spell you own and control to choose one of your dudes. That dude has
+1 bullets and +1 influence. If the spell was unbooted,  gain ghost rock equal to the spell's
printed cost.

The spell discarded pays for the effect: any spell in play you own and control, booted or
not (the card is not offered without one). The bonus follows the play type: the day at Noon,
the shootout in one (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card, Player


class MasonicAugment(CardScript):
    code = "23054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout",
            condition=self.you_have_a_spell,
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.augment,
        )

    def your_spells(self, player: Player) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.type == "spell" and card.owner is player and card.controller is player
        ]

    def you_have_a_spell(self, context: Context) -> bool:
        return bool(self.your_spells(context.player))

    def augment(self, context: Context) -> Flow:
        player, dude = context.player, context.target
        assert dude is not None
        spell = yield from self.select_card(context, self.your_spells(player), "Select a spell")
        unbooted = not spell.booted
        self.game.actions.discard(spell)
        self.game.log.add("{0} discards {1}", player, spell)
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(1), effects.modify_influence(1)]
        )
        self.game.log.add("{0} gives {1} +1 bullets and +1 influence", player, dude)
        if unbooted:
            self.game.actions.gain(player, spell.data.cost)
            self.game.log.add("{0} gains {1} ghost rock", player, spell.data.cost)
