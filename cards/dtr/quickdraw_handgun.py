"""Quickdraw Handgun (01093) — goods, Weapon, bullet bonus 1.
Cheatin' Resolution, Boot: If you have a legal draw hand, exchange draw hands with the
cheatin' player. Cheatin' cards cannot be played on you for this round of the shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Player


class QuickdrawHandgun(CardScript):
    code = "01093"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.swap_hands,
        )

    def swap_hands(self, context: Context) -> None:
        you, cheater = context.player, context.player.opponent
        # "If ..." may be played when unmet and then does nothing (§8.1); the protection
        # is a sentence of its own and applies either way.
        if not self.game.hand_results[you.index].cheatin:
            self.exchange_with(you, cheater)
        # "This round of the shootout": in lowball there is no such round to protect.
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, effect=AbilityKit.effects.cheatin_protected(), targets_players=True
            )
            self.game.log.add("{0} is safe from cheatin' cards this round", you)

    def exchange_with(self, you: Player, cheater: Player, *, new_hand_legal: bool = False) -> None:
        """ "Exchange draw hands with the cheatin' player": both hands are ranked again."""
        self.game.actions.exchange_draw_hands(you, cheater)
        self.game.log.add("{0} exchanges draw hands with {1}", you, cheater)
        self.game.actions.rank_draw_hand(you, legal=new_hand_legal)
        self.game.actions.rank_draw_hand(cheater)
