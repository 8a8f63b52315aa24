"""I'm Your Huckleberry (20053) — action.
Cheatin' Resolution: Your opponent chooses a dude in their posse. That dude joins your posse
under your control for the remainder of the shootout. After the shootout ends, if that dude
is still in play, send that dude home booted. If your hand is legal, you choose the opposing
dude.

The change of sides, and the return home once the shootout ends, are `engine.changing_sides`.
When you choose, you "choose" (a dude protected from being chosen is not eligible); when the
opponent does, they pick among their own posse.
"""

from __future__ import annotations

from engine.changing_sides import SIDES, change_sides
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class ImYourHuckleberry(CardScript):
    code = "20053"
    flags = (SIDES.stat,)

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            condition=self.opponent_has_a_dude,
            message="{player} plays {source}",
            handler=self.switch_sides,
        )

    def legal_hand(self, context: Context) -> bool:
        result = self.game.hand_results.get(context.player.index)
        return result is not None and not result.cheatin

    def in_their_posse(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def candidates(self, context: Context) -> list[Card]:
        target = Target(controller="opponent", condition=self.in_their_posse, choose=self.legal_hand(context))
        return target.eligible(context)

    def opponent_has_a_dude(self, context: Context) -> bool:
        return self.game.shootout is not None and bool(self.candidates(context))

    def switch_sides(self, context: Context) -> Flow:
        you = context.player
        chooser = you if self.legal_hand(context) else you.opponent
        dude = yield from self.select_card(context, self.candidates(context), "Select a dude", player=chooser)
        change_sides(self.game, dude, you)
        self.until_end_of_shootout(context, match=dude, effect=SIDES)
        self.game.log.add("{0} joins {1}'s posse for the rest of the shootout", dude, you)
