"""Huang Li (23004) — dude.
After using Huang Li's Shootout ability:
• if you booted a Blessed dude, unboot another dude in the shootout.
• if you booted an Abomination, Huang Li gets +2 bullets.
• if you booted a Kung Fu dude, boot an opposing dude.

Shootout: Boot your dude (in this shootout) to discard a card and draw a card.

The dude booted is any of yours in a posse, Huang Li included. The bullets are a trait
answering his Shootout ability once it has resolved (`onCardAbilityResolved`, whose context
names the dude booted to pay for it); each bullet the dude booted meets applies, in printed
order. "Another dude in the shootout" is any dude of either posse but the one booted. The
+2 bullets last the shootout (§8.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import kung_fu_rating
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class HuangLi(CardScript):
    code = "23004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onCardAbilityResolved": self.after_using_his_shootout_ability},
            handler=self.reward_the_dude_he_booted,
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_your_dude(self.in_this_shootout),
            message="{player} uses {source}",
            handler=self.trade_a_card,
        )

    def after_using_his_shootout_ability(self, event: Event) -> bool:
        """His only ability to resolve is the Shootout one."""
        return bool(event.ability.card is self.card)

    def in_this_shootout(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def trade_a_card(self, context: Context) -> Flow:
        player, actions = context.player, self.game.actions
        if player.hand:
            discarded = yield from self.select_card(context, list(player.hand))
            actions.discard(discarded)
            self.game.log.add("{0} discards {1}", player, discarded)
        actions.draw(player, 1)
        self.game.log.add("{0} draws a card", player)

    def reward_the_dude_he_booted(self, context: Context) -> Flow:
        event = context.event
        assert event is not None
        player = context.player
        booted: Card = event.context.data["booted dude"]
        if booted.skill("blessed") is not None:
            yield from self.unboot_another(context, booted)
        if booted.has_keyword("Abomination"):
            self.until_end_of_shootout(context, match=self.card, effect=AbilityKit.effects.modify_bullets(2))
            self.game.log.add("{0} gives {1} +2 bullets", player, self.card)
        if kung_fu_rating(booted) is not None:
            yield from self.boot_an_opposing_dude(context)

    def unboot_another(self, context: Context, booted: Card) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        others = [
            dude for p in shootout.players for dude in shootout.posse(p) if dude is not booted and dude.booted
        ]
        if others:
            dude = yield from self.select_card(context, others, "Select a dude")
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)

    def boot_an_opposing_dude(self, context: Context) -> Flow:
        opposing = [dude for dude in self.opposing_posse if not dude.booted]
        if opposing:
            dude = yield from self.select_card(context, opposing, "Select a dude")
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
