"""Guiding the Pack (23045) — spell, Spirit.
Shootout Spirit 5, Boot: If there are more dudes in your posse than the opposing posse, boot
an opposing card. If you succeed by 4 or more, choose one of your dudes. That dude has +
bullets.

The card data prints no number after "+" (the bullet icon's number is lost): Gomorra reads
"+1 bullets" (ruling guiding-the-pack-plus-one-bullet). The two sentences are read apart: the
boot needs the bigger posse, the bonus only the margin. "An opposing card" is a dude of the
opposing posse or a card attached to one; the bonus lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.pulls import SkillCheck

BONUS = 1


class GuidingThePack(CardScript):
    code = "23045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.guide_the_pack,
        )

    def guide_the_pack(self, context: Context) -> Flow:
        check = context.data["check"]
        assert isinstance(check, SkillCheck)
        if len(self.your_posse) > len(self.opposing_posse):
            cards = self.affectable(context, [card for card in self.opposing_cards() if not card.booted])
            if cards:
                card = yield from self.select_card(context, cards, "Select a card")
                self.game.actions.boot(card)
                self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, card)
        if check.margin >= 4:
            dudes = context.player.dudes()
            if dudes:
                dude = yield from self.select_card(context, dudes, "Select a dude")
                self.apply_ability_effect(
                    context, match=dude, effect=AbilityKit.effects.modify_bullets(BONUS)
                )
                self.game.log.add("{0} gives {1} +1 bullets", context.player, dude)

    def opposing_cards(self) -> list[Card]:
        return [card for dude in self.opposing_posse for card in (dude, *dude.attachments)]
