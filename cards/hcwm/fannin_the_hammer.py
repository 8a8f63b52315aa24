"""Fannin' the Hammer (22051, Hell's Comin' With Me) — action.
Shootout: Boot your dude to choose a number of opposing dudes equal to your dude's bullet
rating. Each chosen dude with 0 printed bullets becomes a draw. Each chosen dude gets -1
bullets.

Booting one of your unbooted dudes in your posse is the cost (§8.1, "boot ... to"). His
bullet rating as the effect resolves says how many opposing dudes are chosen: that many,
or every one the player may choose when there are fewer (the word "choose": a dude that
cannot be chosen by opponents is left out). The draw and the -1 bullets, a Shootout
ability's effects, last the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

CANNOT_BE_CHOSEN = "cannot be chosen by opponents"


class FanninTheHammer(CardScript):
    code = "22051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_your_dude(self.in_your_posse),
            message="{player} plays {source}",
            handler=self.fan_the_hammer,
        )

    def in_your_posse(self, card: Card, context: Context) -> bool:
        return card in self.your_posse

    def fan_the_hammer(self, context: Context) -> Flow:
        shooter: Card = context.data["booted dude"]
        eligible = [
            dude
            for dude in self.affectable(context, self.opposing_posse)
            if not self.game.effects.has_flag(dude, CANNOT_BE_CHOSEN)
        ]
        count = min(shooter.bullets, len(eligible))
        if count == 0:
            return
        chosen = yield from self.select_cards(
            context, eligible, "Select a dude", minimum=count, maximum=count
        )
        effects = AbilityKit.effects
        for dude in chosen:
            if dude.data.bullets == 0:
                self.apply_ability_effect(
                    context, match=dude, effect=[effects.set_as_draw(), effects.modify_bullets(-1)]
                )
                self.game.log.add("{0} makes {1} a draw and gives them -1 bullets", context.player, dude)
            else:
                self.apply_ability_effect(context, match=dude, effect=effects.modify_bullets(-1))
                self.game.log.add("{0} gives {1} -1 bullets", context.player, dude)
