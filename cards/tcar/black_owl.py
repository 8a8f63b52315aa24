"""Black Owl (19008, There Comes a Reckoning) — dude.
Shootout: An opposing dude gets +5 value. You may boot Black Owl to make the opposing player
select that dude as their first casualty this round.

The +5 value is a Shootout ability's effect: it lasts the shootout (§8.3, §13.13). Booting
Black Owl is not a cost but a choice inside the effect, offered only while he is unbooted;
the first casualty lasts "this round" only.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

BOOT = "boot Black Owl"
PASS = "pass"


class BlackOwl(CardScript):
    code = "19008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} to give {target} +5 value",
            handler=self.stare_down,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def stare_down(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.modify_value(5))
        if self.card.booted or (yield from self.choose_option(context, [BOOT, PASS])) == PASS:
            return
        self.game.actions.boot(self.card)
        self.until_end_of_shootout_round(context, match=dude, effect=effects.must_be_first_casualty())
        self.game.log.add(
            "{0} boots {1} to make {2} the first casualty this round", context.player, self.card, dude
        )
