"""The Winning Agenda (19045, There Comes a Reckoning) — action.
Noon: Choose your dude and discard cards equal to their influence, to a maximum of 3. Draw
cards equal to their influence, to a maximum of 3.
Cheatin' Resolution: Choose your dude. Increase your hand rank by their influence, to a
maximum bonus of 3.

The discard comes first and takes what the hand holds, fewer if it holds fewer; the draw is
the full number whatever was discarded. Any dude of yours will do, in a posse or not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.log import plural

MAXIMUM = 3


class TheWinningAgenda(CardScript):
    code = "19045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.work_the_agenda,
        )
        self.action(
            play_type="cheatin resolution",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.win_with_it,
        )

    def bonus(self, context: Context) -> int:
        dude = context.target
        assert dude is not None
        return min(dude.influence, MAXIMUM)

    def work_the_agenda(self, context: Context) -> Flow:
        player = context.player
        amount = self.bonus(context)
        discarded = yield from self.select_cards(
            context, player.hand, "Select a card", minimum=amount, maximum=amount
        )
        for card in discarded:
            self.game.actions.discard(card)
            self.game.log.add("{0} discards {1}", player, card)
        drawn = self.game.actions.draw(player, amount)
        self.game.log.add("{0} draws {1}", player, plural(len(drawn), "card"))

    def win_with_it(self, context: Context) -> None:
        amount = self.bonus(context)
        if self.game.actions.modify_rank(context.player, amount):
            self.game.log.add("{0} raises their hand rank by {1}", context.player, amount)
