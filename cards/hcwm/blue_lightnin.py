"""Blue Lightnin' (22038, Hell's Comin' With Me) — goods, Mystical • Weapon.
This dude is a stud.
Repeat Shootout: Boot this dude's Hex. This dude gets +1 bullets or +1 Huckster skill.

Booting the Hex is the cost (not offered without an unbooted Hex on him); Repeat lets a
second Hex pay for a second bonus. The bonus lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

BULLETS = "+1 bullets"
HUCKSTER = "+1 Huckster skill"


class BlueLightnin(CardScript):
    code = "22038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud())
        self.action(
            play_type="shootout",
            repeat=True,
            cost=ability.costs.boot_attachment("Hex"),
            message="{player} uses {source}",
            handler=self.channel_the_hex,
        )

    def channel_the_hex(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        effects = AbilityKit.effects
        if (yield from self.choose_option(context, [BULLETS, HUCKSTER])) == BULLETS:
            self.until_end_of_shootout(context, match=dude, effect=effects.modify_bullets(1))
            self.game.log.add("{0} gives {1} +1 bullets", context.player, dude)
            return
        self.until_end_of_shootout(context, match=dude, effect=effects.modify_skill_rating(1, "huckster"))
        self.game.log.add("{0} gives {1} +1 Huckster skill", context.player, dude)
