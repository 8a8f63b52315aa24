"""Bayou Vermilion Railroad (21003) — outfit of The Fourth Ring.
Reduce the cost of the first Mystical card you play each turn by 1.

Noon, Boot: Boot your Mystical card at a deed. Gain 1 ghost rock, and you may reduce the
deed's control points and production to 0 until after the next Upkeep phase.

A turn is a day (§3): the first Mystical card you play each day costs 1 less, never below 0
(`engine.costs`). Booting the Mystical card is the ability's requirement: it is offered only
with an unbooted Mystical card of yours at a deed (issue 19). "Until after the next Upkeep
phase" is `until_after_next_production` (production is collected in Upkeep, §3.2): the
deed's control points (its tokens too) and production read 0 through tonight's victory check
and tomorrow's production.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player

REDUCE = "reduce the deed's control points and production to 0"
KEEP = "leave the deed as it is"


class BayouVermilionRailroad(CardScript):
    code = "21003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.first_mystical_costs_less, first_each_day=True)
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.a_mystical_card_at_a_deed,
            message="{player} uses {source}",
            handler=self.derail,
        )

    def first_mystical_costs_less(self, player: Player, card: Card, at: str | None) -> int:
        return -1 if player is self.controller and card.has_keyword("Mystical") else 0

    def deed_of(self, card: Card) -> Card | None:
        where = self.game.actions.location_of(card)
        deed = None if where is None else self.game.locations.card(where)
        return deed if deed is not None and deed.is_deed else None

    def your_mystical_cards_at_deeds(self, context: Context) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.controller is context.player
            and card.has_keyword("Mystical")
            and not card.booted
            and self.deed_of(card) is not None
        ]

    def a_mystical_card_at_a_deed(self, context: Context) -> bool:
        return bool(self.your_mystical_cards_at_deeds(context))

    def derail(self, context: Context) -> Flow:
        you = context.player
        mystical = yield from self.select_card(
            context, self.your_mystical_cards_at_deeds(context), "Select a card"
        )
        deed = self.deed_of(mystical)
        assert deed is not None
        self.game.actions.boot(mystical)
        self.game.actions.gain(you, 1)
        self.game.log.add("{0} boots {1} and gains 1 ghost rock", you, mystical)
        if (yield from self.choose_option(context, [REDUCE, KEEP])) == KEEP:
            return
        effects = AbilityKit.effects
        self.until_after_next_production(
            context, match=deed, effect=[effects.fix("control", 0), effects.fix("production", 0)]
        )
        self.game.log.add("{0} reduces {1}'s control points and production to 0", you, deed)
