"""Jon Longstride (01029) — Noon: Unboot Jon's Horse. You may use the Horse's ability an
additional time."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


def has_a_booted_horse(context: Context) -> bool:
    """The requirement "Unboot Jon's Horse" (§8.1): a Horse to unboot."""
    return any(horse.booted for horse in context.source.attachments_with("Horse"))


class JonLongstride(CardScript):
    code = "01029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=has_a_booted_horse,
            message="{player} uses {source}",
            handler=self.fresh_mount,
        )

    def fresh_mount(self, context: Context) -> Flow:
        horse: Card = next(h for h in self.card.attachments_with("Horse") if h.booted)
        self.game.actions.unboot(horse)
        self.game.log.add("{0} unboots {1}", context.player, horse)
        yield from self.use_again(context, horse)
