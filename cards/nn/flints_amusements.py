"""Flint's Amusements (08010, Nightmare at Noon) — deed, Public, Casino.
Each time a Resolution ability on an action card is used, the controller gains one ghost
rock.
Controller Noon, Boot: If you played a Cheatin' Resolution this turn, draw a card.

A Cheatin' Resolution is a Resolution ability too (one usable only against an illegal hand,
§5.6): it pays as well. Whoever uses it, this deed's controller gains the ghost rock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event

RESOLUTIONS = ("resolution", "cheatin resolution")


class FlintsAmusements(CardScript):
    code = "08010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onCardAbilityResolved": self.a_resolution_on_an_action_card},
            handler=self.take_the_house_cut,
        )
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_if_you_cheated,
        )

    def a_resolution_on_an_action_card(self, event: Event) -> bool:
        return event.source.type == "action" and getattr(event.ability, "play_type", None) in RESOLUTIONS

    def take_the_house_cut(self, context: Context) -> None:
        controller = self.controller_now
        self.game.actions.gain(controller, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}", controller, self.card)

    def draw_if_you_cheated(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        if self.game.cheatin_resolution_played_today(context.player):
            self.game.actions.draw(context.player, 1)
            self.game.log.add("{0} draws a card", context.player)
