"""Big Nose Kate (21031, Out for Blood) — dude.
Noon: Discard a card to give your dude at this location +1 bullets. If you discarded an
action card with a Shootout or Job ability, that dude gets +1 influence. If that dude is not
wanted, you may give that dude 1 bounty.

The discard is the cost (from the play hand); "your dude at this location" is one of yours
at Kate's location, herself included. An action card "with a Shootout or Job ability"
prints one ("Shootout:", "Noon Job:", "Noon/Shootout:"). The bonuses are a Noon ability's:
they last the day (§8.3). The bounty is the player's choice, offered only while the dude is
not wanted.
"""

from __future__ import annotations

import re

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

#: A printed Shootout or Job ability: its play type before the colon.
SHOOTOUT_OR_JOB = re.compile(r"\b(Shootout|Job)\b[^.:]*:")
GIVE, NO = "give 1 bounty", "no bounty"


class BigNoseKate(CardScript):
    code = "21031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.discard_from_hand(),
            target=Target(prompt="Select a dude", controller="current", condition=self.your_dude_here),
            message="{player} uses {source} on {target}",
            handler=self.back_your_man,
        )

    def your_dude_here(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.location

    def back_your_man(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        discarded = context.paid_card
        bonus = [effects.modify_bullets(1)]
        if (
            discarded is not None
            and discarded.data.type == "action"
            and SHOOTOUT_OR_JOB.search(discarded.data.text)
        ):
            bonus.append(effects.modify_influence(1))
            self.game.log.add("{0} gives {1} +1 bullets and +1 influence", context.player, dude)
        else:
            self.game.log.add("{0} gives {1} +1 bullets", context.player, dude)
        self.apply_ability_effect(context, match=dude, effect=bonus)
        if dude.wanted:
            return
        if (yield from self.choose_option(context, [GIVE, NO])) == GIVE:
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)
