"""Tonton Macoute (20016, Too Tough to Die) — dude, Abomination.
Shootout: Choose an opposing dude. Give that dude -2 bullets or boot a Weapon on that dude.

An opposing dude is one in the posse facing Tonton's player (§5.4). Booting a Weapon is
offered only while that dude has an unbooted one; the -2 bullets last the shootout (§8.3)
and never take his bullets below 0 (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

BULLETS, BOOT = "-2 bullets", "boot a Weapon"


class TontonMacoute(CardScript):
    code = "20016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing),
            message="{player} uses {source} on {target}",
            handler=self.curse,
        )

    def opposing(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def curse(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        weapons = self.affectable(
            context, [card for card in dude.attachments if card.has_keyword("Weapon") and not card.booted]
        )
        options = [BULLETS, BOOT] if weapons else [BULLETS]
        choice = options[0] if len(options) == 1 else (yield from self.choose_option(context, options))
        if choice == BOOT:
            weapon = yield from self.select_card(context, weapons)
            self.game.actions.boot(weapon)
            self.game.log.add("{0} boots {1}", context.player, weapon)
        else:
            self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-2))
            self.game.log.add("{0} gives {1} -2 bullets", context.player, dude)
