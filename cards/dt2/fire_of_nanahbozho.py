"""Fire of Nanahbozho (24210, Weird West Edition) — spell, Spirit • Totem.
Can only attach to a deed. This deed gains Holy Ground.
Shamans get +2 Shaman while at a deed with one or more of this Totem.
Noon/Shootout Spirit 10, Boot: Unboot a dude at a nearby deed. If that dude is at this
deed, make another play.

A Totem (`engine.totems`). "One or more of this Totem": two Fires at one deed still give
+2, so only the first Fire planted there grants it. "Shamans" are any player's.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class FireOfNanahbozho(CardScript):
    code = "24210"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.can_only_attach_to(self.a_deed)
        self.while_attached(effect=ability.effects.gains_keyword("Holy Ground"))
        self.persistent_effect(
            match=self.at_a_deed_with_this_totem,
            target_controller="any",
            effect=ability.effects.modify_skill_rating(2, "shaman"),
        )
        self.spell_action(
            play_type="noon/shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_a_nearby_deed),
            difficulty=10,
            on_success=self.unboot_that_dude,
        )

    def a_deed(self, parent: Card) -> bool:
        return parent.is_deed

    def at_a_deed_with_this_totem(self, dude: Card) -> bool:
        """At this Fire's deed, and this Fire is the first planted there."""
        deed = self.parent
        assert deed is not None
        fires = [card for card in deed.attachments if card.title == self.card.title]
        return dude.location == deed.uid and fires[0] is self.card

    def at_a_nearby_deed(self, dude: Card, context: Context) -> bool:
        deed = self.parent
        assert deed is not None and dude.location is not None
        place = self.game.locations.card(dude.location)
        return place is not None and place.is_deed and self.game.locations.nearby(deed.uid, dude.location)

    def unboot_that_dude(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.unboot(dude)
        self.game.log.add("{0} uses {1} to unboot {2}", context.player, self.card, dude)
        if self.parent is not None and dude.location == self.parent.uid:
            self.game.actions.grant_another_play(context.player)
