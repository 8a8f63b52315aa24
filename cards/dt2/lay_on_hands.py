"""Lay On Hands (24193, Weird West Edition) — spell, Miracle.
React Miracle 6, Boot: When another dude at a nearby location would be discarded as a
casualty or aced at any time, boot this Blessed to send that dude home booted instead.
That dude does not unboot during Nightfall this turn.

"Would be discarded as a casualty or aced" is announced before it happens
(engine.replacements): a casualty being discarded or aced, or a dude in play being aced
by anything else. "Boot this Blessed" is a requirement: a booted Blessed cannot cast it
(issue 19). The Blessed need not be in the fight: the text reaches any nearby location,
at any time. Sending the dude home booted is this spell's effect, so another replacement
may still meet it (Yagn's Mechanical Skeleton: "they do not move or boot").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card
from engine.replacements import SEND_HOME


class LayOnHands(CardScript):
    code = "24193"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_reaction(
            when={
                "onCasualtyWouldBeTaken": self.another_dude_nearby_would_be_discarded_or_aced,
                "onCardWouldBeAced": self.another_dude_nearby_would_be_discarded_or_aced,
            },
            condition=self.blessed_can_boot,
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.send_them_home_instead,
            outside_the_fight=True,
        )

    def another_dude_nearby_would_be_discarded_or_aced(self, event: Event) -> bool:
        if event.get("unpreventable"):
            return False  # an ace that cannot be prevented is replaced by nothing
        if event.name == "onCasualtyWouldBeTaken" and event.type not in ("discard", "ace"):
            return False
        dude: Card = event.card
        blessed = self.parent
        return dude is not blessed and self.game.locations.nearby(
            dude.location, self.game.actions.location_of(self.card)
        )

    def blessed_can_boot(self, context: Context) -> bool:
        """The requirement "boot this Blessed": he is unbooted."""
        blessed = self.parent
        return not (blessed is None or blessed.booted)

    def send_them_home_instead(self, context: Context) -> None:
        event = context.event
        assert event is not None and self.parent is not None
        dude = event.card
        self.game.actions.boot(self.parent)
        event.replace(SEND_HOME, by=context.player)
        self.until_end_of_day(context, match=dude, effect=AbilityKit.effects.does_not_unboot_at_nightfall())
        self.game.log.add("{0} sends {1} home booted instead", context.player, dude)
