"""Law Dogs (01002) — outfit.
Noon, Boot: Choose a dude. Boot your dudes with a total influence greater than the chosen
dude's influence to raise that dude's bounty by 1.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.dsl.costs import your_unbooted_total
from engine.model import Card


class LawDogs(CardScript):
    code = "01002"
    # Weird West Edition: "Boot your dudes with total influence greater than target dude's
    # influence to add 1 bounty to that dude" ("target" is the 2021 word for "choose")
    reprints = ("24009",)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.outweighed_by_your_unbooted_dudes),
            cost=[
                ability.costs.boot_self(),
                ability.costs.boot_your_dudes_with_total("influence", self.chosen_influence),
            ],
            message="{player} uses {source} on {target}",
            handler=self.raise_bounty,
        )

    def outweighed_by_your_unbooted_dudes(self, card: Card, context: Context) -> bool:
        return your_unbooted_total(context.player, "influence") > card.influence

    def chosen_influence(self, context: Context) -> int | None:
        return context.target.influence if context.target is not None else None

    def raise_bounty(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.add_bounty(dude, 1)
        posse = ", ".join(d.uid for d in context.data["booted dudes"])
        self.game.log.add("{0} boots {1} to raise the bounty on {2} by 1", context.player, posse, dude)
