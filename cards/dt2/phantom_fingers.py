"""Phantom Fingers (24183, Weird West Edition) — spell, Hex.
Noon/Shootout Hex 6, Boot: Target an opposing dude's goods in a nearby location (if this
is a shootout, it must be in the shootout). Boot it, and it loses all traits, abilities,
and bullet bonuses. If it's Mystical or a Gadget, draw a card.

"Loses all traits, abilities, and bullet bonuses" is blanking (as Unprepared's): until the
end of the day at Noon, of the shootout in one (§8.3). "Nearby" is the Huckster's location
or an adjacent one (§4.1); in a shootout the goods' dude must be in the opposing posse.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class PhantomFingers(CardScript):
    code = "24183"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon/shootout",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a card", card_type="goods", condition=self.opposing_dudes_goods_nearby
            ),
            on_success=self.fumble,
        )

    def opposing_dudes_goods_nearby(self, card: Card, context: Context) -> bool:
        dude = card.parent
        if dude is None or not dude.is_dude or dude.controller is context.player:
            return False
        if self.game.shootout is not None:
            return dude in self.opposing_posse
        return self.is_nearby(card)

    def fumble(self, context: Context) -> None:
        goods = context.target
        assert goods is not None
        self.game.actions.boot(goods)
        self.apply_ability_effect(context, match=goods, effect=AbilityKit.effects.blank())
        self.game.log.add("{0} uses {1} to boot and blank {2}", context.player, self.card, goods)
        if goods.has_keyword("Mystical") or goods.data.is_gadget:
            self.game.actions.draw(context.player, 1)
            self.game.log.add("{0} draws a card", context.player)
