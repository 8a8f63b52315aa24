"""Coachwhip! (01115) — Action.
Cheatin' Resolution: The cheatin' player must boot one of their dudes. If in a
shootout, that dude gets aced instead. If you have a legal hand, you choose the dude to
boot or ace."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card


class Coachwhip(CardScript):
    code = "01115"
    reprints = ("24224",)  # Weird West Edition: "boots one of their dudes", same choice

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round:
        # the play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            condition=self.cheater_has_a_dude,
            message=self.announce,
            handler=self.whip,
        )

    def announce(self, context: Context) -> Message:
        return message(
            "{player} plays {source} against {opponent}'s cheatin' hand", opponent=context.player.opponent
        )

    # -- whose dude ---------------------------------------------------------------------
    def legal_hand(self, context: Context) -> bool:
        result = self.game.hand_results.get(context.player.index)
        return result is not None and not result.cheatin

    def candidate(self, card: Card, context: Context) -> bool:
        """In a shootout, a dude of the cheater's posse (to be aced); in lowball, one of
        the cheater's unbooted dudes (to be booted)."""
        shootout = self.game.shootout
        if shootout is not None:
            return shootout.posse_of(card) is context.player.opponent
        return not card.booted

    def candidates(self, context: Context) -> list[Card]:
        # When you choose, you "choose" (protected dudes are not eligible); when the
        # cheater does, they pick among their own dudes.
        you_choose = self.legal_hand(context)
        target = Target(controller="opponent", condition=self.candidate, choose=you_choose)
        return target.eligible(context)

    def cheater_has_a_dude(self, context: Context) -> bool:
        """The requirement clause (§8.1): the cheater must have a dude to boot or ace."""
        return bool(self.candidates(context))

    # -- the whipping -------------------------------------------------------------------
    def whip(self, context: Context) -> Flow:
        chooser = context.player if self.legal_hand(context) else context.player.opponent
        dude = yield from self.select_card(context, self.candidates(context), "Select a dude", player=chooser)
        assert isinstance(dude, Card)
        if self.game.shootout is not None:
            self.game.actions.ace(dude, by=context.player)
            self.game.log.add("{0} chooses {1} to be aced", chooser, dude)
        else:
            self.game.actions.boot(dude)
            self.game.log.add("{0} chooses {1} to be booted", chooser, dude)
