"""54 Card Pick-Up (25044, Debt of Blood) — spell, Hex.
Shootout Hex 7, Boot: Boot an Opposing Dude.
Shootout Hex 11, Boot: Boot two Opposing Cards.

An opposing dude is one in the opposing posse; an opposing card is such a dude or a card
attached to one (§5). Booting is what each spell does, so each needs an unbooted one to
boot (§8.1); "two" boots two when there are two, else the one there is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class FiftyFourCardPickUp(CardScript):
    code = "25044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=7,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.unbooted_opposing_dude),
            on_success=self.boot_the_dude,
        )
        self.spell_action(
            play_type="shootout",
            difficulty=11,
            cost=ability.costs.boot_self(),
            condition=self.an_unbooted_opposing_card,
            on_success=self.boot_two_cards,
        )

    def unbooted_opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse and not card.booted

    def unbooted_opposing_cards(self) -> list[Card]:
        cards = [c for dude in self.opposing_posse for c in (dude, *dude.attachments)]
        return [card for card in cards if not card.booted]

    def an_unbooted_opposing_card(self, context: Context) -> bool:
        return bool(self.unbooted_opposing_cards())

    def boot_the_dude(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        if dude.booted:
            self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)

    def boot_two_cards(self, context: Context) -> Flow:
        cards = self.affectable(context, self.unbooted_opposing_cards())
        most = min(2, len(cards))
        chosen = yield from self.select_cards(context, cards, "Select a card", minimum=most, maximum=most)
        for card in chosen:
            self.game.actions.boot(card)
            if card.booted:
                self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, card)
