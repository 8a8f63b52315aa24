"""Vida Azul (20024, Too Tough to Die) — dude.
Noon: Discard a card and choose a dude with a Horse at this or an adjacent location.
Unboot that horse. Its abilities may be used an additional time this turn. If you discarded
a Goods, you may unboot that dude.

Discarding the card is the price (§8.1); "choose" is the printed word, so a dude protected
from being chosen cannot be picked. Any player's dude nearby with a Horse will do (§4.1);
each of the Horse's abilities that a limit counts gets one more use today (a Repeat one
needs none). Only a discarded Goods lets Vida's player unboot the dude, if they wish.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

UNBOOT, PASS = "unboot that dude", "pass"


class VidaAzul(CardScript):
    code = "20024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.discard_from_hand(),
            target=Target(prompt="Select a dude", condition=self.nearby_dude_with_a_horse),
            message="{player} uses {source} on {target}",
            handler=self.spur_the_horse,
        )

    def nearby_dude_with_a_horse(self, dude: Card, context: Context) -> bool:
        return bool(dude.attachments_with("Horse")) and self.is_nearby(dude)

    def spur_the_horse(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        horses = dude.attachments_with("Horse")
        horse, *others = horses
        if others:  # a dude holding more than one Horse: the player picks which
            horse = yield from self.select_card(context, horses)
        self.game.actions.unboot(horse)
        for horse_ability in horse.abilities:
            if not horse_ability.repeat:
                self.game.actions.allow_another_use(horse_ability)
        self.game.log.add(
            "{0} unboots {1}, whose abilities may be used an additional time", context.player, horse
        )
        if context.paid_card.type != "goods":
            return
        if (yield from self.choose_option(context, [UNBOOT, PASS])) == UNBOOT:
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)
