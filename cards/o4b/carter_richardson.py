"""Carter Richardson (21036, Out for Blood) — dude, Deputy.
If there is a wanted dude in the opposing posse, you may play Carter from your hand (into
your posse) as a Shootout play, paying his cost.  Noon: Move Carter to the location of a
wanted dude with the highest bounty (you choose in case of a tie).

The Shootout play is `play_into_posse_from_hand`: paying his cost, he enters play at the
fight and joins the posse unbooted. "A wanted dude with the highest bounty" is any player's
dude in play (the text says no "opposing"), the highest bounty of all of them; the move is a
card effect's and does not boot him (§4.2). Carter standing there already is no move.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class CarterRichardson(CardScript):
    code = "21036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.play_into_posse_from_hand(condition=self.a_wanted_dude_opposes)
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.most_wanted_elsewhere, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.ride_after_him,
        )

    def a_wanted_dude_opposes(self, context: Context) -> bool:
        return any(dude.wanted for dude in self.opposing_posse)

    def most_wanted_elsewhere(self, dude: Card, context: Context) -> bool:
        highest = max(other.bounty for other in self.game.cards_in_play() if other.is_dude)
        return dude.wanted and dude.bounty == highest and dude.location != self.card.location

    def ride_after_him(self, context: Context) -> None:
        dude = context.target
        assert dude is not None and dude.location is not None
        self.game.actions.move_dude(self.card, dude.location)
        self.game.log.add("{0} moves {1} to {2}'s location", context.player, self.card, dude)
