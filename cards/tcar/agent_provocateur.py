"""Agent Provocateur (19018) — dude.
Agent Provocateur cannot enter play at a location that is not your home, leave your home,
attach cards, leave Boot Hill, or have traits removed. Your dudes at this location cannot
gain permanent control points except from jobs.
React: After victory is checked during Sundown, ace Agent Provocateur to play a dude from
your hand, reducing their cost by 4. This acing effect cannot be prevented.

"Enter play elsewhere", "leave Boot Hill", "have traits removed" hold in play or not, so
they are printed restrictions (`engine.restrictions.printed`): no play puts him into play
away from home, nothing takes him out of Boot Hill, and nothing blanks him (blanking removes
traits and abilities together, so he keeps his whole text). "Leave your home": he cannot move (no move, no going elsewhere to join a posse). "Attach
cards": no card attaches to him. "This location" is his home, where he always stands.
The React is offered only with a dude in hand its player can afford at 4 less (never
below 0); he is aced first — no protection or replacement saves him — and the dude enters
play at home, as a dude bought in Shoppin' would.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card, Player
from engine.phases.noon_actions import Shop
from engine.restrictions import CANNOT_LEAVE_BOOT_HILL, ENTERS_PLAY_ONLY_AT_HOME, TRAITS_CANNOT_BE_REMOVED


class AgentProvocateur(CardScript):
    code = "19018"
    printed_restrictions = (ENTERS_PLAY_ONLY_AT_HOME, CANNOT_LEAVE_BOOT_HILL, TRAITS_CANNOT_BE_REMOVED)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            effect=[
                ability.effects.cannot_move(),
                ability.effects.cannot_attach_cards(),
                ability.effects.no_permanent_control_points_here_except_from_jobs(),
            ]
        )
        self.reaction(
            when={"onSundownAfterVictoryCheck": self.you_have_a_dude_to_play},
            message="{player} uses {source}",
            handler=self.make_way,
        )

    def is_dude(self, card: Card) -> bool:
        return card.type == "dude"

    def dudes_in_hand(self, player: Player) -> list[Shop]:
        return self.playable(player, card=self.is_dude, reduction=4)

    def you_have_a_dude_to_play(self, event: Event) -> bool:
        return bool(self.dudes_in_hand(self.controller_now))

    def make_way(self, context: Context) -> Flow:
        self.game.actions.ace(self.card, by=context.player, unpreventable=True)
        self.game.log.add("{0} aces {1}", context.player, self.card)
        yield from self.play_card(context, self.dudes_in_hand(context.player))
