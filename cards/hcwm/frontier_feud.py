"""Frontier Feud (22055, Hell's Comin' With Me) — action.
Noon: Move your unbooted in-town dude to town square and boot them. Your opponent must
either give that dude 1 permanent control point, or move one of their in-town dudes to town
square and call out that dude. No other dudes may join this shootout.

"In-town": at the town square, a home or a deed on a street, not Out of Town (§4.1). The
opponent chooses; with no in-town dude they must give the control point. Their dude moves
without booting (a card effect's move, §4.2) and makes the call out, which your dude may
refuse as any call out (§5.1: the text does not say "cannot refuse"). Accepted, the
shootout is the two of them: every other dude is kept out of both posses until it ends.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card

GIVE = "give a control point"
FEUD = "call out"


class FrontierFeud(CardScript):
    code = "22055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current", condition=self.unbooted_in_town),
            handler=self.start_a_feud,
        )

    def in_town(self, card: Card) -> bool:
        return card.location is not None and self.game.locations.in_town(card.location)

    def unbooted_in_town(self, card: Card, context: Context) -> bool:
        return not card.booted and self.in_town(card)

    def start_a_feud(self, context: Context) -> Flow:
        you, yours = context.player, context.target
        assert yours is not None
        opponent, actions = you.opponent, self.game.actions
        if actions.move_dude(yours, TOWN_SQUARE):
            self.game.log.add("{0} moves {1} to Town Square", you, yours)
        actions.boot(yours)
        theirs = [dude for dude in opponent.dudes() if self.in_town(dude)]
        options = [GIVE, FEUD] if theirs else [GIVE]
        if (yield from self.choose_option(context, options, player=opponent)) == GIVE:
            actions.add_control_point(yours)
            self.game.log.add("{0} gives {1} 1 permanent control point", opponent, yours)
            return
        caller = yield from self.select_card(context, theirs, "Select a dude", player=opponent)
        if actions.move_dude(caller, TOWN_SQUARE):
            self.game.log.add("{0} moves {1} to Town Square", opponent, caller)
        yield from self.call_out(context, caller, yours, if_accepted=self.no_one_else_joins)

    def a_dude(self, card: Card) -> bool:
        return card.is_dude

    def no_one_else_joins(self, context: Context) -> None:
        # The caller and the callee are in their posses already: the flag keeps out the rest.
        self.until_end_of_shootout(context, match=self.a_dude, effect=AbilityKit.effects.cannot_join_posses())
