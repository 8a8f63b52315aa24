"""Decimator Array (19028) — goods, Attire • Gadget • Difficulty 6.
After you invent this Gadget, unboot one of your Mad Scientists. If this dude is a Mad
Scientist, they have -1 upkeep, +3 value, and this Gadget gains the Sidekick keyword.

Resolution, Boot: Choose a card in your draw hand. If it is a heart, change its value;
otherwise, change its suit to hearts.

"One of your Mad Scientists" is any of your dudes with the skill, the inventor included; only
a booted one changes anything, so only booted ones are offered. A changed card counts as its
new face until it leaves the draw hand, and the hand is ranked again (§5.6).
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card

HEARTS = "H"


class DecimatorArray(CardScript):
    code = "19028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onGadgetInvented": self.this_is_invented}, handler=self.unboot_a_scientist)
        self.while_attached(
            condition=self.on_a_mad_scientist,
            effect=[ability.effects.modify_upkeep(-1), ability.effects.modify_value(3)],
        )
        self.persistent_effect(
            condition=self.on_a_mad_scientist, effect=ability.effects.gains_keyword("Sidekick")
        )
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.change_a_card,
        )

    def this_is_invented(self, event: Event) -> bool:
        return event.gadget is self.card

    def is_mad_scientist(self, dude: Card) -> bool:
        return dude.skill("mad scientist") is not None

    def on_a_mad_scientist(self) -> bool:
        return self.parent is not None and self.is_mad_scientist(self.parent)

    def unboot_a_scientist(self, context: Context) -> Flow:
        booted = [dude for dude in context.player.dudes() if dude.booted and self.is_mad_scientist(dude)]
        dude = yield from self.may_select_card(context, booted, "Select a dude")
        if dude is None:
            return
        self.game.actions.unboot(dude)
        self.game.log.add("{0} unboots {1}", context.player, dude)

    def change_a_card(self, context: Context) -> Flow:
        card = yield from self.select_draw_hand_card(context)
        was = playing_card(card)
        if was.suit == HEARTS:
            value = yield from self.choose_number(context, minimum=1, maximum=13, prompt="Select a value")
            self.game.actions.change_draw_hand_card(card, value, HEARTS)
        else:
            self.game.actions.change_draw_hand_card(card, was.value, HEARTS)
        self.game.log.add(
            "{0} changes {1} in their draw hand to {2}", context.player, str(was), str(playing_card(card))
        )
        self.game.actions.rank_draw_hand(context.player)
