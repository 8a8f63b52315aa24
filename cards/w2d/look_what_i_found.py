"""Look What I Found! (23048) — action.
Shootout: Choose a non-Unique Weapon in your discard pile and attach it to a dude in your
posse, paying all costs. Boot a Weapon or Sidekick attached to that dude.

The Weapon is played from the discard pile with shoppin's rules other than the place and
the play window (its cost paid, a Gadget invented, §3.5); with none that may be attached
the card is not offered. The boot is part of the effect: one Weapon or Sidekick of that
dude's, the one just attached included, the player's pick.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.phases.noon_actions import Shop
from engine.zones import Zone


class LookWhatIFound(CardScript):
    code = "23048"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.a_weapon_can_be_attached,
            message="{player} plays {source}",
            handler=self.rearm,
        )

    def non_unique_weapon(self, card: Card) -> bool:
        return card.has_keyword("Weapon") and not card.has_keyword("Unique")

    def plays(self, context: Context, reduction: int = 0) -> list[Shop]:
        return self.playable(
            context.player,
            card=self.non_unique_weapon,
            source=Zone.DISCARD,
            onto=self.your_posse,
            as_shoppin=False,
            reduction=reduction,
        )

    def a_weapon_can_be_attached(self, context: Context) -> bool:
        # Played from the hand, this card's own cost is still to be paid first.
        return bool(self.plays(context, reduction=-self.card.cost))

    def rearm(self, context: Context) -> Flow:
        weapon = yield from self.play_card(context, self.plays(context))
        if weapon is None:
            return
        dude = weapon.parent
        assert dude is not None
        bootable = [
            card
            for card in dude.attachments
            if not card.booted and (card.has_keyword("Weapon") or card.has_keyword("Sidekick"))
        ]
        if bootable:
            booted = yield from self.select_card(context, bootable, "Select a card")
            self.game.actions.boot(booted)
            self.game.log.add("{0} boots {1}", context.player, booted)
