"""Morgan Lash (19016, There Comes a Reckoning) — dude, Huckster 0.
If your outfit is The Sloane Gang, Morgan's cost is reduced by the highest bounty among your
dudes.

Your shooter has +2 bullets if they have more bounty than the opposing shooter.

React: After you declare your shooter, increase their bounty by 2.

"The Sloane Gang" is the faction (§2.1), whichever of its outfits. The bullets are read
whenever the shooter's are, against the opposing shooter once both are picked; with no
opposing shooter yet there is nothing to have more bounty than.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card, Player

EXTRA = 2


class MorganLash(CardScript):
    code = "19016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.bounties_make_him_cheaper, own=True)
        self.persistent_effect(
            match=self.your_shooter_with_more_bounty, effect=ability.effects.modify_bullets(EXTRA)
        )
        self.reaction(
            when={"onShooterPicked": self.you_declare_your_shooter},
            message="{player} uses {source}",
            handler=self.put_a_price_on_him,
        )

    def bounties_make_him_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "The Sloane Gang"):
            return 0
        return -max((dude.bounty for dude in player.dudes()), default=0)

    def your_shooter_with_more_bounty(self, card: Card) -> bool:
        shootout = self.game.shootout
        if shootout is None or shootout.shooters.get(self.controller.index) is not card:
            return False
        theirs = shootout.shooters.get(self.controller.opponent.index)
        return theirs is not None and card.bounty > theirs.bounty

    def you_declare_your_shooter(self, event: Event) -> bool:
        return event.player is self.controller_now

    def put_a_price_on_him(self, context: Context) -> None:
        assert context.event is not None
        shooter = context.event.card
        self.game.actions.add_bounty(shooter, EXTRA)
        self.game.log.add("{0} raises {1}'s bounty by 2", context.player, shooter)
