"""One-Eyed Jacks are Wild (25051, Debt of Blood) — action.
Cheatin' Resolution: You may change the value and suit of one card in your draw hand. Your
new hand is considered legal. If this is the Gamblin' Phase, draw a card.

A changed card counts as its new face until it leaves the draw hand (§5.6); the hand is
ranked again, never cheatin'. "Your new hand" is the hand once the play resolves, changed
or not: it is legal either way (ruling `one-eyed-jacks-legal-unchanged`). In lowball (the
Gamblin' phase, §3.1) the player also draws a card.
"""

from __future__ import annotations

from engine.draw_hands import by_face, playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

DONE = "done"


class OneEyedJacksAreWild(CardScript):
    code = "25051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="cheatin resolution", message="{player} plays {source}", handler=self.wild_card)

    def wild_card(self, context: Context) -> Flow:
        you = context.player
        faces = by_face(you.draw_hand)
        answer = yield from self.choose_option(context, [*faces, DONE], "Select a card")
        if answer != DONE:
            card = faces[answer]
            was = playing_card(card)
            value, suit = yield from self.choose_suit_and_value(context)
            self.game.actions.change_draw_hand_card(card, value, suit)
            self.game.log.add(
                "{0} changes {1} in their draw hand to {2}", you, str(was), str(playing_card(card))
            )
        self.game.actions.rank_draw_hand(you, legal=True)
        if self.phase == "gambling" and self.game.actions.draw(you, 1):
            self.game.log.add("{0} draws a card", you)
