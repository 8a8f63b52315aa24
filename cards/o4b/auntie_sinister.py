"""Auntie Sinister (21021, Out for Blood) — dude, Huckster 0.
While Auntie Sinister has a Mystical goods and is in a posse, she gets a bonus to her
Huckster skill equal to her influence.  React: After Auntie Sinister passes a Huckster skill
check by 6 or more during a shootout, she gains +2 bullets.

A Huckster skill check is her pull to cast a spell (§7.2; her only casting skill is Huckster):
its margin is the pull's total less the difficulty, and a margin of 6 is a pass. The +2 bullets are a React's in a shootout: they last the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card

MARGIN = 6


class AuntieSinister(CardScript):
    code = "21021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.card,
            condition=self.armed_with_mystical_goods_in_a_posse,
            effect=ability.effects.modify_skill_rating(self.her_influence, "Huckster"),
        )
        self.reaction(
            when={"onSpellCast": self.she_hexes_by_six},
            message="{player} uses {source}",
            handler=self.gain_bullets,
        )

    def armed_with_mystical_goods_in_a_posse(self) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.in_posse(self.card)
            and any(
                card.data.type == "goods" and card.has_keyword("Mystical") for card in self.card.attachments
            )
        )

    def her_influence(self, card: Card) -> int:
        return card.influence

    def she_hexes_by_six(self, event: Event) -> bool:
        check = event.check
        return self.game.shootout is not None and event.caster is self.card and check.margin >= MARGIN

    def gain_bullets(self, context: Context) -> None:
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.modify_bullets(2))
        self.game.log.add("{0} gives {1} +2 bullets", context.player, self.card)
