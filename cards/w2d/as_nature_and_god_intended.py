"""As Nature and God Intended (23050) — action, Headline.
Shootout: All Weapons lose their bullet bonuses, traits, and Shootout abilities until the end
of this round of the shootout. Dudes with Kung Fu are studs until the end of this round of the
shootout.

"All Weapons" and "Dudes with Kung Fu" are read as the round goes on: a Weapon attached, or a
dude who gains Kung Fu, later this round is covered too. A Weapon's bullet bonus is 0 and
cannot be raised this round; its Resolution and Cheatin' Resolution abilities and Reacts are
no Shootout abilities and stay.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.kung_fu import kung_fu_rating
from engine.model import Card


class AsNatureAndGodIntended(CardScript):
    code = "23050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.fight_fair)

    def a_weapon(self, card: Card) -> bool:
        return card.has_keyword("Weapon")

    def a_dude_with_kung_fu(self, card: Card) -> bool:
        return kung_fu_rating(card) is not None

    def fight_fair(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.until_end_of_shootout_round(
            context,
            match=self.a_weapon,
            effect=[
                *effects.zero_and_unmodifiable("bullets"),
                effects.loses_traits(),
                effects.loses_shootout_abilities(),
            ],
        )
        self.until_end_of_shootout_round(
            context, match=self.a_dude_with_kung_fu, effect=effects.set_as_stud()
        )
        self.game.log.add(
            "{0} strips every Weapon of its bullet bonus, traits and Shootout abilities this round",
            context.player,
        )
        self.game.log.add("{0} makes every dude with Kung Fu a stud this round", context.player)
