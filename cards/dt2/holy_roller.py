"""Holy Roller (24195, Weird West Edition) — spell, Miracle.
Shootout Miracle 6, Boot: This dude gets +1 bullets and cannot be chosen as a casualty
this round unless you lose by 3 or more hand ranks.

"This dude" is the Blessed casting it. "This round" bounds the casualty clause; the +1
bullets, like any Shootout ability's effect, lasts the shootout (§8.3, §13.13). Whether
"you lose by 3 or more" is read when casualties are chosen, once the round is decided.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class HolyRoller(CardScript):
    code = "24195"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.roll_on,
        )

    def you_do_not_lose_by_3_or_more(self) -> bool:
        return self.lost_round_by(self.controller) < 3

    def roll_on(self, context: Context) -> None:
        blessed = self.parent
        assert blessed is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=blessed, effect=effects.modify_bullets(1))
        self.until_end_of_shootout_round(
            context,
            match=blessed,
            effect=effects.cannot_be_casualty(),
            condition=self.you_do_not_lose_by_3_or_more,
        )
        self.game.log.add(
            "{0} uses {1} to give {2} +1 bullets and keep him from being a casualty this round",
            context.player,
            self.card,
            blessed,
        )
