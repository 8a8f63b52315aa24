"""Suppressing Fire (25055, Debt of Blood) — action.
Shootout: Make an opposing booted dude a draw.
Shootout: Boot one of your dudes or their attached Weapon to make them a stud.

Both last the shootout (§8.3). The opposing dude is a booted one of the opposing posse.
"Your dudes" are those of your posse; booting him or one of his unbooted Weapons is the
price of the stud (§8.1), so a dude with neither to boot is not offered; his player picks
which when both can be booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class SuppressingFire(CardScript):
    code = "25055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_booted_dude),
            message="{player} plays {source} on {target}",
            handler=self.pin_down,
        )
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current", condition=self.your_dude_with_a_boot),
            message="{player} plays {source} on {target}",
            handler=self.lay_down_fire,
        )

    def opposing_booted_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and dude.booted

    def bootable(self, dude: Card) -> list[Card]:
        return [card for card in (dude, *dude.attachments_with("Weapon")) if not card.booted]

    def your_dude_with_a_boot(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse and bool(self.bootable(dude))

    def pin_down(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} makes {1} a draw", context.player, dude)

    def lay_down_fire(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        booted = yield from self.select_card(context, self.bootable(dude), "Select a card")
        self.game.actions.boot(booted)
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} boots {1} to make {2} a stud", context.player, booted, dude)
