"""Klah (21016) — dude of the First Peoples.
Shootout, Boot: Boot Klah's Sidekick to give your dude with a Sidekick +1 bullets.

Booting Klah's Sidekick is part of the cost: without an unbooted one the ability is not offered
(issue 19: a printed requirement is checked before the play is offered). The dude given the
bullet is any of yours with a Sidekick, Klah himself included; it lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

SIDEKICK = "Sidekick"


class Klah(CardScript):
    code = "21016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.boot_attachment(SIDEKICK)],
            target=Target(prompt="Select a dude", condition=self.has_a_sidekick, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.lend_a_hand,
        )

    def has_a_sidekick(self, dude: Card, context: Context) -> bool:
        return bool(dude.attachments_with(SIDEKICK))

    def lend_a_hand(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets", context.player, dude)
