"""Faster on the Draw (24231, Weird West Edition) — action.
Shootout: Give your dude +1 bullets. If they are a Deputy, they become a stud. Give one
opposing dude -2 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class FasterOnTheDraw(CardScript):
    code = "24231"
    reprints = ("05037",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.your_dude_in_the_fight, choose=False),
            handler=self.draw_first,
        )

    def your_dude_in_the_fight(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse_of(card) is context.player

    def draw_first(self, context: Context) -> Flow:
        yours = context.target
        assert yours is not None
        kit = AbilityKit.effects
        effects = [kit.modify_bullets(1)]
        if yours.has_keyword("Deputy"):
            effects.append(kit.set_as_stud())
        self.apply_ability_effect(context, match=yours, effect=effects)
        self.game.log.add("{0} plays {1} to give {2} +1 bullets", context.player, self.card, yours)
        opposing = self.your_opponents_posse(context)
        if not opposing:
            return
        slowed = yield from self.select_card(context, opposing, "Select a dude")
        self.apply_ability_effect(context, match=slowed, effect=kit.modify_bullets(-2))
        self.game.log.add("{0} plays {1} to give {2} -2 bullets", context.player, self.card, slowed)

    def your_opponents_posse(self, context: Context) -> list[Card]:
        shootout = self.game.shootout
        return [] if shootout is None else shootout.posse(shootout.opposing(context.player))
