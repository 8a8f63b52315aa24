"""SuAnne Bettelyuon (25014, Debt of Blood) — dude, Kung Fu 2.
SuAnne cannot leave a shootout due to card effects.
Repeat Shootout: Discard a card to make SuAnne a stud. If you discarded a Technique, give
SuAnne +1 bullets and +1 value. You can use this ability once per shootout.

The restriction holds against every card effect, her player's own too
(`engine.restrictions.held_in_the_shootout`); fleeing is the rules' doing and still takes
her out. The discard is the ability's cost ("Discard a card to ..."), from the hand.
"Repeat" lifts the once-per-day limit and "once per shootout" puts one back, as for
"Thunder Boy" Nabbe (24071). Her stud and bonus last the shootout (§8.3).
"""

from __future__ import annotations

from engine.abilities import Limit
from engine.dsl import AbilityKit, CardScript, Context


class SuanneBettelyuon(CardScript):
    code = "25014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.cannot_leave_shootout_by_card_effects())
        self.action(
            play_type="shootout",
            limit=Limit.per_shootout(1),  # Repeat, but "once per shootout"
            cost=ability.costs.discard_from_hand(),
            message="{player} uses {source}",
            handler=self.dig_in,
        )

    def dig_in(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=self.card, effect=effects.set_as_stud())
        self.game.log.add("{0} discards {1} to make {2} a stud", context.player, context.paid_card, self.card)
        if context.paid_card.has_keyword("Technique"):
            self.apply_ability_effect(
                context, match=self.card, effect=[effects.modify_bullets(1), effects.modify_value(1)]
            )
            self.game.log.add("{0} gives {1} +1 bullets and +1 value", context.player, self.card)
