"""Johnny Ringo (21032) — dude.
If Johnny is wanted and the only dude in your posse, only shooters contribute to draw hand
bonuses.
Shootout: Until the next round of this shootout, dudes cannot be chosen or affected by their
opponent's React, Shootout, or non-Cheatin' Resolution abilities.

The trait is a player effect on every player (`only_shooter_contributes`, §5.5): both
posses draw with their shooter's bonus alone. The Shootout ability protects every dude in
play, each from the abilities of the types named of the players opposing him
(`engine.protection`), until this shootout round ends; a Cheatin' Resolution, a Noon
ability and a trait are none of those types.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card
from engine.protection import REACT_ABILITIES, RESOLUTION_ABILITIES, SHOOTOUT_ABILITIES


class JohnnyRingo(CardScript):
    code = "21032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.wanted_and_alone_in_your_posse,
            effect=ability.effects.only_shooter_contributes(),
        )
        self.action(play_type="shootout", message="{player} uses {source}", handler=self.stare_them_down)

    def wanted_and_alone_in_your_posse(self) -> bool:
        return self.card.wanted and self.your_posse == [self.card]

    def stare_them_down(self, context: Context) -> None:
        protected = AbilityKit.effects.protected_from_opponents
        self.until_end_of_shootout_round(
            context,
            match=self.a_dude,
            target_controller="any",
            effect=[
                protected(REACT_ABILITIES),
                protected(SHOOTOUT_ABILITIES),
                protected(RESOLUTION_ABILITIES),
            ],
        )
        self.game.log.add(
            "{0}: until the next round, no dude can be chosen or affected by their opponent's "
            "React, Shootout or non-Cheatin' Resolution abilities",
            context.player,
        )

    def a_dude(self, card: Card) -> bool:
        return card.is_dude
