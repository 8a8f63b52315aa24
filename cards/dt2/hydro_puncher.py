"""Hydro-Puncher (24161, Weird West Edition) — goods, Melee • Weapon • Gadget 5; +2 bullets.
This dude can attach two Weapons. If this dude is not a Gadget, both Weapons must be Melee.
While this dude has two Weapons attached, they are a stud.
Shootout, Boot: Boot an opposing dude and one of their attached cards.

"An opposing dude" is one in the opposing posse. He is booted even if already booted; one
of his attachments, if he has any this card may affect, is selected and booted with him.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class HydroPuncher(CardScript):
    code = "24161"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(
            effect=ability.effects.can_attach(2, "Weapon", each_must_be="Melee", unless="Gadget")
        )
        self.while_attached(condition=self.two_weapons, effect=ability.effects.set_as_stud())
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} to boot {target}",
            handler=self.boot_dude_and_attachment,
        )

    def two_weapons(self) -> bool:
        dude = self.parent
        return dude is not None and len(dude.attachments_with("Weapon")) == 2

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def boot_dude_and_attachment(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        attachments = self.affectable(context, dude.attachments)
        if not attachments:
            return
        attached = yield from self.select_card(context, attachments, "Select a card")
        self.game.actions.boot(attached)
        self.game.log.add("{0} boots {1}", context.player, attached)
