"""Like a Bull... (25049, Debt of Blood) — action.
Cheatin' Resolution: The cheatin' player either pays 1 ghost rock or discards a random card.
If this is a shootout, reduce your casualties by 1.
Resolution: If this shootout is at a deed, boot the deed. It does not provide control points
or production until after the next Upkeep phase.

The cheatin' player chooses which to do, among what they can: pay 1 ghost rock from their
stash (to the bank) or discard a card of their hand picked at random (the game's seeded RNG);
with neither there is nothing to do. The casualty reduction is this round's (§5.7). The deed
provides no control points nor production until the end of the next Upkeep phase, where
production is collected (§3.2, §8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player

PAY = "pay 1 ghost rock"
DISCARD = "discard a random card"


class LikeABull(CardScript):
    code = "25049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="cheatin resolution", message="{player} plays {source}", handler=self.gore)
        self.action(
            play_type="resolution",
            condition=self.the_shootout_is_at_a_deed,
            message="{player} plays {source}",
            handler=self.trample_the_deed,
        )

    def cheaters(self) -> list[Player]:
        return [
            self.game.players[index] for index, result in self.game.hand_results.items() if result.cheatin
        ]

    def gore(self, context: Context) -> Flow:
        for cheater in self.cheaters():
            options = ([PAY] if cheater.ghost_rock >= 1 else []) + ([DISCARD] if cheater.hand else [])
            if not options:
                continue
            choice = yield from self.choose_option(context, options, player=cheater)
            if choice == PAY:
                self.game.actions.pay(cheater, 1)
                self.game.log.add("{0} pays 1 ghost rock", cheater)
            else:
                card = self.game.rng.choice(cheater.hand)
                self.game.actions.discard(card)
                self.game.log.add("{0} discards {1} at random", cheater, card)
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(1)
            )
            self.game.log.add("{0} reduces their casualties by 1", context.player)

    def deed_of_the_shootout(self) -> Card | None:
        shootout = self.game.shootout
        place = None if shootout is None else self.game.locations.card(shootout.location)
        return place if place is not None and place.is_deed else None

    def the_shootout_is_at_a_deed(self, context: Context) -> bool:
        return self.deed_of_the_shootout() is not None

    def trample_the_deed(self, context: Context) -> None:
        deed = self.deed_of_the_shootout()
        assert deed is not None
        self.game.actions.boot(deed)
        effects = AbilityKit.effects
        self.until_after_next_production(
            context, match=deed, effect=[effects.fix("control", 0), effects.fix("production", 0)]
        )
        self.game.log.add(
            "{0} boots {1}: it provides no control points or production until after the next Upkeep phase",
            context.player,
            deed,
        )
