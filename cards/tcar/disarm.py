"""Disarm (19039, There Comes a Reckoning) — action.
Cheatin' Resolution: Choose an opposing dude. Boot one of their attachments. If this is a
shootout, ace the attachment or discard it if it is Unique instead. You ignore all
casualties this round. If your hand is legal, one of your dudes gets +2 bullets and becomes
a stud until after Sundown.

A Cheatin' Resolution, so only against a cheatin' hand, in a shootout or at gamblin' (§5.6).
"An opposing dude" is one of the opposing posse in a shootout, any of the other player's
dudes at gamblin'; the attachment is selected among those the card may affect. "Ignore all
casualties" is this round's casualties reduced to none (§5.7), in a shootout only. "Until
after Sundown" is until the day ends (§3.4).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Disarm(CardScript):
    code = "19039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            target=Target(prompt="Select a dude", controller="opponent", condition=self.opposing),
            message="{player} plays {source} on {target}",
            handler=self.disarm,
        )

    def opposing(self, dude: Card, context: Context) -> bool:
        return self.game.shootout is None or dude in self.opposing_posse

    def disarm(self, context: Context) -> Flow:
        player, dude = context.player, context.target
        assert dude is not None
        effects = AbilityKit.effects
        attachments = self.affectable(context, dude.attachments)
        if attachments:
            attachment = yield from self.select_card(context, attachments, "Select a card")
            if self.game.shootout is None:
                self.game.actions.boot(attachment)
                self.game.log.add("{0} boots {1}", player, attachment)
            elif attachment.data.unique:
                self.game.actions.discard(attachment, by=player)
                self.game.log.add("{0} discards {1}", player, attachment)
            else:
                self.game.actions.ace(attachment, by=player)
                self.game.log.add("{0} aces {1}", player, attachment)
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=effects.casualties_reduced_to_zero()
            )
            self.game.log.add("{0} ignores all casualties this round", player)
        if self.reveals_cheatin(player):
            return
        yours = yield from self.select_card(context, player.dudes(), "Select a dude")
        self.until_end_of_day(context, match=yours, effect=[effects.modify_bullets(2), effects.set_as_stud()])
        self.game.log.add("{0} gives {1} +2 bullets and makes them a stud", player, yours)
