"""Old Washoe Club (20036, Too Tough to Die) — deed, Private • Casino.
Controller Shootout, Boot: Send an opposing A-value dude home booted.

Controller Shootout, Boot: Discard a Sidekick.

"Opposing" is a dude in the posse facing the user's; "A-value" is value 1 as the user's
card effect reads it (`value_of`). The Sidekick is any in play: the text does not limit it
to the shootout or to another player's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

ACE = 1


class OldWashoeClub(CardScript):
    code = "20036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_ace, choose=False),
            message="{player} uses {source} to send {target} home booted",
            handler=self.show_them_out,
        )
        self.action(
            play_type="shootout",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a card", card_type=("goods", "spell"), condition=self.a_sidekick, choose=False
            ),
            message="{player} uses {source} to discard {target}",
            handler=self.no_pets_allowed,
        )

    def opposing_ace(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.posse_of(dude) is context.player.opponent
            and self.value_of(dude) == ACE
        )

    def show_them_out(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.send_home(context.target, booted=True)

    def a_sidekick(self, card: Card, context: Context) -> bool:
        return card.has_keyword("Sidekick")

    def no_pets_allowed(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.discard(context.target, by=context.player)
