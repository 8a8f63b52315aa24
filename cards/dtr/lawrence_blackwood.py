"""Lawrence Blackwood (01037) — dude.
Noon, Boot: If Lawrence is at a deed you do not own, he is worth 1 control point while he
stays at that deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class LawrenceBlackwood(CardScript):
    code = "01037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stake_out,
        )

    def deed_you_do_not_own(self, context: Context) -> Card | None:
        """ "If Lawrence is at a deed you do not own": that deed, else None."""
        place = self.card.location
        deed = self.game.locations.card(place) if place is not None else None
        if deed is None or not deed.is_deed or deed.owner is context.player:
            return None
        return deed

    def stake_out(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        deed = self.deed_you_do_not_own(context)
        if deed is None:
            return
        self.while_it_stays(context, effect=AbilityKit.effects.modify_control(1), match=self.card)
        self.game.log.add(
            "{0}'s {1} is worth 1 control point while he stays at {2}", context.player, self.card, deed
        )
