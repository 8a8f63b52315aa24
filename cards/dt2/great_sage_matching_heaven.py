"""Great Sage Matching Heaven (24232, Weird West Edition) — action, Technique, Tao of Bull
Demon King.
Shootout Tao Technique: This dude gets +1 Influence and gains the Harrowed keyword. Combo
if the other posse has less influence than your posse.

"This dude" is the Kung Fu dude who performs it (engine.kung_fu). Both effects last until
the end of the shootout, as any Shootout ability's (§8.3); as a Harrowed dude he covers
casualties as one (§5.8). A posse's influence is the total of its dudes' influence, read
once the effect resolved, so the +1 counts. The first printing (18037, Blood Moon Rising)
words it differently and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.kung_fu import performer


class GreatSageMatchingHeaven(CardScript):
    code = "24232"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout", on_success=self.match_heaven, combo=self.they_have_less_influence
        )

    def match_heaven(self, context: Context) -> None:
        dude = performer(context)
        kit = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[kit.modify_influence(1), kit.gains_keyword("Harrowed")]
        )
        self.game.log.add("{0}'s {1} gets +1 influence and gains the Harrowed keyword", context.player, dude)

    def they_have_less_influence(self, context: Context) -> bool:
        return sum(dude.influence for dude in self.opposing_posse) < sum(
            dude.influence for dude in self.your_posse
        )
