"""Lethargy (22045, Hell's Comin' With Me) — spell, Hex.
Noon Hex X, Boot: X is the grit of an unbooted dude at this or an adjacent location. At
sundown, that dude does not unboot unless their controller pays 1 ghost rock.

Any player's dude, the Huckster's own too. The mark lasts the day: at Nightfall's
unbooting (§3.4) his controller may pay 1 ghost rock to unboot him, or he stays booted
into the next day (`engine.phases.sundown`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Lethargy(CardScript):
    code = "22045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.unbooted_here_or_adjacent),
            difficulty=self.targets_grit,
            on_success=self.weigh_down,
        )

    def unbooted_here_or_adjacent(self, card: Card, context: Context) -> bool:
        huckster = self.parent
        if huckster is None or card.booted:
            return False
        here, there = huckster.location, card.location
        if here is None or there is None:
            return False
        return there == here or self.game.locations.adjacent(there, here)

    def targets_grit(self, context: Context) -> int:
        assert context.target is not None
        return context.target.grit

    def weigh_down(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effect = AbilityKit.effects.does_not_unboot_at_nightfall_unless_paid()
        self.until_end_of_day(context, match=dude, effect=effect)
        self.game.log.add("{0} keeps {1} booted at Sundown unless 1 ghost rock is paid", context.player, dude)
