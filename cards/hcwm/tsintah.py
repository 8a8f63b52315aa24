"""Tsintah (22017) — Shootout: Boot Tsintah's Spirit or a Totem at this location to make her a
stud. If this location is Holy Ground, or is a deed adjacent to Holy Ground, Tsintah gets +1
bullets.

"Boot ... to make her a stud" pays for the effect (`costs.boot_attachment`): a Spirit on her,
or a Totem planted at her location. Both last the shootout (§13.13); the "If" is read as the
ability resolves: the town square, no deed, counts only if it were Holy Ground itself.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card

HOLY_GROUND = "Holy Ground"


class Tsintah(CardScript):
    code = "22017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_attachment("Spirit or Totem", on=self.her_and_her_location),
            message="{player} uses {source}",
            handler=self.become_a_stud,
        )

    def her_and_her_location(self, context: Context) -> list[Card]:
        where = self.card.location
        assert where is not None  # she is in play
        place = self.game.locations.card(where)
        return [self.card] if place is None else [self.card, place]

    def is_holy_ground(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and place.has_keyword(HOLY_GROUND)

    def on_or_next_to_holy_ground(self) -> bool:
        where = self.card.location
        assert where is not None  # she is in play
        place = self.game.locations.card(where)
        next_door = (
            place is not None
            and place.is_deed
            and any(self.is_holy_ground(other) for other in self.game.locations.adjacent_to(where))
        )
        return self.is_holy_ground(where) or next_door

    def become_a_stud(self, context: Context) -> None:
        effects = [AbilityKit.effects.set_as_stud()]
        if self.on_or_next_to_holy_ground():
            effects.append(AbilityKit.effects.modify_bullets(1))
        self.apply_ability_effect(context, match=self.card, effect=effects)
        self.game.log.add("{0} makes {1} a stud", context.player, self.card)
