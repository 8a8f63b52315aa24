"""Wrathful Spider (21047) — spell, Spirit • Sidekick.
Cheatin' Resolution Spirit 5, Boot: Send the opposing shooter home booted.
Shootout Spirit 6, Boot: Give an opposing dude -1 bullets. If successful by 6 or more, boot
that dude.

The Cheatin' Resolution needs an opposing shooter, so a shootout (in lowball there is none, as
Ricochet reads it). "An opposing dude" is one of the opposing posse; his -1 bullets lasts the
shootout (§8.3), and a pull beating the difficulty by 6 or more boots him too (§7.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card
from engine.pulls import SkillCheck


class WrathfulSpider(CardScript):
    code = "21047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=5,
            cost=ability.costs.boot_self(),
            condition=self.an_opposing_shooter,
            on_success=self.send_the_shooter_home,
        )
        self.spell_action(
            play_type="shootout",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.bite,
        )

    def opposing_shooter(self, context: Context) -> Card | None:
        shootout = self.game.shootout
        return None if shootout is None else shootout.shooters.get(context.player.opponent.index)

    def an_opposing_shooter(self, context: Context) -> bool:
        return self.opposing_shooter(context) is not None

    def send_the_shooter_home(self, context: Context) -> None:
        shooter = self.opposing_shooter(context)
        assert shooter is not None
        if self.game.actions.send_home(shooter, booted=True):
            self.game.log.add("{0} uses {1} to send {2} home booted", context.player, self.card, shooter)

    def opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def bite(self, context: Context) -> None:
        dude, check = context.target, context.data["check"]
        assert dude is not None and isinstance(check, SkillCheck)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-1))
        self.game.log.add("{0} uses {1} to give {2} -1 bullets", context.player, self.card, dude)
        if check.margin >= 6:
            self.game.actions.boot(dude)
            self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
