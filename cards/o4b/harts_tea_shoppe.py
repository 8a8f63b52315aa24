"""Hart's Tea Shoppe (21040) — deed, Private.
Controller Shootout, Boot: Boot an opposing card.

An "opposing" card in a shootout is one on the other side of the fight (§5), as Silver-Weaved
Staff reads "an opposing spell": a dude in the opposing posse or a card attached to one. The
card is selected, not chosen (the text never says "choose"), and must be unbooted: booting it is
the whole effect, a requirement the ability must meet (§8.1; ruling
harts-tea-shoppe-boots-a-card-in-the-fight).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class HartsTeaShoppe(CardScript):
    code = "21040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a card", card_type="any", condition=self.opposing_card, choose=False
            ),
            message="{player} uses {source} to boot {target}",
            handler=self.boot_it,
        )

    def opposing_card(self, card: Card, context: Context) -> bool:
        return self.is_opposing_card(card) and not card.booted

    def boot_it(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
