"""Pistol Whip (01119) — Action.
Shootout: Boot your dude in this posse to send a dude in the other posse home booted.
Your dude gets –1 bullets (minimum 0)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class PistolWhip(CardScript):
    code = "01119"
    reprints = ("24228",)  # Weird West Edition: same words

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_your_dude(self.in_your_posse, what="dude in this posse"),
            target=Target(prompt="Select a dude", condition=self.in_the_other_posse, choose=False),
            handler=self.whip,
        )

    def in_your_posse(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse_of(card) is context.player

    def in_the_other_posse(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse_of(card) is context.player.opponent

    def whip(self, context: Context) -> None:
        target, whipper = context.target, context.data["booted dude"]
        assert target is not None and isinstance(whipper, Card)
        sent = self.game.actions.send_home(target, booted=True)
        # Until the end of the shootout, as every Shootout ability's effect (§8.3).
        self.apply_ability_effect(context, match=whipper, effect=AbilityKit.effects.modify_bullets(-1))
        if sent:
            self.game.log.add(
                "{0} plays {1}: {2} sends {3} home booted and gets -1 bullets",
                context.player,
                self.card,
                whipper,
                target,
            )
        else:  # the engine kept the target where he is: the log says only what happened
            self.game.log.add("{0} plays {1}: {2} gets -1 bullets", context.player, self.card, whipper)
