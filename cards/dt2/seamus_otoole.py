"""Seamus O'Toole (24029, Weird West Edition) — dude, Mad Scientist 2.
Shootout: Target your dude with a Weapon Gadget in this shootout. Pull. If the pull is a
club, reduce that dude to a zero draw. Otherwise, that Gadget gets +2 bullets.

"A zero draw" is 0 bullets and a draw: the Gadget's own bonus no longer counts, later
bonuses do (docs/rulings.md seamus-zero-draw-is-zero). The effects last until the end of
the shootout (§8.3); the +2 bullets is on the Gadget, so it goes with it if traded away.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

CLUBS = "C"


def weapon_gadgets(dude: Card) -> list[Card]:
    return [card for card in dude.attachments if card.has_keyword("Weapon") and card.has_keyword("Gadget")]


class SeamusOToole(CardScript):
    code = "24029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.armed_with_a_gadget),
            message="{player} uses {source} on {target}",
            handler=self.tinker,
        )

    def armed_with_a_gadget(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse and bool(weapon_gadgets(dude))

    def tinker(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        pulled = yield from self.pull(context)
        if pulled.suit == CLUBS:
            self.apply_ability_effect(context, match=dude, effect=[kit.fix_bullets(0), kit.set_as_draw()])
            self.game.log.add("{0} reduces {1} to a zero draw", context.player, dude)
            return
        gadgets = weapon_gadgets(dude)
        gadget = gadgets[0] if len(gadgets) == 1 else (yield from self.select_card(context, gadgets))
        self.apply_ability_effect(context, match=gadget, effect=kit.modify_bullets(2))
        self.game.log.add("{0} gives {1} +2 bullets", context.player, gadget)
