"""Lorena Corbett (21020, Out for Blood) — dude, Abomination.
Shootout: Choose an opposing dude. That dude is considered to have a minimum grit of 11 for
your card effects. You may boot Lorena's Mystical goods to boot that dude.

The minimum grit is read only by her player's card effects (`self.grit_of`: Mason Adler's
"the opposing dude with the highest grit"), for the shootout (a Shootout ability's effect,
§8.3). "Lorena's Mystical goods" is an unbooted goods with the Mystical keyword attached to
her; booting it is optional and boots the chosen dude.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

MINIMUM_GRIT = 11


class LorenaCorbett(CardScript):
    code = "21020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.mark_the_prey,
        )

    def opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def mystical_goods(self) -> list[Card]:
        return [
            card
            for card in self.card.attachments
            if card.data.type == "goods" and card.has_keyword("Mystical") and not card.booted
        ]

    def mark_the_prey(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=effects.minimum_grit_for_your_card_effects(MINIMUM_GRIT)
        )
        self.game.log.add("{0} gives {1} a minimum grit of 11 for {0}'s card effects", context.player, dude)
        goods = yield from self.may_select_card(context, self.mystical_goods(), "Select a card")
        if goods is None:
            return
        self.game.actions.boot(goods)
        self.game.actions.boot(dude)
        self.game.log.add("{0} boots {1} to boot {2}", context.player, goods, dude)
