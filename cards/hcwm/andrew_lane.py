"""Andrew Lane (22001) — legend.
If you are the leader, your dudes without Weapons have -1 bullets.  Shootout, Boot: Attach a
Non-Unique Weapon from your hand to one of your non-token dudes.

"Your dudes" are all of them, in the posse or not. The Weapon is attached without paying its
cost: the text does not say "paying all costs", as the Legends that charge it do (ruling
andrew-lane-attaches-for-free); the dude may be any of yours, booted or not, wherever he is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.phases.shoppin import Shop


class AndrewLane(CardScript):
    code = "22001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.your_dude_without_a_weapon, effect=ability.effects.modify_bullets(-1)
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            condition=self.a_weapon_to_attach,
            message="{player} uses {source}",
            handler=self.arm_a_dude,
        )

    def your_dude_without_a_weapon(self, card: Card) -> bool:
        return (
            self.you_are_the_leader
            and card.is_dude
            and not any(attachment.has_keyword("Weapon") for attachment in card.attachments)
        )

    @staticmethod
    def non_unique_weapon(card: Card) -> bool:
        return card.has_keyword("Weapon") and not card.data.unique

    def weapon_plays(self, context: Context) -> list[Shop]:
        dudes = [dude for dude in context.player.dudes() if not dude.data.is_token]
        return self.playable(
            context.player, card=self.non_unique_weapon, onto=dudes, as_shoppin=False, free=True
        )

    def a_weapon_to_attach(self, context: Context) -> bool:
        return bool(self.weapon_plays(context))

    def arm_a_dude(self, context: Context) -> Flow:
        yield from self.play_card(context, self.weapon_plays(context))
