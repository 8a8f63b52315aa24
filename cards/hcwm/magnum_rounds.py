"""Magnum Rounds (22039, Hell's Comin' With Me) — goods.
Shootout: This dude gets +1 bullets. If you reveal a legal draw hand this round, hand ranks
can only be modified by traits and Cheatin' Resolutions. Discard this card.

The +1 bullets lasts the shootout (§8.3), though the card is discarded. "Hand ranks" are
every player's: while your revealed hand this round is legal, Shootout, React and
non-Cheatin' Resolution abilities neither raise nor lower any hand rank this round
(`engine.type_locks`). The lock is read where a hand rank is modified, after the hands
are revealed; a cheatin' hand of yours lifts it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class MagnumRounds(CardScript):
    code = "22039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            message="{player} uses {source}",
            handler=self.load_the_magnums,
        )

    def your_hand_is_legal(self) -> bool:
        """Whether the player who fired the rounds revealed a legal draw hand this round."""
        result = self.game.hand_results.get(self.card.owner.index)
        return result is not None and not result.cheatin

    def load_the_magnums(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        effects = AbilityKit.effects
        self.until_end_of_shootout(context, match=dude, effect=effects.modify_bullets(1))
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=effects.hand_ranks_locked("Shootout", "React", "Resolution"),
            condition=self.your_hand_is_legal,
        )
        self.game.actions.discard(self.card)
        self.game.log.add("{0} gives {1} +1 bullets and discards {2}", context.player, dude, self.card)
