"""Wyatt Earp (21026, Out for Blood) — dude, Deputy.
If your outfit is Law Dogs, reduce Wyatt's cost by 2 for each of your Law Dogs dudes in Boot
Hill.  While Wyatt is in your posse, your shooter gets +2 bullets if the opposing shooter's
bounty is greater than their bullets.  Cheatin' Resolution: Ace the opposing shooter or a
wanted dude in the opposing posse.

The bonus is read whenever bullets are: it holds once both shooters are picked and the
opposing one's bounty exceeds his bullets (§5.4); it goes with the round's shooters. The
ace is a card effect of Wyatt's player: a wanted dude aced pays his bounty (§9.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.dsl.base import FACTIONS
from engine.model import Card, Player

LAW_DOGS = "Law Dogs"


class WyattEarp(CardScript):
    code = "21026"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.fallen_law_dogs_make_him_cheaper, own=True)
        self.persistent_effect(
            match=self.your_shooter_facing_an_outlaw, effect=ability.effects.modify_bullets(2)
        )
        self.action(
            play_type="cheatin resolution",
            target=Target(prompt="Select a dude", controller="opponent", condition=self.shooter_or_wanted),
            message="{player} uses {source} to ace {target}",
            handler=self.bring_justice,
        )

    def fallen_law_dogs_make_him_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, LAW_DOGS):
            return 0
        return -2 * sum(
            1 for dude in player.boot_hill if dude.is_dude and FACTIONS[LAW_DOGS] in dude.data.gangs
        )

    def opposing_shooter(self) -> Card | None:
        shootout = self.game.shootout
        return None if shootout is None else shootout.shooters.get(self.controller.opponent.index)

    def your_shooter_facing_an_outlaw(self, dude: Card) -> bool:
        shootout = self.game.shootout
        if shootout is None or not shootout.in_posse(self.card) or dude is not self.your_shooter:
            return False
        theirs = self.opposing_shooter()
        return theirs is not None and theirs.bounty > theirs.bullets

    def shooter_or_wanted(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and (dude is self.opposing_shooter() or dude.wanted)

    def bring_justice(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.ace(dude, by=context.player)
