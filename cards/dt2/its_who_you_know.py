"""...It's who you know (24218, Weird West Edition) — action.
Noon: One of your dudes calls out an opposing dude at their location. If accepted, your
dude becomes a stud for this shootout. When forming shootout hands this shootout, all
dudes use their influence instead of bullets to determine how many cards each player
draws (but keep their bullet type).

The shooter adds its influence, not its bullets, to the bonus of its type; every other
posse dude still adds 1 to the bonus of its own type (§5.5, engine.shootout_draw).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class ItsWhoYouKnow(CardScript):
    code = "24218"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.one_of_your_dudes_can_call_out,
            message="{player} plays {source}",
            handler=self.call_out_with_influence,
        )

    def one_of_your_dudes_can_call_out(self, context: Context) -> bool:
        return any(self.callees(caller) for caller in context.player.dudes())

    def callees(self, caller: Card) -> list[Card]:
        return [dude for dude in self.game.cards_in_play() if self.can_call_out(caller, dude)]

    def call_out_with_influence(self, context: Context) -> Flow:
        callers = [dude for dude in context.player.dudes() if self.callees(dude)]
        caller = yield from self.select_card(context, callers, "Select a dude")
        callee = yield from self.select_card(context, self.callees(caller), "Select a dude")
        context.data["caller"] = caller
        yield from self.call_out(context, caller, callee, if_accepted=self.shoot_it_out_by_influence)

    def shoot_it_out_by_influence(self, context: Context) -> None:
        caller = context.data["caller"]
        effects = AbilityKit.effects
        self.until_end_of_shootout(context, effect=effects.set_as_stud(), match=caller)
        self.until_end_of_shootout(context, effect=effects.draws_by_influence(), targets_players=True)
        self.game.log.add(
            "{0}'s {1} becomes a stud, and all dudes use their influence to draw this shootout",
            context.player,
            caller,
        )
