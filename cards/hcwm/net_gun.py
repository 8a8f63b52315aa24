"""Net Gun (22041, Hell's Comin' With Me) — goods, Weapon • Gadget 5; +1 bullets.
Shootout, Boot: This dude makes a Mad Scientist skill check against an opposing dude's
value. If successful, discard this card and make that dude a draw.

The opposing dude is one in the opposing posse, his value read as the check is made; a
dude without the skill still pulls, adding 0 (§7.1). The netted dude stays a draw for the
rest of the shootout (§13.13), unless he cannot be changed to a draw.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

SKILL = "mad scientist"


class NetGun(CardScript):
    code = "22041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.fire_the_net,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def fire_the_net(self, context: Context) -> Flow:
        shooter, target = self.parent, context.target
        assert shooter is not None and target is not None
        check = yield from self.skill_check(context, shooter, SKILL, target.value)
        if not check.succeeded:
            return
        self.game.actions.discard(self.card)
        self.until_end_of_shootout(context, match=target, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} discards {1} to make {2} a draw", context.player, self.card, target)
