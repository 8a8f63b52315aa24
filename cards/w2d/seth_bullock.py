"""Seth Bullock (23018) — dude, Deputy.
While your draw hand is cheatin', Seth lowers your hand rank by his bullet rating if he is
in your posse.

React: After you use a Cheatin' Resolution ability on an action card, unboot Seth.

The lowering is read with the hand rank (§5.6): it applies while Seth is in the posse and
the revealed hand is cheatin', with his bullets as they are then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Player

if TYPE_CHECKING:
    from engine.events import Event


class SethBullock(CardScript):
    code = "23018"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True, effect=ability.effects.modify_hand_rank_by_player(self.honest_lawman)
        )
        self.reaction(
            when={"onCardAbilityResolved": self.you_used_a_cheatin_resolution_on_an_action_card},
            message="{player} uses {source}",
            handler=self.unboot_seth,
        )

    def honest_lawman(self, player: Player) -> int:
        result = self.game.hand_results.get(player.index)
        if result is None or not result.cheatin or not self.in_its_shootout():
            return 0
        return -self.card.bullets

    def you_used_a_cheatin_resolution_on_an_action_card(self, event: Event) -> bool:
        return (
            event.player is self.controller
            and event.source.type == "action"
            and getattr(event.ability, "play_type", None) == "cheatin resolution"
        )

    def unboot_seth(self, context: Context) -> None:
        self.game.actions.unboot(self.card)
        self.game.log.add("{0} unboots {1}", context.player, self.card)
