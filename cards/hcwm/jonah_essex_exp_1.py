"""Jonah Essex (Exp.1) (22027, Hell's Comin' With Me) — dude, Huckster 2, Experienced 1.
If your outfit is Outlaws, Jonah's cost is reduced by the number of different Hexes you
control.

Other wanted dudes in Jonah's posse have +1 bullets.

Noon/Shootout: Discard an opponent's attached card at this location with cost equal to or
less than Jonah's bounty. Raise the bounty of your dude at this location by 1.

"Different" Hexes are counted by title. The attached card may be on any card at Jonah's
location (a dude or the deed); its printed cost is weighed against Jonah's bounty as it
stands before the bounty is raised. "Your dude at this location" is one of your dudes there,
Jonah or another, chosen as the ability resolves.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card, Player


class JonahEssexExp1(CardScript):
    code = "22027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.hexes_make_him_cheaper, own=True)
        self.persistent_effect(
            match=self.other_wanted_dude_in_his_posse, effect=ability.effects.modify_bullets(1)
        )
        self.action(
            play_type="noon/shootout",
            target=Target(
                prompt="Select a card",
                card_type=("goods", "spell"),
                controller="opponent",
                condition=self.cheap_attachment_here,
            ),
            message="{player} uses {source} on {target}",
            handler=self.strip_it,
        )

    def hexes_make_him_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "Outlaws"):
            return 0
        titles = {
            c.title for c in self.game.cards_in_play() if c.controller is player and c.has_keyword("Hex")
        }
        return -len(titles)

    def other_wanted_dude_in_his_posse(self, card: Card) -> bool:
        shootout = self.game.shootout
        if shootout is None or card is self.card or not card.is_dude or not card.wanted:
            return False
        side = shootout.posse_of(self.card)
        return side is not None and shootout.posse_of(card) is side

    def cheap_attachment_here(self, card: Card, context: Context) -> bool:
        return (
            card.parent is not None
            and self.game.actions.location_of(card) == self.card.location
            and card.data.cost <= self.card.bounty
        )

    def your_dudes_here(self, context: Context) -> list[Card]:
        return [dude for dude in context.player.dudes() if dude.location == self.card.location]

    def strip_it(self, context: Context) -> Flow:
        card = context.target
        assert card is not None
        self.game.actions.discard(card)
        self.game.log.add("{0} discards {1}", context.player, card)
        dude = yield from self.select_card(context, self.your_dudes_here(context), "Select a dude")
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} raises {1}'s bounty by 1", context.player, dude)
