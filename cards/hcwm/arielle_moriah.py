"""Arielle Moriah (22006) — dude, Blessed 1.
React: After Arielle boots to use an ability on a Miracle, unboot her.

She "boots to use an ability" when paying that ability's costs boots her
(`onDudeBootedToUseAbility`): "boot your dude" (Champion), "boot the dude this is attached
to". The ability must be printed on a Miracle; she need not be its caster.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class ArielleMoriah(CardScript):
    code = "22006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeBootedToUseAbility": self.she_boots_for_a_miracle},
            message="{player} uses {source}",
            handler=self.unboot_her,
        )

    def she_boots_for_a_miracle(self, event: Event) -> bool:
        return event.card is self.card and event.source.has_keyword("Miracle")

    def unboot_her(self, context: Context) -> None:
        self.game.actions.unboot(self.card)
        self.game.log.add("{0} unboots {1}", context.player, self.card)
