"""Monomi Miles (21015) — dude of the First Peoples.
Resolution, Boot: If your hand is legal and your hand rank is higher, boot Miles's Sidekick to
increase the casualties of both posses by his Kung Fu rating.

The "if" is the ability's requirement with booting his Sidekick, read as its cost: it is
offered only while your revealed draw hand is not cheatin' and outranks your opponent's, and
Miles has an unbooted Sidekick (issue 19). The increase counts as the round's casualties are
set, winner and loser alike (§5.7, as Behold White Bull); his Kung Fu rating is read as it
resolves (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.kung_fu import kung_fu_rating


class MonomiMiles(CardScript):
    code = "21015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=[ability.costs.boot_self(), ability.costs.boot_attachment("Sidekick")],
            condition=self.your_legal_hand_is_higher,
            message="{player} uses {source}",
            handler=self.raise_the_stakes,
        )

    def your_legal_hand_is_higher(self, context: Context) -> bool:
        you = context.player
        return not self.reveals_cheatin(you) and self.hand_rank(you) > self.hand_rank(you.opponent)

    def raise_the_stakes(self, context: Context) -> None:
        amount = kung_fu_rating(self.card)
        if amount is None:
            return  # he has lost his Kung Fu (Curse of Failure): nothing to increase by
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=AbilityKit.effects.casualties_increased(amount),
        )
        self.game.log.add(
            "{0} increases the casualties of both posses this round by {1}", context.player, amount
        )
