"""Agent Moquin (25028) — dude, Agent.
React, Boot: If Moquin is in your posse, after an opponent declares the use of a Shootout
ability on an action card with no printed ghost rock cost, cancel that ability (the card is
discarded without effect).

Declared is after its costs are paid and before it resolves (§8.1, `engine.plays`): the
cancelled play still counts as the opponent's play. "No printed ghost rock cost" is an
action card printing a cost of 0 (`agent-moquin-no-printed-cost-is-zero`). A Shootout
ability is one printed "Shootout:" (or "Noon/Shootout:" used in a shootout), not a
Resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class AgentMoquin(CardScript):
    code = "25028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPlayDeclared": self.an_opponent_declares_a_free_action_shootout_ability},
            cost=ability.costs.boot_self(),
            condition=self.moquin_in_your_posse,
            message="{player} uses {source} to cancel it",
            handler=self.cancel_it,
        )

    def an_opponent_declares_a_free_action_shootout_ability(self, event: Event) -> bool:
        declared = event.ability
        card = declared.card
        return (
            event.player is not self.controller
            and card.type == "action"
            and not card.data.cost
            and "shootout" in declared.play_type
            and self.game.shootout is not None
        )

    def moquin_in_your_posse(self, context: Context) -> bool:
        return self.card in self.your_posse

    def cancel_it(self, context: Context) -> None:
        assert context.event is not None
        self.cancel_that_ability(context.event)
