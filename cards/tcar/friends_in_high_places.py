"""Friends in High Places (19043, There Comes a Reckoning) — action.
React: After your unbooted dude is called out, if they have more influence than the leader,
they can refuse the callout without moving home booted.
Shootout: If your posse has more influence than the opposing posse, make one of your dudes a
stud.

The React is offered only when its dude qualifies; whether he may refuse at all is read as
usual ("cannot refuse" wins over "can", §8.1), and refusing leaves him where he stands,
unbooted (`engine.callout`). The Shootout "If ..." may be played when unmet: it then does
nothing (§8.1). The stud lasts the shootout (§8.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event


class FriendsInHighPlaces(CardScript):
    code = "19043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeCalledOut": self.your_unbooted_dude_outranks_the_leader},
            message="{player} plays {source}",
            handler=self.refuse_in_place,
        )
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.call_in_a_favour)

    def your_unbooted_dude_outranks_the_leader(self, event: Event) -> bool:
        dude, leader = event.callee, event.caller
        return dude.controller is self.controller and not dude.booted and dude.influence > leader.influence

    def refuse_in_place(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.callee
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.refuses_call_outs_without_going_home()
        )
        self.game.log.add("{0}'s {1} may refuse without going home", context.player, dude)

    def call_in_a_favour(self, context: Context) -> Flow:
        yours = sum(dude.influence for dude in self.your_posse)
        theirs = sum(dude.influence for dude in self.opposing_posse)
        if yours <= theirs:
            self.game.log.add("{0}'s posse has no more influence than the opposing posse", context.player)
            return
        dude = yield from self.select_card(context, context.player.dudes(), "Select a dude")
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, dude)
