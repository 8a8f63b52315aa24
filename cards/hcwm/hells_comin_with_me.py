"""Hell's Comin' With Me! (22054, Hell's Comin' With Me) — action.
Shootout: One of your dudes joins your posse (moving if necessary). If that dude has a
Sidekick, you may make another shootout play with one of that dude's attached cards.

The dude is one of yours in no posse yet, booted or not; he moves to the fight without
booting (a card effect's move, §4.2, §5.2). With a Sidekick attached (§1.4), the player
may at once use a Shootout ability of one of his attachments — the Sidekick or any other —
or pass (`make_a_play`'s `among`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

SIDEKICK = "Sidekick"


class HellsCominWithMe(CardScript):
    code = "22054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current", condition=self.not_in_a_posse),
            handler=self.ride_in,
        )

    def ride_in(self, context: Context) -> Flow:
        dude: Card | None = context.target
        assert dude is not None
        yield from self.move_into_posse(context, dude)
        self.game.log.add("{0}'s {1} joins their posse", context.player, dude)
        if any(card.has_keyword(SIDEKICK) for card in dude.attachments):
            yield from self.make_a_play(context, "shootout plays", among=list(dude.attachments))
