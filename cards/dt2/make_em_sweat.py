"""Make 'em Sweat (24212, Weird West Edition) — action.
Shootout: Boot your dude to reduce another dude's bullet rating by your dude's bullet
rating. If their bullet rating is 0 (or less), boot them.

"Boot your dude to ..." is the cost: an unbooted dude of yours in the posse, other than
the dude whose bullets are reduced. "Another dude" is any other dude in the shootout.
The reduction lasts until the end of the shootout (§8.3); the dude is booted if it
leaves him with no bullets. The first printing (02018, New Town, New Rules) prints the
same text and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class MakeEmSweat(CardScript):
    code = "24212"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.in_this_shootout, choose=False),
            cost=ability.costs.boot_your_dude(self.glaring_from_your_posse),
            message="{player} plays {source} on {target}",
            handler=self.sweat,
        )

    def in_this_shootout(self, dude: Card, context: Context) -> bool:
        """Another dude in the shootout, while one of yours other than him can boot for it."""
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.in_posse(dude)
            and any(yours is not dude and not yours.booted for yours in self.your_posse)
        )

    def glaring_from_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse and dude is not context.target

    def sweat(self, context: Context) -> None:
        target, yours = context.target, context.data["booted dude"]
        assert target is not None
        amount = yours.bullets
        self.apply_ability_effect(context, match=target, effect=AbilityKit.effects.modify_bullets(-amount))
        self.game.log.add("{0} boots {1} to give {2} -{3} bullets", context.player, yours, target, amount)
        if target.bullets == 0:  # "0 (or less)": bullets never read below 0 (§1.3)
            self.game.actions.boot(target)
            self.game.log.add("{0} boots {1}", context.player, target)
